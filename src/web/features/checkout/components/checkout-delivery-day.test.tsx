import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGREE_A_DAY, type DeliveryOptions } from '#src/shared/schemas/delivery-options';
import { cartItem } from '#src/web/testing/cart-fixtures';
import { currentLocation, jsonResponse } from '#src/web/testing/render';
import { answerCheckout, openCheckout, stubCheckoutFetch } from '../testing/checkout-setup';
import { CONFIRMATION_PATH, placedOrder } from '../testing/fixtures';
import { CHOOSE_A_DAY, DELIVERY_DAYS_LOADING } from './delivery-day-picker';

// docs/screens.md "Cart and checkout": the delivery day step of the checkout
// (docs/business-rules.md "Delivery days").

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const fetchMock = stubCheckoutFetch([toast.success, toast.error]);
afterEach(() => {
  vi.restoreAllMocks();
});

const DAY_TAKEN =
  'That delivery day has just been taken or closed. Choose another day, or the earliest possible.';

const options = (days: string[], region: DeliveryOptions['region'] = defaultRegion) =>
  jsonResponse({
    lead_time: { min_days: 10, max_days: 15, label: 'Made to order: ready in 10–15 working days' },
    lines: [
      {
        lead_time: {
          min_days: 10,
          max_days: 15,
          label: 'Made to order: ready in 10–15 working days',
        },
      },
    ],
    earliest_on: '2026-12-07',
    region,
    days: days.map((date) => ({ date, left: 4 })),
  } satisfies DeliveryOptions);
const defaultRegion = { name: 'Meath', capacity_unit: 'deliveries' as const, load: 1 };
const DAYS = ['2026-12-07', '2026-12-08', '2026-12-10', '2026-12-14'];

const orderCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/order/product');
const sentDay = (call: number) => (orderCalls()[call]![1]!.body as FormData).get('delivery_day');
const optionCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/delivery/options');
const confirm = () => screen.getByRole('button', { name: 'Confirm Order' });

async function openShippingStep() {
  const view = openCheckout([cartItem()]);
  await screen.findByDisplayValue('Aoife Byrne');
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  return view;
}

describe('the delivery day at checkout', () => {
  it('shows the lead time and earliest date, and books the earliest possible by default', async () => {
    answerCheckout(fetchMock, { delivery: async () => options(DAYS) });
    const { user } = await openShippingStep();
    const group = await screen.findByRole('group', { name: 'Delivery day' });
    await within(group).findByText(/Made to order: ready in 10–15 working days/);
    expect(group.textContent).toContain('Earliest delivery: Mon 7 Dec 2026');
    const earliest = within(group).getByRole('radio', {
      name: 'The earliest possible (from Mon 7 Dec 2026)',
    });
    expect(earliest).toHaveProperty('checked', true);
    // The typed address's Eircode names the region.
    expect(JSON.parse(optionCalls().at(-1)![1]!.body as string)).toMatchObject({
      lines: [{ productId: 12, quantity: 1 }],
      shipping_address: 'C15 CD34',
    });
    await user.click(confirm());
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));
    expect(sentDay(0)).toBe('earliest');
  });

  it('offers the open days grouped by week, by keyboard too, and sends the one picked', async () => {
    answerCheckout(fetchMock, { delivery: async () => options(DAYS) });
    const { user } = await openShippingStep();
    await user.click(await screen.findByRole('radio', { name: 'Choose a day' }));
    const week1 = screen.getByRole('group', { name: 'Week of Mon 7 Dec' });
    const week2 = screen.getByRole('group', { name: 'Week of Mon 14 Dec' });
    expect(within(week1).getAllByRole('radio')).toHaveLength(3);
    expect(within(week2).getAllByRole('radio')).toHaveLength(1);

    // Confirming before a day is picked says so and sends nothing.
    await user.click(confirm());
    expect(orderCalls()).toHaveLength(0);
    // Said at the day's choice, and focus taken there.
    await waitFor(() => expect(document.activeElement?.textContent).toBe(CHOOSE_A_DAY));

    await user.click(within(week1).getByRole('radio', { name: 'Tue 8 Dec 2026' }));
    // Arrow keys move between the days, as in any radio group.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Thu 10 Dec 2026' })).toHaveProperty('checked', true);
    expect(screen.queryByText(CHOOSE_A_DAY)).toBeNull();
    await user.click(confirm());
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));
    expect(sentDay(0)).toBe('2026-12-10');
  });

  it('says a day will be agreed where no region covers the address', async () => {
    answerCheckout(fetchMock, { delivery: async () => options([], null) });
    const { user } = await openShippingStep();
    await screen.findByText(AGREE_A_DAY);
    expect(screen.queryByRole('radio', { name: 'Choose a day' })).toBeNull();
    await user.click(confirm());
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));
    expect(sentDay(0)).toBe('earliest');
  });

  it('says it is looking while the days load', async () => {
    answerCheckout(fetchMock, { delivery: () => new Promise<Response>(() => {}) });
    await openShippingStep();
    expect(await screen.findByText(DELIVERY_DAYS_LOADING)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Delivery day' }).getAttribute('aria-busy')).toBe(
      'true',
    );
  });

  it('does not show the last address’s days while another address’s load', async () => {
    // No region covers the first address; the Eircode typed next is Galway's.
    answerCheckout(fetchMock, {
      delivery: async (body) =>
        (body as { shipping_address?: string }).shipping_address === 'H91 E2K3'
          ? await new Promise<Response>(() => {})
          : options([], null),
    });
    const { user } = await openShippingStep();
    await screen.findByText(AGREE_A_DAY);
    const address = screen.getByRole('textbox', { name: 'Shipping address' });
    await user.clear(address);
    await user.type(address, '1 Promenade, Galway H91 E2K3');
    expect(await screen.findByText(DELIVERY_DAYS_LOADING)).toBeTruthy();
    expect(screen.queryByText(AGREE_A_DAY)).toBeNull();
  });

  it('keeps everything when the day was just taken, shows the days afresh and says so', async () => {
    // Another buyer took Tuesday 8th just before this one confirmed.
    let taken = false;
    const orders = [
      async () => {
        taken = true;
        return jsonResponse(
          {
            success: false,
            message: DAY_TAKEN,
            errors: [{ field: 'delivery_day', message: DAY_TAKEN }],
          },
          409,
        );
      },
      async () => placedOrder(),
    ];
    answerCheckout(fetchMock, {
      delivery: async () => options(taken ? DAYS.filter((d) => d !== '2026-12-08') : DAYS),
      order: () => orders.shift()!(),
    });
    const { user } = await openShippingStep();
    await user.click(await screen.findByRole('radio', { name: 'Choose a day' }));
    await user.click(screen.getByRole('radio', { name: 'Tue 8 Dec 2026' }));
    await user.click(confirm());

    await waitFor(() => expect(document.activeElement?.textContent).toBe(DAY_TAKEN));
    expect(currentLocation()).toBe('/checkout');
    // Asked again: the day taken is gone, the rest of the choice kept.
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Tue 8 Dec 2026' })).toBeNull());
    expect(screen.getByRole('radio', { name: 'Choose a day' })).toHaveProperty('checked', true);
    expect(screen.getByText('Navan Low Bed')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Mon 14 Dec 2026' }));
    await user.click(confirm());
    await waitFor(() => expect(currentLocation()).toBe(CONFIRMATION_PATH));
    expect(sentDay(1)).toBe('2026-12-14');
  });
});
