import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asBearer,
  asCookie,
  newCustomer,
  newIp,
  newMember,
  signIn,
  type Session,
} from '#test/customers';
import { readOutbox } from '#test/outbox';
import { createTestApp, type TestApp } from '#test/test-app';
import { users } from '#src/db/schema/accounts';
import { companies, creditLimitChanges } from '#src/db/schema/companies';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import { VAT_NUMBER_MESSAGE } from '#src/shared/domain/vat-number';
import {
  CITY_MESSAGE,
  COMPANY_NAME_MESSAGE,
  REGISTERED_NAME_MESSAGE,
} from '#src/shared/schemas/accounts';
import {
  COMPANY_MAX_PAGE_SIZE,
  COMPANY_UPDATED,
  CREDIT_HOLD_DAYS_MESSAGE,
  NO_SUCH_COMPANY,
  PAYMENT_TERMS_MESSAGE,
  type CompanyDetail,
  type CompanyList,
} from '#src/shared/schemas/admin-companies';
import { CUSTOMER_UPDATED, NO_SUCH_CUSTOMER } from '#src/shared/schemas/admin-customers';
import { PHONE_MESSAGE } from '#src/shared/schemas/contact';
import { LAST_OWNER, MEMBER_NOT_FOUND, SITE_NOT_FOUND } from '#src/shared/schemas/companies';

// docs/business-rules.md "Staff corrections" and docs/api.md "Console: companies".

let t: TestApp;
let staff: Session;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  /** null: a visitor. */
  session: Session | null = staff,
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: session ? asBearer(session) : {},
    remoteAddress: newIp(),
  });

const list = async (query: string) => {
  const response = await call('GET', `/api/admin/companies?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompanyList>();
};
const detail = async (id: number) => {
  const response = await call('GET', `/api/admin/companies/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompanyDetail>();
};
interface AuditAnswer {
  entries: Array<{ action: string; before: unknown; after: unknown; actorEmail: string }>;
}
const auditOf = async (entityType: 'company' | 'customer', id: number) =>
  (
    await call('GET', `/api/admin/audit?entityType=${entityType}&entityId=${id}`)
  ).json<AuditAnswer>().entries;
const fieldErrors = (body: string) =>
  Object.fromEntries(
    (JSON.parse(body) as { errors: Array<{ field: string; message: string }> }).errors.map((e) => [
      e.field,
      e.message,
    ]),
  );

/** A fresh company (its owner signed in) with names to search for. */
async function newCompany(
  names: { registeredName?: string; shortName?: string; vatNumber?: string | null } = {},
  creditLimit = 10_000,
) {
  const owner = await newCustomer(t, { creditLimit });
  if (Object.keys(names).length > 0) {
    await t.database.db.update(companies).set(names).where(eq(companies.id, owner.companyId));
  }
  return owner;
}

const COMPANY = {
  registered_name: 'Galway Bay Hotel Group Limited',
  short_name: 'Galway Bay Hotels',
  vat_number: 'ie 6388047v',
  invoice_email: 'Accounts@GalwayBay.ie',
  payment_terms_days: 45,
};
const SITE = {
  name: 'Salthill',
  address: '1 Promenade',
  city: 'Galway',
  eircode: 'h91 e2k3',
  contact_name: 'Pádraig',
  contact_phone: '091 123 456',
  delivery_notes: 'Deliveries 7-11am only',
};
const PROFILE = {
  full_name: 'Ciara Ní Dhoighre',
  phone_number: '086 123 4567',
  office_address: '9 Eyre Square',
  office_city: 'Galway',
  office_eir_code: 'h91 ab12',
  delivery_address: 'Unit 4, Ballybrit Business Park',
  delivery_city: 'Galway',
  delivery_eir_code: 'H91 K2P4',
};

describe('GET /api/admin/companies', () => {
  it('searches registered and short names, VAT numbers, members’ names and emails', async () => {
    const tag = randomBytes(4).toString('hex');
    const byRegistered = await newCompany({ registeredName: `Zz${tag} Holdings Limited` });
    const byShort = await newCompany({ shortName: `ZZ${tag}` });
    const byMember = await newCompany();
    await t.database.db
      .update(users)
      .set({ fullName: `Seán Zz${tag}` })
      .where(eq(users.id, byMember.userId));
    const byEmail = await newCompany();
    const colleague = await newMember(t, byEmail.companyId);
    await t.database.db
      .update(users)
      .set({ email: `zz${tag}@example.ie` })
      .where(eq(users.id, colleague.userId));

    const found = await list(`search=zz${tag.toUpperCase()}`);
    expect(found.companies.map((c) => c.id).sort()).toEqual(
      [byRegistered, byShort, byMember, byEmail].map((c) => c.companyId).sort(),
    );
    expect(found.pagination).toMatchObject({ total: 4, page: 1, totalPages: 1 });
    // Newest first; each with its members counted.
    expect(found.companies[0]!.id).toBe(byEmail.companyId);
    expect(found.companies[0]!.members).toBe(2);
    // A member's name found without its fada, as staff type it.
    expect((await list(`search=Sean Zz${tag}`)).companies.map((c) => c.id)).toEqual([
      byMember.companyId,
    ]);
  });

  it('finds a VAT number typed in any case and spacing, and takes % and _ literally', async () => {
    const vat = `IE${String(Date.now()).slice(-7)}WH`;
    const company = await newCompany({ vatNumber: vat });
    const spaced = `${vat.slice(0, 2).toLowerCase()} ${vat.slice(2, 6)} ${vat.slice(6)}`;
    expect((await list(`search=${encodeURIComponent(spaced)}`)).companies.map((c) => c.id)).toEqual(
      [company.companyId],
    );
    expect((await list(`search=${encodeURIComponent(`${vat}%`)}`)).companies).toHaveLength(0);
  });

  it('shows the limit and the credit the company’s open orders leave, as its members see it', async () => {
    const trade = await signIn(t, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.trade.password);
    const own = (await call('GET', '/api/user/details', undefined, trade)).json<{
      available_credit: number;
      company: { id: number };
    }>();
    const listed = (await list(`search=${encodeURIComponent(DEMO_ACCOUNTS.trade.email)}`))
      .companies;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: own.company.id,
      credit_limit: 50000,
      available_credit: own.available_credit,
    });
    expect(listed[0]!.available_credit).toBeLessThan(50000);
  });

  it('pages, serves a page above the cap at the cap, and refuses a bad page or unknown field', async () => {
    const tag = randomBytes(4).toString('hex');
    for (let i = 0; i < 3; i += 1) await newCompany({ shortName: `Pp${tag}${i}` });
    const second = await list(`search=Pp${tag}&limit=2&page=2`);
    expect(second.companies).toHaveLength(1);
    expect(second.pagination).toMatchObject({ total: 3, page: 2, limit: 2, totalPages: 2 });
    expect((await list('limit=1000')).pagination.limit).toBe(COMPANY_MAX_PAGE_SIZE);
    expect((await call('GET', '/api/admin/companies?page=0')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/companies?status=vip')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/companies/:id', () => {
  it('shows the company, its credit, members, sites and newest orders of any member', async () => {
    const trade = await signIn(t, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.trade.password);
    const own = (await call('GET', '/api/user/details', undefined, trade)).json<{
      available_credit: number;
      company: { id: number };
    }>();
    const body = await detail(own.company.id);
    expect(body.company).toMatchObject({ id: own.company.id, short_name: 'Murphy Hotels' });
    expect(body.credit.limit).toBe(50000);
    expect(body.credit.available).toBe(own.available_credit);
    expect(body.credit.open_orders_total).toBe(
      Math.round((50000 - own.available_credit) * 100) / 100,
    );
    expect(body.members.map((m) => m.email)).toEqual(
      expect.arrayContaining([DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.buyer.email]),
    );
    expect(body.members.find((m) => m.email === DEMO_ACCOUNTS.trade.email)).toMatchObject({
      role: 'owner',
      active: true,
      status: 'approved',
    });
    expect(body.sites.length).toBeGreaterThan(0);
    expect(body.recent_orders.length).toBeGreaterThan(0);
    expect(body.recent_orders.length).toBeLessThanOrEqual(50);
    const dates = body.recent_orders.map((o) => o.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.recent_orders[0]!.buyer).toBeTruthy();
    expect(body.audit.url).toBe(`/api/admin/audit?entityType=company&entityId=${own.company.id}`);
  });

  it('answers 404 for an unknown company', async () => {
    const unknown = await call('GET', '/api/admin/companies/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: NO_SUCH_COMPANY });
  });
});

describe('PUT /api/admin/companies/:id', () => {
  it('corrects the company’s fields, normalised, audited with before and after', async () => {
    const owner = await newCompany();
    const before = (await detail(owner.companyId)).company;
    const saved = await call('PUT', `/api/admin/companies/${owner.companyId}`, COMPANY);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: COMPANY_UPDATED });
    expect((await detail(owner.companyId)).company).toMatchObject({
      registered_name: COMPANY.registered_name,
      short_name: COMPANY.short_name,
      vat_number: 'IE6388047V',
      invoice_email: 'accounts@galwaybay.ie',
      payment_terms_days: 45,
    });
    // The members see the new short name as their company_name.
    const details = (await call('GET', '/api/user/details', undefined, owner)).json<{
      company_name: string;
    }>();
    expect(details.company_name).toBe(COMPANY.short_name);

    const [entry] = await auditOf('company', owner.companyId);
    expect(entry).toMatchObject({
      action: 'details',
      actorEmail: DEMO_ACCOUNTS.admin.email,
      before: { short_name: before.short_name, payment_terms_days: 30 },
      after: { short_name: COMPANY.short_name, payment_terms_days: 45 },
    });

    // A blank VAT number is none.
    await call('PUT', `/api/admin/companies/${owner.companyId}`, { ...COMPANY, vat_number: '' });
    expect((await detail(owner.companyId)).company.vat_number).toBeNull();
  });

  it('refuses what sign-up refuses, with its messages, and unknown fields, changing nothing', async () => {
    const owner = await newCompany();
    const before = await detail(owner.companyId);
    const bad = await call('PUT', `/api/admin/companies/${owner.companyId}`, {
      registered_name: 'x'.repeat(201),
      short_name: 'Galway Bay Hotel Group',
      vat_number: 'IE123',
      invoice_email: 'accounts@',
      payment_terms_days: 121,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.body)).toMatchObject({
      registered_name: REGISTERED_NAME_MESSAGE,
      short_name: COMPANY_NAME_MESSAGE,
      vat_number: VAT_NUMBER_MESSAGE,
      payment_terms_days: PAYMENT_TERMS_MESSAGE,
    });
    expect(fieldErrors(bad.body)).toHaveProperty('invoice_email');
    const blank = await call('PUT', `/api/admin/companies/${owner.companyId}`, {
      ...COMPANY,
      registered_name: ' ',
      payment_terms_days: 1.5,
    });
    expect(fieldErrors(blank.body)).toEqual({
      registered_name: 'registered name is required',
      payment_terms_days: PAYMENT_TERMS_MESSAGE,
    });
    const unknown = await call('PUT', `/api/admin/companies/${owner.companyId}`, {
      ...COMPANY,
      credit_limit: 1_000_000,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Unknown field: credit_limit' });
    expect(await detail(owner.companyId)).toEqual(before);
    expect(await auditOf('company', owner.companyId)).toHaveLength(0);

    const missing = await call('PUT', '/api/admin/companies/999999', COMPANY);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: NO_SUCH_COMPANY });
  });
});

describe('PUT /api/admin/companies/:id: credit hold days', () => {
  // docs/business-rules.md "Invoices and payments" (credit hold).
  const holdDaysOfAccount = async (id: number) =>
    (await call('GET', `/api/admin/companies/${id}/documents`)).json<{
      account: { creditHoldDays: number };
    }>().account.creditHoldDays;

  it('sets the days, shown on the company page and its account, audited before and after', async () => {
    const owner = await newCompany();
    expect((await detail(owner.companyId)).company.credit_hold_days).toBe(60);
    const saved = await call('PUT', `/api/admin/companies/${owner.companyId}`, {
      ...COMPANY,
      credit_hold_days: 90,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: COMPANY_UPDATED });
    expect((await detail(owner.companyId)).company).toMatchObject({
      payment_terms_days: 45,
      credit_hold_days: 90,
    });
    expect(await holdDaysOfAccount(owner.companyId)).toBe(90);
    const [entry] = await auditOf('company', owner.companyId);
    expect(entry).toMatchObject({
      action: 'details',
      actorEmail: DEMO_ACCOUNTS.admin.email,
      before: { payment_terms_days: 30, credit_hold_days: 60 },
      after: { payment_terms_days: 45, credit_hold_days: 90 },
    });

    // The bounds are allowed.
    for (const days of [1, 365]) {
      const bound = await call('PUT', `/api/admin/companies/${owner.companyId}`, {
        ...COMPANY,
        credit_hold_days: days,
      });
      expect(bound.statusCode, bound.body).toBe(200);
      expect((await detail(owner.companyId)).company.credit_hold_days).toBe(days);
    }
  });

  it('keeps the days when a client leaves them out, and leaves them out of the audit', async () => {
    const owner = await newCompany();
    await call('PUT', `/api/admin/companies/${owner.companyId}`, {
      ...COMPANY,
      credit_hold_days: 75,
    });
    const without = await call('PUT', `/api/admin/companies/${owner.companyId}`, {
      ...COMPANY,
      payment_terms_days: 60,
    });
    expect(without.statusCode, without.body).toBe(200);
    expect((await detail(owner.companyId)).company).toMatchObject({
      payment_terms_days: 60,
      credit_hold_days: 75,
    });
    expect(await holdDaysOfAccount(owner.companyId)).toBe(75);
    const [entry] = await auditOf('company', owner.companyId);
    expect(entry).toMatchObject({
      before: { payment_terms_days: 45 },
      after: { payment_terms_days: 60 },
    });
    expect(entry!.before).not.toHaveProperty('credit_hold_days');
    expect(entry!.after).not.toHaveProperty('credit_hold_days');
  });

  it('refuses days outside 1 to 365, not whole or not a number, with its message, changing nothing', async () => {
    const owner = await newCompany();
    const before = await detail(owner.companyId);
    for (const days of [0, 366, 1.5, '60', null, -1]) {
      const bad = await call('PUT', `/api/admin/companies/${owner.companyId}`, {
        ...COMPANY,
        credit_hold_days: days,
      });
      expect(bad.statusCode, String(days)).toBe(400);
      expect(bad.json(), String(days)).toMatchObject({
        success: false,
        message: CREDIT_HOLD_DAYS_MESSAGE,
      });
      expect(fieldErrors(bad.body), String(days)).toEqual({
        credit_hold_days: CREDIT_HOLD_DAYS_MESSAGE,
      });
    }
    expect(await detail(owner.companyId)).toEqual(before);
    expect(await holdDaysOfAccount(owner.companyId)).toBe(60);
    expect(await auditOf('company', owner.companyId)).toHaveLength(0);
  });
});

describe('PUT /api/admin/companies/:id/credit-limit', () => {
  it('changes the company’s limit with its trail and audit; the members’ credit follows', async () => {
    const owner = await newCompany({}, 1000);
    const saved = await call('PUT', `/api/admin/companies/${owner.companyId}/credit-limit`, {
      credit_limit: 2500.5,
      note: 'New hotel opened',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = await detail(owner.companyId);
    expect(body.credit).toMatchObject({ limit: 2500.5, available: 2500.5 });
    expect(body.credit.history[0]).toMatchObject({
      old_limit: 1000,
      new_limit: 2500.5,
      note: 'New hotel opened',
      changed_by: { email: DEMO_ACCOUNTS.admin.email },
    });
    const rows = await t.database.db
      .select()
      .from(creditLimitChanges)
      .where(eq(creditLimitChanges.companyId, owner.companyId));
    expect(rows).toHaveLength(1);
    expect((await auditOf('company', owner.companyId))[0]).toMatchObject({
      action: 'credit-limit',
      before: { credit_limit: 1000 },
      after: { credit_limit: 2500.5, note: 'New hotel opened' },
    });
    const details = (await call('GET', '/api/user/details', undefined, owner)).json<{
      credit_limit: number;
    }>();
    expect(details.credit_limit).toBe(2500.5);

    // The customer page's route changes the same limit, and the same trail.
    await call('PUT', `/api/admin/customers/${owner.userId}/credit-limit`, { credit_limit: 3000 });
    expect((await detail(owner.companyId)).credit.history.map((h) => h.new_limit)).toEqual([
      3000, 2500.5,
    ]);
  });

  it('refuses a bad amount, unknown fields and an unknown company', async () => {
    const owner = await newCompany({}, 1000);
    const url = `/api/admin/companies/${owner.companyId}/credit-limit`;
    const negative = await call('PUT', url, { credit_limit: -1 });
    expect(fieldErrors(negative.body)).toEqual({
      credit_limit: 'The credit limit cannot be negative',
    });
    expect(fieldErrors((await call('PUT', url, { credit_limit: 10.005 })).body)).toEqual({
      credit_limit: 'Use at most 2 decimals',
    });
    const unknown = await call('PUT', url, { credit_limit: 5, company_id: 1 });
    expect(unknown.json()).toMatchObject({ message: 'Unknown field: company_id' });
    expect((await detail(owner.companyId)).credit.limit).toBe(1000);
    const missing = await call('PUT', '/api/admin/companies/999999/credit-limit', {
      credit_limit: 5,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('PUT /api/admin/companies/:id/members/:userId', () => {
  it('changes a role, a limit and standing, audited; a deactivated member is signed out', async () => {
    const owner = await newCompany();
    const buyer = await newMember(t, owner.companyId, { role: 'buyer', spendingLimit: 500 });
    const url = `/api/admin/companies/${owner.companyId}/members/${buyer.userId}`;
    const promoted = await call('PUT', url, { role: 'approver', spending_limit: 2000.5 });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(
      (await detail(owner.companyId)).members.find((m) => m.id === buyer.userId),
    ).toMatchObject({ role: 'approver', spending_limit: 2000.5, active: true });
    expect((await call('PUT', url, { spending_limit: null })).statusCode).toBe(200);

    expect((await call('GET', '/api/user/details', undefined, buyer)).statusCode).toBe(200);
    expect((await call('PUT', url, { active: false })).statusCode).toBe(200);
    expect((await call('GET', '/api/user/details', undefined, buyer)).statusCode).toBe(401);
    const member = (await detail(owner.companyId)).members.find((m) => m.id === buyer.userId);
    expect(member).toMatchObject({ active: false, spending_limit: null });

    const entries = await auditOf('company', owner.companyId);
    expect(entries.map((e) => e.action)).toEqual(['member', 'member', 'member']);
    expect(entries[2]).toMatchObject({
      actorEmail: DEMO_ACCOUNTS.admin.email,
      before: { member: buyer.userId, role: 'buyer', spending_limit: 500 },
      after: { member: buyer.userId, role: 'approver', spending_limit: 2000.5 },
    });
  });

  it('keeps an active owner, finds no member of another company, refuses bad values', async () => {
    const owner = await newCompany();
    const url = `/api/admin/companies/${owner.companyId}/members/${owner.userId}`;
    for (const change of [{ role: 'buyer' }, { active: false }]) {
      const refused = await call('PUT', url, change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: LAST_OWNER });
    }
    // With a second owner, the first may step down.
    const second = await newMember(t, owner.companyId, { role: 'owner' });
    expect((await call('PUT', url, { role: 'buyer' })).statusCode).toBe(200);
    const last = await call(
      'PUT',
      `/api/admin/companies/${owner.companyId}/members/${second.userId}`,
      { active: false },
    );
    expect(last.json()).toMatchObject({ message: LAST_OWNER });

    const other = await newCompany();
    const elsewhere = await call(
      'PUT',
      `/api/admin/companies/${other.companyId}/members/${second.userId}`,
      { role: 'buyer' },
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ message: MEMBER_NOT_FOUND });
    const unknownCompany = await call(
      'PUT',
      `/api/admin/companies/999999/members/${owner.userId}`,
      {
        role: 'buyer',
      },
    );
    expect(unknownCompany.json()).toMatchObject({ message: NO_SUCH_COMPANY });

    const bad = await call('PUT', url, { role: 'admin', spending_limit: -5, company_id: 2 });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.body)).toMatchObject({
      company_id: 'Unknown field: company_id',
    });
    expect((await detail(owner.companyId)).members.find((m) => m.id === owner.userId)?.role).toBe(
      'buyer',
    );
  });
});

describe('delivery sites and invitations from the console', () => {
  it('adds, changes and removes a site, audited; removed sites stay listed as archived', async () => {
    const owner = await newCompany();
    const base = `/api/admin/companies/${owner.companyId}/sites`;
    const added = await call('POST', base, SITE);
    expect(added.statusCode, added.body).toBe(201);
    const { site } = added.json<{ site: { id: number; eircode: string; contact_phone: string } }>();
    expect(site).toMatchObject({ eircode: 'H91 E2K3', contact_phone: '+35391123456' });
    const changed = await call('PUT', `${base}/${site.id}`, { ...SITE, name: 'Salthill Hotel' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('DELETE', `${base}/${site.id}`)).statusCode).toBe(200);
    const sites = (await detail(owner.companyId)).sites;
    expect(sites.find((s) => s.id === site.id)).toMatchObject({
      name: 'Salthill Hotel',
      archived: true,
    });
    expect(sites.some((s) => !s.archived)).toBe(true);
    expect((await auditOf('company', owner.companyId)).map((e) => e.action)).toEqual([
      'site-archived',
      'site-changed',
      'site-added',
    ]);

    const gone = await call('PUT', `${base}/${site.id}`, SITE);
    expect(gone.json()).toMatchObject({ message: SITE_NOT_FOUND });
    const bad = await call('POST', base, { ...SITE, eircode: 'nowhere', archived: true });
    expect(fieldErrors(bad.body)).toHaveProperty('archived', 'Unknown field: archived');
  });

  it('invites a colleague (mailed from the sales team), lists and withdraws the invitation', async () => {
    const owner = await newCompany();
    const email = `colleague.${randomBytes(4).toString('hex')}@example.ie`;
    const base = `/api/admin/companies/${owner.companyId}/invitations`;
    const sent = await call('POST', base, { email, role: 'accounts' });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = (await readOutbox(t)).findLast((m) => (m.headers.get('to') ?? '').includes(email));
    expect(mail?.body).toMatch(/\/invitation\/[A-Za-z0-9_-]+/);
    const [invitation] = (await detail(owner.companyId)).invitations;
    expect(invitation).toMatchObject({ email, role: 'accounts' });
    expect((await call('DELETE', `${base}/${invitation!.id}`)).statusCode).toBe(200);
    expect((await detail(owner.companyId)).invitations).toHaveLength(0);
    expect((await call('DELETE', `${base}/${invitation!.id}`)).statusCode).toBe(404);
    const [withdrawn, invited] = await auditOf('company', owner.companyId);
    expect(invited).toMatchObject({ action: 'invited' });
    expect(withdrawn).toMatchObject({
      action: 'invitation-withdrawn',
      before: { invitation: invitation!.id, email },
    });
  });
});

describe('PUT /api/admin/customers/:id', () => {
  it('corrects a customer’s name, phone and addresses, normalised and audited', async () => {
    const owner = await newCompany();
    const saved = await call('PUT', `/api/admin/customers/${owner.userId}`, PROFILE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: CUSTOMER_UPDATED });
    const customer = (await call('GET', `/api/admin/customers/${owner.userId}`)).json<{
      customer: Record<string, unknown>;
    }>().customer;
    expect(customer).toMatchObject({
      full_name: PROFILE.full_name,
      phone_number: '+353861234567',
      office_eir_code: 'H91 AB12',
      delivery_address: PROFILE.delivery_address,
      company: { id: owner.companyId, role: 'owner' },
    });
    const [entry] = await auditOf('customer', owner.userId);
    expect(entry).toMatchObject({
      action: 'profile',
      actorEmail: DEMO_ACCOUNTS.admin.email,
      before: { full_name: 'Ciara Doyle', office_city: 'Sligo' },
      after: { full_name: PROFILE.full_name, office_city: 'Galway' },
    });
    // Fields that did not change are not in the record.
    expect(entry!.after).not.toHaveProperty('delivery_city', 'Sligo');
  });

  it('refuses My Account’s invalid values with its messages, and fields it does not take', async () => {
    const owner = await newCompany();
    const url = `/api/admin/customers/${owner.userId}`;
    const bad = await call('PUT', url, {
      ...PROFILE,
      full_name: '',
      office_city: 'Galway 2',
      phone_number: '12',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.body)).toEqual({
      full_name: 'full name is required',
      office_city: CITY_MESSAGE,
      phone_number: PHONE_MESSAGE,
    });
    for (const field of ['company_name', 'email', 'credit_limit', 'status']) {
      const unknown = await call('PUT', url, { ...PROFILE, [field]: 'x' });
      expect(unknown.json(), field).toMatchObject({ message: `Unknown field: ${field}` });
    }
    expect(await auditOf('customer', owner.userId)).toHaveLength(0);
    const missing = await call('PUT', `/api/admin/customers/${staff.userId}`, PROFILE);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: NO_SUCH_CUSTOMER });
  });

  it('works from the browser session with its XSRF token', async () => {
    const owner = await newCompany();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/customers/${owner.userId}`,
      payload: PROFILE,
      headers: asCookie(staff),
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('staff only', () => {
  it('answers 401 to visitors and 403 to trade members, even owners, on every new route', async () => {
    const owner = await newCompany();
    const id = owner.companyId;
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', '/api/admin/companies'],
      ['GET', `/api/admin/companies/${id}`],
      ['PUT', `/api/admin/companies/${id}`, COMPANY],
      ['PUT', `/api/admin/companies/${id}/credit-limit`, { credit_limit: 1 }],
      ['PUT', `/api/admin/companies/${id}/members/${owner.userId}`, { spending_limit: 1 }],
      ['POST', `/api/admin/companies/${id}/sites`, SITE],
      ['PUT', `/api/admin/companies/${id}/sites/1`, SITE],
      ['DELETE', `/api/admin/companies/${id}/sites/1`],
      ['POST', `/api/admin/companies/${id}/invitations`, { email: 'x@example.ie', role: 'owner' }],
      ['DELETE', `/api/admin/companies/${id}/invitations/1`],
      ['PUT', `/api/admin/customers/${owner.userId}`, PROFILE],
    ];
    const before = await detail(id);
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, owner)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await detail(id)).toEqual(before);
  });
});
