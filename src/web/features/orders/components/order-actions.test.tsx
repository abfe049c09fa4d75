import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REORDER_QUANTITY_MESSAGE } from '#src/shared/schemas/orders';
import { OrdersPage } from '#src/web/app/pages/orders-page';
import { jsonResponse, renderAt } from '#src/web/testing/render';
import { answerRoutes, orderCard, userOrders } from '../testing/fixtures';
import { referenceQuestion } from './reorder-dialog';
import { LIST, stubSignedInFetch } from '../testing/signed-in-setup';

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: toastError } }));

const fetchMock = stubSignedInFetch(toastSuccess, toastError);

const CANCEL = 'PUT /api/order/order-cancelled/1';
const REORDER = 'POST /api/order/product-reorder/1';

const first = orderCard({ id: 1, trackingId: 'TRK-FIRST00001', quantity: 2 });
const second = orderCard({ id: 2, trackingId: 'TRK-SECOND0002', product_name: 'Slane Wardrobe' });
const list = (...orders: ReturnType<typeof orderCard>[]) => userOrders(orders);

const callsTo = (key: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => `${init?.method ?? 'GET'} ${(url as string).split('?')[0]}` === key,
  );

/** A response the test lets through when it wants, to look at the waiting screen. */
function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

async function renderOrders() {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = renderAt('/orders', <OrdersPage />, { path: '/orders' });
  await screen.findByRole('article', { name: 'Order TRK-FIRST00001' });
  // `hidden`: an open modal hides the page from assistive technology, not from the test.
  const card = () => screen.getByRole('article', { name: 'Order TRK-FIRST00001', hidden: true });
  const button = (name: string) =>
    within(card()).getByRole<HTMLButtonElement>('button', { name, hidden: true });
  return { ...view, user, card, button };
}

describe('Cancel', () => {
  it('asks first; Keep order sends nothing', async () => {
    answerRoutes(fetchMock, { [LIST]: list(first) });
    const { user, button } = await renderOrders();
    await user.click(button('Cancel'));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order TRK-FIRST00001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(CANCEL)).toHaveLength(0);
  });

  it('cancels, waits with that card only, shows the message and refreshes the list', async () => {
    const answer = deferred();
    answerRoutes(fetchMock, {
      [LIST]: [list(first, second), list({ ...first, status: 'cancelled' }, second)],
      [CANCEL]: () => answer.promise,
    });
    const { user, button, queryClient } = await renderOrders();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.click(button('Cancel'));
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(button('Cancel').disabled).toBe(true));
    expect(button('Reorder').disabled).toBe(true);
    const other = screen.getByRole('article', { name: 'Order TRK-SECOND0002' });
    expect(within(other).getByRole<HTMLButtonElement>('button', { name: 'Reorder' }).disabled).toBe(
      false,
    );

    answer.resolve(jsonResponse({ success: true, message: 'Order TRK-FIRST00001 cancelled.' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /TRK-FIRST/ })).toBeNull());
    expect(toastSuccess).toHaveBeenCalledWith('Order TRK-FIRST00001 cancelled.', {
      autoClose: 2000,
    });
    expect(callsTo(CANCEL)[0]![1]?.body).toBeUndefined();
    expect(callsTo(LIST)).toHaveLength(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['user-details'] });
  });

  it.each([
    [
      jsonResponse({ message: 'This order can no longer be cancelled.' }, 409),
      'This order can no longer be cancelled.',
    ],
    [jsonResponse({}, 500), 'An error occurred while canceling the order.'],
  ])('shows why a cancel failed (%#)', async (response, message) => {
    answerRoutes(fetchMock, { [LIST]: list(first), [CANCEL]: response });
    const { user, button } = await renderOrders();
    await user.click(button('Cancel'));
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(message, { autoClose: 2000 }));
    expect(toastSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(2));
  });
});

describe('Reorder', () => {
  it("starts from the order's quantity and refuses an empty or zero quantity", async () => {
    answerRoutes(fetchMock, { [LIST]: list(first) });
    const { user, button } = await renderOrders();
    await user.click(button('Reorder'));
    const dialog = screen.getByRole('dialog', { name: 'Reorder' });
    const quantity = within(dialog).getByLabelText<HTMLInputElement>('Quantity');
    expect(quantity.value).toBe('2');
    expect(
      within(dialog).getByLabelText<HTMLInputElement>('Reference Number (optional)').value,
    ).toBe('');

    await user.clear(quantity);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText(REORDER_QUANTITY_MESSAGE)).toBeTruthy();
    await user.type(quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText(REORDER_QUANTITY_MESSAGE)).toBeTruthy();
    expect(callsTo(REORDER)).toHaveLength(0);
  });

  it('sends quantity and reference, waits, then shows the message, closes and refreshes', async () => {
    const answer = deferred();
    answerRoutes(fetchMock, {
      [LIST]: list(first),
      [REORDER]: () => answer.promise,
    });
    const { user, button } = await renderOrders();
    await user.click(button('Reorder'));
    const dialog = screen.getByRole('dialog', { name: 'Reorder' });
    const quantity = within(dialog).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(within(dialog).getByLabelText('Reference Number (optional)'), ' SITE-B ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(
        within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Submit' }).disabled,
      ).toBe(true),
    );
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(
      true,
    );
    expect(button('Cancel').disabled).toBe(true);
    expect(JSON.parse(callsTo(REORDER)[0]![1]?.body as string)).toEqual({
      quantity: 3,
      referenceNumber: 'SITE-B',
    });

    answer.resolve(
      jsonResponse(
        {
          success: true,
          message: 'Reorder placed: TRK-NEW0000003',
          order: { id: 3, trackingId: 'TRK-NEW0000003' },
        },
        201,
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastSuccess).toHaveBeenCalledWith('Reorder placed: TRK-NEW0000003', {
      autoClose: 3000,
    });
    await waitFor(() => expect(callsTo(LIST)).toHaveLength(2));
    await waitFor(() => expect(button('Reorder').disabled).toBe(false));
  });

  it("asks for a blank reference instead of reusing the old one; 'Use' sends the old one", async () => {
    answerRoutes(fetchMock, {
      [LIST]: list(first),
      [REORDER]: jsonResponse(
        { success: true, message: 'Done', order: { id: 3, trackingId: 'T' } },
        201,
      ),
    });
    const { user, button } = await renderOrders();
    await user.click(button('Reorder'));
    const dialog = screen.getByRole('dialog', { name: 'Reorder' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText(referenceQuestion('BYRNE-114'))).toBeTruthy();
    expect(document.activeElement).toBe(
      within(dialog).getByLabelText('Reference Number (optional)'),
    );
    expect(callsTo(REORDER)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Use BYRNE-114' }));
    await waitFor(() => expect(callsTo(REORDER)).toHaveLength(1));
    expect(JSON.parse(callsTo(REORDER)[0]![1]?.body as string)).toEqual({
      quantity: 2,
      referenceNumber: 'BYRNE-114',
    });
  });

  it('stops asking once a reference is typed', async () => {
    answerRoutes(fetchMock, { [LIST]: list(first) });
    const { user, button } = await renderOrders();
    await user.click(button('Reorder'));
    const dialog = screen.getByRole('dialog', { name: 'Reorder' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await user.type(within(dialog).getByLabelText('Reference Number (optional)'), 'Room 7');
    expect(within(dialog).queryByText(referenceQuestion('BYRNE-114'))).toBeNull();
  });

  it.each([
    [
      'the server message',
      () => jsonResponse({ message: 'Insufficient credit to place this order.' }, 422),
      'Insufficient credit to place this order.',
    ],
    ['"Reorder failed." without one', () => jsonResponse({}, 500), 'Reorder failed.'],
    [
      '"Failed to place reorder." without an answer',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Failed to place reorder.',
    ],
  ])('shows %s and stays open', async (_case, response, message) => {
    answerRoutes(fetchMock, { [LIST]: list(first), [REORDER]: response });
    const { user, button } = await renderOrders();
    await user.click(button('Reorder'));
    await user.type(screen.getByLabelText('Reference Number (optional)'), 'Room 7');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(message, { autoClose: 3000 }));
    expect(screen.getByRole('dialog', { name: 'Reorder' })).toBeTruthy();
    expect(callsTo(LIST)).toHaveLength(1);
  });

  it('shows server field errors under their field', async () => {
    answerRoutes(fetchMock, {
      [LIST]: list(first),
      [REORDER]: jsonResponse(
        {
          message: 'Invalid reorder',
          errors: [{ field: 'quantity', message: 'Only 1 of Navan Low Bed in stock.' }],
        },
        400,
      ),
    });
    const { user, button } = await renderOrders();
    await user.click(button('Reorder'));
    await user.type(screen.getByLabelText('Reference Number (optional)'), 'Room 7');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Only 1 of Navan Low Bed in stock.')).toBeTruthy();
  });

  it('closes on Escape and on a click outside, sending nothing', async () => {
    answerRoutes(fetchMock, { [LIST]: list(first) });
    const { user, button } = await renderOrders();
    await user.click(button('Reorder'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button('Reorder'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    // The modal makes the page inert to pointers; the click lands on the backdrop.
    await user.pointer({ keys: '[MouseLeft]', target: document.body });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(REORDER)).toHaveLength(0);
  });
});
