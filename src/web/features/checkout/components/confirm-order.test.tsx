import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '#src/shared/domain/cart';
import { cartItem, storedCart } from '#src/web/testing/cart-fixtures';
import type { OrderItemPayload } from '#src/web/lib/cart-prices';
import { keptQuoteFile } from '#src/web/lib/quote-files';
import { lineWithKeptFile } from '#src/web/testing/kept-quote-files';
import { currentLocation, jsonResponse } from '#src/web/testing/render';
import {
  answerCheckout,
  openCheckout,
  stubCheckoutFetch,
  type CheckoutAnswers,
} from '../testing/checkout-setup';
import { CONFIRMATION_PATH, placedOrder } from '../testing/fixtures';
import { PRICES_CHANGED } from '#src/shared/schemas/orders';
import { ROLE_CANNOT_ORDER } from '#src/shared/domain/companies';
import { memberDetails } from '#src/web/testing/user-fixtures';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const fetchMock = stubCheckoutFetch([toast.success, toast.error]);

const QUOTE_PDF = '%PDF-1.4 headboard drawing';

/** A bed with a quote file, and a sofa whose stored price someone lowered to €1. */
const CART: CartItem[] = [
  cartItem({
    specialQuote: {
      text: ' Headboard 10 cm taller ',
      fileBase64: btoa(QUOTE_PDF),
      fileName: 'drawing.pdf',
    },
  }),
  cartItem({
    id: 30,
    product_name: 'Cloud Sofa',
    size: '3 Seater',
    sizeId: 8,
    fabric: null,
    fabricId: null,
    fabricColor: null,
    fabricColorId: null,
    price: 1,
    vat: 0.23,
    quantity: 2,
    referenceNumber: ' LOBBY ',
    // A name without content is not a file (docs/business-rules.md "Cart"): no part is sent for it.
    specialQuote: { text: '', fileBase64: null, fileName: 'lost.pdf' },
  }),
];

/** Today's prices of CART: the bed's is unchanged, the sofa costs €100 + VAT. */
const SOFA_REPRICED = {
  success: true,
  lines: [
    { price: 500, vat: 115 },
    { price: 100, vat: 23 },
  ],
  subtotal: 700,
  vat: 161,
  total: 861,
};

function setup(
  order?: () => Promise<Response>,
  quote?: CheckoutAnswers['quote'],
  cart: readonly CartItem[] = CART,
) {
  const detailsCalls = answerCheckout(fetchMock, { order, quote });
  const view = openCheckout(cart);
  return {
    ...view,
    detailsCalls,
    confirm: async () => {
      await screen.findByDisplayValue('Aoife Byrne');
      await view.user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    },
  };
}

const orderRequests = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/order/product')
    .map(([, init]) => ({
      init: init!,
      form: init!.body as FormData,
      key: new Headers(init!.headers).get('Idempotency-Key'),
    }));

describe('Confirm Order', () => {
  it('sends the cart as multipart with its quote file, clears the cart and goes to its confirmation', async () => {
    const form = setup();
    const invalidate = vi.spyOn(form.queryClient, 'invalidateQueries');
    const cartUpdated = vi.fn();
    window.addEventListener('cartUpdated', cartUpdated);
    await form.confirm();
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));

    const [request] = orderRequests();
    expect(request!.init.method).toBe('POST');
    expect(request!.key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(JSON.parse(request!.form.get('items') as string)).toEqual([
      {
        productId: 12,
        sizeId: 3,
        fabricId: 4,
        fabricColorId: 9,
        price: 615,
        quantity: 1,
        isStorageCharges: false,
        referenceNumber: 'ROOM-101',
        storageType: 'Non Ottoman',
        special_quote: {
          text: 'Headboard 10 cm taller',
          fileBase64: null,
          fileName: 'drawing.pdf',
        },
      },
      {
        productId: 30,
        sizeId: 8,
        fabricId: null,
        fabricColorId: null,
        // The cart's (tampered) price + VAT goes as it is: the server prices the line.
        price: 1.23,
        quantity: 2,
        isStorageCharges: false,
        referenceNumber: 'LOBBY',
        storageType: 'Non Ottoman',
        special_quote: { text: '', fileBase64: null, fileName: null },
      },
    ]);
    expect(request!.form.get('shipping_address')).toBe('Unit 4, Business Park, Navan, C15 CD34');
    // The total on screen (615 + 2 × 1.23): the server refuses the order if today's differs.
    expect(request!.form.get('expected_total')).toBe('617.46');
    const files = request!.form.getAll('special_quote_files') as File[];
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('drawing.pdf');
    expect(files[0]!.type).toBe('application/pdf');
    expect(await files[0]!.text()).toBe(QUOTE_PDF);

    expect(window.localStorage.getItem('cart')).toBeNull();
    expect(cartUpdated).toHaveBeenCalled();
    window.removeEventListener('cartUpdated', cartUpdated);
    expect(toast.success).toHaveBeenCalledWith('Your order has been placed successfully.', {
      autoClose: 2000,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user-details'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
  });

  it('keeps a line another tab added while the order was on its way', async () => {
    const addedElsewhere = cartItem({
      id: 40,
      product_name: 'Kilkenny Headboard',
      referenceNumber: 'ROOM-7',
    });
    setup(async () => {
      // Another tab puts a line in the shared cart before this order is answered.
      localStorage.setItem('cart', JSON.stringify([...storedCart(), addedElsewhere]));
      return placedOrder();
    });
    await screen.findByDisplayValue('Aoife Byrne');
    screen.getByRole('button', { name: 'Confirm Order' }).click();
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));
    expect(storedCart()).toEqual([addedElsewhere]);
  });

  it("shows today's prices, names the lines whose price moved, and orders at the total shown", async () => {
    const asked: unknown[][] = [];
    const form = setup(undefined, async (items) => {
      asked.push(items);
      return jsonResponse(SOFA_REPRICED);
    });
    const notice = await screen.findByText(/has changed since it was added to your cart/);
    expect(notice.textContent).toContain('Cloud Sofa');
    expect(notice.textContent).not.toContain('Navan Low Bed');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toContain('€861.00');
    expect(storedCart().map((item) => [item.price, item.vat])).toEqual([
      [500, 115],
      [100, 23],
    ]);
    // The lines asked about are the cart's, without the prices it showed.
    expect(asked[0]).toHaveLength(2);
    expect(asked[0]![1]).not.toHaveProperty('price');

    await form.confirm();
    await waitFor(() => expect(orderRequests()).toHaveLength(1));
    expect(orderRequests()[0]!.form.get('expected_total')).toBe('861.00');
  });

  it('names, before Confirm Order, the lines the server would refuse today', async () => {
    setup(undefined, async () =>
      jsonResponse({
        success: true,
        lines: [{ price: 500, vat: 115 }, { message: 'This product is no longer available.' }],
        subtotal: 500,
        vat: 115,
        total: 615,
      }),
    );
    const alert = await screen.findByText(/cannot be ordered as they are/);
    expect(alert.closest('[role="alert"]')!.textContent).toContain(
      'Cloud Sofa (reference LOBBY): This product is no longer available.',
    );
  });

  it("asks for today's prices again after a 409, shows them, and confirms at the new total", async () => {
    let quotes = 0;
    let orders = 0;
    const form = setup(
      async () => {
        orders += 1;
        return orders === 1
          ? jsonResponse({ success: false, message: PRICES_CHANGED }, 409)
          : placedOrder();
      },
      async () => {
        quotes += 1;
        // Unknown at first; after the refusal, the sofa is €100 + VAT today.
        return quotes === 1
          ? jsonResponse({ success: false, message: 'not yet' }, 500)
          : jsonResponse(SOFA_REPRICED);
      },
    );
    await waitFor(() => expect(quotes).toBe(1));
    await form.confirm();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(PRICES_CHANGED, { autoClose: 2000 }),
    );
    await screen.findByText(/has changed since it was added to your cart/);
    expect(storedCart().map((item) => item.price)).toEqual([500, 100]);

    await form.user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(orderRequests()).toHaveLength(2));
    expect(orderRequests().map((r) => r.form.get('expected_total'))).toEqual(['617.46', '861.00']);
  });

  it("shows 'Processing...' and locks the cart while the order is on its way", async () => {
    let answer!: (response: Response) => void;
    const form = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    await form.confirm();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Processing...' });
    expect(button.disabled).toBe(true);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Remove Navan Low Bed' }).disabled,
    ).toBe(true);
    answer(placedOrder());
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));
  });

  it("keeps the cart and shows the server's message when the order is refused", async () => {
    const form = setup(async () =>
      jsonResponse({ message: 'This product is no longer available.' }, 400),
    );
    await form.confirm();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('This product is no longer available.', {
        autoClose: 2000,
      }),
    );
    expect(storedCart()).toEqual(CART);
    expect(currentLocation()).toBe('/checkout');
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('tells an accounts member before Confirm Order that their role cannot order, and sends nothing', async () => {
    answerCheckout(fetchMock, {
      details: memberDetails('accounts', null),
    });
    const view = openCheckout(CART);
    expect(await screen.findByText(ROLE_CANNOT_ORDER)).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(screen.getByText(ROLE_CANNOT_ORDER)).toBeTruthy();
    expect(orderRequests()).toEqual([]);
    expect(storedCart()).toEqual(CART);
  });

  it('refreshes the credit after a 422', async () => {
    const form = setup(async () =>
      jsonResponse({ message: 'Insufficient credit to place this order.' }, 422),
    );
    await form.confirm();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Insufficient credit to place this order.', {
        autoClose: 2000,
      }),
    );
    await waitFor(() => expect(form.detailsCalls.count).toBe(2));
    expect(storedCart()).toEqual(CART);
  });

  it("says 'Something went wrong.' for an HTTP error without a message", async () => {
    const form = setup(async () => new Response('', { status: 502 }));
    await form.confirm();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Something went wrong.', { autoClose: 2000 }),
    );
    expect(storedCart()).toEqual(CART);
  });

  it('retries a network failure with the same Idempotency-Key, and a refused order with a new one', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => jsonResponse({ message: 'Shipping address is required.' }, 400),
      async () => placedOrder(),
    ];
    const form = setup(() => answers.shift()!());
    await form.confirm();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Network error. Please try again.', {
        autoClose: 2000,
      }),
    );
    expect(storedCart()).toEqual(CART);

    await form.user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    await form.user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));

    const [first, second, third] = orderRequests().map((request) => request.key);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });
});

describe('Confirm Order with a quote file kept in this browser (ADR 0021)', () => {
  const DRAWING = '%PDF-1.7 a 10 MB drawing, in short';

  async function cartWithKeptFile(name = 'floor-plan.pdf') {
    const line = await lineWithKeptFile(name, DRAWING);
    return { fileId: line.specialQuote.fileId!, cart: [line] };
  }

  it("sends the kept file as the line's part, then lets go of it with the cart", async () => {
    const { fileId, cart } = await cartWithKeptFile();
    const form = setup(undefined, undefined, cart);
    await form.confirm();
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));

    const [request] = orderRequests();
    const [item] = JSON.parse(request!.form.get('items') as string) as OrderItemPayload[];
    expect(item!.special_quote).toEqual({ text: '', fileBase64: null, fileName: 'floor-plan.pdf' });
    const files = request!.form.getAll('special_quote_files') as File[];
    expect(files.map((file) => [file.name, file.type])).toEqual([
      ['floor-plan.pdf', 'application/pdf'],
    ]);
    expect(await files[0]!.text()).toBe(DRAWING);
    await waitFor(async () => expect(await keptQuoteFile(fileId)).toBeUndefined());
  });

  it('names, before Confirm Order, each line whose file the browser no longer has, and orders nothing', async () => {
    const { cart } = await cartWithKeptFile('gone.pdf');
    const kept = await lineWithKeptFile('kept.pdf', DRAWING, {
      id: 30,
      product_name: 'Cloud Sofa',
      referenceNumber: 'LOBBY',
      price: 10,
      vat: 2.3,
    });
    const lost = await lineWithKeptFile('lost.pdf', DRAWING, {
      id: 31,
      product_name: 'Arklow Footstool',
      price: 10,
      vat: 2.3,
    });
    cart[0]!.specialQuote.fileId = 'not-kept';
    lost.specialQuote.fileId = 'not-kept-either';
    cart.push(kept, lost);
    const form = setup(undefined, undefined, cart);

    const alert = (await screen.findByText(/cannot be ordered as they are/)).closest(
      '[role="alert"]',
    )!;
    expect(alert.textContent).toContain(
      'Navan Low Bed (reference ROOM-101): Its quote file gone.pdf is no longer in this browser. Remove the line and add it again with its file.',
    );
    expect(alert.textContent).toContain(
      'Arklow Footstool (reference ROOM-101): Its quote file lost.pdf',
    );
    expect(alert.textContent).not.toContain('Cloud Sofa');

    await form.confirm();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        expect.stringMatching(/gone\.pdf.*lost\.pdf.*Nothing was ordered\.$/),
        { autoClose: 2000 },
      ),
    );
    expect(orderRequests()).toHaveLength(0);
    expect(storedCart()).toEqual(cart);
    expect(currentLocation()).toBe('/checkout');
  });
});
