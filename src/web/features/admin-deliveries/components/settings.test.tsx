import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { routeFetch, sentRequests } from '#src/web/testing/route-fetch';
import { DeliveriesScreen } from './deliveries-screen';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const fetchMock = stubFetch();
beforeEach(() => toastSuccess.mockClear());

const galway = {
  id: 3,
  name: 'Galway',
  routing_keys: ['H91'],
  capacity_unit: 'deliveries',
  daily_capacity: 4,
  bookings_to_come: 2,
};

const renderSettings = () =>
  renderAt('/admin/deliveries/settings', <DeliveriesScreen />, { path: '/admin/deliveries/*' });
const writes = () => sentRequests(fetchMock).filter((r) => !r.request.startsWith('GET'));

describe('the delivery settings', () => {
  it('add a region with its keys, and show a key clash beside the keys', async () => {
    let answers = 0;
    routeFetch(fetchMock, {
      'GET /api/admin/deliveries/regions': () => jsonResponse({ regions: [galway] }),
      'GET /api/admin/deliveries/closures': () => jsonResponse({ closures: [] }),
      'POST /api/admin/deliveries/regions': () =>
        ++answers === 1
          ? jsonResponse(
              {
                message:
                  'H91 is already in the region Galway: a routing key belongs to one region only.',
                errors: [
                  {
                    field: 'routing_keys',
                    message:
                      'H91 is already in the region Galway: a routing key belongs to one region only.',
                  },
                ],
              },
              409,
            )
          : jsonResponse(
              {
                region: { ...galway, id: 5, name: 'Galway County', routing_keys: ['H53', 'H54'] },
                message: 'Region Galway County added.',
              },
              201,
            ),
    });
    const user = userEvent.setup();
    renderSettings();
    const regions = await screen.findByRole('region', { name: 'Delivery regions' });
    expect(
      await within(regions).findByText('4 deliveries a day · H91 · 2 bookings to come'),
    ).toBeTruthy();

    await user.click(within(regions).getByRole('button', { name: 'Add region' }));
    expect(
      within(regions)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Give the region a name.', 'A capacity is a whole number from 0 to 999.']);
    expect(writes()).toEqual([]);

    await user.type(within(regions).getByRole('textbox', { name: 'Name' }), 'Galway County');
    const keys = within(regions).getByRole('textbox', { name: 'Routing keys' });
    await user.type(keys, 'h91, h53');
    await user.type(within(regions).getByRole('textbox', { name: 'Daily capacity' }), '6');
    await user.click(within(regions).getByRole('button', { name: 'Add region' }));
    expect((await within(regions).findByRole('alert')).textContent).toBe(
      'H91 is already in the region Galway: a routing key belongs to one region only.',
    );
    expect(keys.getAttribute('aria-invalid')).toBe('true');

    await user.clear(keys);
    await user.type(keys, 'h53 h54');
    await user.click(within(regions).getByRole('button', { name: 'Add region' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Region Galway County added.', expect.anything()),
    );
    expect(writes().map((w) => w.body)).toEqual([
      {
        name: 'Galway County',
        routing_keys: ['H53', 'H91'],
        capacity_unit: 'deliveries',
        daily_capacity: 6,
      },
      {
        name: 'Galway County',
        routing_keys: ['H53', 'H54'],
        capacity_unit: 'deliveries',
        daily_capacity: 6,
      },
    ]);
  });

  it('add a range of closure days and remove one', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/deliveries/regions': () => jsonResponse({ regions: [galway] }),
      'GET /api/admin/deliveries/closures': () =>
        jsonResponse({ closures: [{ day: '2027-08-02', reason: 'Stocktake' }] }),
      'POST /api/admin/deliveries/closures': () =>
        jsonResponse(
          {
            closures: [
              { day: '2027-08-09', reason: 'Summer shutdown' },
              { day: '2027-08-10', reason: 'Summer shutdown' },
            ],
            bookings: 0,
            message: '2 closure days added, Mon 9 Aug 2027 to Tue 10 Aug 2027.',
          },
          201,
        ),
      'DELETE /api/admin/deliveries/closures/2027-08-02': () =>
        jsonResponse({ message: 'Mon 2 Aug 2027 is no longer a closure day.' }),
    });
    const user = userEvent.setup();
    renderSettings();
    const closures = await screen.findByRole('region', { name: 'Closure days' });
    expect((await within(closures).findByRole('listitem')).textContent).toContain(
      'Monday 2 August 2027 — Stocktake',
    );
    await user.type(within(closures).getByLabelText('Day (or first day)'), '2027-08-09');
    await user.type(within(closures).getByLabelText('To (optional)'), '2027-08-10');
    await user.type(within(closures).getByRole('textbox', { name: 'Reason' }), 'Summer shutdown');
    await user.click(within(closures).getByRole('button', { name: 'Add closure days' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        '2 closure days added, Mon 9 Aug 2027 to Tue 10 Aug 2027.',
        expect.anything(),
      ),
    );
    await user.click(within(closures).getByRole('button', { name: 'Remove Monday 2 August 2027' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Mon 2 Aug 2027 is no longer a closure day.',
        expect.anything(),
      ),
    );
    expect(writes()).toEqual([
      {
        request: 'POST /api/admin/deliveries/closures',
        body: { day: '2027-08-09', to: '2027-08-10', reason: 'Summer shutdown' },
      },
      { request: 'DELETE /api/admin/deliveries/closures/2027-08-02', body: undefined },
    ]);
  });
});
