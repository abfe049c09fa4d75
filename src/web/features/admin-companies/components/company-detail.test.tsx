import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_NAME_MESSAGE } from '#src/shared/schemas/accounts';
import { PAYMENT_TERMS_MESSAGE } from '#src/shared/schemas/admin-companies';
import { VAT_NUMBER_MESSAGE } from '#src/shared/domain/vat-number';
import { LAST_OWNER } from '#src/shared/schemas/companies';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { routeFetch, sentRequests } from '#src/web/testing/route-fetch';
import type { CompanyDetail as Detail } from '../types';
import { companyDetail } from '../testing/fixtures';
import { CompanyDetail } from './company-detail';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast: toasts }));
afterEach(() => {
  toasts.success.mockReset();
  toasts.error.mockReset();
});

const fetchMock = stubFetch();
const ok = (message: string) => jsonResponse({ success: true, message });

/** A tiny server: the company changes as the console's changes arrive. */
function serve(initial: Detail = companyDetail()) {
  let detail = initial;
  let release: (() => void) | undefined;
  routeFetch(fetchMock, {
    'GET /api/admin/companies/12': () => jsonResponse(detail),
    'GET /api/admin/audit': () =>
      jsonResponse({
        success: true,
        entries: [
          {
            id: 1,
            action: 'details',
            before: { payment_terms_days: 30 },
            after: { payment_terms_days: 45 },
            createdAt: '2026-06-01T11:30:00.000Z',
            actorName: 'Aoife Byrne',
            actorEmail: 'admin@example.com',
          },
        ],
      }),
    'PUT /api/admin/companies/12': async ({ body }) => {
      const sent = body as { invoice_email: string };
      if (sent.invoice_email === 'bounced@murphyhotels.ie') {
        return jsonResponse(
          {
            success: false,
            message: 'This address bounced',
            errors: [{ field: 'invoice_email', message: 'This address bounced' }],
          },
          400,
        );
      }
      // Held until the test lets it through, to see the form while it saves.
      await new Promise<void>((resolve) => (release = resolve));
      detail = { ...detail, company: { ...detail.company, ...(body as object) } };
      return ok('Company updated');
    },
    'PUT /api/admin/companies/12/members/7': () =>
      jsonResponse({ success: false, message: LAST_OWNER, errors: [] }, 409),
    'PUT /api/admin/companies/12/members/9': ({ body }) => {
      const change = body as { role: 'approver'; spending_limit: number | null; active: boolean };
      detail = {
        ...detail,
        members: detail.members.map((m) => (m.id === 9 ? { ...m, ...change } : m)),
      };
      return ok('Member updated');
    },
  });
  return { release: () => release?.() };
}

const show = () =>
  renderAt('/admin/companies/12', <CompanyDetail />, { path: '/admin/companies/:id' });
const section = (name: string | RegExp) => within(screen.getByRole('region', { name }));
const writes = () => sentRequests(fetchMock).filter((r) => !r.request.startsWith('GET'));

describe('CompanyDetail', () => {
  it('shows the company, its credit and trail, members, sites, orders and history', async () => {
    serve();
    show();
    expect(await screen.findByRole('heading', { name: 'Murphy Hotels', level: 1 })).toBeTruthy();
    expect(section('Details').getByText('IE6388047V')).toBeTruthy();
    expect(section('Details').getByText('30 days')).toBeTruthy();
    const credit = section('Credit');
    expect(credit.getByText('€48,500.25')).toBeTruthy();
    expect(credit.getByText('€1,499.75')).toBeTruthy();
    expect(
      credit.getByText(/€20,000.00 → €50,000.00 by Aoife Byrne \(Second hotel opened\)/),
    ).toBeTruthy();
    const members = section('Members (2)');
    expect(members.getByText('aisling@murphyhotels.ie')).toBeTruthy();
    expect(members.getByLabelText<HTMLSelectElement>('Role of Aisling Walsh').value).toBe('buyer');
    expect(section('Delivery sites').getByText('1 Promenade, Galway, H91 E2K3')).toBeTruthy();
    const orders = section('Recent orders');
    expect(orders.getByRole('link', { name: 'TRK-AB12CD' }).getAttribute('href')).toBe(
      '/admin/orders/301',
    );
    expect(orders.getByText('Aisling Walsh')).toBeTruthy();
    const history = section('History');
    expect(await history.findByText('Company details corrected')).toBeTruthy();
    expect(history.getByText('payment terms days: 30 → 45')).toBeTruthy();
  });

  it('corrects the details: field errors first, the typed values kept on a refusal, then saves', async () => {
    const server = serve();
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Correct details' }));
    const form = within(screen.getByRole('form', { name: 'Correct the company' }));
    const shortName = form.getByLabelText('Short name');
    await user.clear(shortName);
    await user.type(shortName, 'Galway Bay Hotel Group');
    const terms = form.getByLabelText('Payment terms (days)');
    await user.clear(terms);
    await user.type(terms, '121');
    await user.click(form.getByRole('button', { name: 'Save company' }));
    expect(form.getByText(COMPANY_NAME_MESSAGE)).toBeTruthy();
    expect(form.getByText(PAYMENT_TERMS_MESSAGE)).toBeTruthy();
    expect(shortName.getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toHaveLength(0);

    await user.clear(shortName);
    await user.type(shortName, 'Galway Bay');
    await user.clear(terms);
    await user.type(terms, '45');
    const vat = form.getByLabelText('VAT number (optional)');
    await user.clear(vat);
    await user.type(vat, 'IE123');
    await user.click(form.getByRole('button', { name: 'Save company' }));
    expect(form.getByText(VAT_NUMBER_MESSAGE)).toBeTruthy();
    expect(writes()).toHaveLength(0);

    // Refused by the server: its message under the field, what was typed kept.
    await user.clear(vat);
    const email = form.getByLabelText('Invoice email');
    await user.clear(email);
    await user.type(email, 'bounced@murphyhotels.ie');
    await user.click(form.getByRole('button', { name: 'Save company' }));
    expect(await form.findByText('This address bounced')).toBeTruthy();
    expect((shortName as HTMLInputElement).value).toBe('Galway Bay');
    expect((email as HTMLInputElement).value).toBe('bounced@murphyhotels.ie');

    await user.clear(email);
    await user.type(email, 'accounts@murphyhotels.ie');
    await user.click(form.getByRole('button', { name: 'Save company' }));
    expect(await form.findByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    server.release();
    expect(await screen.findByRole('heading', { name: 'Galway Bay', level: 1 })).toBeTruthy();
    expect(writes().at(-1)).toEqual({
      request: 'PUT /api/admin/companies/12',
      body: {
        registered_name: 'Murphy Hotels Group Limited',
        short_name: 'Galway Bay',
        vat_number: null,
        invoice_email: 'accounts@murphyhotels.ie',
        payment_terms_days: 45,
      },
    });
    expect(toasts.success).toHaveBeenCalled();
  });

  it('changes a member after confirming what changes, and says why a change is refused', async () => {
    serve();
    const user = userEvent.setup();
    show();
    const members = within(await screen.findByRole('region', { name: 'Members (2)' }));
    await user.selectOptions(members.getByLabelText('Role of Aisling Walsh'), 'approver');
    const limit = members.getByLabelText(/Limit per order of Aisling Walsh/);
    await user.clear(limit);
    await user.type(limit, '-5');
    await user.click(members.getByRole('button', { name: 'Save Aisling Walsh' }));
    expect(members.getByText('The limit cannot be negative')).toBeTruthy();
    await user.clear(limit);
    await user.click(members.getByRole('button', { name: 'Save Aisling Walsh' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText('role Buyer → Approver; limit per order €2,000.00 → none.'),
    ).toBeTruthy();
    expect(writes()).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Save change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes().at(-1)).toEqual({
      request: 'PUT /api/admin/companies/12/members/9',
      body: { role: 'approver', spending_limit: null, active: true },
    });

    await user.click(members.getByRole('checkbox', { name: 'Active: Declan Murphy' }));
    await user.click(members.getByRole('button', { name: 'Save Declan Murphy' }));
    const refused = within(await screen.findByRole('dialog'));
    await user.click(refused.getByRole('button', { name: 'Save change' }));
    expect(await refused.findByText(LAST_OWNER)).toBeTruthy();
    await user.click(refused.getByRole('button', { name: 'Cancel' }));
    // The edit stays for staff to correct.
    expect(
      members.getByRole<HTMLInputElement>('checkbox', { name: 'Active: Declan Murphy' }).checked,
    ).toBe(false);
  });

  it('says so for a company that does not exist', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/companies/12': () => jsonResponse({ success: false, message: 'No' }, 404),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'No such company' })).toBeTruthy();
  });
});
