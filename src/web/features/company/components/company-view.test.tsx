import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanyRole } from '#src/shared/domain/companies';
import { LAST_OWNER } from '#src/shared/schemas/companies';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import type { CompanyAnswer } from '#src/web/lib/company';
import { CompanyView } from './company-view';

const fetchMock = stubFetch();

const company = (role: CompanyRole): CompanyAnswer => ({
  success: true,
  company: {
    id: 3,
    registered_name: 'Galway Bay Hotel Group Ltd',
    short_name: 'Galway Bay Hotel',
    vat_number: 'IE1234567T',
    invoice_email: 'accounts@galwaybay.ie',
    payment_terms_days: 30,
    credit_limit: 20000,
    available_credit: 18765.5,
  },
  role,
  members: [
    {
      id: 1,
      full_name: 'Máire Ní Bhriain',
      email: 'maire@galwaybay.ie',
      role: 'owner',
      active: true,
      spending_limit: null,
    },
    {
      id: 2,
      full_name: 'Eoin Walsh',
      email: 'eoin@galwaybay.ie',
      role: 'buyer',
      active: true,
      spending_limit: 2000,
    },
  ],
  sites: [
    {
      id: 9,
      name: 'Salthill',
      address: '1 Promenade',
      city: 'Galway',
      eircode: 'H91 E2K3',
      contact_name: 'Pádraig',
      contact_phone: '+35391123456',
      delivery_notes: 'Deliveries 7-11am only',
    },
  ],
});

/** Answers by method and path; records what was sent. */
function serve(role: CompanyRole, answers: Record<string, [unknown, number]> = {}) {
  const sent: Array<{ request: string; body: unknown }> = [];
  fetchMock.mockImplementation((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = `${init?.method ?? 'GET'} ${url}`;
    sent.push({
      request,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers[request];
    if (answer) return Promise.resolve(jsonResponse(answer[0], answer[1]));
    if (request === 'GET /api/company') return Promise.resolve(jsonResponse(company(role)));
    if (request === 'GET /api/company/invitations') {
      return Promise.resolve(jsonResponse({ success: true, invitations: [] }));
    }
    return Promise.resolve(jsonResponse({ success: true, message: 'Done' }, 200));
  });
  return sent;
}

describe('CompanyView', () => {
  it('shows the company, its credit, members with their limits and the sites', async () => {
    serve('owner');
    renderAt('/account/company', <CompanyView />);
    expect(await screen.findByRole('heading', { name: 'Galway Bay Hotel' })).toBeTruthy();
    for (const text of [
      'Galway Bay Hotel Group Ltd',
      'IE1234567T',
      '30 days',
      '€20,000.00',
      '€18,765.50',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    const eoin = screen.getByRole('listitem', { name: 'Eoin Walsh' });
    expect(within(eoin).getByText(/Buyer · €2,000.00/)).toBeTruthy();
    const site = screen.getByRole('listitem', { name: 'Salthill' });
    expect(within(site).getByText('1 Promenade, Galway, H91 E2K3')).toBeTruthy();
    expect(within(site).getByText('Deliveries 7-11am only')).toBeTruthy();
    // Its phone as people write it, on the card and in the form that changes it.
    expect(within(site).getByText(/^Contact: .*\+353 91 123 456$/)).toBeTruthy();
    await userEvent.click(within(site).getByRole('button', { name: 'Change Salthill' }));
    expect(within(site).getByLabelText<HTMLInputElement>(/Contact phone/).value).toBe(
      '+353 91 123 456',
    );
  });

  it('lets an owner change a member, and shows the server’s refusal', async () => {
    const sent = serve('owner', {
      'PUT /api/company/members/1': [{ success: false, message: LAST_OWNER }, 409],
    });
    const user = userEvent.setup();
    renderAt('/account/company', <CompanyView />);
    await user.click(await screen.findByRole('button', { name: 'Change Eoin Walsh' }));
    const eoin = within(screen.getByRole('listitem', { name: 'Eoin Walsh' }));
    await user.selectOptions(eoin.getByLabelText('Role'), 'approver');
    const limit = eoin.getByLabelText('Limit per order, VAT incl. (€)');
    await user.clear(limit);
    await user.type(limit, '5,000');
    await user.click(screen.getByRole('button', { name: 'Save Eoin Walsh' }));
    // Reviewed before it is sent, as in the console.
    const review = within(await screen.findByRole('dialog'));
    expect(
      review.getByText('Role: Buyer → Approver; Limit per order: €2,000.00 → €5,000.00.'),
    ).toBeTruthy();
    expect(sent.some((s) => s.request === 'PUT /api/company/members/2')).toBe(false);
    await user.click(review.getByRole('button', { name: 'Save change' }));
    await waitFor(() =>
      expect(sent.find((s) => s.request === 'PUT /api/company/members/2')?.body).toEqual({
        role: 'approver',
        spending_limit: 5000,
        active: true,
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Change Máire Ní Bhriain' }));
    const maire = within(screen.getByRole('listitem', { name: 'Máire Ní Bhriain' }));
    await user.click(maire.getByRole('checkbox', { name: 'May sign in and buy' }));
    await user.click(screen.getByRole('button', { name: 'Save Máire Ní Bhriain' }));
    const deactivate = within(await screen.findByRole('dialog'));
    expect(deactivate.getByText('Deactivated: signed out everywhere.')).toBeTruthy();
    await user.click(deactivate.getByRole('button', { name: 'Save change' }));
    // Refused: said in the dialog, the edit kept behind it.
    expect(await deactivate.findByText(LAST_OWNER)).toBeTruthy();
    expect(
      maire.getByRole('checkbox', { name: 'May sign in and buy', hidden: true }),
    ).toHaveProperty('checked', false);
  });

  it('refuses a limit with a decimal comma before sending it', async () => {
    const sent = serve('owner');
    const user = userEvent.setup();
    renderAt('/account/company', <CompanyView />);
    await user.click(await screen.findByRole('button', { name: 'Change Eoin Walsh' }));
    const eoin = within(screen.getByRole('listitem', { name: 'Eoin Walsh' }));
    const limit = eoin.getByLabelText('Limit per order, VAT incl. (€)');
    await user.clear(limit);
    await user.type(limit, '249,99');
    await user.click(screen.getByRole('button', { name: 'Save Eoin Walsh' }));
    expect(await screen.findByText('Use a point for decimals, as in 249.99')).toBeTruthy();
    expect(sent.some((s) => s.request.startsWith('PUT'))).toBe(false);
  });

  it('invites a colleague with a role and a limit', async () => {
    const sent = serve('owner');
    const user = userEvent.setup();
    renderAt('/account/company', <CompanyView />);
    const form = await screen.findByRole('form', { name: 'Invite a colleague' });
    // The chosen role says what it may do; an accounts member has no limit to set.
    const role = within(form).getByLabelText('Role');
    expect(within(form).getByText('Buyer: orders within their limit')).toBeTruthy();
    await user.selectOptions(role, 'accounts');
    expect(
      within(form).getByText('Accounts: sees orders and documents; cannot order'),
    ).toBeTruthy();
    expect(within(form).getByText('Accounts members do not order.')).toBeTruthy();
    await user.selectOptions(role, 'buyer');
    await user.type(within(form).getByLabelText('Their email'), 'niamh@galwaybay.ie');
    await user.type(within(form).getByLabelText('Limit per order, VAT incl. (€)'), '1500');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(sent.find((s) => s.request === 'POST /api/company/invitations')?.body).toEqual({
        email: 'niamh@galwaybay.ie',
        role: 'buyer',
        spending_limit: 1500,
      }),
    );
  });

  it('adds a delivery site, checked as the server checks it', async () => {
    const sent = serve('owner');
    const user = userEvent.setup();
    renderAt('/account/company', <CompanyView />);
    await user.click(await screen.findByRole('button', { name: 'Add a delivery site' }));
    const form = screen.getByRole('form', { name: 'New delivery site' });
    await user.type(within(form).getByLabelText(/Site name/), 'Oranmore');
    await user.type(within(form).getByLabelText(/^Address/), 'Unit 7, Oranmore Park');
    await user.type(within(form).getByLabelText(/^City/), 'Oranmore');
    await user.type(within(form).getByLabelText(/Eircode/), 'nope');
    await user.click(within(form).getByRole('button', { name: 'Add site' }));
    expect(
      await within(form).findByText(/Eircode/i, { selector: '[id$="-error"], p' }),
    ).toBeTruthy();
    expect(sent.some((s) => s.request === 'POST /api/company/sites')).toBe(false);
    await user.clear(within(form).getByLabelText(/Eircode/));
    await user.type(within(form).getByLabelText(/Eircode/), 'h91 a1b2');
    await user.click(within(form).getByRole('button', { name: 'Add site' }));
    await waitFor(() =>
      expect(sent.find((s) => s.request === 'POST /api/company/sites')?.body).toMatchObject({
        name: 'Oranmore',
        eircode: 'H91 A1B2',
      }),
    );
  });

  it('opens the site form from checkout, with the way back to it', async () => {
    serve('owner');
    renderAt('/account/company?add-site=checkout', <CompanyView />);
    expect(await screen.findByRole('form', { name: 'New delivery site' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  it('shows a buyer the company read-only: no changes, no invitations', async () => {
    const sent = serve('buyer');
    renderAt('/account/company', <CompanyView />);
    expect(await screen.findByRole('heading', { name: 'Galway Bay Hotel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Change / })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite a colleague' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a delivery site' })).toBeNull();
    expect(sent.map((s) => s.request)).toEqual(['GET /api/company']);
  });
});
