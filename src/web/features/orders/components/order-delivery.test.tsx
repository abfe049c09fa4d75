import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BuyerDelivery } from '#src/shared/schemas/buyer-deliveries';
import { OrdersPage } from '#src/web/app/pages/orders-page';
import { jsonResponse, renderAt } from '#src/web/testing/render';
import { answerRoutes, orderCard, userOrders } from '../testing/fixtures';
import { LIST, stubSignedInFetch } from '../testing/signed-in-setup';

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: toastError } }));

const fetchMock = stubSignedInFetch(toastSuccess, toastError);

const CHECKOUT = 'CHK-2026-00041';
const DAYS = `GET /api/deliveries/${CHECKOUT}/days`;
const MOVE = `POST /api/deliveries/${CHECKOUT}/move`;
const ACCEPT = `POST /api/deliveries/${CHECKOUT}/accept`;

const delivery = (overrides: Partial<BuyerDelivery> = {}): BuyerDelivery => ({
  day: '2026-12-08',
  state: 'confirmed',
  earliest_on: '2026-12-01',
  move_until: '2026-12-01',
  may_move: true,
  ...overrides,
});
const withDelivery = (d: BuyerDelivery | undefined) =>
  userOrders([orderCard({ id: 1, trackingId: 'TRK-FIRST00001', delivery: d })]);

const daysAnswer = (d: BuyerDelivery) =>
  jsonResponse({
    success: true,
    delivery: d,
    days: [
      { date: '2026-12-10', left: 3 },
      { date: '2026-12-11', left: 1 },
    ],
  });

const callsTo = (key: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => `${init?.method ?? 'GET'} ${(url as string).split('?')[0]}` === key,
  );

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
  const card = () => screen.getByRole('article', { name: 'Order TRK-FIRST00001', hidden: true });
  const section = () => within(card()).getByRole('region', { name: 'Delivery', hidden: true });
  return { ...view, user, card, section };
}

describe('the delivery on a My Orders card', () => {
  it.each([
    [delivery(), 'Delivery: Tue 8 Dec 2026 — confirmed'],
    [
      delivery({ state: 'requested' }),
      'Delivery: Tue 8 Dec 2026 — requested, awaiting confirmation',
    ],
    [
      delivery({ state: 'proposed' }),
      'Delivery: Tue 8 Dec 2026 — proposed by us: accept or choose another day',
    ],
    [
      delivery({ day: null, state: 'requested', move_until: null, may_move: false }),
      'Delivery: We will agree a day with you',
    ],
  ])('shows its day and state', async (d, text) => {
    answerRoutes(fetchMock, { [LIST]: withDelivery(d) });
    const { section } = await renderOrders();
    expect(section().textContent).toContain(text);
  });

  it('shows the last day to move it; none and no button once the deadline passed', async () => {
    answerRoutes(fetchMock, {
      [LIST]: [withDelivery(delivery()), withDelivery(delivery({ may_move: false }))],
    });
    const { section, queryClient } = await renderOrders();
    expect(section().textContent).toContain('You can move it until Tue 1 Dec');
    expect(within(section()).getByRole('button', { name: 'Move delivery' })).toBeTruthy();
    await queryClient.invalidateQueries();
    await waitFor(() =>
      expect(within(section()).queryByRole('button', { name: 'Move delivery' })).toBeNull(),
    );
    expect(section().textContent).not.toContain('You can move it');
  });

  it('shows no delivery for an order without one', async () => {
    answerRoutes(fetchMock, { [LIST]: withDelivery(undefined) });
    const { card } = await renderOrders();
    expect(within(card()).queryByRole('region', { name: 'Delivery' })).toBeNull();
  });
});

describe('Move delivery', () => {
  it('lists the open days, waits while moving, and shows a refusal in the dialog', async () => {
    const answer = deferred();
    const reason =
      'This delivery can no longer be moved here: the terms allow changes until 5 working days before it (the last day was 2026-12-01). Call us and we will do what we can.';
    answerRoutes(fetchMock, {
      [LIST]: withDelivery(delivery()),
      [DAYS]: daysAnswer(delivery()),
      [MOVE]: () => answer.promise,
    });
    const { user, section } = await renderOrders();
    await user.click(within(section()).getByRole('button', { name: 'Move delivery' }));
    const dialog = await screen.findByRole('dialog', { name: `Move the delivery of ${CHECKOUT}` });
    expect(dialog.textContent).toContain('You can move it until Tue 1 Dec.');
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', {
      name: 'Move to this day',
    });
    await within(dialog).findByRole('radio', { name: 'Thu 10 Dec 2026' });
    expect(submit.disabled).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Fri 11 Dec 2026' }));
    await user.click(submit);
    await waitFor(() =>
      expect(
        within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Moving…' }).disabled,
      ).toBe(true),
    );
    expect(callsTo(MOVE)).toHaveLength(1);
    expect(JSON.parse(callsTo(MOVE)[0]![1]!.body as string)).toEqual({ day: '2026-12-11' });

    answer.resolve(jsonResponse({ success: false, message: reason }, 409));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(reason);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('asks for another day once the one chosen has just gone', async () => {
    const taken =
      'That delivery day has just been taken or closed. Choose another day, or the earliest possible.';
    answerRoutes(fetchMock, {
      [LIST]: withDelivery(delivery()),
      [DAYS]: [
        daysAnswer(delivery()),
        jsonResponse({
          success: true,
          delivery: delivery(),
          days: [{ date: '2026-12-10', left: 3 }],
        }),
      ],
      [MOVE]: jsonResponse(
        { success: false, message: taken, errors: [{ field: 'day', message: taken }] },
        409,
      ),
    });
    const { user, section } = await renderOrders();
    await user.click(within(section()).getByRole('button', { name: 'Move delivery' }));
    const dialog = await screen.findByRole('dialog', { name: `Move the delivery of ${CHECKOUT}` });
    await user.click(await within(dialog).findByRole('radio', { name: 'Fri 11 Dec 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move to this day' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(taken);
    await waitFor(() =>
      expect(within(dialog).queryByRole('radio', { name: 'Fri 11 Dec 2026' })).toBeNull(),
    );
    // The day gone is no choice: nothing is sent again until another is picked.
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', {
      name: 'Move to this day',
    });
    expect(submit.disabled).toBe(true);
    expect(callsTo(MOVE)).toHaveLength(1);
  });

  it('moves, closes, says so and refreshes the orders', async () => {
    const moved = delivery({ day: '2026-12-10', state: 'requested' });
    answerRoutes(fetchMock, {
      [LIST]: [withDelivery(delivery()), withDelivery(moved)],
      [DAYS]: daysAnswer(delivery()),
      [MOVE]: jsonResponse({ success: true, message: 'Delivery moved.', delivery: moved }),
    });
    const { user, section } = await renderOrders();
    await user.click(within(section()).getByRole('button', { name: 'Move delivery' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'Thu 10 Dec 2026' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move to this day' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastSuccess).toHaveBeenCalledWith('Delivery moved.', expect.anything());
    await waitFor(() =>
      expect(section().textContent).toContain('Thu 10 Dec 2026 — requested, awaiting confirmation'),
    );
  });
});

describe('Accept', () => {
  it('accepts the proposed day and shows it confirmed', async () => {
    const proposed = delivery({ state: 'proposed' });
    answerRoutes(fetchMock, {
      [LIST]: [withDelivery(proposed), withDelivery(delivery())],
      [ACCEPT]: jsonResponse({ success: true, message: 'Accepted.', delivery: delivery() }),
    });
    const { user, section } = await renderOrders();
    await user.click(within(section()).getByRole('button', { name: 'Accept Tue 8 Dec' }));
    await waitFor(() => expect(section().textContent).toContain('Tue 8 Dec 2026 — confirmed'));
    expect(callsTo(ACCEPT)).toHaveLength(1);
    expect(toastSuccess).toHaveBeenCalledWith('Accepted.', expect.anything());
    expect(within(section()).queryByRole('button', { name: /^Accept/ })).toBeNull();
  });
});
