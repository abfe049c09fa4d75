import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newMember, placeOrder, signIn, type Session } from '#test/customers';
import type { TestApp } from '#test/test-app';
import { users } from '#src/db/schema/accounts';
import { companySites } from '#src/db/schema/companies';
import { orders } from '#src/db/schema/orders';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import {
  COMPANY_FILTER_NEEDS_SCOPE,
  COMPANY_ORDERS_ROLES,
  SCOPE_MESSAGE,
  type UserOrders,
} from '#src/shared/schemas/orders';
import { NOT_IN_A_COMPANY } from '../companies/member-guard';
import { setUpOrdersTestApp } from './orders.test-setup';

// GET /api/order/user-orders?scope=company (docs/api.md "Orders", docs/business-rules.md
// "Companies"): every member's orders of the company, for its owners, approvers and
// accounts.

const shared = setUpOrdersTestApp();
const { stoolLine, cancel, userOrders, setDeliveryStatus } = shared;
let t: TestApp;

let owner: Session & { companyId: number };
let buyer: Session;
let approver: Session;
let accounts: Session;
let outsider: Session & { companyId: number };
let north: number;
let south: number;
let outsidersSite: number;
/** Reference → tracking ID of every order placed below. */
const tracking = new Map<string, string>();

const rename = (s: Session, fullName: string) =>
  t.database.db.update(users).set({ fullName }).where(eq(users.id, s.userId));

async function addSite(companyId: number, name: string) {
  const [site] = await t.database.db
    .insert(companySites)
    .values({ companyId, name, address: '1 Quay Street', city: 'Galway', eircode: 'H91 E2K3' })
    .returning();
  return site!.id;
}

async function order(s: Session, refs: string[]) {
  const placed = await placeOrder(
    t,
    s,
    refs.map((referenceNumber) => stoolLine({ referenceNumber })),
  );
  expect(placed.statusCode, placed.body).toBe(201);
}

/** The site an order goes to, as checkout records it. */
const sendTo = (refs: string[], siteId: number) =>
  t.database.db.update(orders).set({ siteId }).where(inArray(orders.referenceNumber, refs));

const idOf = async (ref: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.referenceNumber, ref)))[0]!.id;

beforeAll(async () => {
  t = shared.testApp();
  owner = await newCustomer(t, { creditLimit: 100_000 });
  buyer = await newMember(t, owner.companyId);
  approver = await newMember(t, owner.companyId, { role: 'approver' });
  accounts = await newMember(t, owner.companyId, { role: 'accounts' });
  outsider = await newCustomer(t);
  await rename(owner, 'Úna Owner');
  await rename(buyer, 'Brian Buyer');
  await rename(approver, 'Aine Approver');
  north = await addSite(owner.companyId, 'North Hotel');
  south = await addSite(owner.companyId, 'South Hotel');
  outsidersSite = await addSite(outsider.companyId, 'Elsewhere');

  // Oldest first: each checkout is newer than the one before.
  await order(owner, ['OWN-1', 'OWN-2']);
  await order(buyer, ['Room 101', 'Room 102', 'Lobby']);
  await order(approver, ['APP-1']);
  await order(outsider, ['Room 1 elsewhere']);
  await sendTo(['Room 101', 'Room 102'], north);
  await sendTo(['APP-1'], south);
  await sendTo(['Room 1 elsewhere'], outsidersSite);
  const all = await t.database.db.select().from(orders);
  for (const row of all) tracking.set(row.referenceNumber, row.trackingId);
  expect((await cancel(buyer, await idOf('Room 102'))).statusCode).toBe(200);
  await setDeliveryStatus(await idOf('OWN-1'), 'Order Delivered');
});

async function company(s: Session, query = '') {
  const response = await userOrders(s, `scope=company${query ? `&${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<UserOrders>();
  return { refs: body.orders.map((card) => card.referenceNumber), body };
}

const NEWEST_FIRST = ['APP-1', 'Lobby', 'Room 102', 'Room 101', 'OWN-2', 'OWN-1'];

describe('My Orders, the company view', () => {
  it('shows owners, approvers and accounts every member’s orders, newest first, with buyer and site', async () => {
    for (const member of [owner, approver, accounts]) {
      const { refs, body } = await company(member);
      expect(refs).toEqual(NEWEST_FIRST);
      expect(body.pagination).toMatchObject({ total: 6, currentPage: 1, totalPages: 1 });
    }
    const cards = new Map(
      (await company(accounts)).body.orders.map((card) => [card.referenceNumber, card]),
    );
    expect(cards.get('Room 101')).toMatchObject({
      buyer: { id: buyer.userId, full_name: 'Brian Buyer' },
      site: { id: north, name: 'North Hotel' },
      trackingId: tracking.get('Room 101'),
    });
    expect(cards.get('APP-1')).toMatchObject({
      buyer: { id: approver.userId, full_name: 'Aine Approver' },
      site: { id: south, name: 'South Hotel' },
    });
    expect(cards.get('OWN-2')).toMatchObject({
      buyer: { id: owner.userId, full_name: 'Úna Owner' },
      site: null,
    });
  });

  it('leaves the buyer’s own list as it was: their orders only, no buyer or site', async () => {
    for (const query of ['', 'scope=own', 'scope=OWN']) {
      const response = await userOrders(owner, query);
      expect(response.statusCode, query).toBe(200);
      const cards = response.json<UserOrders>().orders;
      expect(cards.map((card) => card.referenceNumber)).toEqual(['OWN-2', 'OWN-1']);
      for (const card of cards) {
        expect(card).not.toHaveProperty('buyer');
        expect(card).not.toHaveProperty('site');
      }
    }
    // A field the own list does not read is still ignored there.
    expect((await userOrders(buyer, '_=1700000000')).statusCode).toBe(200);
  });

  it('refuses the company view to a buyer, to staff and to nobody', async () => {
    const asBuyer = await userOrders(buyer, 'scope=company');
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json()).toMatchObject({ success: false, message: COMPANY_ORDERS_ROLES });
    expect(asBuyer.body).not.toContain('OWN-1');

    const staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const asStaff = await userOrders(staff, 'scope=company');
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json()).toMatchObject({ message: NOT_IN_A_COMPANY });

    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/order/user-orders?scope=company',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('filters by buyer, site, tab and reference, one or several at once', async () => {
    expect((await company(owner, `buyer=${buyer.userId}`)).refs).toEqual([
      'Lobby',
      'Room 102',
      'Room 101',
    ]);
    expect((await company(owner, `site=${north}`)).refs).toEqual(['Room 102', 'Room 101']);
    expect((await company(owner, 'tab=cancelled')).refs).toEqual(['Room 102']);
    expect((await company(owner, 'tab=Delivered')).refs).toEqual(['OWN-1']);
    expect((await company(owner, 'tab=active')).refs).toEqual([
      'APP-1',
      'Lobby',
      'Room 101',
      'OWN-2',
    ]);
    expect((await company(owner, `buyer=${buyer.userId}&tab=active`)).refs).toEqual([
      'Lobby',
      'Room 101',
    ]);
    expect((await company(owner, `site=${north}&tab=active`)).refs).toEqual(['Room 101']);
    // A reference's start, any case; and a tracking ID's.
    expect((await company(accounts, 'q=ROOM 10')).refs).toEqual(['Room 102', 'Room 101']);
    const trackingId = tracking.get('APP-1')!;
    expect((await company(accounts, `q=${trackingId.toLowerCase()}`)).refs).toEqual(['APP-1']);
    const { body } = await company(accounts, 'q=nothing-like-it');
    expect(body.orders).toEqual([]);
    expect(body.pagination.total).toBe(0);
  });

  it('pages the company’s orders', async () => {
    const first = await company(approver, 'limit=4');
    expect(first.refs).toEqual(NEWEST_FIRST.slice(0, 4));
    expect(first.body.pagination).toEqual({
      total: 6,
      totalPages: 2,
      currentPage: 1,
      limit: 4,
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const second = await company(approver, 'limit=4&page=2');
    expect(second.refs).toEqual(NEWEST_FIRST.slice(4));
    expect(second.body.pagination).toMatchObject({ currentPage: 2, hasNextPage: false });
    expect((await company(approver, 'limit=4&page=3')).refs).toEqual([]);
  });

  it('finds nothing of another company, whatever buyer, site or reference is asked', async () => {
    for (const query of [
      `buyer=${outsider.userId}`,
      `site=${outsidersSite}`,
      'q=Room 1 elsewhere',
      `q=${tracking.get('Room 1 elsewhere')!}`,
    ]) {
      const { body } = await company(owner, query);
      expect(body.orders, query).toEqual([]);
      expect(body.pagination.total, query).toBe(0);
    }
    // And the other company sees none of this one's.
    const theirs = await company(outsider);
    expect(theirs.refs).toEqual(['Room 1 elsewhere']);
    expect((await company(outsider, `buyer=${buyer.userId}`)).refs).toEqual([]);
    expect((await company(outsider, `site=${north}`)).refs).toEqual([]);
  });

  it('refuses an unknown field, a filter without the company scope and malformed values', async () => {
    const cases: Array<[string, string]> = [
      ['scope=company&userId=1', 'Unknown field: userId'],
      ['scope=company&company_id=2&tab=active', 'Unknown field: company_id'],
      [`buyer=${buyer.userId}`, COMPANY_FILTER_NEEDS_SCOPE],
      [`scope=own&site=${north}`, COMPANY_FILTER_NEEDS_SCOPE],
      ['scope=everyone', SCOPE_MESSAGE],
      ['scope=company&buyer=brian', 'buyer must be a number'],
      ['scope=company&site=0', 'site must be a positive number'],
      ['scope=company&tab=paid', 'tab must be one of'],
    ];
    for (const [query, message] of cases) {
      const response = await userOrders(owner, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toContain(message);
    }
  });
});
