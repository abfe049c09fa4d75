import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminOrdersPage } from '#src/web/app/admin/pages/orders-page';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { orderDetail } from '../testing/fixtures';

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: toastError } }));

const fetchMock = stubFetch();

type Detail = ReturnType<typeof orderDetail>;
/** GET answers `detail` (then `after`, once something changed); actions answer `action`. */
function answer(detail: Detail, action?: () => Response, after: Detail = detail) {
  let changed = false;
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method && init.method !== 'GET') {
      changed = true;
      return action?.() ?? jsonResponse({ success: true, message: 'Done.', availableCredit: 9016 });
    }
    return jsonResponse(changed ? after : detail);
  });
}
const actions = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => [init!.method, url as string, init!.body]);

const renderOrder = (id = 41) =>
  renderAt(`/admin/orders/${id}`, <AdminOrdersPage />, { path: '/admin/orders/*' });

describe('/admin/orders/{id}', () => {
  it('shows the checkout’s delivery day and opens its week in the planner', async () => {
    answer(
      orderDetail(
        {},
        {
          delivery: {
            bookingId: 5,
            day: '2026-12-08',
            state: 'requested',
            earliestOn: '2026-12-04',
            region: { id: 3, name: 'Galway' },
          },
        },
      ),
    );
    renderOrder();
    const panel = await screen.findByRole('region', { name: 'Delivery day' });
    expect(panel.textContent).toContain('booked by the buyer, to confirm');
    expect(panel.textContent).toContain('Region Galway');
    expect(within(panel).getByText(/^Tue,? 8 Dec 2026$/)).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: 'Open the day in the planner' }).getAttribute('href'),
    ).toBe('/admin/deliveries?week=2026-12-08&region=3');
  });

  it('says when a checkout’s day is still to agree', async () => {
    answer(
      orderDetail(
        {},
        {
          delivery: {
            bookingId: 6,
            day: null,
            state: 'requested',
            earliestOn: '2026-12-04',
            region: null,
          },
        },
      ),
    );
    renderOrder();
    const panel = await screen.findByRole('region', { name: 'Delivery day' });
    expect(panel.textContent).toContain('No day yet: to agree with the buyer.');
    expect(panel.textContent).toContain('No delivery region covers the address');
    expect(within(panel).getByRole('link', { name: 'Open the planner' }).getAttribute('href')).toBe(
      '/admin/deliveries',
    );
  });

  it('shows the line, quote with its file, customer, credit effect, checkout and history', async () => {
    answer(orderDetail());
    renderOrder();
    expect(await screen.findByRole('heading', { name: 'Order TRK-ADMIN00041' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/orders/41');
    // The buyer's checkout number and purchase order, as their mails and invoices name them.
    expect(screen.getByText(/checkout CHK-2026-00001 · PO PO-881/)).toBeTruthy();
    const line = screen.getByRole('region', { name: 'Order line' });
    expect(within(line).getByText('2 × Navan Divan Bed')).toBeTruthy();
    expect(within(line).getByText('King, Velvet, Moss')).toBeTruthy();
    expect(within(line).getByText('Room 101')).toBeTruthy();
    const quote = screen.getByRole('region', { name: 'Special quote' });
    expect(within(quote).getByText('Headboard 10 cm taller')).toBeTruthy();
    expect(
      within(quote).getByRole('link', { name: 'Download drawing.pdf' }).getAttribute('href'),
    ).toBe('/api/admin/orders/41/quote-file');
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByRole('link', { name: 'Ciara Doyle' }).getAttribute('href')).toBe(
      '/admin/customers/7',
    );
    expect(within(customer).getByRole('link', { name: 'Doyle Hotels' }).getAttribute('href')).toBe(
      '/admin/companies/3',
    );
    const invoice = screen.getByRole('region', { name: 'Invoice' });
    expect(within(invoice).getByText(/^Not invoiced yet\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invoice now' })).toBeNull();
    const credit = screen.getByRole('region', { name: 'Credit effect' });
    expect(within(credit).getByText('€8,032.00')).toBeTruthy();
    expect(
      within(credit).getByText('Held by unpaid invoices, open orders and approvals'),
    ).toBeTruthy();
    // Amounts are never broken inside ("€45,338. / 96"): the long terms wrap instead.
    for (const amount of within(credit).getAllByText(/^€[\d,]+\.\d\d$/)) {
      expect(amount.closest('.whitespace-nowrap'), amount.textContent ?? '').not.toBeNull();
      expect(amount.closest('.break-words'), amount.textContent ?? '').toBeNull();
    }
    expect(
      within(credit).getByText('Cancelling or marking it paid releases €984.00.'),
    ).toBeTruthy();
    const together = screen.getByRole('region', { name: 'Orders placed together' });
    expect(within(together).getByRole('link', { name: 'TRK-ADMIN00042' })).toBeTruthy();
    expect(within(together).getByText('TRK-ADMIN00041 (this order)')).toBeTruthy();
    expect(screen.getByText('Order placed')).toBeTruthy();
    expect(screen.getByText('The customer can still cancel this order.')).toBeTruthy();
  });

  it('gives the crew the delivery site’s contact and notes', async () => {
    answer(
      orderDetail({
        site: {
          id: 4,
          name: 'Salthill',
          contactName: 'Pádraig Ó Sé',
          contactPhone: '+353875550123',
          deliveryNotes: 'Deliveries 7–11 am only.\nNo lorries over 7.5 t.',
        },
      }),
    );
    renderOrder();
    const line = await screen.findByRole('region', { name: 'Order line' });
    expect(within(line).getByText('Pádraig Ó Sé, +353 87 555 0123')).toBeTruthy();
    expect(
      within(line).getByText(/Deliveries 7–11 am only\.\s+No lorries over 7\.5 t\./),
    ).toBeTruthy();
  });

  it('tells what staff changed in words, not the audit log’s names', async () => {
    const by = { actorName: 'Nuala Planner', actorEmail: 'planner@example.com' };
    answer(
      orderDetail(
        {},
        {
          audit: [
            {
              id: 9,
              action: 'mark-paid',
              before: { paidAt: null },
              after: { paidAt: '2026-11-24T08:13:56.390Z' },
              createdAt: '2026-11-24T08:13:56.390Z',
              ...by,
            },
            {
              id: 10,
              action: 'cancel',
              before: { status: 'active', isCancellable: false },
              after: { status: 'cancelled', isCancellable: false, reason: 'Duplicate order' },
              createdAt: '2026-11-24T09:00:00.000Z',
              ...by,
            },
            {
              id: 8,
              action: 'delivery-status',
              before: { deliveryStatus: 'Order Placed', isCancellable: true },
              after: { deliveryStatus: 'Scheduled', isCancellable: false },
              createdAt: '2026-11-23T09:00:00.000Z',
              ...by,
            },
            {
              id: 7,
              action: 'delivery-status',
              before: { deliveryStatus: 'Scheduled', isCancellable: false },
              after: { deliveryStatus: 'Order Placed', isCancellable: false },
              createdAt: '2026-11-22T09:00:00.000Z',
              ...by,
            },
          ],
        },
      ),
    );
    renderOrder();
    expect(await screen.findByText('Marked paid')).toBeTruthy();
    expect(screen.getByText('Status: Open → Cancelled')).toBeTruthy();
    expect(screen.getByText('Reason: Duplicate order')).toBeTruthy();
    expect(screen.getByText(/^Paid: — → 24 Nov 2026/)).toBeTruthy();
    expect(screen.getAllByText('Delivery status set')).toHaveLength(2);
    expect(screen.getByText('Delivery status: Order Placed → Scheduled')).toBeTruthy();
    expect(screen.getByText('Customer may cancel: yes → no')).toBeTruthy();
    // An unchanged field is not listed ("isCancellable: false → false").
    expect(screen.getAllByText(/^Customer may cancel/)).toHaveLength(1);
    expect(screen.queryByText(/mark-paid|isCancellable|paidAt|T08:13/)).toBeNull();
  });

  it('advances the delivery status after a confirmation that says the customer is emailed', async () => {
    answer(
      orderDetail(),
      undefined,
      orderDetail({ deliveryStatusId: 2, deliveryStatus: 'In Production' }),
    );
    const user = userEvent.setup();
    renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Advance to In Production' }));
    const dialog = screen.getByRole('dialog', { name: 'Set TRK-ADMIN00041 to In Production?' });
    expect(within(dialog).getByText(/ciara@doyle\.ie\) will be emailed/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Set to In Production' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Done.', { autoClose: 2000 }));
    expect(actions()).toEqual([
      ['PUT', '/api/admin/orders/41/delivery-status', JSON.stringify({ deliveryStatusId: 2 })],
    ]);
    expect(await screen.findByRole('button', { name: 'Advance to Scheduled' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sets any status from the list, warning that Scheduled ends the customer’s cancel', async () => {
    answer(orderDetail(), () =>
      jsonResponse({ message: 'The order already has this delivery status.' }, 409),
    );
    const user = userEvent.setup();
    renderOrder();
    const set = await screen.findByRole('button', { name: 'Set status' });
    expect((set as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Set delivery status'), 'Scheduled');
    await user.click(set);
    const dialog = screen.getByRole('dialog', { name: 'Set TRK-ADMIN00041 to Scheduled?' });
    expect(within(dialog).getByText(/can no longer cancel this order/)).toBeTruthy();
    expect(within(dialog).queryByText(/invoiced/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Set to Scheduled' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('The order already has this delivery status.', {
        autoClose: 4000,
      }),
    );
    expect(actions()[0]![2]).toBe(JSON.stringify({ deliveryStatusId: 3 }));
  });

  it('cancels on the customer’s behalf with a reason, after confirming', async () => {
    answer(orderDetail());
    const user = userEvent.setup();
    renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel TRK-ADMIN00041?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Room not ready');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(actions()).toEqual([
        ['POST', '/api/admin/orders/41/cancel', JSON.stringify({ reason: 'Room not ready' })],
      ]),
    );
  });

  it('marks the order paid after confirming; Keep order changes nothing', async () => {
    answer(orderDetail());
    const user = userEvent.setup();
    renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark TRK-ADMIN00041 paid?' });
    expect(within(dialog).getByText(/€984\.00 from Ciara Doyle/)).toBeTruthy();
    expect(within(dialog).getByText(/The order is invoiced/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(actions()).toHaveLength(1));
    expect(actions()[0]!.slice(0, 2)).toEqual(['POST', '/api/admin/orders/41/mark-paid']);
  });

  it('offers no action a cancelled order refuses, and says who cancelled it', async () => {
    answer(
      orderDetail({
        status: 'cancelled',
        cancelledAt: '2026-11-05T10:00:00Z',
        cancelledByName: 'Nuala Planner',
        staffCanCancel: false,
        customerCanCancel: false,
      }),
    );
    renderOrder();
    expect(await screen.findByText('Cancelled 5 Nov 2026 by Nuala Planner.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Advance/ })).toBeNull();
    expect(screen.getByText('A cancelled order’s delivery status is final.')).toBeTruthy();
  });

  it('shows the invoice and what it still owes; an invoiced order is paid on its company page', async () => {
    answer(
      orderDetail(
        {
          deliveryStatusId: 5,
          deliveryStatus: 'Order Delivered',
          staffCanCancel: false,
          customerCanCancel: false,
          isCancellable: false,
          totalPrice: 1276.74,
        },
        {
          invoice: {
            number: 'INV-2026-000003',
            issueDate: '2026-11-20',
            dueDate: '2026-12-20',
            openAmount: 638.37,
            status: 'open',
          },
          credit: {
            openAmount: 1276.74,
            creditLimit: 10000,
            openOrdersTotal: 1968,
            availableCredit: 8032,
          },
        },
      ),
    );
    renderOrder();
    const invoice = await screen.findByRole('region', { name: 'Invoice' });
    expect(
      within(invoice).getByRole('link', { name: 'Invoice INV-2026-000003' }).getAttribute('href'),
    ).toBe('/api/admin/documents/INV-2026-000003/pdf');
    expect(within(invoice).getByText('€638.37')).toBeTruthy();
    expect(within(invoice).getByText('20 Dec 2026')).toBeTruthy();
    // The invoice holds the credit now, not the order: nothing is released by this page.
    const credit = screen.getByRole('region', { name: 'Credit effect' });
    expect(within(credit).getByText('Its invoice still owes')).toBeTruthy();
    expect(within(credit).getByText('€638.37')).toBeTruthy();
    expect(within(credit).queryByText('€1,276.74')).toBeNull();
    expect(within(credit).queryByText(/releases/)).toBeNull();

    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invoice now' })).toBeNull();
    expect(
      screen
        .getByRole('link', { name: 'Record a payment on the company page' })
        .getAttribute('href'),
    ).toBe('/admin/companies/3');
    const delivery = screen.getByRole('region', { name: 'Delivery status' });
    expect(within(delivery).getByText(/This order is invoiced \(INV-2026-000003\)/)).toBeTruthy();
    expect(within(delivery).queryByRole('button')).toBeNull();
    expect(within(delivery).queryByLabelText('Set delivery status')).toBeNull();
  });

  it('offers no Invoice now on a delivered order paid before invoicing, and says why', async () => {
    answer(
      orderDetail({
        deliveryStatusId: 5,
        deliveryStatus: 'Order Delivered',
        staffCanCancel: false,
        customerCanCancel: false,
        paidAt: '2026-10-19T10:00:00.000Z',
      }),
    );
    renderOrder();
    expect(await screen.findByText(/Paid before invoicing began/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invoice now' })).toBeNull();
    expect(screen.queryByText(/Not invoiced yet/)).toBeNull();
  });

  it('invoices a delivered order now after confirming, and toasts the invoice number', async () => {
    let finish: (response: Response) => void = () => {};
    const delivered = orderDetail({
      deliveryStatusId: 5,
      deliveryStatus: 'Order Delivered',
      staffCanCancel: false,
      customerCanCancel: false,
    });
    answer(
      delivered,
      () => new Promise<Response>((resolve) => (finish = resolve)) as unknown as Response,
      {
        ...delivered,
        invoice: {
          number: 'INV-2026-000007',
          issueDate: '2026-11-28',
          dueDate: '2026-12-28',
          openAmount: 984,
          status: 'open',
        },
      },
    );
    const user = userEvent.setup();
    renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Invoice now' }));
    const dialog = screen.getByRole('dialog', { name: 'Invoice TRK-ADMIN00041 now?' });
    expect(within(dialog).getByText(/emailed to the company’s invoice email/)).toBeTruthy();
    expect(
      within(dialog).getByText(/no longer be moved back from Order Delivered or cancelled/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Invoice now' }));
    expect(await within(dialog).findByRole('button', { name: 'Invoicing…' })).toBeTruthy();
    finish(
      jsonResponse({
        success: true,
        message: 'Invoice issued: INV-2026-000007',
        number: 'INV-2026-000007',
      }),
    );
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Invoice issued: INV-2026-000007', {
        autoClose: 2000,
      }),
    );
    expect(actions()).toEqual([['POST', '/api/admin/orders/41/invoice', undefined]]);
    expect(await screen.findByRole('link', { name: 'Invoice INV-2026-000007' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invoice now' })).toBeNull();
  });

  it('warns before delivering that the order will be invoiced and then stays delivered', async () => {
    answer(orderDetail({ deliveryStatusId: 4, deliveryStatus: 'Out for Delivery' }));
    const user = userEvent.setup();
    renderOrder();
    await user.click(await screen.findByRole('button', { name: 'Advance to Order Delivered' }));
    const dialog = screen.getByRole('dialog', { name: 'Set TRK-ADMIN00041 to Order Delivered?' });
    expect(
      within(dialog).getByText(
        /The order will be invoiced .* and the invoice emailed to the company’s invoice email\. Once invoiced it can no longer be moved back or cancelled\./,
      ),
    ).toBeTruthy();
  });

  it('says so when there is no such order', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Order Not Found' }, 404));
    renderOrder(999);
    expect((await screen.findByRole('alert')).textContent).toBe('There is no such order.');
    expect(screen.getByRole('link', { name: 'Back to orders' })).toBeTruthy();
  });
});
