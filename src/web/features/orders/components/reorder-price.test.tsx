import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  INSUFFICIENT_CREDIT,
  PRODUCT_UNAVAILABLE,
  REORDER_QUANTITY_MESSAGE,
} from '#src/shared/schemas/orders';
import { OrdersPage } from '#src/web/app/pages/orders-page';
import { onHoldText, SEE_INVOICES } from '#src/web/components/ui/credit-hold-notice';
import { userDetails } from '#src/web/testing/user-fixtures';
import { jsonResponse, renderAt } from '#src/web/testing/render';
import { answerRoutes, orderCard, userOrders } from '../testing/fixtures';
import { LIST, stubSignedInFetch } from '../testing/signed-in-setup';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = stubSignedInFetch();

const QUOTE = 'POST /api/order/quote';
const DETAILS = 'GET /api/user/details';
const order = orderCard({ id: 1, trackingId: 'TRK-FIRST00001', quantity: 2 });

const quoteBodies = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && url === '/api/order/quote')
    .map(([, init]) => JSON.parse(init?.body as string) as { items: Array<{ quantity: number }> });

/** Prices every asked line at `price` + `vat`, as the server's quote would. */
const pricedAt = (price: number, vat: number) => () =>
  jsonResponse({ success: true, lines: [{ price, vat }], subtotal: 0, vat: 0, total: 0 });

async function openReorder(routes: Parameters<typeof answerRoutes>[1]) {
  answerRoutes(fetchMock, { [LIST]: userOrders([order]), ...routes });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderAt('/orders', <OrdersPage />, { path: '/orders' });
  const card = await screen.findByRole('article', { name: 'Order TRK-FIRST00001' });
  await user.click(within(card).getByRole('button', { name: 'Reorder' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Reorder' }) };
}

const row = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term).closest('div')?.querySelector('dd')?.textContent;

describe("Reorder shows today's price before Submit", () => {
  it('unit price, VAT, line total and the credit before and after, following the quantity', async () => {
    const { user, dialog } = await openReorder({
      [QUOTE]: pricedAt(800, 184),
      [DETAILS]: jsonResponse({ available_credit: 5000 }),
    });
    const section = await within(dialog).findByRole('region', { name: "Today's price" });
    await waitFor(() => expect(row(section, 'Unit price today (excl. VAT)')).toBe('€800.00'));
    expect(row(section, 'VAT per unit')).toBe('€184.00');
    expect(row(section, 'Line total (2 × unit, VAT included)')).toBe('€1,968.00');
    await waitFor(() => expect(row(section, 'Credit available')).toBe('€5,000.00'));
    expect(row(section, 'Credit left after this reorder')).toBe('€3,032.00');

    const quantity = within(dialog).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await waitFor(() =>
      expect(row(section, 'Line total (3 × unit, VAT included)')).toBe('€2,952.00'),
    );
    expect(row(section, 'Credit left after this reorder')).toBe('€2,048.00');
    // The server was asked for this very line: product, options, storage, the typed quantity.
    expect(quoteBodies().at(-1)).toEqual({
      items: [
        {
          productId: 12,
          sizeId: 3,
          fabricId: 7,
          fabricColorId: 21,
          quantity: 3,
          isStorageCharges: true,
          referenceNumber: 'BYRNE-114',
          storageType: 'Ottoman',
          special_quote: { text: '', fileBase64: null, fileName: null },
        },
      ],
    });
  });

  it('says when the line total is more than the credit available', async () => {
    const { dialog } = await openReorder({
      [QUOTE]: pricedAt(800, 184),
      [DETAILS]: jsonResponse({ available_credit: 1000 }),
    });
    expect(await within(dialog).findByText(new RegExp(INSUFFICIENT_CREDIT))).toBeTruthy();
  });

  it('asks nothing for a quantity out of range and says so on Submit', async () => {
    const { user, dialog } = await openReorder({
      [QUOTE]: pricedAt(800, 184),
      [DETAILS]: jsonResponse({ available_credit: 5000 }),
    });
    await within(dialog).findByText('€800.00');
    const asked = quoteBodies().length;
    const quantity = within(dialog).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(within(dialog).getByText('Enter a quantity')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText(REORDER_QUANTITY_MESSAGE)).toBeTruthy();
    expect(quoteBodies()).toHaveLength(asked);
  });

  it("names why the line cannot be ordered today, from the server's quote", async () => {
    const { dialog } = await openReorder({
      [QUOTE]: jsonResponse({
        success: true,
        lines: [{ message: 'This fabric colour is no longer sold.' }],
        subtotal: 0,
        vat: 0,
        total: 0,
      }),
      [DETAILS]: jsonResponse({ available_credit: 5000 }),
    });
    expect(await within(dialog).findByText('This fabric colour is no longer sold.')).toBeTruthy();
  });

  it('says a product no longer in the catalogue is unavailable, without asking', async () => {
    const gone = orderCard({ id: 1, trackingId: 'TRK-FIRST00001', productId: null });
    answerRoutes(fetchMock, {
      [LIST]: userOrders([gone]),
      [DETAILS]: jsonResponse({ available_credit: 5000 }),
    });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderAt('/orders', <OrdersPage />, { path: '/orders' });
    const card = await screen.findByRole('article', { name: 'Order TRK-FIRST00001' });
    await user.click(within(card).getByRole('button', { name: 'Reorder' }));
    const dialog = screen.getByRole('dialog', { name: 'Reorder' });
    expect(within(dialog).getByText(PRODUCT_UNAVAILABLE)).toBeTruthy();
    expect(quoteBodies()).toHaveLength(0);
  });
});

describe('Reorder while the account is on credit hold', () => {
  it('says why and keeps Submit disabled', async () => {
    const { dialog } = await openReorder({
      [QUOTE]: pricedAt(800, 184),
      [DETAILS]: jsonResponse(
        userDetails({ on_credit_hold: true, credit_hold_days: 60, available_credit: 5000 }),
      ),
    });
    const notice = await within(dialog).findByText(onHoldText(60));
    expect(
      within(notice.closest('[role="alert"]')!).getByRole('link', { name: SEE_INVOICES }),
    ).toBeTruthy();
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Submit' });
    expect(submit.disabled).toBe(true);
  });
});
