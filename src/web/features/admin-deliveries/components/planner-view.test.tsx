import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { routeFetch, sentRequests } from '#src/web/testing/route-fetch';
import { plannerBooking, plannerWeek } from '../testing/fixtures';
import { DeliveriesScreen } from './deliveries-screen';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const fetchMock = stubFetch();
beforeEach(() => toastSuccess.mockClear());

const REGIONS = {
  regions: [
    {
      id: 3,
      name: 'Galway',
      routing_keys: ['H91'],
      capacity_unit: 'deliveries',
      daily_capacity: 4,
      bookings_to_come: 1,
    },
    {
      id: 4,
      name: 'Dublin',
      routing_keys: ['D02'],
      capacity_unit: 'units',
      daily_capacity: 40,
      bookings_to_come: 0,
    },
  ],
};

const renderPlanner = (url = '/admin/deliveries?week=2027-03-10') =>
  renderAt(url, <DeliveriesScreen />, { path: '/admin/deliveries/*' });
const posts = () => sentRequests(fetchMock).filter((r) => !r.request.startsWith('GET'));

describe('the delivery planner', () => {
  it('shows the week as days × regions, booked against capacity, closed days marked', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/deliveries/planner': ({ url }) => {
        expect(url.searchParams.get('from')).toBe('2027-03-08');
        expect(url.searchParams.get('to')).toBe('2027-03-14');
        return jsonResponse(plannerWeek());
      },
      'GET /api/admin/deliveries/regions': () => jsonResponse(REGIONS),
    });
    renderPlanner();
    const grid = await screen.findByRole('table', {
      name: 'Deliveries booked against capacity, by day and region',
    });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Galwaydeliveries', 'Dublinunits']);
    const tuesday = within(grid).getByRole('button', {
      name: 'Galway, Tue 9 Mar: 1 of 4 deliveries booked',
    });
    expect(tuesday.textContent).toBe('1 / 4');
    expect(
      within(grid).getByRole('button', { name: 'Dublin, Wed 10 Mar: closed, 0 booked' })
        .textContent,
    ).toBe('Closed');
    expect(screen.getByRole('heading', { name: 'Week of Monday 8 March 2027' })).toBeTruthy();
  });

  it('opens a day with its bookings, site, access notes and items, and confirms one', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/deliveries/planner': () => jsonResponse(plannerWeek()),
      'GET /api/admin/deliveries/regions': () => jsonResponse(REGIONS),
      'POST /api/admin/deliveries/bookings/41/confirm': () =>
        jsonResponse({
          booking: { id: 41, day: '2027-03-09', state: 'confirmed' },
          message: 'CHK-2027-00041 confirmed for Tue 9 Mar 2027: its orders are Scheduled.',
        }),
    });
    const user = userEvent.setup();
    renderPlanner();
    await user.click(
      await screen.findByRole('button', { name: 'Galway, Tue 9 Mar: 1 of 4 deliveries booked' }),
    );
    const panel = screen.getByRole('region', { name: 'Galway, Tuesday 9 March 2027' });
    expect(document.activeElement?.textContent).toBe('Galway, Tuesday 9 March 2027');
    const booking = within(panel).getByRole('article', {
      name: 'Quay Hotel · CHK-2027-00041',
    });
    expect(booking.textContent).toContain('1 Quay Street, Galway, H91 E2K3');
    expect(booking.textContent).toContain('Goods lift at the back, 7–11 am only');
    expect(booking.textContent).toContain('+353 87 555 0123');
    expect(booking.textContent).toContain('Requested');
    const items = within(booking).getByRole('list', { name: 'Items of CHK-2027-00041' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1 × Ashbourne Divan Bed, 4ft6 Double, Linen Weave, Natural — Room 101 · Order TRK-501',
      '1 × Ashbourne Divan Bed, 4ft6 Double, Linen Weave, Natural — Room 102 · Order TRK-502',
    ]);
    expect(within(booking).getByRole('link', { name: 'Order TRK-501' }).getAttribute('href')).toBe(
      '/admin/orders/501',
    );
    expect(within(panel).getByRole('link', { name: 'Day sheet (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/deliveries/day-sheet?region_id=3&day=2027-03-09',
    );

    await user.click(within(booking).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'CHK-2027-00041 confirmed for Tue 9 Mar 2027: its orders are Scheduled.',
        expect.anything(),
      ),
    );
    expect(posts()).toEqual([
      { request: 'POST /api/admin/deliveries/bookings/41/confirm', body: undefined },
    ]);
  });

  it('shows a refused confirmation in place', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/deliveries/planner': () => jsonResponse(plannerWeek()),
      'GET /api/admin/deliveries/regions': () => jsonResponse(REGIONS),
      'POST /api/admin/deliveries/bookings/41/confirm': () =>
        jsonResponse({ message: 'This delivery day is already confirmed.' }, 409),
    });
    const user = userEvent.setup();
    renderPlanner();
    await user.click(
      await screen.findByRole('button', { name: 'Galway, Tue 9 Mar: 1 of 4 deliveries booked' }),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This delivery day is already confirmed.',
    );
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('moves a booking to a day that has room, with a note to the buyer', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/deliveries/planner': () => jsonResponse(plannerWeek()),
      'GET /api/admin/deliveries/regions': () => jsonResponse(REGIONS),
      'GET /api/admin/deliveries/bookings/41/days': () =>
        jsonResponse({
          load: 1,
          days: [
            { date: '2027-03-10', left: 3 },
            { date: '2027-03-11', left: 1 },
          ],
        }),
      'POST /api/admin/deliveries/bookings/41/propose': () =>
        jsonResponse({
          booking: { id: 41, day: '2027-03-11', state: 'proposed' },
          message:
            'CHK-2027-00041 moved from Tue 9 Mar 2027 to Thu 11 Mar 2027, proposed to the buyer.',
        }),
    });
    const user = userEvent.setup();
    renderPlanner();
    await user.click(
      await screen.findByRole('button', { name: 'Galway, Tue 9 Mar: 1 of 4 deliveries booked' }),
    );
    await user.click(screen.getByRole('button', { name: 'Move…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move CHK-2027-00041' });
    const select = within(dialog).getByRole('combobox', { name: 'New day' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a day with room', 'Wed 10 Mar 2027 — 3 left', 'Thu 11 Mar 2027 — 1 left']),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move delivery' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a day.');
    expect(posts()).toEqual([]);
    await user.selectOptions(select, '2027-03-11');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note to the buyer (optional)' }),
      'The crew is in Galway that day',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move delivery' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(toastSuccess).toHaveBeenCalledWith(
      'CHK-2027-00041 moved from Tue 9 Mar 2027 to Thu 11 Mar 2027, proposed to the buyer.',
      expect.anything(),
    );
    expect(posts()).toEqual([
      {
        request: 'POST /api/admin/deliveries/bookings/41/propose',
        body: { day: '2027-03-11', note: 'The crew is in Galway that day' },
      },
    ]);
  });

  it('keeps the move dialog open with the reason when the day has just gone', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/deliveries/planner': () => jsonResponse(plannerWeek()),
      'GET /api/admin/deliveries/regions': () => jsonResponse(REGIONS),
      'GET /api/admin/deliveries/bookings/41/days': () =>
        jsonResponse({ load: 1, days: [{ date: '2027-03-11', left: 1 }] }),
      'POST /api/admin/deliveries/bookings/41/propose': () =>
        jsonResponse(
          {
            message: 'That delivery day has just been taken or closed.',
            errors: [
              {
                field: 'delivery_day',
                message: 'That delivery day has just been taken or closed.',
              },
            ],
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderPlanner();
    await user.click(
      await screen.findByRole('button', { name: 'Galway, Tue 9 Mar: 1 of 4 deliveries booked' }),
    );
    await user.click(screen.getByRole('button', { name: 'Move…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move CHK-2027-00041' });
    const select = within(dialog).getByRole('combobox', { name: 'New day' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, '2027-03-11');
    await user.click(within(dialog).getByRole('button', { name: 'Move delivery' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'That delivery day has just been taken or closed.',
    );
    expect(dialog.isConnected).toBe(true);
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('lists the bookings to agree, each to propose a day for', async () => {
    const waiting = plannerBooking({ id: 77, checkout_number: 'CHK-2027-00077', day: null });
    routeFetch(fetchMock, {
      'GET /api/admin/deliveries/planner': () => jsonResponse(plannerWeek({ toAgree: [waiting] })),
      'GET /api/admin/deliveries/regions': () => jsonResponse(REGIONS),
    });
    renderPlanner();
    const list = await screen.findByRole('region', { name: 'To agree (1)' });
    const card = within(list).getByRole('article', { name: 'Quay Hotel · CHK-2027-00077' });
    expect(within(card).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Propose a day…' })).toBeTruthy();
  });

  it('says a booking no region covers needs its key added, not that no day has room', async () => {
    const uncovered = plannerBooking({
      id: 78,
      checkout_number: 'CHK-2027-00078',
      day: null,
      region_id: null,
    });
    routeFetch(fetchMock, {
      'GET /api/admin/deliveries/planner': () =>
        jsonResponse(plannerWeek({ toAgree: [uncovered] })),
      'GET /api/admin/deliveries/regions': () => jsonResponse(REGIONS),
      'GET /api/admin/deliveries/bookings/78/days': () => jsonResponse({ load: 1, days: [] }),
    });
    const user = userEvent.setup();
    renderPlanner();
    const list = await screen.findByRole('region', { name: 'To agree (1)' });
    const card = within(list).getByRole('article', { name: 'Quay Hotel · CHK-2027-00078' });
    await user.click(within(card).getByRole('button', { name: 'Propose a day…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose a day for CHK-2027-00078' });
    await within(dialog).findByText(
      'No region covers this address: add its routing key to a region first.',
    );
    expect(dialog.textContent).not.toContain('No day in the next two months');
    expect(dialog.textContent).not.toContain('the old day’s room is given back');
  });

  it('closes a day for a region and says how many bookings it holds', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/deliveries/planner': () => jsonResponse(plannerWeek()),
      'GET /api/admin/deliveries/regions': () => jsonResponse(REGIONS),
      'PUT /api/admin/deliveries/regions/3/days/2027-03-09': () =>
        jsonResponse({
          day: {
            region_id: 3,
            date: '2027-03-09',
            own_capacity: null,
            capacity: 4,
            booked: 1,
            closed: true,
            bookings: 1,
          },
          message:
            'Galway, Tue 9 Mar 2027 closed. It holds 1 booking, which must be moved to another day.',
        }),
    });
    const user = userEvent.setup();
    renderPlanner();
    await user.click(
      await screen.findByRole('button', { name: 'Galway, Tue 9 Mar: 1 of 4 deliveries booked' }),
    );
    const capacity = screen.getByRole('textbox', { name: 'This day’s capacity (deliveries)' });
    await user.type(capacity, 'lots');
    await user.click(screen.getByRole('button', { name: 'Save day' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'A capacity is a whole number from 0 to 999.',
    );
    await user.clear(capacity);
    await user.click(screen.getByRole('checkbox', { name: 'Closed: no crew goes out' }));
    await user.click(screen.getByRole('button', { name: 'Save day' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Galway, Tue 9 Mar 2027 closed. It holds 1 booking, which must be moved to another day.',
        expect.anything(),
      ),
    );
    expect(posts()).toEqual([
      {
        request: 'PUT /api/admin/deliveries/regions/3/days/2027-03-09',
        body: { capacity: null, closed: true },
      },
    ]);
  });
});
