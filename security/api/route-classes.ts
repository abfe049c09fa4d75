import type { RouteEntry } from '../../src/server/app';

/**
 * Who may call each route of the app's route table (ASVS V8): the classes the probes
 * prove. A route in no class fails the probes that enumerate the table, so a new route
 * cannot escape them.
 */

/** Anyone, signed in or not (the storefront, sign-in, contact, tracking, files). */
export const PUBLIC = new Set([
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
  'GET /api/health',
  'POST /api/auth/user/register',
  'POST /api/auth/user/login',
  'POST /api/auth/user/logout',
  'POST /api/auth/user/forgot-password',
  'POST /api/auth/user/reset-password',
  'GET /api/category/categories',
  'POST /api/category/menus-categories-products',
  'GET /api/category/:categoryName/products',
  'GET /api/category/:ids',
  'GET /api/product/sizes',
  'GET /api/product/products-listing',
  'POST /api/product/products/filter',
  'POST /api/product/search',
  'GET /api/product/:id',
  'GET /api/product/:id/delivery',
  'GET /api/admin/storage-prices',
  'GET /api/admin/news',
  'GET /api/order/delivery-statuses',
  'GET /api/auth/user/track-orders/:trackingId',
  'POST /api/user/contact-us',
  'POST /api/user/request-call',
  'GET /api/invitations/:token',
  'POST /api/invitations/:token/accept',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /sitemaps/:file',
  'GET /media/*',
  'GET /media/w320/products/*',
  'GET /media/w480/products/*',
  'GET /media/w800/products/*',
  'GET /category-images/*',
]);

/**
 * A signed-in trade buyer (or staff), on their own account, orders and saved lists only;
 * the company routes, on their own company only, as its role allows.
 */
export const SIGNED_IN = new Set([
  'GET /api/user/details',
  'PUT /api/auth/user/update/:userId',
  'PUT /api/auth/user/update_password/:userId',
  'POST /api/order/product',
  'POST /api/order/quote',
  'POST /api/delivery/options',
  'GET /api/order/user-orders',
  'GET /api/order/user-orders/:trackingId',
  'GET /api/order/user-orders/:trackingId/quote-file',
  'GET /api/order/checkouts',
  'GET /api/order/checkouts/:checkoutNumber',
  'PUT /api/order/order-cancelled/:orderId',
  'POST /api/order/product-reorder/:orderId',
  'GET /api/cart',
  'PUT /api/cart',
  'POST /api/cart/files',
  'GET /api/cart/files/:fileId',
  'POST /api/quick-order/validate',
  'POST /api/quick-order/upload',
  'GET /api/quick-order/template.csv',
  'GET /api/quick-order/template.xlsx',
  'GET /api/lists',
  'POST /api/lists',
  'GET /api/lists/:id',
  'PUT /api/lists/:id',
  'DELETE /api/lists/:id',
  'GET /api/company',
  'GET /api/account/documents',
  'GET /api/account/documents/:documentNumber/pdf',
  'GET /api/account/statement',
  'GET /api/account/statement/pdf',
  'PUT /api/company/members/:userId',
  'POST /api/company/sites',
  'PUT /api/company/sites/:siteId',
  'DELETE /api/company/sites/:siteId',
  'GET /api/company/invitations',
  'POST /api/company/invitations',
  'DELETE /api/company/invitations/:invitationId',
  'GET /api/company/approvals',
  'POST /api/company/approvals/:number/approve',
  'POST /api/company/approvals/:number/reject',
  'POST /api/company/approvals/:number/withdraw',
  'POST /api/quotes/files',
  'GET /api/quotes/files/:quoteFileId',
  'POST /api/quotes',
  'GET /api/quotes',
  'GET /api/quotes/:quoteNumber',
  'GET /api/quotes/:quoteNumber/versions/:version/pdf',
  'POST /api/quotes/:quoteNumber/submit',
  'POST /api/quotes/:quoteNumber/messages',
  'POST /api/quotes/:quoteNumber/revision',
  'POST /api/quotes/:quoteNumber/reject',
  'POST /api/quotes/:quoteNumber/withdraw',
  'POST /api/quotes/:quoteNumber/accept',
  'GET /api/deliveries/:checkoutNumber/days',
  'POST /api/deliveries/:checkoutNumber/move',
  'POST /api/deliveries/:checkoutNumber/accept',
]);

export type Access = 'public' | 'signed-in' | 'staff';

/** HEAD answers as GET does; the docs' bare `/api/docs/` exists only as HEAD. */
export const keyOf = (route: { method: string; url: string }) =>
  `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;

export function accessOf(route: RouteEntry): Access {
  const key = keyOf(route);
  if (route.url.startsWith('/api/admin/') && !route.publicAdminRead) return 'staff';
  if (SIGNED_IN.has(key)) return 'signed-in';
  if (PUBLIC.has(key)) return 'public';
  throw new Error(`${route.method} ${route.url} is in no access class: add it to this probe`);
}

/** The routes that take a body. */
export const isWrite = (route: { method: string }) =>
  ['POST', 'PUT', 'PATCH'].includes(route.method);
export const isUnsafe = (route: { method: string }) =>
  ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);

/** Forms sent as multipart/form-data (a file, or the checkout's quote files). */
export const MULTIPART = new Set([
  'POST /api/order/product',
  'POST /api/user/contact-us',
  'POST /api/quick-order/upload',
  'POST /api/cart/files',
  'POST /api/quotes/files',
  'POST /api/admin/quotes/files',
  'POST /api/admin/site-assets/hero-poster',
  'POST /api/admin/site-assets/hero-video',
  'POST /api/admin/categories/:id/image',
  'POST /api/admin/products/:id/images',
  'POST /api/admin/fabrics/:id/colors/:colorId/swatch',
]);

/** Writes that take no body at all: whatever is sent is never read. */
export const NO_BODY = new Set([
  'POST /api/auth/user/logout',
  'PUT /api/order/order-cancelled/:orderId',
  'POST /api/company/approvals/:number/approve',
  'POST /api/company/approvals/:number/withdraw',
  'POST /api/quotes/:quoteNumber/submit',
  'POST /api/deliveries/:checkoutNumber/accept',
  'POST /api/admin/customers/:id/reactivate',
  'POST /api/admin/inbox/messages/:id/handled',
  'POST /api/admin/inbox/callbacks/:id/handled',
  'POST /api/admin/mails/:id/resend',
  'POST /api/admin/orders/:id/mark-paid',
  'POST /api/admin/orders/:id/invoice',
  'POST /api/admin/companies/:id/credit-hold/lift',
  'POST /api/admin/products/:id/archive',
  'POST /api/admin/deliveries/bookings/:id/confirm',
]);
