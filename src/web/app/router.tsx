import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { categoryTitle, PAGE_TITLES, type PagePath } from '../../shared/site/page-titles';
import { GuestOnly, RequireSignIn } from './guards';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error';
import { LoadingOverlay } from './layout/route-loading';
import { useRouteTitle, type RouteHandle } from './layout/use-route-title';
import { RedirectKeepingQuery } from './redirect-keeping-query';

// Every page is a lazy component so that it is its own chunk: a visitor downloads the
// shell plus the page in front of them, and staff code never reaches the storefront.
// Declarative routes (not the data router) keep ~17 KB gzip out of the shell; see
// docs/decisions/0008.
const preloaders = new Map<ReactNode, () => Promise<unknown>>();

type Guard = 'guest' | 'signed-in';

function page(load: () => Promise<ComponentType>, guard?: Guard): ReactNode {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then((Component) => {
      loaded = Component;
      return Component;
    }));
  const LazyPage = lazy(() => preload().then((Component) => ({ default: Component })));
  // Once preloaded, the page renders without suspending (no fallback, no flash).
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <LazyPage />;
  }
  const element =
    guard === 'guest' ? (
      <GuestOnly>
        <Page />
      </GuestOnly>
    ) : guard === 'signed-in' ? (
      <RequireSignIn>
        <Page />
      </RequireSignIn>
    ) : (
      <Page />
    );
  preloaders.set(element, preload);
  return element;
}

/**
 * Loads the chunks of the pages `pathname` shows, so the first render has them (as the
 * server-painted header stays on screen meanwhile, nothing blinks in between).
 */
export async function preloadPagesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((match) => preloaders.get(match.route.element)?.() ?? Promise.resolve()),
  );
}

const title = (value: RouteHandle['title']): RouteHandle => ({ title: value });
/** The route's title from the shared table (shared/site/page-titles). */
const titleOf = (path: PagePath): RouteHandle => title(PAGE_TITLES[path]);

const storefrontPages: RouteObject[] = [
  {
    index: true,
    element: page(() => import('./pages/home-page').then((m) => m.HomePage)),
  },
  {
    path: 'home-2',
    handle: titleOf('/home-2'),
    element: page(() => import('./pages/home-2-page').then((m) => m.Home2Page)),
  },
  {
    path: 'products',
    handle: titleOf('/products'),
    element: page(() => import('./pages/products-page').then((m) => m.ProductsPage)),
  },
  {
    path: 'products/:id',
    handle: titleOf('/products/:id'),
    element: page(() => import('./pages/product-detail-page').then((m) => m.ProductDetailPage)),
  },
  {
    path: 'category/:categoryName',
    handle: title((params) => categoryTitle(params.categoryName ?? '')),
    element: page(() => import('./pages/category-page').then((m) => m.CategoryPage)),
  },
  {
    path: 'contracts',
    handle: titleOf('/contracts'),
    element: page(() => import('./pages/contracts-page').then((m) => m.ContractsPage)),
  },
  {
    path: 'story',
    handle: titleOf('/story'),
    element: page(() => import('./pages/story-page').then((m) => m.StoryPage)),
  },
  {
    path: 'contact',
    handle: titleOf('/contact'),
    element: page(() => import('./pages/contact-page').then((m) => m.ContactPage)),
  },
  {
    path: 'track',
    handle: titleOf('/track'),
    element: page(() => import('./pages/track-page').then((m) => m.TrackPage)),
  },
  {
    path: 'order-tracking/:slug',
    handle: titleOf('/order-tracking/:slug'),
    element: page(() => import('./pages/order-tracking-page').then((m) => m.OrderTrackingPage)),
  },
  {
    path: 'privacy-policy',
    handle: titleOf('/privacy-policy'),
    element: page(() => import('./pages/privacy-policy-page').then((m) => m.PrivacyPolicyPage)),
  },
  {
    path: 'cookies-policy',
    handle: titleOf('/cookies-policy'),
    element: page(() => import('./pages/cookies-policy-page').then((m) => m.CookiesPolicyPage)),
  },
  {
    path: 'return-policy',
    handle: titleOf('/return-policy'),
    element: page(() => import('./pages/return-policy-page').then((m) => m.ReturnPolicyPage)),
  },
  {
    path: 'terms-and-conditions',
    handle: titleOf('/terms-and-conditions'),
    element: page(() =>
      import('./pages/terms-and-conditions-page').then((m) => m.TermsAndConditionsPage),
    ),
  },
  {
    path: 'signup',
    handle: titleOf('/signup'),
    element: page(() => import('./pages/signup-page').then((m) => m.SignupPage), 'guest'),
  },
  {
    path: 'signin',
    handle: titleOf('/signin'),
    element: page(() => import('./pages/signin-page').then((m) => m.SigninPage), 'guest'),
  },
  {
    path: 'forget-password',
    handle: titleOf('/forget-password'),
    element: page(
      () => import('./pages/forget-password-page').then((m) => m.ForgetPasswordPage),
      'guest',
    ),
  },
  {
    path: 'reset-password',
    handle: titleOf('/reset-password'),
    element: page(
      () => import('./pages/reset-password-page').then((m) => m.ResetPasswordPage),
      'guest',
    ),
  },
  {
    path: 'account/account-info',
    handle: titleOf('/account/account-info'),
    element: page(
      () => import('./pages/account-info-page').then((m) => m.AccountInfoPage),
      'signed-in',
    ),
  },
  {
    path: 'account/company',
    handle: titleOf('/account/company'),
    element: page(
      () => import('./pages/account-company-page').then((m) => m.AccountCompanyPage),
      'signed-in',
    ),
  },
  {
    path: 'account/approvals',
    handle: titleOf('/account/approvals'),
    element: page(
      () => import('./pages/account-approvals-page').then((m) => m.AccountApprovalsPage),
      'signed-in',
    ),
  },
  {
    path: 'account/invoices',
    handle: titleOf('/account/invoices'),
    element: page(
      () => import('./pages/account-invoices-page').then((m) => m.AccountInvoicesPage),
      'signed-in',
    ),
  },
  {
    path: 'account/quotes',
    handle: titleOf('/account/quotes'),
    element: page(
      () => import('./pages/account-quotes-page').then((m) => m.AccountQuotesPage),
      'signed-in',
    ),
  },
  {
    path: 'account/quotes/:number',
    handle: titleOf('/account/quotes/:number'),
    element: page(
      () => import('./pages/account-quote-page').then((m) => m.AccountQuotePage),
      'signed-in',
    ),
  },
  {
    path: 'quotes/new',
    handle: titleOf('/quotes/new'),
    element: page(
      () => import('./pages/quote-request-page').then((m) => m.QuoteRequestPage),
      'signed-in',
    ),
  },
  {
    path: 'invitation/:token',
    handle: titleOf('/invitation/:token'),
    element: page(() => import('./pages/invitation-page').then((m) => m.InvitationPage), 'guest'),
  },
  {
    path: 'account/account-password',
    handle: titleOf('/account/account-password'),
    element: page(
      () => import('./pages/account-password-page').then((m) => m.AccountPasswordPage),
      'signed-in',
    ),
  },
  {
    path: 'search',
    handle: titleOf('/search'),
    element: page(() => import('./pages/search-page').then((m) => m.SearchPage)),
  },
  {
    path: 'cart',
    handle: titleOf('/cart'),
    element: page(() => import('./pages/cart-page').then((m) => m.CartPage)),
  },
  {
    path: 'quick-order',
    handle: titleOf('/quick-order'),
    element: page(
      () => import('./pages/quick-order-page').then((m) => m.QuickOrderPage),
      'signed-in',
    ),
  },
  {
    path: 'lists',
    handle: titleOf('/lists'),
    element: page(() => import('./pages/lists-page').then((m) => m.ListsPage), 'signed-in'),
  },
  {
    path: 'lists/:id',
    handle: titleOf('/lists/:id'),
    element: page(() => import('./pages/list-page').then((m) => m.ListPage), 'signed-in'),
  },
  {
    path: 'checkout',
    handle: titleOf('/checkout'),
    element: page(() => import('./pages/checkout-page').then((m) => m.CheckoutPage), 'signed-in'),
  },
  {
    path: 'checkout/confirmation/:checkoutNumber',
    handle: titleOf('/checkout/confirmation/:checkoutNumber'),
    element: page(
      () => import('./pages/checkout-confirmation-page').then((m) => m.CheckoutConfirmationPage),
      'signed-in',
    ),
  },
  {
    path: 'orders',
    handle: titleOf('/orders'),
    element: page(() => import('./pages/orders-page').then((m) => m.OrdersPage)),
  },
  {
    path: 'orders/:trackingId',
    handle: titleOf('/orders/:trackingId'),
    element: page(
      () => import('./pages/order-detail-page').then((m) => m.OrderDetailPage),
      'signed-in',
    ),
  },
  // docs/screens.md "Routes": paths the original client links to but never defines.
  { path: 'login', element: <RedirectKeepingQuery to="/signin" /> },
  { path: 'forgot-pass', element: <RedirectKeepingQuery to="/forget-password" /> },
  {
    path: '*',
    handle: titleOf('*'),
    element: page(() => import('./pages/not-found-page').then((m) => m.NotFoundPage)),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/admin/*',
    element: page(() => import('./admin/admin-app').then((m) => m.AdminApp)),
  },
  // The layout puts a second boundary around the page, so the header and footer stay
  // on screen when a page fails.
  { path: '/', element: <RootLayout />, children: storefrontPages },
];

/**
 * The tab title, in a component of its own: a page naming itself (a product, once its
 * data is there) re-renders only this, not the page.
 */
function RouteTitle() {
  useRouteTitle(routes);
  return null;
}

/** The whole app below the router: the matching page, and the tab title it declares. */
export function AppRoutes() {
  return (
    <>
      <RouteTitle />
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingOverlay />}>{useRoutes(routes)}</Suspense>
      </RouteErrorBoundary>
    </>
  );
}
