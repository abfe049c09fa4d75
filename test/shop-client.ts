import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import type { ServerCart } from '../src/shared/schemas/cart';
import type { OrderCard, PlacedOrder, UserOrders } from '../src/shared/schemas/orders';

// What a trade client does over HTTP against a shop process (test/shop-process.ts): sign
// in, price a line, check out, read its orders and credit. Bearer tokens, as an API
// client would use. For the reliability tests and the soak: an answer other than the
// expected one throws, with its body.

export const TRADE = DEMO_ACCOUNTS.trade;

/** The response, once its status is the expected one. */
async function expectStatus(response: Response, status: number): Promise<Response> {
  if (response.status !== status) {
    throw new Error(
      `${response.url}: ${response.status}, expected ${status}: ${await response.text()}`,
    );
  }
  return response;
}

export async function signIn(
  url: string,
  { email, password }: { email: string; password: string } = TRADE,
  headers: Record<string, string> = {},
): Promise<{ token: string; userId: number }> {
  const response = await fetch(`${url}/api/auth/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  const body = (await (await expectStatus(response, 200)).json()) as {
    token: string;
    user: { id: number };
  };
  return { token: body.token, userId: body.user.id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The buyer's cart on the server (docs/api.md "Cart"). */
export async function serverCart(url: string, token: string): Promise<ServerCart> {
  const response = await fetch(`${url}/api/cart`, { headers: bearer(token) });
  return (await (await expectStatus(response, 200)).json()) as ServerCart;
}

/** Changes the buyer's cart on the server, from the version it has now. */
export async function changeServerCart(
  url: string,
  token: string,
  change: (items: ServerCart['items']) => ServerCart['items'],
): Promise<ServerCart> {
  const { items, version } = await serverCart(url, token);
  const response = await fetch(`${url}/api/cart`, {
    method: 'PUT',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ items: change(items), version }),
  });
  return (await (await expectStatus(response, 200)).json()) as ServerCart;
}

/** A line of a made-to-order mattress in its first size: no fabric, no storage to choose. */
export async function mattressLine(url: string, referenceNumber = 'REL') {
  const listing = (await (
    await fetch(`${url}/api/category/mattresses/products?limit=48`)
  ).json()) as {
    products: Array<{ id: number; stock: number }>;
  };
  // One made to order (unlimited stock): orders take units from a stocked one, and a
  // stream of checkouts would empty it (docs/decisions/0026).
  const id = listing.products.find((product) => product.stock === -1)!.id;
  const page = (await (await fetch(`${url}/api/product/${id}`)).json()) as {
    product: { Sizes: Array<{ id: number }> };
  };
  return {
    productId: id,
    sizeId: page.product.Sizes[0]!.id,
    fabricId: null,
    fabricColorId: null,
    quantity: 1,
    referenceNumber,
    storageType: 'Non Ottoman',
  };
}

/** POST /api/order/product as the checkout screen sends it (multipart), with a key. */
export function checkout(
  url: string,
  token: string,
  lines: object[],
  idempotencyKey: string,
): Promise<Response> {
  const form = new FormData();
  form.append('items', JSON.stringify(lines));
  form.append('shipping_address', '1 Quay Street, Galway');
  return fetch(`${url}/api/order/product`, {
    method: 'POST',
    headers: { ...bearer(token), 'idempotency-key': idempotencyKey },
    body: form,
  });
}

export type Placed = PlacedOrder;

/** Every order of the user, newest first, read a page at a time as a client would. */
export async function myOrders(url: string, token: string): Promise<OrderCard[]> {
  const orders: OrderCard[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${url}/api/order/user-orders?page=${page}&limit=100`, {
      headers: bearer(token),
    });
    const body = (await (await expectStatus(response, 200)).json()) as UserOrders;
    orders.push(...body.orders);
    if (!body.pagination.hasNextPage) return orders;
  }
}

export async function credit(
  url: string,
  token: string,
): Promise<{ credit_limit: number; available_credit: number }> {
  const response = await fetch(`${url}/api/user/details`, { headers: bearer(token) });
  return (await (await expectStatus(response, 200)).json()) as {
    credit_limit: number;
    available_credit: number;
  };
}
