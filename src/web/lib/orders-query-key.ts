/**
 * The root of every query that reads orders (My Orders, its checkouts and details, the
 * checkout's confirmation, the company's people): invalidating it after a checkout, a
 * cancellation, a reorder or an approval refreshes them all.
 */
export const ORDERS_QUERY_KEY = ['orders'] as const;
