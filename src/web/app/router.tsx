import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { capitaliseWords } from '../lib/format';
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

const storefrontPages: RouteObject[] = [
  {
    index: true,
    element: page(() => import('./pages/home-page').then((m) => m.HomePage)),
  },
  {
    path: 'home-2',
    handle: title('Home'),
    element: page(() => import('./pages/home-2-page').then((m) => m.Home2Page)),
  },
  {
    path: 'products',
    handle: title('All Products'),
    element: page(() => import('./pages/products-page').then((m) => m.ProductsPage)),
  },
  {
    path: 'products/:id',
    handle: title('Product'),
    element: page(() => import('./pages/product-detail-page').then((m) => m.ProductDetailPage)),
  },
  {
    path: 'category/:categoryName',
    handle: title((params) => capitaliseWords(params.categoryName ?? '')),
    element: page(() => import('./pages/category-page').then((m) => m.CategoryPage)),
  },
  {
    path: 'contracts',
    handle: title('Contracts'),
    element: page(() => import('./pages/contracts-page').then((m) => m.ContractsPage)),
  },
  {
    path: 'story',
    handle: title('Our Story'),
    element: page(() => import('./pages/story-page').then((m) => m.StoryPage)),
  },
  {
    path: 'contact',
    handle: title('Contact Us'),
    element: page(() => import('./pages/contact-page').then((m) => m.ContactPage)),
  },
  {
    path: 'track',
    handle: title('Track Your Order'),
    element: page(() => import('./pages/track-page').then((m) => m.TrackPage)),
  },
  {
    path: 'order-tracking/:slug',
    handle: title('Order Tracking'),
    element: page(() => import('./pages/order-tracking-page').then((m) => m.OrderTrackingPage)),
  },
  {
    path: 'privacy-policy',
    handle: title('Privacy Policy'),
    element: page(() => import('./pages/privacy-policy-page').then((m) => m.PrivacyPolicyPage)),
  },
  {
    path: 'cookies-policy',
    handle: title('Cookies Policy'),
    element: page(() => import('./pages/cookies-policy-page').then((m) => m.CookiesPolicyPage)),
  },
  {
    path: 'return-policy',
    handle: title('Return Policy'),
    element: page(() => import('./pages/return-policy-page').then((m) => m.ReturnPolicyPage)),
  },
  {
    path: 'terms-and-conditions',
    handle: title('Terms and Conditions'),
    element: page(() =>
      import('./pages/terms-and-conditions-page').then((m) => m.TermsAndConditionsPage),
    ),
  },
  {
    path: 'signup',
    handle: title('Apply For Trade Account'),
    element: page(() => import('./pages/signup-page').then((m) => m.SignupPage), 'guest'),
  },
  {
    path: 'signin',
    handle: title('Trade Sign In'),
    element: page(() => import('./pages/signin-page').then((m) => m.SigninPage), 'guest'),
  },
  {
    path: 'forget-password',
    handle: title('Forgot Password'),
    element: page(
      () => import('./pages/forget-password-page').then((m) => m.ForgetPasswordPage),
      'guest',
    ),
  },
  {
    path: 'reset-password',
    handle: title('Reset Password'),
    element: page(
      () => import('./pages/reset-password-page').then((m) => m.ResetPasswordPage),
      'guest',
    ),
  },
  {
    path: 'account/account-info',
    handle: title('My Account'),
    element: page(
      () => import('./pages/account-info-page').then((m) => m.AccountInfoPage),
      'signed-in',
    ),
  },
  {
    path: 'account/account-password',
    handle: title('Update Password'),
    element: page(
      () => import('./pages/account-password-page').then((m) => m.AccountPasswordPage),
      'signed-in',
    ),
  },
  {
    path: 'search',
    handle: title('Search'),
    element: page(() => import('./pages/search-page').then((m) => m.SearchPage)),
  },
  {
    path: 'cart',
    handle: title('Cart'),
    element: page(() => import('./pages/cart-page').then((m) => m.CartPage)),
  },
  {
    path: 'checkout',
    handle: title('Checkout'),
    element: page(() => import('./pages/checkout-page').then((m) => m.CheckoutPage), 'signed-in'),
  },
  {
    path: 'orders',
    handle: title('My Orders'),
    element: page(() => import('./pages/orders-page').then((m) => m.OrdersPage)),
  },
  {
    path: 'orders/:trackingId',
    handle: title('Order Details'),
    element: page(
      () => import('./pages/order-detail-page').then((m) => m.OrderDetailPage),
      'signed-in',
    ),
  },
  // DECISIONS #15: paths the specification links to but never defines.
  { path: 'login', element: <RedirectKeepingQuery to="/signin" /> },
  { path: 'forgot-pass', element: <RedirectKeepingQuery to="/forget-password" /> },
  {
    path: '*',
    handle: title('Page Not Found'),
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

/** The whole app below the router: the matching page, and the tab title it declares. */
export function AppRoutes() {
  useRouteTitle(routes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingOverlay />}>{useRoutes(routes)}</Suspense>
    </RouteErrorBoundary>
  );
}
