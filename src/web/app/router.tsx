import { createBrowserRouter, type RouteObject } from 'react-router';
import { capitaliseWords } from '../lib/format';
import { LoadingOverlay } from './layout/route-loading';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import type { RouteHandle } from './layout/use-route-title';
import { RedirectKeepingQuery } from './redirect-keeping-query';

// Every page is a lazy route so that it is its own chunk: a visitor downloads the
// shell plus the page in front of them, and staff code never reaches the storefront.
const title = (value: RouteHandle['title']): RouteHandle => ({ title: value });

const storefrontPages: RouteObject[] = [
  {
    index: true,
    lazy: { Component: () => import('./pages/home-page').then((m) => m.HomePage) },
  },
  {
    path: 'home-2',
    handle: title('Home'),
    lazy: { Component: () => import('./pages/home-2-page').then((m) => m.Home2Page) },
  },
  {
    path: 'products',
    handle: title('All Products'),
    lazy: { Component: () => import('./pages/products-page').then((m) => m.ProductsPage) },
  },
  {
    path: 'products/:id',
    handle: title('Product'),
    lazy: {
      Component: () => import('./pages/product-detail-page').then((m) => m.ProductDetailPage),
    },
  },
  {
    path: 'category/:categoryName',
    handle: title((params) => capitaliseWords(params.categoryName ?? '')),
    lazy: { Component: () => import('./pages/category-page').then((m) => m.CategoryPage) },
  },
  {
    path: 'contracts',
    handle: title('Contracts'),
    lazy: { Component: () => import('./pages/contracts-page').then((m) => m.ContractsPage) },
  },
  {
    path: 'story',
    handle: title('Our Story'),
    lazy: { Component: () => import('./pages/story-page').then((m) => m.StoryPage) },
  },
  {
    path: 'contact',
    handle: title('Contact Us'),
    lazy: { Component: () => import('./pages/contact-page').then((m) => m.ContactPage) },
  },
  {
    path: 'track',
    handle: title('Track Your Order'),
    lazy: { Component: () => import('./pages/track-page').then((m) => m.TrackPage) },
  },
  {
    path: 'order-tracking/:slug',
    handle: title('Order Tracking'),
    lazy: {
      Component: () => import('./pages/order-tracking-page').then((m) => m.OrderTrackingPage),
    },
  },
  {
    path: 'privacy-policy',
    handle: title('Privacy Policy'),
    lazy: {
      Component: () => import('./pages/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
    },
  },
  {
    path: 'cookies-policy',
    handle: title('Cookies Policy'),
    lazy: {
      Component: () => import('./pages/cookies-policy-page').then((m) => m.CookiesPolicyPage),
    },
  },
  {
    path: 'return-policy',
    handle: title('Return Policy'),
    lazy: {
      Component: () => import('./pages/return-policy-page').then((m) => m.ReturnPolicyPage),
    },
  },
  {
    path: 'terms-and-conditions',
    handle: title('Terms and Conditions'),
    lazy: {
      Component: () =>
        import('./pages/terms-and-conditions-page').then((m) => m.TermsAndConditionsPage),
    },
  },
  {
    path: 'signup',
    handle: title('Apply For Trade Account'),
    lazy: { Component: () => import('./pages/signup-page').then((m) => m.SignupPage) },
  },
  {
    path: 'signin',
    handle: title('Trade Sign In'),
    lazy: { Component: () => import('./pages/signin-page').then((m) => m.SigninPage) },
  },
  {
    path: 'forget-password',
    handle: title('Forgot Password'),
    lazy: {
      Component: () => import('./pages/forget-password-page').then((m) => m.ForgetPasswordPage),
    },
  },
  {
    path: 'reset-password',
    handle: title('Reset Password'),
    lazy: {
      Component: () => import('./pages/reset-password-page').then((m) => m.ResetPasswordPage),
    },
  },
  {
    path: 'account/account-info',
    handle: title('My Account'),
    lazy: { Component: () => import('./pages/account-info-page').then((m) => m.AccountInfoPage) },
  },
  {
    path: 'account/account-password',
    handle: title('Update Password'),
    lazy: {
      Component: () => import('./pages/account-password-page').then((m) => m.AccountPasswordPage),
    },
  },
  {
    path: 'search',
    handle: title('Search'),
    lazy: { Component: () => import('./pages/search-page').then((m) => m.SearchPage) },
  },
  {
    path: 'cart',
    handle: title('Cart'),
    lazy: { Component: () => import('./pages/cart-page').then((m) => m.CartPage) },
  },
  {
    path: 'checkout',
    handle: title('Checkout'),
    lazy: { Component: () => import('./pages/checkout-page').then((m) => m.CheckoutPage) },
  },
  {
    path: 'orders',
    handle: title('My Orders'),
    lazy: { Component: () => import('./pages/orders-page').then((m) => m.OrdersPage) },
  },
  {
    path: 'orders/:trackingId',
    handle: title('Order Details'),
    lazy: { Component: () => import('./pages/order-detail-page').then((m) => m.OrderDetailPage) },
  },
  // DECISIONS #15: paths the specification links to but never defines.
  { path: 'login', element: <RedirectKeepingQuery to="/signin" /> },
  { path: 'forgot-pass', element: <RedirectKeepingQuery to="/forget-password" /> },
  {
    path: '*',
    handle: title('Page Not Found'),
    lazy: { Component: () => import('./pages/not-found-page').then((m) => m.NotFoundPage) },
  },
];

export const routes: RouteObject[] = [
  {
    path: '/admin/*',
    lazy: { Component: () => import('./admin/admin-app').then((m) => m.AdminApp) },
    hydrateFallbackElement: <LoadingOverlay />,
    errorElement: <RouteError />,
  },
  {
    path: '/',
    element: <RootLayout />,
    hydrateFallbackElement: <LoadingOverlay />,
    errorElement: <RouteError />,
    // The inner boundary keeps the header and footer on screen when a page fails.
    children: [{ errorElement: <RouteError />, children: storefrontPages }],
  },
];

export const router = createBrowserRouter(routes);
