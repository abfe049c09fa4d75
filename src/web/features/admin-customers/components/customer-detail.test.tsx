import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EIRCODE_MESSAGE } from '#src/shared/domain/eircode';
import { CITY_MESSAGE } from '#src/shared/schemas/accounts';
import { PHONE_MESSAGE } from '#src/shared/schemas/contact';
import { jsonResponse, renderAt } from '#src/web/testing/render';
import type { CustomerDetail as Detail } from '../types';
import { auditEntry, customerDetail, routeFetch, sentRequests } from '../testing/fixtures';
import { screenTestSetup, toasts } from '../testing/screen-test';
import { CustomerDetail } from './customer-detail';

vi.mock('react-toastify', async () => ({
  toast: (await import('../testing/screen-test')).toasts,
}));

const fetchMock = screenTestSetup();

/** A tiny server: the detail answer changes as the console's changes arrive. */
function serve(initial: Detail = customerDetail()) {
  let detail = initial;
  const audit = [auditEntry()];
  const ok = (message: string) => jsonResponse({ success: true, message });
  let release: (() => void) | undefined;
  routeFetch(fetchMock, {
    'GET /api/admin/customers/7': () => jsonResponse(detail),
    'PUT /api/admin/customers/7': async ({ body }) => {
      const profile = body as Partial<Detail['customer']>;
      if (profile.delivery_city === 'Atlantis') {
        const message = 'We do not deliver to Atlantis';
        return jsonResponse(
          { success: false, message, errors: [{ field: 'delivery_city', message }] },
          400,
        );
      }
      // Held until the test lets it through, to see the form while it saves.
      await new Promise<void>((resolve) => (release = resolve));
      detail = { ...detail, customer: { ...detail.customer, ...profile } };
      audit.unshift(
        auditEntry({
          id: 3,
          action: 'profile',
          before: { office_city: 'Galway' },
          after: { office_city: 'Salthill' },
        }),
      );
      return ok('Customer details updated');
    },
    'GET /api/admin/audit': () => jsonResponse({ success: true, entries: audit }),
    'PUT /api/admin/customers/7/credit-limit': ({ body }) => {
      const { credit_limit } = body as { credit_limit: number };
      detail = customerDetail(
        {},
        {
          limit: credit_limit,
          available: credit_limit - 1499.75,
          last_change: {
            old_limit: 50000,
            new_limit: credit_limit,
            note: null,
            changed_at: '2026-11-22T12:00:00.000Z',
            changed_by: { name: 'Nuala Planner', email: 'planner@example.com' },
          },
        },
      );
      return ok('Credit limit updated');
    },
    'POST /api/admin/customers/7/suspend': ({ body }) => {
      detail = customerDetail({
        status: 'suspended',
        status_reason: (body as { reason: string }).reason,
      });
      audit.unshift(
        auditEntry({
          id: 2,
          action: 'suspend',
          before: { status: 'approved' },
          after: { status: 'suspended', reason: 'Unpaid invoices' },
        }),
      );
      return ok('Customer suspended');
    },
    'POST /api/admin/applications/7/approve': ({ body }) => {
      detail = customerDetail({ status: 'approved' });
      return jsonResponse({ success: true, message: 'Approved', user: body });
    },
    'POST /api/admin/customers/7/reactivate': () => {
      detail = customerDetail({ status: 'approved' });
      return ok('Customer reactivated');
    },
  });
  return { release: () => release?.() };
}

const show = () =>
  renderAt('/admin/customers/7', <CustomerDetail />, { path: '/admin/customers/:id' });
const section = (name: string) => within(screen.getByRole('region', { name }));
const posts = () => sentRequests(fetchMock).filter((r) => !r.request.startsWith('GET'));

describe('CustomerDetail', () => {
  it('says when it lists only the newest of more open orders', async () => {
    const detail = customerDetail();
    serve({ ...detail, open_orders: { ...detail.open_orders, count: 612 } });
    show();
    const orders = within(await screen.findByRole('region', { name: 'Open orders (612)' }));
    expect(
      orders.getByText('The newest 1 of them; all their orders are in the orders list.'),
    ).toBeTruthy();
  });

  it('shows the profile, credit with who changed it, open orders and the history', async () => {
    serve();
    show();
    expect(await screen.findByRole('heading', { name: /Declan Murphy/, level: 1 })).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(section('Profile').getByText('declan@murphyhotels.ie')).toBeTruthy();
    expect(section('Profile').getByText('12 Quay Street, Galway, H91 X2Y3')).toBeTruthy();

    const credit = section('Credit');
    expect(credit.getByText('€50,000.00')).toBeTruthy();
    expect(credit.getByText('€48,500.25')).toBeTruthy();
    // What the company's credit holds is more than this buyer's open orders.
    expect(credit.getByText('Held by unpaid invoices, open orders and approvals')).toBeTruthy();
    expect(
      credit.getByText(/Last changed .* by Aoife Byrne \(from €20,000.00\): Second hotel/),
    ).toBeTruthy();

    const orders = section('Open orders (1)');
    expect(orders.getByRole('link', { name: 'TRK-AB12CD' }).getAttribute('href')).toBe(
      '/admin/orders/301',
    );
    expect(orders.getByRole('link', { name: 'All their orders' }).getAttribute('href')).toBe(
      '/admin/orders?customer=declan%40murphyhotels.ie',
    );
    expect(orders.getByText('Oslo Divan Bed × 3')).toBeTruthy();
    expect(orders.getByText('In Production')).toBeTruthy();
    expect(orders.queryByText(/The newest/)).toBeNull();
    expect(orders.getByText(/Held against the company’s credit \(every member’s/)).toBeTruthy();

    const history = section('History');
    expect(await history.findByText('Credit limit changed')).toBeTruthy();
    expect(history.getByText('Credit limit: €20,000.00 → €50,000.00')).toBeTruthy();
    expect(history.getByText('Note: Second hotel opened')).toBeTruthy();
    expect(
      sentRequests(fetchMock).some(
        (r) => r.request === 'GET /api/admin/audit?entityType=customer&entityId=7',
      ),
    ).toBe(true);
  });

  it('changes the credit limit, confirms and shows the new figures', async () => {
    serve();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Change credit limit' }));
    const form = within(screen.getByRole('form', { name: 'Change credit limit' }));
    const input = form.getByLabelText('New credit limit (€)');
    expect((input as HTMLInputElement).value).toBe('50000.00');
    await user.clear(input);
    await user.type(input, '1.234');
    await user.click(form.getByRole('button', { name: 'Save credit limit' }));
    expect(form.getByText('Use at most 2 decimals')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '12,50');
    await user.click(form.getByRole('button', { name: 'Save credit limit' }));
    expect(form.getByText('Use a point for decimals, as in 249.99')).toBeTruthy();

    // Allowed below what the credit holds (€1,499.75 here), and said.
    await user.clear(input);
    await user.type(input, '1000');
    expect(form.getByText(/^Below the €1,499.75 its credit already holds/)).toBeTruthy();
    await user.clear(input);
    await user.type(input, '60000');
    expect(form.queryByText(/^Below the/)).toBeNull();
    await user.type(form.getByLabelText('Note (optional)'), 'New wing');
    await user.click(form.getByRole('button', { name: 'Save credit limit' }));
    await waitFor(() => {
      expect(toasts.success).toHaveBeenCalledWith(
        'Credit limit set to €60,000.00',
        expect.anything(),
      );
    });
    expect(posts()).toEqual([
      {
        request: 'PUT /api/admin/customers/7/credit-limit',
        body: { credit_limit: 60000, note: 'New wing' },
      },
    ]);
    expect(await section('Credit').findByText('€58,500.25')).toBeTruthy();
    expect(section('Credit').getByText(/by Nuala Planner/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Change credit limit' })).toBeNull();
  });

  it('corrects the details: field errors first, the typed values kept on a refusal, then saves', async () => {
    const server = serve();
    const user = userEvent.setup();
    show();
    const profile = within(await screen.findByRole('region', { name: 'Profile' }));
    await user.click(profile.getByRole('button', { name: 'Correct details' }));
    const form = within(profile.getByRole('form', { name: 'Correct the customer' }));
    const name = form.getByLabelText<HTMLInputElement>('Full name');
    expect(name.value).toBe('Declan Murphy');
    expect(form.getByLabelText<HTMLSelectElement>('Country').value).toBe('IE');
    expect(form.getByLabelText<HTMLInputElement>('Delivery Eircode').value).toBe('H91 A1B2');

    await user.clear(name);
    const phone = form.getByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, '087');
    const officeCity = form.getByLabelText('Office city');
    await user.clear(officeCity);
    await user.type(officeCity, 'Galway 2');
    const officeEircode = form.getByLabelText('Office Eircode');
    await user.clear(officeEircode);
    await user.type(officeEircode, 'nope');
    await user.click(form.getByRole('button', { name: 'Save customer' }));
    expect(form.getByText('full name is required')).toBeTruthy();
    expect(form.getByText(PHONE_MESSAGE)).toBeTruthy();
    expect(form.getByText(CITY_MESSAGE)).toBeTruthy();
    expect(form.getByText(EIRCODE_MESSAGE)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);

    // Refused by the server: its message under the field, everything typed kept.
    await user.type(name, 'Declan Ó Murchú');
    await user.clear(phone);
    await user.type(phone, '087 555 0999');
    await user.clear(officeCity);
    await user.type(officeCity, 'Salthill');
    await user.clear(officeEircode);
    await user.type(officeEircode, 'h91 e2k3');
    await user.selectOptions(form.getByLabelText('Country'), 'GB');
    const deliveryCity = form.getByLabelText('Delivery city');
    await user.clear(deliveryCity);
    await user.type(deliveryCity, 'Atlantis');
    await user.click(form.getByRole('button', { name: 'Save customer' }));
    expect(await form.findByText('We do not deliver to Atlantis')).toBeTruthy();
    expect(name.value).toBe('Declan Ó Murchú');
    expect((officeCity as HTMLInputElement).value).toBe('Salthill');
    expect(form.getByLabelText<HTMLSelectElement>('Country').value).toBe('GB');

    await user.clear(deliveryCity);
    await user.type(deliveryCity, 'Oranmore');
    await user.click(form.getByRole('button', { name: 'Save customer' }));
    expect(await form.findByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    expect(form.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    server.release();
    // The page reads the customer again: the new name and address, the form gone.
    expect(await screen.findByRole('heading', { name: /Declan Ó Murchú/, level: 1 })).toBeTruthy();
    expect(profile.getByText('12 Quay Street, Salthill, H91 E2K3')).toBeTruthy();
    expect(profile.queryByRole('form')).toBeNull();
    expect(posts()).toEqual([
      expect.objectContaining({ request: 'PUT /api/admin/customers/7' }),
      {
        request: 'PUT /api/admin/customers/7',
        body: {
          full_name: 'Declan Ó Murchú',
          phone_number: '+353875550999',
          country: 'GB',
          office_address: '12 Quay Street',
          office_city: 'Salthill',
          office_eir_code: 'H91 E2K3',
          delivery_address: 'Unit 7, Oranmore Park',
          delivery_city: 'Oranmore',
          delivery_eir_code: 'H91 A1B2',
        },
      },
    ]);
    expect(toasts.success).toHaveBeenCalledWith('Customer details updated', expect.anything());
    const history = section('History');
    expect(await history.findByText('Details corrected')).toBeTruthy();
    expect(history.getByText('Office city: Galway → Salthill')).toBeTruthy();
  });

  it('suspends only after a confirmation with a reason', async () => {
    serve();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Suspend account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Declan Murphy?' }));
    expect(dialog.getByText(/signed out everywhere/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(dialog.getByText('Give the reason')).toBeTruthy();
    expect(posts()).toEqual([]);

    await user.type(dialog.getByLabelText('Reason'), 'Unpaid invoices');
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => {
      expect(toasts.success).toHaveBeenCalledWith(
        'Customer suspended; their sessions have ended',
        expect.anything(),
      );
    });
    expect(posts()).toEqual([
      { request: 'POST /api/admin/customers/7/suspend', body: { reason: 'Unpaid invoices' } },
    ]);
    expect(await screen.findByRole('button', { name: 'Reactivate account' })).toBeTruthy();
    expect(screen.getByText(/Suspended on .* by Aoife Byrne: Unpaid invoices/)).toBeTruthy();
    expect(await section('History').findByText('Account suspended')).toBeTruthy();
  });

  it('cancelling the suspension changes nothing', async () => {
    serve();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Suspend account' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toEqual([]);
  });

  it('reactivates a suspended customer after a confirmation', async () => {
    serve(customerDetail({ status: 'suspended', status_reason: 'Unpaid invoices' }));
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Reactivate account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reactivate Declan Murphy?' }));
    await user.click(dialog.getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => {
      expect(toasts.success).toHaveBeenCalledWith('Customer reactivated', expect.anything());
    });
    expect(posts()).toEqual([
      { request: 'POST /api/admin/customers/7/reactivate', body: undefined },
    ]);
    expect(await screen.findByRole('button', { name: 'Suspend account' })).toBeTruthy();
  });

  it('approves a rejected applicant after all, with a credit limit', async () => {
    serve(customerDetail({ status: 'rejected', status_reason: 'Not a trade business' }));
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Approve after all' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve application' }));
    await user.type(dialog.getByRole('textbox', { name: 'Credit limit (€)' }), '2000');
    await user.click(dialog.getByRole('button', { name: /Approve/ }));
    await waitFor(() => {
      expect(posts()).toEqual([
        { request: 'POST /api/admin/applications/7/approve', body: { credit_limit: 2000 } },
      ]);
    });
    expect(await screen.findByRole('button', { name: 'Suspend account' })).toBeTruthy();
  });

  it('tells when there is no such customer', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/customers/7': () => jsonResponse({ message: 'No such customer.' }, 404),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'No such customer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All customers' })).toBeTruthy();
  });
});
