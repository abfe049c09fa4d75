import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_CHANGED, type ServerCart } from '#src/shared/schemas/cart';
import { cartItem, storedCart } from '#src/web/testing/cart-fixtures';
import { addToCart, cartSynced, clearCartAndQuoteFiles, removeFromCart } from './cart-store';
import { lineKey } from '#src/shared/domain/cart';
import { announceSessionChange } from './session';

// The cart that follows the buyer (docs/business-rules.md "Cart"): this browser's copy under
// `cart` and the server's cart kept in step, through a stand-in for PUT/GET /api/cart that
// behaves as docs/api.md "Cart" says (versions, 409 with the cart as it is now).

let server: ServerCart;
let offline = false;
const sent: ServerCart[] = [];

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  if (offline) throw new TypeError('Failed to fetch');
  if (input !== '/api/cart') return answer(404, { message: 'Not found' });
  if ((init?.method ?? 'GET') === 'GET') return answer(200, server);
  const wanted = JSON.parse(init!.body as string) as ServerCart;
  sent.push(wanted);
  if (wanted.version !== server.version) {
    return answer(409, { success: false, message: CART_CHANGED, cart: server });
  }
  server = { items: wanted.items, version: server.version + 1 };
  return answer(200, server);
});

/** Another browser of the same buyer changes the server's cart. */
const elsewhere = (items: ServerCart['items']) => {
  server = { items, version: server.version + 1 };
};

function signIn() {
  document.cookie = `user=${encodeURIComponent(
    JSON.stringify({ full_name: 'Aoife Byrne', office_city: 'Navan' }),
  )}; path=/`;
  announceSessionChange();
}

function signOut() {
  clearCartAndQuoteFiles();
  document.cookie = 'user=; max-age=0; path=/';
  announceSessionChange();
}

const references = (items: ServerCart['items']) => items.map((item) => item.referenceNumber);
const settled = async () => {
  await vi.waitFor(async () => {
    await cartSynced();
    expect(fetchMock.mock.results.every((r) => r.type !== 'incomplete')).toBe(true);
  });
  await cartSynced();
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
  server = { items: [], version: 0 };
  offline = false;
  sent.length = 0;
});
afterEach(async () => {
  signOut();
  await settled();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the cart follows the buyer', () => {
  it('shows the cart the server keeps once the buyer signs in, announced with cartUpdated', async () => {
    server = { items: [cartItem({ referenceNumber: 'Room 101' })], version: 3 };
    const announced = vi.fn();
    window.addEventListener('cartUpdated', announced);
    signIn();
    await vi.waitFor(() => expect(references(storedCart())).toEqual(['Room 101']));
    expect(announced).toHaveBeenCalled();
    window.removeEventListener('cartUpdated', announced);
  });

  it('sends a change with the version it was made from, and shows it at once', async () => {
    server = { items: [cartItem({ referenceNumber: 'Room 101' })], version: 3 };
    signIn();
    await vi.waitFor(() => expect(storedCart()).toHaveLength(1));
    addToCart(cartItem({ referenceNumber: 'Room 102' }));
    expect(references(storedCart())).toEqual(['Room 101', 'Room 102']);
    await settled();
    expect(server).toMatchObject({ version: 4 });
    expect(references(server.items)).toEqual(['Room 101', 'Room 102']);
    expect(sent.at(-1)!.version).toBe(3);
  });

  it('applies a change made while another browser changed the cart to the cart as it is now', async () => {
    server = { items: [cartItem({ referenceNumber: 'Room 101' })], version: 1 };
    signIn();
    await vi.waitFor(() => expect(storedCart()).toHaveLength(1));
    // The laptop removed Room 101 and added Room 201; this browser has not heard yet.
    elsewhere([cartItem({ referenceNumber: 'Room 201' })]);
    addToCart(cartItem({ referenceNumber: 'Room 102' }));
    await settled();
    expect(sent.map((cart) => cart.version)).toEqual([1, 2]);
    expect(references(server.items)).toEqual(['Room 201', 'Room 102']);
    expect(references(storedCart())).toEqual(['Room 201', 'Room 102']);

    // A removal made here reaches the server too.
    removeFromCart(lineKey(cartItem({ referenceNumber: 'Room 201' })));
    await settled();
    expect(references(server.items)).toEqual(['Room 102']);
  });

  it("reads the server's cart again when the window is shown again", async () => {
    signIn();
    await settled();
    elsewhere([cartItem({ referenceNumber: 'From the phone' })]);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(references(storedCart())).toEqual(['From the phone']));
  });

  it("makes this browser's lines the buyer's first cart on the server", async () => {
    localStorage.setItem('cart', JSON.stringify([cartItem({ referenceNumber: 'Before' })]));
    signIn();
    await settled();
    expect(server).toMatchObject({ version: 1 });
    expect(references(server.items)).toEqual(['Before']);
  });

  it("forgets this browser's copy on sign-out and keeps the server's for the next sign-in", async () => {
    signIn();
    await settled();
    addToCart(cartItem({ referenceNumber: 'Keep me' }));
    await settled();
    const calls = fetchMock.mock.calls.length;
    signOut();
    expect(storedCart()).toEqual([]);
    await settled();
    expect(fetchMock.mock.calls.length).toBe(calls);
    expect(references(server.items)).toEqual(['Keep me']);

    signIn();
    await vi.waitFor(() => expect(references(storedCart())).toEqual(['Keep me']));
  });

  it('keeps a change made without a connection and sends it when the server answers again', async () => {
    signIn();
    await settled();
    offline = true;
    addToCart(cartItem({ referenceNumber: 'Offline' }));
    expect(references(storedCart())).toEqual(['Offline']);
    await settled();
    expect(server.items).toEqual([]);
    offline = false;
    await vi.advanceTimersByTimeAsync(6_000);
    await settled();
    expect(references(server.items)).toEqual(['Offline']);
  });

  it('sends a cart written under `cart` by other code and announced with cartUpdated', async () => {
    signIn();
    await settled();
    localStorage.setItem('cart', JSON.stringify([cartItem({ referenceNumber: 'Spec client' })]));
    window.dispatchEvent(new Event('cartUpdated'));
    await settled();
    expect(references(server.items)).toEqual(['Spec client']);
  });

  it('keeps a visitor’s cart in this browser only', async () => {
    addToCart(cartItem({ referenceNumber: 'Visitor' }));
    await settled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(references(storedCart())).toEqual(['Visitor']);
  });
});
