import { PAGE_TITLES, type PagePath } from '#src/shared/site/page-titles';

export interface PublicPage {
  path: string;
  /** The browser tab's title; none for the home page (the shop's name alone). */
  title: string | undefined;
  description: string;
}

const page = (path: PagePath, description: string): PublicPage => ({
  path,
  title: PAGE_TITLES[path],
  description,
});

/**
 * The storefront's fixed pages that search engines should know: each with its own
 * description, a canonical address and a line in the sitemap. Paths are the SPA
 * router's (web/app/router.tsx); titles come from the table both sides share.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: undefined,
    description:
      'Beds, mattresses, headboards, sofas and furniture made in Ireland for trade and contract customers. Apply for a trade account to see trade prices and order online.',
  },
  page(
    '/products',
    'The full range of beds, mattresses, headboards, sofas and footstools made for the furniture trade, with sizes, fabrics and colours for every piece.',
  ),
  page(
    '/contracts',
    'Contract furniture for hotels, student accommodation and residential developments: beds, mattresses and upholstery supplied in volume.',
  ),
  page(
    '/story',
    'An Irish maker of beds, mattresses, headboards, sofas and footstools for the retailers who sell them: our aim, our values and how we work.',
  ),
  page(
    '/contact',
    'Contact our trade team about products, trade accounts, orders and contract work: send us an enquiry and we will get back to you.',
  ),
  page(
    '/signup',
    'Apply for a trade account to see trade prices, order online against your credit limit and follow every delivery.',
  ),
  page(
    '/track',
    'Track a furniture order with its tracking ID or reference number: see its status from production to delivery.',
  ),
  page(
    '/privacy-policy',
    'How we collect, use and protect the personal data of trade customers and visitors, and the rights you have over it.',
  ),
  page(
    '/cookies-policy',
    'The cookies this shop uses, what each one is for and how to control them.',
  ),
  page(
    '/return-policy',
    'Returns, exchanges and faulty goods: how to return a trade order and what we refund or replace.',
  ),
  page(
    '/terms-and-conditions',
    'The terms of sale for trade customers: accounts, orders, prices, payment, delivery and liability.',
  ),
];

/**
 * Pages of one person (account, orders, cart, checkout) or of no use to a search engine
 * (sign-in, password forms, search results): robots.txt asks crawlers to stay out.
 */
export const PRIVATE_PATHS: readonly string[] = [
  '/admin',
  '/api/',
  '/account/',
  '/cart',
  '/checkout',
  '/orders',
  '/quick-order',
  '/lists',
  '/order-tracking/',
  '/signin',
  '/login',
  '/forget-password',
  '/forgot-pass',
  '/reset-password',
  '/search',
];
