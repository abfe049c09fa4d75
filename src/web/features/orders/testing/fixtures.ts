import { orderTab } from '#src/shared/domain/orders';
import { pageInfo } from '#src/shared/domain/pagination';
import { USER_ORDERS_PAGE_SIZE, type OrderCard } from '#src/shared/schemas/orders';
import { jsonResponse } from '#src/web/testing/render';
import { orderCard } from '#src/web/testing/order-fixtures';

// Orders as GET /api/order/user-orders lists them, and a signed-in browser, for component tests.

export { orderCard };

/** One page of a list answer: `orders` are the page, `total` counts the whole list. */
const ordersResponse = (
  orders: OrderCard[],
  { total = orders.length, page = 1, limit = USER_ORDERS_PAGE_SIZE } = {},
) => ({
  success: true,
  orders,
  pagination: pageInfo(total, page, limit),
});

/**
 * Answers GET /api/order/user-orders from `orders` (newest first) as the server does: the
 * asked tab's orders (shared/domain/orders `orderTab`) whose tracking ID or reference
 * starts with `q` (any case), of the asked `buyer` and `site` (the company view), the
 * asked page of them.
 */
export function userOrders(orders: OrderCard[]) {
  return (url: URL) => {
    const tab = url.searchParams.get('tab');
    const q = url.searchParams.get('q')?.toLowerCase();
    const buyer = url.searchParams.get('buyer');
    const site = url.searchParams.get('site');
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? USER_ORDERS_PAGE_SIZE);
    const matching = orders.filter(
      (order) =>
        (!tab || orderTab(order).toLowerCase() === tab) &&
        (!buyer || order.buyer?.id === Number(buyer)) &&
        (!site || order.site?.id === Number(site)) &&
        (!q ||
          order.trackingId.toLowerCase().startsWith(q) ||
          order.referenceNumber.toLowerCase().startsWith(q)),
    );
    return jsonResponse(
      ordersResponse(matching.slice((page - 1) * limit, page * limit), {
        total: matching.length,
        page,
        limit,
      }),
    );
  };
}

/** The readable `user` cookie the server sets on sign-in (docs/business-rules.md "Sessions"). */
export function signIn(fullName = 'Aoife Byrne', officeCity = 'Navan') {
  document.cookie = `user=${encodeURIComponent(
    JSON.stringify({ full_name: fullName, office_city: officeCity }),
  )}; path=/`;
}

export function signOut() {
  document.cookie = 'user=; max-age=0; path=/';
}

type Answer = Response | Promise<Response> | ((url: URL) => Response | Promise<Response>);

/**
 * Answers a stubbed fetch by "METHOD path" (e.g. 'PUT /api/order/order-cancelled/41'), with
 * its query string when listed so, else whatever the query; an answer that is a function is
 * given the request's URL. An unlisted request fails the test loudly.
 */
export function answerRoutes(
  fetchMock: { mockImplementation: (fn: typeof fetch) => unknown },
  routes: Record<string, Answer | Answer[]>,
) {
  const queues = new Map(
    Object.entries(routes).map(([key, value]) => [key, Array.isArray(value) ? [...value] : value]),
  );
  fetchMock.mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    const url = new URL(input as string, window.location.origin);
    const key = `${method} ${input as string}`;
    const entry = queues.get(key) ?? queues.get(`${method} ${url.pathname}`);
    if (entry === undefined) throw new Error(`Unexpected request ${key}`);
    // A list answers once per item, its last item for every later call.
    const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]!) : entry;
    const response = typeof answer === 'function' ? answer(url) : answer;
    return (await response).clone();
  });
}
