/**
 * The name of every storefront page, in one place: the SPA sets the browser tab from it
 * (web/app/router.tsx) and the server puts the same `<title>` into the HTML it sends
 * (server/modules/storefront), so a crawler and a person see one name.
 */
export const SITE_NAME = 'Trade Beds & Furniture';

/** Titles of the storefront's routes, by the router's path. The home page has none. */
export const PAGE_TITLES = {
  '/home-2': 'Home',
  '/products': 'All Products',
  '/products/:id': 'Product',
  '/contracts': 'Contracts',
  '/story': 'Our Story',
  '/contact': 'Contact Us',
  '/track': 'Track Your Order',
  '/order-tracking/:slug': 'Order Tracking',
  '/privacy-policy': 'Privacy Policy',
  '/cookies-policy': 'Cookies Policy',
  '/return-policy': 'Return Policy',
  '/terms-and-conditions': 'Terms and Conditions',
  '/signup': 'Apply For Trade Account',
  '/signin': 'Trade Sign In',
  '/forget-password': 'Forgot Password',
  '/reset-password': 'Reset Password',
  '/account/account-info': 'My Account',
  '/account/account-password': 'Update Password',
  '/account/company': 'Company',
  '/account/approvals': 'Approvals',
  '/account/invoices': 'Invoices',
  '/account/quotes': 'Quotes',
  '/account/quotes/:number': 'Quote',
  '/quotes/new': 'Request a Quote',
  '/invitation/:token': 'Join Your Company',
  '/search': 'Search',
  '/cart': 'Cart',
  '/quick-order': 'Quick Order',
  '/lists': 'Saved Lists',
  '/lists/:id': 'Saved List',
  '/checkout': 'Checkout',
  '/checkout/confirmation/:checkoutNumber': 'Order Confirmation',
  '/orders': 'My Orders',
  '/orders/:trackingId': 'Order Details',
  '*': 'Page Not Found',
} as const;

export type PagePath = keyof typeof PAGE_TITLES;

/** A category page's title: its name from the address, each word capitalised. */
export function categoryTitle(categoryName: string): string {
  return categoryName.replace(
    /(^|\s)(\p{Ll})/gu,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

/** The text of the browser tab: `Page | Shop`, or the shop's name alone. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}
