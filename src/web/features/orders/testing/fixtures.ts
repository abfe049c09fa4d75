import type { OrderCard } from '../../../../shared/schemas/orders';

// Orders as GET /api/order/user-orders lists them, and a signed-in browser, for component tests.

export function orderCard(overrides: Partial<OrderCard> = {}): OrderCard {
  return {
    id: 41,
    trackingId: 'TRK-7F3K9QW2XM',
    checkoutId: 'chk_01',
    orderDate: '2026-11-03T10:15:00.000Z',
    status: 'active',
    deliveryStatus: 'Order Placed',
    isCancelled: true,
    productId: 12,
    product_name: 'Navan Low Bed',
    size_name: 'King 5ft',
    fabric_name: 'Plush Velvet',
    fabric_color_name: 'Sage',
    product_image: '/media/products/navan-bed.webp',
    storageType: 'Ottoman',
    quantity: 2,
    unit_price: 750,
    vat: 172.5,
    total_price: 1845,
    referenceNumber: 'BYRNE-114',
    special_quote: 'None',
    shipping_address: 'Unit 4, Business Park, Navan, C15 CD34',
    paid: false,
    ...overrides,
  };
}

export const ordersResponse = (orders: OrderCard[]) => ({ success: true, orders });

/** The readable `user` cookie the server sets on sign-in (DECISIONS #10). */
export function signIn(fullName = 'Aoife Byrne', officeCity = 'Navan') {
  document.cookie = `user=${encodeURIComponent(
    JSON.stringify({ full_name: fullName, office_city: officeCity }),
  )}; path=/`;
}

export function signOut() {
  document.cookie = 'user=; max-age=0; path=/';
}

type Answer = Response | Promise<Response> | (() => Response | Promise<Response>);

/**
 * Answers a stubbed fetch by "METHOD path" (e.g. 'PUT /api/order/order-cancelled/41');
 * an unlisted request fails the test loudly.
 */
export function answerRoutes(
  fetchMock: { mockImplementation: (fn: typeof fetch) => unknown },
  routes: Record<string, Answer | Answer[]>,
) {
  const queues = new Map(
    Object.entries(routes).map(([key, value]) => [key, Array.isArray(value) ? [...value] : value]),
  );
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${input as string}`;
    const entry = queues.get(key);
    if (entry === undefined) throw new Error(`Unexpected request ${key}`);
    // A list answers once per item, its last item for every later call.
    const answer = Array.isArray(entry) ? (entry.length > 1 ? entry.shift()! : entry[0]!) : entry;
    const response = typeof answer === 'function' ? answer() : answer;
    return (await response).clone();
  });
}
