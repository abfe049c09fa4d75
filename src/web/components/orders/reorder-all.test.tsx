import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from '#src/shared/domain/cart';
import { PRODUCT_UNAVAILABLE } from '#src/shared/schemas/orders';
import { CART_FULL_FOR_REORDER, quoteFileNotCopied } from '#src/web/lib/reorder';
import { cartItem, seedCart, storedCart } from '#src/web/testing/cart-fixtures';
import { orderCard } from '#src/web/testing/order-fixtures';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { ReorderAll } from './reorder-all';

const fetchMock = stubFetch();
beforeEach(() => window.localStorage.clear());

const bed = orderCard({ id: 1, trackingId: 'TRK-BED0000001', referenceNumber: 'Room 101' });
const sofa = orderCard({
  id: 2,
  trackingId: 'TRK-SOFA000002',
  productId: 30,
  product_name: 'Kells Sofa',
  storageType: 'Non Ottoman',
  referenceNumber: 'Lobby',
  quantity: 3,
});
const gone = orderCard({ id: 3, trackingId: 'TRK-GONE000003', productId: null });

/** The server's quote: `lines` in the order asked. */
function quoteAnswers(lines: unknown[]) {
  fetchMock.mockImplementation(async () =>
    jsonResponse({ success: true, lines, subtotal: 0, vat: 0, total: 0 }),
  );
}

const askedItems = () =>
  fetchMock.mock.calls.map(
    ([, init]) => (JSON.parse(init?.body as string) as { items: unknown[] }).items,
  );

async function clickReorderAll(orders = [bed, sofa, gone]) {
  const view = renderAt(
    '/checkout/confirmation/CHK-2026-00041',
    <ReorderAll checkoutNumber="CHK-2026-00041" orders={orders} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Reorder all' }));
  // The result's live region (the router's location probe is a status too).
  return view.container.querySelector<HTMLElement>('[role="status"][aria-live="polite"]')!;
}

describe('Reorder all', () => {
  it("puts the lines in the cart at today's prices and names those that cannot go", async () => {
    quoteAnswers([{ price: 900, vat: 207 }, { message: 'This fabric is no longer sold.' }]);
    const status = await clickReorderAll();

    await within(status).findByText(/1 line added to your cart at today's prices\./);
    expect(within(status).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe(
      '/cart',
    );
    expect(within(status).getByText(/This fabric is no longer sold\./).textContent).toContain(
      'Kells Sofa',
    );
    expect(within(status).getByText(new RegExp(PRODUCT_UNAVAILABLE)).textContent).toContain(
      'BYRNE-114',
    );
    // Only the lines still in the catalogue were asked, each with its own quantity and reference.
    expect(askedItems()).toHaveLength(1);
    expect(askedItems()[0]).toMatchObject([
      { productId: 12, quantity: 2, referenceNumber: 'Room 101', storageType: 'Ottoman' },
      { productId: 30, quantity: 3, referenceNumber: 'Lobby', storageType: 'Non Ottoman' },
    ]);
    expect(storedCart()).toEqual([
      expect.objectContaining({
        id: 12,
        price: 900,
        vat: 207,
        quantity: 2,
        referenceNumber: 'Room 101',
        size: 'King 5ft',
        fabric: 'Plush Velvet',
        fabricColor: 'Sage',
        storageType: 'Ottoman',
        isStorage: true,
      }),
    ]);
  });

  it('adds to what the cart holds, and stops at a full cart, naming what stayed out', async () => {
    const full = Array.from({ length: MAX_CART_LINES - 1 }, (_, index) =>
      cartItem({ referenceNumber: `R-${index}` }),
    );
    seedCart(full);
    quoteAnswers([
      { price: 900, vat: 207 },
      { price: 400, vat: 92 },
    ]);
    const status = await clickReorderAll([bed, sofa]);
    await within(status).findByText(/1 line added/);
    expect(within(status).getByText(new RegExp(CART_FULL_FOR_REORDER)).textContent).toContain(
      'Kells Sofa',
    );
    expect(storedCart()).toHaveLength(MAX_CART_LINES);
  });

  it('says a line came without its quote file', async () => {
    const quoted = orderCard({ special_quote: { text: 'Extra long', fileName: 'plan.pdf' } });
    quoteAnswers([{ price: 900, vat: 207 }]);
    const status = await clickReorderAll([quoted]);
    await within(status).findByText(/1 line added/);
    expect(
      within(status).getByText(new RegExp(quoteFileNotCopied('plan.pdf').slice(0, 40))),
    ).toBeTruthy();
    expect(storedCart()[0]?.specialQuote.text).toBe('Extra long');
  });

  it('adds nothing and says why when the quote cannot be read', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ message: 'Service unavailable' }, 503));
    await clickReorderAll([bed]);
    expect((await screen.findByRole('alert')).textContent).toBe('Service unavailable');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reorder all' })).toBeTruthy());
    expect(storedCart()).toEqual([]);
  });
});
