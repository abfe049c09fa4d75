import { asc, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asBearer,
  newCustomer,
  newIp,
  newMember,
  placeOrder,
  type Session,
} from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../../src/db/schema/accounts';
import {
  companies,
  companyInvitations,
  companyMembers,
  companySites,
} from '../../src/db/schema/companies';
import { approvalRequests, checkouts, orders } from '../../src/db/schema/orders';
import { savedListLines, savedLists } from '../../src/db/schema/saved-lists';
import type { RouteEntry } from '../../src/server/app';
import { NOT_IN_A_COMPANY } from '../../src/server/modules/companies/member-guard';
import {
  canApprove,
  COMPANY_ROLES,
  ROLE_CANNOT_ORDER,
  seesCompanyDocuments,
  type CompanyRole,
} from '../../src/shared/domain/companies';
import {
  APPROVERS_ONLY,
  ONLY_THE_BUYER,
  type ApprovalsAnswer,
} from '../../src/shared/schemas/approvals';
import { OWNERS_ONLY } from '../../src/shared/schemas/companies';
import { DOCUMENTS_FORBIDDEN } from '../../src/shared/schemas/invoices';
import type { PlacedOrder } from '../../src/shared/schemas/orders';
import { keyOf } from './route-classes';
import {
  concrete,
  orderWithQuoteFile,
  seedCatalogue,
  staff,
  stoolLine,
  type Catalogue,
} from './shop-fixture';

/**
 * Who may do what in a company (ASVS V8.2.1 and V8.2.2; docs/business-rules.md "Companies"
 * and "Approvals"; issue 34 item 2). Two companies, A and B, each with one member per
 * role. Every company route of the route table is called by each of B's members with A's
 * ids (refused, nothing of A's shown or changed), and by each of A's members with A's own
 * ids (let in or refused as the role's rule in ROLE_RULES says). A company route that is
 * not in ROLE_RULES fails the first probe: a new one must be classified here.
 */

let t: TestApp;
let c: Catalogue;
let A: Company;
let B: Company;

type Member = Session & { email: string; companyId: number };

/** A company and one of each of its things, made through the API by its members. */
interface Company {
  tag: string;
  companyId: number;
  members: Record<CompanyRole, Member>;
  site: { id: number; name: string };
  invitation: { id: number; email: string };
  /** Placed by the owner, with a special-quote file. */
  order: { id: number; trackingId: string; checkoutNumber: string; reference: string };
  /** Sent by the buyer (a €1 limit per order), awaiting approval. */
  awaiting: { number: string; reference: string };
  /** Made by the owner, shared within the company. */
  list: { id: number; name: string };
  /** The invoice of `order`, issued by staff. */
  invoice: string;
}

type Ids = Record<string, string | number>;
interface Probe {
  ids: Ids;
  body?: unknown;
}

// -- Which routes are company routes ---------------------------------------------------

const isCompanyUrl = (url: string) => url === '/api/company' || url.startsWith('/api/company/');

/**
 * Outside /api/company, the routes whose answer depends on the caller's company or role:
 * the member's company and credit, ordering (accounts members cannot), the saved lists
 * (shared within the company) and the orders of its members.
 */
const ALSO_COMPANY_SCOPED = [
  'GET /api/user/details',
  'POST /api/order/product',
  'GET /api/order/user-orders',
  'GET /api/order/user-orders/:trackingId',
  'GET /api/order/user-orders/:trackingId/quote-file',
  'GET /api/order/checkouts',
  'GET /api/order/checkouts/:checkoutNumber',
  'PUT /api/order/order-cancelled/:orderId',
  'POST /api/order/product-reorder/:orderId',
  'GET /api/lists',
  'POST /api/lists',
  'GET /api/lists/:id',
  'PUT /api/lists/:id',
  'DELETE /api/lists/:id',
  'GET /api/account/documents',
  'GET /api/account/documents/:documentNumber/pdf',
  'GET /api/account/statement',
  'GET /api/account/statement/pdf',
];

/** Every /api/company route (HEAD answers as its GET does), and the ones above. */
const probedRoutes = () =>
  t.app.routeTable.filter(
    (route) =>
      route.method !== 'HEAD' &&
      (isCompanyUrl(route.url) || ALSO_COMPANY_SCOPED.includes(keyOf(route))),
  );

// -- Requests ----------------------------------------------------------------------------

let serial = 0;
/** A name no other call of this file uses. */
const unique = (prefix: string) => `${prefix} ${++serial}`;

const siteBody = (name: string) => ({
  name,
  address: '1 Quay Street',
  city: 'Galway',
  eircode: 'H91 E2K3',
  contact_name: 'Gate lodge',
  contact_phone: '',
  delivery_notes: 'Rear gate, 8:00 to 16:00',
});

const listBody = (name: string) => ({
  name,
  lines: [{ productId: c.stool, sizeId: c.single, quantity: 1 }],
});

function call(method: string, url: string, session?: Session, body?: unknown) {
  const write = ['POST', 'PUT', 'PATCH'].includes(method);
  return t.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: newIp(),
    headers: session ? asBearer(session) : {},
    ...(write ? { payload: body ?? {} } : {}),
  });
}

/** The route called as `session` with `probe`'s ids and body (checkouts as multipart). */
function send(route: RouteEntry, session: Session, probe: Probe) {
  if (keyOf(route) === 'POST /api/order/product') {
    return placeOrder(t, session, probe.body ?? [stoolLine(c)]);
  }
  return call(route.method, concrete(route.url, probe.ids, 'no-such-id'), session, probe.body);
}

function expectStatus(response: LightMyRequestResponse, status: number, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
  return response;
}

// -- Fixtures ------------------------------------------------------------------------------

const fresh = {
  async site(co: Company) {
    const response = await call(
      'POST',
      '/api/company/sites',
      co.members.owner,
      siteBody(unique(`${co.tag} spare site`)),
    );
    expectStatus(response, 201, 'a spare site');
    return response.json<{ site: { id: number; name: string } }>().site;
  },
  async invitation(co: Company) {
    const email = `${unique(`invitee.${co.tag}`).replace(' ', '.')}@example.ie`.toLowerCase();
    expectStatus(
      await call('POST', '/api/company/invitations', co.members.owner, {
        email,
        role: 'buyer',
        spending_limit: null,
      }),
      201,
      'an invitation',
    );
    const open = await call('GET', '/api/company/invitations', co.members.owner);
    const found = open
      .json<{ invitations: Array<{ id: number; email: string }> }>()
      .invitations.find((invitation) => invitation.email === email)!;
    return { id: found.id, email };
  },
  /** A checkout of the buyer's above their €1 limit: its number. */
  async awaiting(co: Company) {
    const reference = unique(`${co.tag}-APPROVAL`);
    const response = await placeOrder(t, co.members.buyer, [
      stoolLine(c, { referenceNumber: reference }),
    ]);
    expectStatus(response, 202, 'a checkout awaiting approval');
    return { number: response.json<{ checkoutNumber: string }>().checkoutNumber, reference };
  },
  /** An order of the owner's: its id. */
  async order(co: Company) {
    const response = await placeOrder(t, co.members.owner, [
      stoolLine(c, { referenceNumber: unique(`${co.tag}-SPARE`) }),
    ]);
    expectStatus(response, 201, 'an order');
    return response.json<PlacedOrder>().orders[0]!.id;
  },
  async list(co: Company, name = unique(`${co.tag} spare list`)) {
    const response = await call('POST', '/api/lists', co.members.owner, listBody(name));
    expectStatus(response, 201, 'a saved list');
    return { id: response.json<{ list: { id: number } }>().list.id, name };
  },
};

async function company(tag: string): Promise<Company> {
  const owner = await newCustomer(t);
  const members = {
    owner,
    buyer: await newMember(t, owner.companyId, { role: 'buyer', spendingLimit: 1 }),
    approver: await newMember(t, owner.companyId, { role: 'approver' }),
    accounts: await newMember(t, owner.companyId, { role: 'accounts' }),
  };
  const co = { tag, companyId: owner.companyId, members } as Company;
  co.site = await fresh.site(co);
  co.invitation = await fresh.invitation(co);
  const reference = `${tag}-ORDER`;
  const card = await orderWithQuoteFile(t, c, owner, reference);
  co.order = {
    id: card.id,
    trackingId: card.trackingId,
    checkoutNumber: card.checkoutNumber,
    reference,
  };
  co.awaiting = await fresh.awaiting(co);
  co.list = await fresh.list(co, `${tag} lobby list`);
  const invoiced = await call('POST', `/api/admin/orders/${card.id}/invoice`, await staff(t));
  co.invoice = expectStatus(invoiced, 200, 'an invoice').json<{ number: string }>().number;
  return co;
}

/** Every value of `co`'s that a route's parameter may name. */
const idsOf = (co: Company): Record<string, Array<string | number>> => ({
  userId: COMPANY_ROLES.map((role) => co.members[role].userId),
  siteId: [co.site.id],
  invitationId: [co.invitation.id],
  number: [co.awaiting.number],
  id: [co.list.id],
  orderId: [co.order.id],
  trackingId: [co.order.trackingId],
  checkoutNumber: [co.order.checkoutNumber, co.awaiting.number],
  documentNumber: [co.invoice],
});

const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);

/** Each combination of `co`'s values for the route's parameters (one, for none). */
function idCombinations(url: string, co: Company): Ids[] {
  const values = idsOf(co);
  let combinations: Ids[] = [{}];
  for (const param of paramsOf(url)) {
    const options = values[param];
    if (!options) throw new Error(`${url}: give the probe a company's value for :${param}`);
    combinations = combinations.flatMap((ids) =>
      options.map((value) => ({ ...ids, [param]: value })),
    );
  }
  return combinations;
}

/** What of `co`'s no other company's member may ever see. */
const secretsOf = (co: Company) => [
  ...COMPANY_ROLES.map((role) => co.members[role].email),
  co.invitation.email,
  co.site.name,
  co.order.trackingId,
  co.order.checkoutNumber,
  co.order.reference,
  co.awaiting.number,
  co.awaiting.reference,
  co.list.name,
  co.invoice,
];

/** The company's rows and its members' (accounts, orders, checkouts, requests, lists). */
async function rowsOf(co: Company) {
  const db = t.database.db;
  const memberIds = COMPANY_ROLES.map((role) => co.members[role].userId);
  const lists = await db
    .select()
    .from(savedLists)
    .where(inArray(savedLists.userId, memberIds))
    .orderBy(asc(savedLists.id));
  return JSON.stringify({
    company: await db.select().from(companies).where(eq(companies.id, co.companyId)),
    members: await db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, co.companyId))
      .orderBy(asc(companyMembers.userId)),
    users: await db.select().from(users).where(inArray(users.id, memberIds)).orderBy(asc(users.id)),
    sites: await db
      .select()
      .from(companySites)
      .where(eq(companySites.companyId, co.companyId))
      .orderBy(asc(companySites.id)),
    invitations: await db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.companyId, co.companyId))
      .orderBy(asc(companyInvitations.id)),
    approvals: await db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.companyId, co.companyId))
      .orderBy(asc(approvalRequests.id)),
    checkouts: await db
      .select()
      .from(checkouts)
      .where(eq(checkouts.companyId, co.companyId))
      .orderBy(asc(checkouts.createdAt), asc(checkouts.id)),
    orders: await db
      .select()
      .from(orders)
      .where(eq(orders.companyId, co.companyId))
      .orderBy(asc(orders.id)),
    lists,
    listLines: lists.length
      ? await db
          .select()
          .from(savedListLines)
          .where(
            inArray(
              savedListLines.listId,
              lists.map((list) => list.id),
            ),
          )
      : [],
  });
}

// -- Another company's member: refused, nothing of A's shown or changed -------------------

/**
 * What B's member sends with A's ids: what would do harm, were it let through (a body the
 * route accepts, so that a refusal is not a validation error).
 */
function intruderBody(key: string, role: CompanyRole): unknown {
  switch (key) {
    case 'PUT /api/company/members/:userId':
      return { role: 'accounts', spending_limit: 0, active: false };
    case 'POST /api/company/sites':
      return siteBody(unique(`${B.tag} ${role} site`));
    case 'PUT /api/company/sites/:siteId':
      return siteBody('Taken over');
    case 'POST /api/company/invitations':
      return {
        email: `${unique(`intruder.${role}`).replace(' ', '.')}@example.ie`,
        role: 'owner',
        spending_limit: null,
      };
    case 'POST /api/company/approvals/:number/reject':
      return { reason: 'Taken over' };
    case 'POST /api/order/product':
      return [stoolLine(c, { referenceNumber: unique(`${B.tag}-${role}`) })];
    case 'POST /api/order/product-reorder/:orderId':
      return { quantity: 1 };
    case 'POST /api/lists':
      return listBody(unique(`${B.tag} ${role} list`));
    case 'PUT /api/lists/:id':
      return listBody('Taken over');
    default:
      return undefined;
  }
}

// -- The role rules within one's own company ----------------------------------------------

interface RoleRule {
  /** The roles let in (2xx). */
  allowed: readonly CompanyRole[];
  /** How every other role is refused: the status, and the message that names the rule. */
  refused?: { status: 403 | 404; message?: string };
  /** Ids and body for a refused role: what would do harm, were it let through. */
  asRefused?: (co: Company, role: CompanyRole) => Partial<Probe>;
  /** Ids and body for an allowed role: harmless, or a thing of its own to use up. */
  asAllowed?: (co: Company, role: CompanyRole) => Promise<Partial<Probe>> | Partial<Probe>;
  /** What an allowed role's answer must also show. */
  check?: (response: LightMyRequestResponse, co: Company, role: CompanyRole) => void;
}

const EVERY_ROLE = COMPANY_ROLES;
const ownersOnly = { status: 403, message: OWNERS_ONLY } as const;
const approversOnly = { status: 403, message: APPROVERS_ONLY } as const;
const DOCUMENT_READERS = COMPANY_ROLES.filter(seesCompanyDocuments);
const documentReadersOnly = { status: 403, message: DOCUMENTS_FORBIDDEN } as const;
/** Orders stay their buyer's own until issue 34 item 5's company view of them. */
const itsBuyerOnly = { status: 404 } as const;

/**
 * Who may call each company route with their company's own ids, and how the others are
 * refused (docs/api.md "Company", "Approvals", "Saved lists"; src/shared/domain/companies.ts).
 * A route of the probe missing here fails the test: classify it.
 */
const ROLE_RULES: Record<string, RoleRule> = {
  'GET /api/company': {
    allowed: EVERY_ROLE,
    check: (response, co, role) => {
      expect(response.json()).toMatchObject({ role, company: { id: co.companyId } });
      for (const member of COMPANY_ROLES) expect(response.body).toContain(co.members[member].email);
    },
  },
  'PUT /api/company/members/:userId': {
    allowed: ['owner'],
    refused: ownersOnly,
    // A member making themselves owner.
    asRefused: (co, role) => ({
      ids: { userId: co.members[role].userId },
      body: { role: 'owner', spending_limit: null },
    }),
    // The accounts member, as they are.
    asAllowed: (co) => ({
      ids: { userId: co.members.accounts.userId },
      body: { role: 'accounts', spending_limit: null, active: true },
    }),
  },
  'POST /api/company/sites': {
    allowed: ['owner'],
    refused: ownersOnly,
    asRefused: (co, role) => ({ body: siteBody(unique(`${co.tag} ${role} site`)) }),
    asAllowed: (co, role) => ({ body: siteBody(unique(`${co.tag} ${role} site`)) }),
  },
  'PUT /api/company/sites/:siteId': {
    allowed: ['owner'],
    refused: ownersOnly,
    asRefused: () => ({ body: siteBody('Taken over') }),
    // The site as it is.
    asAllowed: (co) => ({ body: siteBody(co.site.name) }),
  },
  'DELETE /api/company/sites/:siteId': {
    allowed: ['owner'],
    refused: ownersOnly,
    asAllowed: async (co) => ({ ids: { siteId: (await fresh.site(co)).id } }),
  },
  'GET /api/company/invitations': { allowed: ['owner'], refused: ownersOnly },
  'POST /api/company/invitations': {
    allowed: ['owner'],
    refused: ownersOnly,
    asRefused: (co, role) => ({
      body: {
        email: `${unique(`by.${role}`).replace(' ', '.')}@example.ie`,
        role: 'owner',
        spending_limit: null,
      },
    }),
    asAllowed: (co, role) => ({
      body: {
        email: `${unique(`by.${role}`).replace(' ', '.')}@example.ie`,
        role: 'buyer',
        spending_limit: 100,
      },
    }),
  },
  'DELETE /api/company/invitations/:invitationId': {
    allowed: ['owner'],
    refused: ownersOnly,
    asAllowed: async (co) => ({ ids: { invitationId: (await fresh.invitation(co)).id } }),
  },
  // Invoices and statements: owners, approvers and accounts read them, buyers do not.
  'GET /api/account/documents': {
    allowed: DOCUMENT_READERS,
    refused: documentReadersOnly,
    check: (response, co) => expect(response.body).toContain(co.invoice),
  },
  'GET /api/account/documents/:documentNumber/pdf': {
    allowed: DOCUMENT_READERS,
    refused: documentReadersOnly,
    check: (response) => expect(response.headers['content-type']).toBe('application/pdf'),
  },
  'GET /api/account/statement': {
    allowed: DOCUMENT_READERS,
    refused: documentReadersOnly,
    check: (response, co) => expect(response.body).toContain(co.invoice),
  },
  'GET /api/account/statement/pdf': { allowed: DOCUMENT_READERS, refused: documentReadersOnly },
  'GET /api/company/approvals': {
    allowed: EVERY_ROLE,
    // The buyer sent it: everyone sees it; only owners and approvers may decide.
    check: (response, co, role) => {
      const answer = response.json<ApprovalsAnswer>();
      expect(answer.can_approve, role).toBe(canApprove(role));
      expect(answer.approvals.map((a) => a.checkoutNumber)).toContain(co.awaiting.number);
    },
  },
  'POST /api/company/approvals/:number/approve': {
    allowed: ['owner', 'approver'],
    refused: approversOnly,
    asAllowed: async (co) => ({ ids: { number: (await fresh.awaiting(co)).number } }),
  },
  'POST /api/company/approvals/:number/reject': {
    allowed: ['owner', 'approver'],
    refused: approversOnly,
    asRefused: () => ({ body: { reason: 'Over budget' } }),
    asAllowed: async (co) => ({
      ids: { number: (await fresh.awaiting(co)).number },
      body: { reason: 'Over budget' },
    }),
  },
  // Only the buyer who sent it (the company's buyer here).
  'POST /api/company/approvals/:number/withdraw': {
    allowed: ['buyer'],
    refused: { status: 403, message: ONLY_THE_BUYER },
    asAllowed: async (co) => ({ ids: { number: (await fresh.awaiting(co)).number } }),
  },
  'GET /api/user/details': {
    allowed: EVERY_ROLE,
    check: (response, co, role) =>
      expect(response.json()).toMatchObject({ company: { id: co.companyId, role } }),
  },
  // Accounts members cannot order; the buyer's €1 limit sends theirs for approval (202).
  'POST /api/order/product': {
    allowed: ['owner', 'buyer', 'approver'],
    refused: { status: 403, message: ROLE_CANNOT_ORDER },
    asRefused: (co, role) => ({
      body: [stoolLine(c, { referenceNumber: unique(`${co.tag}-${role}`) })],
    }),
    asAllowed: (co, role) => ({
      body: [stoolLine(c, { referenceNumber: unique(`${co.tag}-${role}`) })],
    }),
  },
  'GET /api/order/user-orders': { allowed: EVERY_ROLE },
  'GET /api/order/checkouts': { allowed: EVERY_ROLE },
  // The owner's order, by the owner who placed it.
  'GET /api/order/user-orders/:trackingId': { allowed: ['owner'], refused: itsBuyerOnly },
  'GET /api/order/user-orders/:trackingId/quote-file': {
    allowed: ['owner'],
    refused: itsBuyerOnly,
  },
  'GET /api/order/checkouts/:checkoutNumber': { allowed: ['owner'], refused: itsBuyerOnly },
  'PUT /api/order/order-cancelled/:orderId': {
    allowed: ['owner'],
    refused: itsBuyerOnly,
    asAllowed: async (co) => ({ ids: { orderId: await fresh.order(co) } }),
  },
  'POST /api/order/product-reorder/:orderId': {
    allowed: ['owner'],
    refused: itsBuyerOnly,
    asRefused: () => ({ body: { quantity: 1 } }),
    asAllowed: () => ({ body: { quantity: 1 } }),
  },
  // Saved lists are shared within the company: every member's to use, change and delete.
  'GET /api/lists': {
    allowed: EVERY_ROLE,
    check: (response, co) => expect(response.body).toContain(co.list.name),
  },
  'POST /api/lists': {
    allowed: EVERY_ROLE,
    asAllowed: (co, role) => ({ body: listBody(unique(`${co.tag} ${role} list`)) }),
  },
  'GET /api/lists/:id': { allowed: EVERY_ROLE },
  'PUT /api/lists/:id': {
    allowed: EVERY_ROLE,
    asAllowed: (co) => ({ body: listBody(co.list.name) }),
  },
  'DELETE /api/lists/:id': {
    allowed: EVERY_ROLE,
    asAllowed: async (co) => ({ ids: { id: (await fresh.list(co)).id } }),
  },
};

/** `co`'s own ids, the first of each. */
const ownIds = (co: Company): Ids =>
  Object.fromEntries(Object.entries(idsOf(co)).map(([param, values]) => [param, values[0]!]));

beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
  A = await company('Alpha');
  B = await company('Bravo');
});
afterAll(() => t.close());

describe('company roles', () => {
  it('V8.2.1 every company route of the route table has a role rule', () => {
    const probed = probedRoutes().map(keyOf);
    const companyRoutes = probed.filter((key) => isCompanyUrl(key.split(' ')[1]!));
    // Guard against an empty or partial table.
    expect(companyRoutes.length).toBeGreaterThanOrEqual(12);
    for (const key of ALSO_COMPANY_SCOPED) expect(probed, `${key} is gone`).toContain(key);
    expect(
      probed.filter((key) => !ROLE_RULES[key]),
      'company routes with no role rule: add them to ROLE_RULES',
    ).toEqual([]);
    expect(
      Object.keys(ROLE_RULES).filter((key) => !probed.includes(key)),
      'role rules of routes that are gone',
    ).toEqual([]);
  });

  it("V8.2.2 no member of another company, whatever their role, reads or changes a company's members, sites, invitations, approvals, orders or lists", async () => {
    const secrets = secretsOf(A);
    const before = await rowsOf(A);
    let calls = 0;
    for (const route of probedRoutes()) {
      const key = keyOf(route);
      const hasIds = paramsOf(route.url).length > 0;
      for (const role of COMPANY_ROLES) {
        const intruder = B.members[role];
        for (const ids of idCombinations(route.url, A)) {
          const probe = { ids, body: intruderBody(key, role) };
          const name = `${key} as B's ${role} with ${JSON.stringify(ids)}`;
          const responses = [await send(route, intruder, probe)];
          // A read without ids: B's member gets their own, whatever the query names.
          if (route.method === 'GET' && !hasIds) {
            const query = `?companyId=${A.companyId}&userId=${A.members.owner.userId}`;
            responses.push(await call('GET', `${route.url}${query}`, intruder));
          }
          for (const response of responses) {
            calls++;
            if (hasIds) {
              expect([403, 404], `${name}: got ${response.statusCode} ${response.body}`).toContain(
                response.statusCode,
              );
            } else {
              expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
            }
            for (const secret of secrets) {
              expect(response.body, `${name} shows A's ${secret}`).not.toContain(secret);
            }
          }
        }
      }
      expect(await rowsOf(A), `${key} changed company A's rows`).toBe(before);
    }
    expect(calls).toBeGreaterThan(100);
  });

  it('V8.2.1 within its own company, each route lets in the roles its rule names and refuses the others', async () => {
    for (const route of probedRoutes()) {
      const key = keyOf(route);
      const rule = ROLE_RULES[key];
      if (!rule) throw new Error(`${key} has no role rule: add it to ROLE_RULES`);
      const refused = COMPANY_ROLES.filter((role) => !rule.allowed.includes(role));

      // The refused first: nothing of the company's changes.
      const before = await rowsOf(A);
      for (const role of refused) {
        const probe = rule.asRefused?.(A, role) ?? {};
        const response = await send(route, A.members[role], {
          ids: { ...ownIds(A), ...probe.ids },
          body: probe.body,
        });
        const name = `${key} as A's ${role}`;
        expectStatus(response, rule.refused!.status, name);
        if (rule.refused!.message) {
          expect(response.json(), name).toMatchObject({ message: rule.refused!.message });
        }
      }
      expect(await rowsOf(A), `${key}: a refused role changed company A's rows`).toBe(before);

      // Then the allowed: each with a thing of its own where the call uses one up.
      for (const role of rule.allowed) {
        const probe = (await rule.asAllowed?.(A, role)) ?? {};
        const response = await send(route, A.members[role], {
          ids: { ...ownIds(A), ...probe.ids },
          body: probe.body,
        });
        const name = `${key} as A's ${role}`;
        if (route.method === 'GET') expectStatus(response, 200, name);
        expect(response.statusCode, `${name}: ${response.body}`).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(300);
        rule.check?.(response, A, role);
      }
    }
  });

  it('V8.2.1 a signed-in account of no company is refused every company route (403)', async () => {
    const admin = await staff(t);
    const before = await rowsOf(A);
    const routes = probedRoutes().filter((route) => isCompanyUrl(route.url));
    for (const route of routes) {
      const response = await call(route.method, concrete(route.url, ownIds(A)), admin);
      expectStatus(response, 403, `${keyOf(route)} as staff`);
      expect(response.json(), keyOf(route)).toMatchObject({ message: NOT_IN_A_COMPANY });
    }
    expect(await rowsOf(A)).toBe(before);
  });

  it('V8.2.1 a new role applies from the member’s next request, signed in as they were', async () => {
    const { owner, approver, buyer } = B.members;
    const changeRole = async (member: Member, role: CompanyRole) =>
      expectStatus(
        await call('PUT', `/api/company/members/${member.userId}`, owner, { role }),
        200,
        `${role} for ${member.userId}`,
      );

    await changeRole(approver, 'accounts');
    const approve = await call(
      'POST',
      `/api/company/approvals/${B.awaiting.number}/approve`,
      approver,
    );
    expectStatus(approve, 403, 'approval by a former approver');
    expect(approve.json()).toMatchObject({ message: APPROVERS_ONLY });

    await changeRole(buyer, 'owner');
    expectStatus(await call('GET', '/api/company/invitations', buyer), 200, 'a new owner');
    await changeRole(buyer, 'buyer');
    const invitations = await call('GET', '/api/company/invitations', buyer);
    expectStatus(invitations, 403, 'an owner made buyer again');
    expect(invitations.json()).toMatchObject({ message: OWNERS_ONLY });
  });

  it("V8.2.2 another company's owner inviting this company's invitee leaves its invitation open", async () => {
    const before = await rowsOf(A);
    const response = await call('POST', '/api/company/invitations', B.members.owner, {
      email: A.invitation.email,
      role: 'owner',
      spending_limit: null,
    });
    expectStatus(response, 201, "B's invitation");
    expect(await rowsOf(A)).toBe(before);
  });
});
