import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COMPANY_NAME_MESSAGE,
  REGISTERED_NAME_MAX,
  REGISTERED_NAME_MESSAGE,
} from '#src/shared/schemas/accounts';
import {
  CREDIT_HOLD_DAYS_MESSAGE,
  PAYMENT_TERMS_MESSAGE,
} from '#src/shared/schemas/admin-companies';
import { VAT_NUMBER_MESSAGE } from '#src/shared/domain/vat-number';
import {
  ALREADY_A_MEMBER,
  INVITATION_NOT_FOUND,
  LAST_OWNER,
  SITE_NAME_TAKEN,
  SITE_NOT_FOUND,
} from '#src/shared/schemas/companies';
import { EMAIL_MESSAGE, PHONE_MESSAGE } from '#src/shared/schemas/contact';
import { EIRCODE_MESSAGE } from '#src/shared/domain/eircode';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { routeFetch, sentRequests } from '#src/web/testing/route-fetch';
import type { CompanyDetail as Detail, CompanyInvitation, CompanySite } from '../types';
import { documentList } from '../testing/account-fixtures';
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
/** The server's refusal: its message, and under a field when it names one. */
const refuse = (status: number, message: string, field?: string) =>
  jsonResponse({ success: false, message, errors: field ? [{ field, message }] : [] }, status);

/** A tiny server: the company changes as the console's changes arrive. */
function serve(initial: Detail = companyDetail()) {
  let detail = initial;
  let release: (() => void) | undefined;
  /** A save is held until the test lets it through, to see the form while it saves. */
  const held = () => new Promise<void>((resolve) => (release = resolve));
  routeFetch(fetchMock, {
    'GET /api/admin/companies/12': () => jsonResponse(detail),
    // The Account section's summary reads the company's terms as the server does.
    'GET /api/admin/companies/12/documents': () =>
      jsonResponse(
        documentList({
          paymentTermsDays: detail.company.payment_terms_days,
          creditHoldDays: detail.company.credit_hold_days,
        }),
      ),
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
          {
            id: 2,
            action: 'member',
            before: { member: 9, role: 'buyer', active: true },
            after: { member: 9, role: 'approver', active: true },
            createdAt: '2026-06-02T11:30:00.000Z',
            actorName: 'Declan Murphy',
            actorEmail: 'declan@murphyhotels.ie',
          },
          {
            id: 4,
            action: 'site-added',
            before: null,
            after: { id: 31, name: 'Salthill', contact_phone: '+353875550123' },
            createdAt: '2026-06-04T11:30:00.000Z',
            actorName: 'Declan Murphy',
            actorEmail: 'declan@murphyhotels.ie',
          },
          {
            id: 3,
            action: 'invited',
            before: null,
            after: { invitation: 4, email: 'niamh@murphyhotels.ie', role: 'buyer' },
            createdAt: '2026-06-03T11:30:00.000Z',
            actorName: 'Declan Murphy',
            actorEmail: 'declan@murphyhotels.ie',
          },
          {
            id: 10,
            action: 'payment',
            before: null,
            after: { paymentId: 8, amount: 10, method: 'bank_transfer', receivedOn: '2027-03-08' },
            createdAt: '2027-03-08T11:30:00.000Z',
            actorName: 'Aoife Byrne',
            actorEmail: 'admin@example.com',
          },
          {
            id: 11,
            action: 'credit-hold-lifted',
            before: null,
            after: { liftedOn: '2027-03-08' },
            createdAt: '2027-03-08T11:31:00.000Z',
            actorName: 'Aoife Byrne',
            actorEmail: 'admin@example.com',
          },
          {
            id: 12,
            action: 'credit-note',
            before: null,
            after: {
              number: 'CN-2026-000002',
              invoice: 'INV-2026-000101',
              kind: 'return',
              amount: 1083.38,
              reason: 'Headboard damaged',
            },
            createdAt: '2027-03-08T11:32:00.000Z',
            actorName: 'Aoife Byrne',
            actorEmail: 'admin@example.com',
          },
          {
            id: 13,
            action: 'allocation',
            before: null,
            after: { paymentId: 8, allocations: [{ invoice: 'INV-2026-000140', amount: 150 }] },
            createdAt: '2027-03-08T11:33:00.000Z',
            actorName: 'Aoife Byrne',
            actorEmail: 'admin@example.com',
          },
          {
            id: 14,
            action: 'refund',
            before: null,
            after: {
              paymentId: 8,
              amount: 40,
              refundedOn: '2027-03-09',
              bankReference: 'RF 1',
            },
            createdAt: '2027-03-09T11:30:00.000Z',
            actorName: 'Aoife Byrne',
            actorEmail: 'admin@example.com',
          },
        ],
      }),
    'PUT /api/admin/companies/12': async ({ body }) => {
      const sent = body as { invoice_email: string };
      if (sent.invoice_email === 'bounced@murphyhotels.ie') {
        return refuse(400, 'This address bounced', 'invoice_email');
      }
      await held();
      detail = { ...detail, company: { ...detail.company, ...(body as object) } };
      return ok('Company updated');
    },
    'PUT /api/admin/companies/12/members/7': () => refuse(409, LAST_OWNER),
    'POST /api/admin/companies/12/sites': async ({ body }) => {
      const site = body as Omit<CompanySite, 'id' | 'archived'>;
      if (detail.sites.some((s) => s.name === site.name)) {
        return refuse(409, SITE_NAME_TAKEN, 'name');
      }
      await held();
      const added = { id: 4, ...site, archived: false };
      detail = { ...detail, sites: [...detail.sites, added] };
      return jsonResponse({ success: true, site: added }, 201);
    },
    'PUT /api/admin/companies/12/sites/3': async ({ body }) => {
      const site = body as Omit<CompanySite, 'id' | 'archived'>;
      if (site.delivery_notes === 'Gone') {
        return refuse(404, SITE_NOT_FOUND);
      }
      await held();
      detail = {
        ...detail,
        sites: detail.sites.map((s) => (s.id === 3 ? { ...s, ...site } : s)),
      };
      return jsonResponse({ success: true, site: { id: 3, ...site } });
    },
    'POST /api/admin/companies/12/invitations': async ({ body }) => {
      const sent = body as Pick<CompanyInvitation, 'email' | 'role' | 'spending_limit'>;
      if (detail.members.some((m) => m.email === sent.email)) {
        return refuse(409, ALREADY_A_MEMBER, 'email');
      }
      await held();
      const invitation: CompanyInvitation = {
        id: 40,
        ...sent,
        invited_by: 'Trade sales team',
        expires_at: '2026-12-01T10:00:00.000Z',
        created_at: '2026-11-24T10:00:00.000Z',
      };
      detail = { ...detail, invitations: [...detail.invitations, invitation] };
      return jsonResponse({ success: true, message: 'Invitation sent' }, 201);
    },
    'DELETE /api/admin/companies/12/invitations/31': () => {
      detail = { ...detail, invitations: detail.invitations.filter((i) => i.id !== 31) };
      return ok('Invitation withdrawn');
    },
    'DELETE /api/admin/companies/12/invitations/32': () => refuse(404, INVITATION_NOT_FOUND),
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
    // Each member's phone on their row.
    const aisling = within(screen.getByRole('region', { name: /^Members/ })).getByRole('row', {
      name: /Aisling Walsh/,
    });
    expect(within(aisling).getByText('+353 87 555 0999')).toBeTruthy();
    // Members by name, and no row ids.
    expect(history.getByText('member: Aisling Walsh')).toBeTruthy();
    expect(history.getByText('role: buyer → approver')).toBeTruthy();
    expect(history.queryByText('active: true')).toBeNull();
    expect(history.getByText('email: niamh@murphyhotels.ie')).toBeTruthy();
    expect(history.queryByText(/^invitation:/)).toBeNull();
    expect(history.getByText('contact phone: +353 87 555 0123')).toBeTruthy();
    // Money actions in words, not their raw record.
    expect(history.getByText('Payment of €10.00 by bank transfer recorded')).toBeTruthy();
    expect(history.getByText('Received on 8 Mar 2027')).toBeTruthy();
    expect(history.queryByText(/paymentId|method:|amount:|liftedOn/)).toBeNull();
    expect(history.getByText('Credit hold lifted')).toBeTruthy();
    expect(
      history.getByText('Credit note CN-2026-000002 of €1,083.38 issued on INV-2026-000101'),
    ).toBeTruthy();
    expect(history.getByText('Reason: Headboard damaged')).toBeTruthy();
    expect(history.getByText('Payment set against invoices')).toBeTruthy();
    expect(history.getByText('€150.00 to INV-2026-000140')).toBeTruthy();
    expect(history.getByText('Refund of €40.00 recorded')).toBeTruthy();
    expect(history.getByText('Bank reference: RF 1')).toBeTruthy();
  });

  it("keeps the members table's visually hidden headings inside its scroll box", async () => {
    // An absolutely positioned sr-only span with no positioned ancestor inside the scroll
    // box is laid out against the page: the hidden "Save" heading widened it at 390 px.
    serve();
    show();
    await screen.findByRole('heading', { name: 'Murphy Hotels', level: 1 });
    const members = screen.getByRole('region', { name: /^Members/ });
    const hidden = [...members.querySelectorAll('.overflow-x-auto .sr-only')];
    expect(hidden.length).toBeGreaterThan(0);
    for (const span of hidden) {
      const box = span.closest('.overflow-x-auto')!;
      let positioned: Element | null = span.parentElement;
      while (positioned && positioned !== box && !positioned.classList.contains('relative')) {
        positioned = positioned.parentElement;
      }
      expect(positioned?.classList.contains('relative'), span.textContent ?? '').toBe(true);
    }
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
    // A pasted name one character too long is kept whole and refused, not cut.
    const registered = form.getByLabelText<HTMLInputElement>(/^Registered name/);
    await user.clear(registered);
    await user.click(registered);
    await user.paste('R'.repeat(REGISTERED_NAME_MAX + 1));
    expect(registered.value).toHaveLength(REGISTERED_NAME_MAX + 1);
    expect(
      form.getByText(`${REGISTERED_NAME_MAX + 1} of ${REGISTERED_NAME_MAX} characters`),
    ).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Save company' }));
    expect(form.getByText(REGISTERED_NAME_MESSAGE)).toBeTruthy();
    await user.clear(registered);
    await user.type(registered, 'Murphy Hotels Group Limited');
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
        credit_hold_days: 60,
      },
    });
    expect(toasts.success).toHaveBeenCalled();
  });

  it('sets the days overdue before credit is held: checked before sending, then the account says so', async () => {
    const server = serve();
    const user = userEvent.setup();
    show();
    const account = within(await screen.findByRole('region', { name: 'Account' }));
    expect(
      await account.findByText(
        'Payment terms 30 days; credit is held 60 days after an invoice falls due.',
      ),
    ).toBeTruthy();
    expect(section('Details').getByText('60 days overdue')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Correct details' }));
    const form = within(screen.getByRole('form', { name: 'Correct the company' }));
    const hold = form.getByLabelText<HTMLInputElement>('Credit hold after (days overdue)');
    expect(hold.value).toBe('60');
    // Beneath the payment terms.
    const fields = form.getAllByRole('textbox').map((input) => input.id);
    expect(fields.indexOf(hold.id)).toBe(fields.indexOf('company-payment-terms') + 1);

    for (const bad of ['0', '366', '1.5', 'sixty', '']) {
      await user.clear(hold);
      if (bad) await user.type(hold, bad);
      await user.click(form.getByRole('button', { name: 'Save company' }));
      expect(form.getByText(CREDIT_HOLD_DAYS_MESSAGE), bad).toBeTruthy();
      expect(hold.getAttribute('aria-invalid'), bad).toBe('true');
    }
    expect(writes()).toHaveLength(0);

    await user.clear(hold);
    await user.type(hold, '90');
    await user.click(form.getByRole('button', { name: 'Save company' }));
    expect(await form.findByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    server.release();
    expect(await section('Details').findByText('90 days overdue')).toBeTruthy();
    expect(writes()).toEqual([
      {
        request: 'PUT /api/admin/companies/12',
        body: {
          registered_name: 'Murphy Hotels Group Limited',
          short_name: 'Murphy Hotels',
          vat_number: 'IE6388047V',
          invoice_email: 'accounts@murphyhotels.ie',
          payment_terms_days: 30,
          credit_hold_days: 90,
        },
      },
    ]);
    // The Account section reads the summary again.
    expect(
      await account.findByText(
        'Payment terms 30 days; credit is held 90 days after an invoice falls due.',
      ),
    ).toBeTruthy();
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
      dialog.getByText('Role: Buyer → Approver; Limit per order: €2,000.00 → none.'),
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

  it('adds a delivery site: field errors first, the typed values kept on a refusal, then saves', async () => {
    const server = serve();
    const user = userEvent.setup();
    show();
    const sites = within(await screen.findByRole('region', { name: 'Delivery sites' }));
    await user.click(sites.getByRole('button', { name: 'Add delivery site' }));
    const form = within(sites.getByRole('form', { name: 'New delivery site' }));
    const name = form.getByLabelText('Site name');
    await user.type(name, 'Salthill');
    await user.type(form.getByLabelText('Address'), 'Unit 7, Oranmore Park');
    const eircode = form.getByLabelText('Eircode');
    await user.type(eircode, 'nope');
    await user.type(form.getByLabelText('Contact phone'), '12');
    await user.click(form.getByRole('button', { name: 'Add site' }));
    expect(form.getByText('City is required')).toBeTruthy();
    expect(form.getByText(EIRCODE_MESSAGE)).toBeTruthy();
    expect(form.getByText(PHONE_MESSAGE)).toBeTruthy();
    expect(eircode.getAttribute('aria-invalid')).toBe('true');
    expect(writes()).toHaveLength(0);

    // Refused by the server: its message under the name, everything typed kept.
    await user.type(form.getByLabelText('City'), 'Oranmore');
    await user.clear(eircode);
    await user.type(eircode, 'h91 a1b2');
    await user.clear(form.getByLabelText('Contact phone'));
    await user.type(form.getByLabelText('Contact phone'), '091 123 456');
    await user.click(form.getByRole('button', { name: 'Add site' }));
    expect(await form.findByText(SITE_NAME_TAKEN)).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('Salthill');
    expect((eircode as HTMLInputElement).value).toBe('h91 a1b2');

    await user.clear(name);
    await user.type(name, 'Oranmore');
    await user.type(form.getByLabelText(/Delivery notes/), 'Loading bay at the back');
    await user.click(form.getByRole('button', { name: 'Add site' }));
    expect(await form.findByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    expect(form.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    server.release();
    // The page reads the company again: the new site is listed, the form gone.
    expect(await sites.findByText('Unit 7, Oranmore Park, Oranmore, H91 A1B2')).toBeTruthy();
    expect(sites.queryByRole('form')).toBeNull();
    expect(writes().at(-1)).toEqual({
      request: 'POST /api/admin/companies/12/sites',
      body: {
        name: 'Oranmore',
        address: 'Unit 7, Oranmore Park',
        city: 'Oranmore',
        eircode: 'H91 A1B2',
        contact_name: '',
        contact_phone: '+35391123456',
        delivery_notes: 'Loading bay at the back',
      },
    });
    expect(toasts.success).toHaveBeenCalledWith('Oranmore added', expect.anything());
  });

  it('edits a site from its own values, keeps the edit on a refusal, and not a removed one', async () => {
    const initial = companyDetail();
    const server = serve({
      ...initial,
      sites: [...initial.sites, { ...initial.sites[0]!, id: 5, name: 'Old depot', archived: true }],
    });
    const user = userEvent.setup();
    show();
    const sites = within(await screen.findByRole('region', { name: 'Delivery sites' }));
    expect(sites.queryByRole('button', { name: 'Edit Old depot' })).toBeNull();
    await user.click(sites.getByRole('button', { name: 'Edit Salthill' }));
    const form = within(sites.getByRole('form', { name: 'Change Salthill' }));
    expect(form.getByLabelText<HTMLInputElement>('Eircode').value).toBe('H91 E2K3');
    expect(form.getByLabelText<HTMLInputElement>('Contact name').value).toBe('Pádraig');
    const notes = form.getByLabelText<HTMLTextAreaElement>(/Delivery notes/);
    expect(notes.value).toBe('Deliveries 7-11am only');

    const city = form.getByLabelText('City');
    await user.clear(city);
    await user.click(form.getByRole('button', { name: 'Save site' }));
    expect(form.getByText('City is required')).toBeTruthy();
    expect(writes()).toHaveLength(0);

    await user.type(city, 'Galway City');
    await user.clear(notes);
    await user.type(notes, 'Gone');
    await user.click(form.getByRole('button', { name: 'Save site' }));
    expect(await form.findByText(SITE_NOT_FOUND)).toBeTruthy();
    expect(notes.value).toBe('Gone');
    expect(form.getByLabelText<HTMLInputElement>('City').value).toBe('Galway City');

    await user.clear(notes);
    await user.type(notes, 'Deliveries 6-10am only');
    await user.click(form.getByRole('button', { name: 'Save site' }));
    expect(await form.findByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    server.release();
    expect(await sites.findByText('Deliveries 6-10am only', { selector: 'p' })).toBeTruthy();
    expect(sites.getByText('1 Promenade, Galway City, H91 E2K3')).toBeTruthy();
    expect(sites.queryByRole('form')).toBeNull();
    expect(writes().at(-1)).toEqual({
      request: 'PUT /api/admin/companies/12/sites/3',
      body: {
        name: 'Salthill',
        address: '1 Promenade',
        city: 'Galway City',
        eircode: 'H91 E2K3',
        contact_name: 'Pádraig',
        contact_phone: '+35391123456',
        delivery_notes: 'Deliveries 6-10am only',
      },
    });
  });

  it('invites a member: field errors first, the typed values kept on a refusal, then sends', async () => {
    const server = serve();
    const user = userEvent.setup();
    show();
    const members = within(await screen.findByRole('region', { name: 'Members (2)' }));
    await user.click(members.getByRole('button', { name: 'Invite a member' }));
    const form = within(members.getByRole('form', { name: 'Invite a member' }));
    const email = form.getByLabelText('Their email');
    await user.type(email, 'niamh@');
    const limit = form.getByLabelText('Limit per order, VAT incl. (€)');
    await user.type(limit, '1500,50');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(form.getByText(EMAIL_MESSAGE)).toBeTruthy();
    expect(form.getByText('Use a point for decimals, as in 249.99')).toBeTruthy();
    expect(writes()).toHaveLength(0);

    // Refused by the server: its message under the email, what was typed kept.
    await user.clear(email);
    await user.type(email, 'aisling@murphyhotels.ie');
    await user.clear(limit);
    await user.type(limit, '1500.50');
    await user.selectOptions(form.getByLabelText('Role'), 'approver');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText(ALREADY_A_MEMBER)).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('aisling@murphyhotels.ie');
    expect((limit as HTMLInputElement).value).toBe('1500.50');
    expect(form.getByLabelText<HTMLSelectElement>('Role').value).toBe('approver');

    await user.clear(email);
    await user.type(email, 'Niamh@MurphyHotels.ie');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    expect(form.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    server.release();
    // The page reads the company again: the invitation is open, the form gone.
    expect(
      await members.findByText(/niamh@murphyhotels.ie as Approver, up to €1,500.50 per order/),
    ).toBeTruthy();
    expect(members.queryByRole('form')).toBeNull();
    expect(writes().at(-1)).toEqual({
      request: 'POST /api/admin/companies/12/invitations',
      body: { email: 'niamh@murphyhotels.ie', role: 'approver', spending_limit: 1500.5 },
    });
    expect(toasts.success).toHaveBeenCalledWith(
      'Invitation sent to niamh@murphyhotels.ie',
      expect.anything(),
    );
  });

  it('withdraws an open invitation after a confirmation, and says why one cannot be', async () => {
    const invitation = (id: number, email: string): CompanyInvitation => ({
      id,
      email,
      role: 'buyer',
      spending_limit: null,
      invited_by: 'Declan Murphy',
      expires_at: '2026-12-01T10:00:00.000Z',
      created_at: '2026-11-24T10:00:00.000Z',
    });
    serve(
      companyDetail({
        invitations: [
          invitation(31, 'ciara@murphyhotels.ie'),
          invitation(32, 'eoin@murphyhotels.ie'),
        ],
      }),
    );
    const user = userEvent.setup();
    show();
    const members = within(await screen.findByRole('region', { name: 'Members (2)' }));
    await user.click(
      members.getByRole('button', { name: 'Withdraw the invitation of eoin@murphyhotels.ie' }),
    );
    const refused = within(await screen.findByRole('dialog'));
    expect(writes()).toHaveLength(0);
    await user.click(refused.getByRole('button', { name: 'Withdraw invitation' }));
    expect(await refused.findByText(INVITATION_NOT_FOUND)).toBeTruthy();
    await user.click(refused.getByRole('button', { name: 'Cancel' }));

    await user.click(
      members.getByRole('button', { name: 'Withdraw the invitation of ciara@murphyhotels.ie' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Withdraw the invitation of ciara@murphyhotels.ie?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Withdraw invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(members.queryByText(/ciara@murphyhotels.ie/)).toBeNull());
    expect(members.getByText(/eoin@murphyhotels.ie as Buyer/)).toBeTruthy();
    expect(writes().at(-1)).toEqual({
      request: 'DELETE /api/admin/companies/12/invitations/31',
      body: undefined,
    });
  });

  it('says so for a company that does not exist', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/companies/12': () => jsonResponse({ success: false, message: 'No' }, 404),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'No such company' })).toBeTruthy();
  });
});
