import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { DeliveryStatusesEditor } from './delivery-statuses-editor';

const fetchMock = stubFetch();

const entry = (overrides: object) => ({
  id: 1,
  before: null,
  after: null,
  createdAt: '2026-03-04T10:15:00.000Z',
  actorName: 'Aoife Byrne',
  actorEmail: 'aoife@example.ie',
  ...overrides,
});

describe('Delivery status history', () => {
  it('shows who renamed a status when its History is opened', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = input as string;
      if (url === '/api/order/delivery-statuses')
        return jsonResponse({
          success: true,
          statuses: [
            { id: 1, deliveryStatus: 'Order Placed', position: 1 },
            { id: 4, deliveryStatus: 'On the Van', position: 2 },
          ],
        });
      if (url === '/api/admin/audit?entityType=delivery-status&entityId=4')
        return jsonResponse({
          success: true,
          entries: [
            entry({
              id: 9,
              action: 'rename',
              before: { deliveryStatus: 'Out for Delivery' },
              after: { deliveryStatus: 'On the Van' },
            }),
            entry({ id: 8, action: 'create', after: { deliveryStatus: 'Out for Delivery' } }),
          ],
        });
      return jsonResponse({ message: `No stub for ${url}` }, 599);
    });
    renderAt('/admin/content', <DeliveryStatusesEditor />);
    const user = userEvent.setup();
    const row = (await screen.findByText('On the Van')).closest('li')!;
    expect(fetchMock.mock.calls.some(([url]) => (url as string).includes('/api/admin/audit'))).toBe(
      false,
    );

    await user.click(within(row).getByText('History'));
    expect(await within(row).findByText('Renamed')).toBeTruthy();
    expect(within(row).getByText('Name: Out for Delivery → On the Van')).toBeTruthy();
    expect(within(row).getByText('Added')).toBeTruthy();
    expect(within(row).getByText('Name: Out for Delivery')).toBeTruthy();
    expect(within(row).getAllByText(/Aoife Byrne/)).toHaveLength(2);
  });

  it('says so when a status has no recorded changes', async () => {
    fetchMock.mockImplementation(async (input) =>
      input === '/api/order/delivery-statuses'
        ? jsonResponse({
            success: true,
            statuses: [{ id: 1, deliveryStatus: 'Order Placed', position: 1 }],
          })
        : jsonResponse({ success: true, entries: [] }),
    );
    renderAt('/admin/content', <DeliveryStatusesEditor />);
    const user = userEvent.setup();
    const row = (await screen.findByText('Order Placed')).closest('li')!;
    await user.click(within(row).getByText('History'));
    expect(await within(row).findByText('No staff changes recorded yet.')).toBeTruthy();
  });
});
