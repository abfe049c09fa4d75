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
import { auditLog } from '#src/db/schema/audit';
import { companyInvitations } from '#src/db/schema/companies';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import {
  ALREADY_A_MEMBER,
  INVITATION_ACCEPTED,
  INVITATION_INVALID,
  LAST_OWNER,
  MEMBER_NOT_FOUND,
  OWNERS_ONLY,
  SITE_NAME_TAKEN,
  SITE_NOT_FOUND,
} from '#src/shared/schemas/companies';
import { NOT_IN_A_COMPANY } from './member-guard';

// docs/business-rules.md "Companies": owners manage members, sites and invitations; every
// route checks membership and role, and another company's ids are not found.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  s: Session | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: s ? asBearer(s) : {},
    remoteAddress: newIp(),
  });

interface CompanyAnswer {
  company: { id: number; credit_limit: number; short_name: string };
  role: string;
  members: Array<{ id: number; role: string; active: boolean; spending_limit?: number | null }>;
  sites: Array<{ id: number; name: string; eircode: string; contact_phone: string }>;
}
const companyOf = async (s: Session) => {
  const response = await call(s, 'GET', '/api/company');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CompanyAnswer>();
};

const SITE = {
  name: 'Salthill',
  address: '1 Promenade',
  city: 'Galway',
  eircode: 'h91 e2k3',
  contact_name: 'Pádraig',
  contact_phone: '091 123 456',
  delivery_notes: 'Deliveries 7-11am only; no vehicle over 7.5 t.',
};

describe('GET /api/company', () => {
  it('shows members their company, its members and sites; a member’s limit only to owners and themselves', async () => {
    const owner = await newCustomer(t, { creditLimit: 5000 });
    const buyer = await newMember(t, owner.companyId, { spendingLimit: 750 });
    const other = await newMember(t, owner.companyId, { spendingLimit: 300 });
    const byOwner = await companyOf(owner);
    expect(byOwner.company).toMatchObject({ id: owner.companyId, credit_limit: 5000 });
    expect(byOwner.role).toBe('owner');
    expect(byOwner.members.map((m) => m.spending_limit)).toEqual([null, 750, 300]);
    expect(byOwner.sites).toHaveLength(1);
    const byBuyer = await companyOf(buyer);
    expect(byBuyer.role).toBe('buyer');
    expect(byBuyer.members.find((m) => m.id === buyer.userId)?.spending_limit).toBe(750);
    expect(byBuyer.members.find((m) => m.id === other.userId)).not.toHaveProperty('spending_limit');
  });

  it('is for signed-in members only', async () => {
    expect((await call(undefined, 'GET', '/api/company')).statusCode).toBe(401);
    const staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const response = await call(staff, 'GET', '/api/company');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: NOT_IN_A_COMPANY });
  });
});

describe('PUT /api/company/members/:userId', () => {
  it('lets an owner change a role, a limit and standing, audited; the deactivated sign out', async () => {
    const owner = await newCustomer(t);
    const buyer = await newMember(t, owner.companyId);
    const url = `/api/company/members/${buyer.userId}`;
    const changed = await call(owner, 'PUT', url, { role: 'approver', spending_limit: 5000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await companyOf(buyer)).role).toBe('approver');

    expect((await call(owner, 'PUT', url, { active: false })).statusCode).toBe(200);
    expect((await call(buyer, 'GET', '/api/company')).statusCode).toBe(401);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(owner.companyId)));
    expect(audit.map((a) => a.action)).toEqual(['member', 'member']);
    expect(audit[0]).toMatchObject({
      before: { role: 'buyer', spending_limit: null },
      after: { role: 'approver', spending_limit: 5000 },
    });
  });

  it('keeps an active owner, refuses buyers, and finds no member of another company', async () => {
    const owner = await newCustomer(t);
    const buyer = await newMember(t, owner.companyId);
    const stranger = await newCustomer(t);
    const self = `/api/company/members/${owner.userId}`;
    for (const change of [{ role: 'buyer' }, { active: false }]) {
      const refused = await call(owner, 'PUT', self, change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: LAST_OWNER });
    }
    // With a second owner, the first may step down.
    expect(
      (await call(owner, 'PUT', `/api/company/members/${buyer.userId}`, { role: 'owner' }))
        .statusCode,
    ).toBe(200);
    expect((await call(owner, 'PUT', self, { role: 'accounts' })).statusCode).toBe(200);

    const notOwner = await call(owner, 'PUT', `/api/company/members/${buyer.userId}`, {
      role: 'buyer',
    });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json()).toMatchObject({ message: OWNERS_ONLY });
    const elsewhere = await call(buyer, 'PUT', `/api/company/members/${stranger.userId}`, {
      active: false,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ message: MEMBER_NOT_FOUND });
    expect((await companyOf(stranger)).members[0]!.active).toBe(true);
  });

  it('refuses fields nobody names and bad values, changing nothing', async () => {
    const owner = await newCustomer(t);
    const buyer = await newMember(t, owner.companyId);
    const url = `/api/company/members/${buyer.userId}`;
    for (const body of [
      { company_id: 1 },
      { role: 'admin' },
      { spending_limit: -1 },
      { spending_limit: 1.234 },
      { active: 'no' },
    ]) {
      expect((await call(owner, 'PUT', url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await companyOf(buyer)).role).toBe('buyer');
  });
});

describe('delivery sites', () => {
  it('lets owners add, change and remove sites, stored normalised; names unique per company', async () => {
    const owner = await newCustomer(t);
    const added = await call(owner, 'POST', '/api/company/sites', SITE);
    expect(added.statusCode, added.body).toBe(201);
    const site = added.json<{ site: CompanyAnswer['sites'][number] }>().site;
    expect(site).toMatchObject({ eircode: 'H91 E2K3', contact_phone: '+35391123456' });
    const twin = await call(owner, 'POST', '/api/company/sites', { ...SITE, name: 'SALTHILL' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ message: SITE_NAME_TAKEN });

    const url = `/api/company/sites/${site.id}`;
    const moved = await call(owner, 'PUT', url, { ...SITE, name: 'Salthill Hotel' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await companyOf(owner)).sites.map((s) => s.name)).toContain('Salthill Hotel');
    expect((await call(owner, 'DELETE', url)).statusCode).toBe(200);
    expect((await companyOf(owner)).sites.map((s) => s.name)).not.toContain('Salthill Hotel');
    expect((await call(owner, 'DELETE', url)).statusCode).toBe(404);
  });

  it('refuses buyers, bad addresses, and another company’s sites', async () => {
    const owner = await newCustomer(t);
    const buyer = await newMember(t, owner.companyId);
    expect((await call(buyer, 'POST', '/api/company/sites', SITE)).statusCode).toBe(403);
    const bad = await call(owner, 'POST', '/api/company/sites', {
      ...SITE,
      eircode: 'X',
      contact_phone: '12',
      extra: 1,
    });
    expect(bad.statusCode).toBe(400);
    const stranger = await newCustomer(t);
    const theirs = (await companyOf(stranger)).sites[0]!;
    for (const [method, payload] of [
      ['PUT', SITE],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(owner, method, `/api/company/sites/${theirs.id}`, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: SITE_NOT_FOUND });
    }
    expect((await companyOf(stranger)).sites[0]).toEqual(theirs);
  });
});

describe('invitations', () => {
  const invitationLink = async (email: string) => {
    const mail = (await readOutbox(t)).findLast((m) => (m.headers.get('to') ?? '').includes(email));
    const link = /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
    expect(link, `an invitation mailed to ${email}`).not.toBeNull();
    return link![1]!;
  };
  const accept = (token: string, body: object = {}) =>
    call(undefined, 'POST', `/api/invitations/${token}/accept`, {
      full_name: 'Eoin Walsh',
      phone_number: '087 765 4321',
      password: 'Strong#Pass1',
      confirm_password: 'Strong#Pass1',
      ...body,
    });

  it('mails a single-use link that makes the colleague a member in the role and limit named', async () => {
    const owner = await newCustomer(t, { creditLimit: 8000 });
    const email = `eoin.${Date.now()}@example.ie`;
    const sent = await call(owner, 'POST', '/api/company/invitations', {
      email,
      role: 'buyer',
      spending_limit: 1500,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const token = await invitationLink(email);
    const stored = await t.database.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.email, email));
    expect(stored[0]!.tokenHash).not.toContain(token);

    const preview = await call(undefined, 'GET', `/api/invitations/${token}`);
    expect(preview.json()).toMatchObject({
      invitation: { email, company_name: 'Doyle Hotels', role: 'buyer', spending_limit: 1500 },
    });
    const joined = await accept(token);
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ message: INVITATION_ACCEPTED });
    const again = await accept(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: INVITATION_INVALID });

    const member = await signIn(t, email);
    const view = await companyOf(member);
    expect(view.role).toBe('buyer');
    expect(view.company.credit_limit).toBe(8000);
    expect(view.members.find((m) => m.id === member.userId)?.spending_limit).toBe(1500);
    // Cookie sessions work like any other.
    const details = await t.app.inject({ url: '/api/user/details', headers: asCookie(member) });
    expect(details.json()).toMatchObject({ company: { role: 'buyer', spending_limit: 1500 } });
  });

  it('replaces an earlier link, can be withdrawn, and refuses an address that has an account', async () => {
    const owner = await newCustomer(t);
    const email = `niamh.${Date.now()}@example.ie`;
    const invite = () =>
      call(owner, 'POST', '/api/company/invitations', { email, role: 'accounts' });
    expect((await invite()).statusCode).toBe(201);
    const first = await invitationLink(email);
    // An accounts member is not invited "to buy": their role cannot order.
    const mail = (await readOutbox(t)).findLast((m) => (m.headers.get('to') ?? '').includes(email));
    expect(mail?.headers.get('subject')).toMatch(/ invites you to the trade account of /);
    expect(mail?.body).toContain(' as an accounts member (you see orders and documents).');
    expect((await invite()).statusCode).toBe(201);
    const second = await invitationLink(email);
    expect((await call(undefined, 'GET', `/api/invitations/${first}`)).statusCode).toBe(410);
    const open = await call(owner, 'GET', '/api/company/invitations');
    const [listed] = open.json<{ invitations: Array<{ id: number; email: string }> }>().invitations;
    expect(listed).toMatchObject({ email });
    expect((await call(owner, 'DELETE', `/api/company/invitations/${listed!.id}`)).statusCode).toBe(
      200,
    );
    expect((await accept(second)).statusCode).toBe(410);

    const taken = await call(owner, 'POST', '/api/company/invitations', {
      email: DEMO_ACCOUNTS.trade.email,
      role: 'buyer',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: ALREADY_A_MEMBER });
  });

  it('is the owners’ to send, and checks what the colleague gives', async () => {
    const owner = await newCustomer(t);
    const buyer = await newMember(t, owner.companyId);
    const email = `ciaran.${Date.now()}@example.ie`;
    const refused = await call(buyer, 'POST', '/api/company/invitations', {
      email,
      role: 'owner',
    });
    expect(refused.statusCode).toBe(403);
    expect((await call(buyer, 'GET', '/api/company/invitations')).statusCode).toBe(403);
    expect(
      (await call(owner, 'POST', '/api/company/invitations', { email, role: 'king' })).statusCode,
    ).toBe(400);
    expect(
      (await call(owner, 'POST', '/api/company/invitations', { email, role: 'buyer' })).statusCode,
    ).toBe(201);
    const token = await invitationLink(email);
    const weak = await accept(token, { password: 'weak', confirm_password: 'weak' });
    expect(weak.statusCode).toBe(400);
    const extra = await accept(token, { role: 'owner' });
    expect(extra.statusCode).toBe(400);
    expect((await accept(token)).statusCode).toBe(201);
    expect((await companyOf(await signIn(t, email))).role).toBe('buyer');
    expect(
      (await call(undefined, 'GET', '/api/invitations/not-a-real-token-at-all-xyz')).statusCode,
    ).toBe(410);
  });
});
