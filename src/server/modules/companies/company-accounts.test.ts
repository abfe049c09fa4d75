import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asBearer,
  newCustomer,
  newMember,
  newIp,
  placeOrder,
  signIn,
  type Session,
} from '#test/customers';
import { bedLine, demoBed, type DemoBed } from '#test/demo-lines';
import { readOutbox } from '#test/outbox';
import { createTestApp, type TestApp } from '#test/test-app';
import { users } from '#src/db/schema/accounts';
import { companies, companyMembers } from '#src/db/schema/companies';
import { orders } from '#src/db/schema/orders';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import type { UserDetails } from '#src/shared/schemas/accounts';
import { SITE_ID_MESSAGE } from '#src/shared/schemas/orders';
import { MEMBER_DEACTIVATED } from '../accounts/accounts.service';
import { ROLE_CANNOT_ORDER } from '#src/shared/domain/companies';

// docs/business-rules.md "Companies" and "Credit": the credit line is the company's, shared
// by its members; what each member may do follows their role.

let t: TestApp;
let bed: DemoBed;
beforeAll(async () => {
  t = await createTestApp();
  const trade = await signIn(t, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.trade.password);
  bed = await demoBed(t, trade);
});
afterAll(() => t.close());

const details = async (s: Session) => {
  const response = await t.app.inject({ url: '/api/user/details', headers: asBearer(s) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserDetails>();
};
const line = (reference: string, quantity = 1) => bedLine(bed, reference, quantity);

describe('one credit line for every member of a company', () => {
  it('holds a buyer’s order against the company’s credit, as every member sees it', async () => {
    const owner = await newCustomer(t, { creditLimit: 20_000 });
    const buyer = await newMember(t, owner.companyId, { spendingLimit: 2000 });
    const placed = await placeOrder(t, buyer, [line('Room 12')]);
    expect(placed.statusCode, placed.body).toBe(201);
    const total = placed.json<{ total: number }>().total;

    const [ownerView, buyerView] = [await details(owner), await details(buyer)];
    for (const view of [ownerView, buyerView]) {
      expect(view.credit_limit).toBe(20_000);
      expect(view.available_credit).toBe(Math.round((20_000 - total) * 100) / 100);
      expect(view.company).toMatchObject({ id: owner.companyId, short_name: 'Doyle Hotels' });
    }
    expect(ownerView.company).toMatchObject({ role: 'owner', spending_limit: null });
    expect(buyerView.company).toMatchObject({ role: 'buyer', spending_limit: 2000 });
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, buyer.userId));
    expect(order).toMatchObject({ companyId: owner.companyId, referenceNumber: 'Room 12' });
  });

  it('places nothing of a buyer’s checkout above their own limit: it awaits approval', async () => {
    const owner = await newCustomer(t, { creditLimit: 50_000 });
    const buyer = await newMember(t, owner.companyId, { spendingLimit: 100 });
    const awaiting = await placeOrder(t, buyer, [line('Room 7')]);
    expect(awaiting.statusCode).toBe(202);
    expect(awaiting.json()).toMatchObject({ state: 'awaiting', spending_limit: 100 });
    expect(
      await t.database.db.select().from(orders).where(eq(orders.companyId, owner.companyId)),
    ).toEqual([]);
    // The owner, without a limit of their own, places the same order.
    expect((await placeOrder(t, owner, [line('Room 7')])).statusCode).toBe(201);
  });

  it('refuses an accounts member’s checkout and reorder: they see orders, not place them', async () => {
    const owner = await newCustomer(t);
    const accounts = await newMember(t, owner.companyId, { role: 'accounts' });
    const refused = await placeOrder(t, accounts, [line('Room 1')]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: ROLE_CANNOT_ORDER });
    expect(
      await t.database.db.select().from(orders).where(eq(orders.companyId, owner.companyId)),
    ).toEqual([]);
    expect((await details(accounts)).available_credit).toBe(10_000);
  });

  it('renames the company when its owner changes company_name, not when a buyer does', async () => {
    const owner = await newCustomer(t);
    const buyer = await newMember(t, owner.companyId);
    const profile = {
      full_name: 'Ciara Doyle',
      phone_number: '+353871234567',
      company_name: 'Doyle Group',
      office_address: '3 Main Street',
      office_city: 'Sligo',
      office_eir_code: 'F91 K2P4',
      delivery_address: '3 Main Street',
      delivery_city: 'Sligo',
      delivery_eir_code: 'F91 K2P4',
    };
    const update = (s: Session, companyName: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/auth/user/update/${s.userId}`,
        headers: asBearer(s),
        payload: { ...profile, company_name: companyName },
      });
    expect((await update(owner, 'Doyle Group')).statusCode).toBe(200);
    expect((await details(buyer)).company_name).toBe('Doyle Group');
    expect((await update(buyer, 'Seán’s Beds')).statusCode).toBe(200);
    expect((await details(owner)).company_name).toBe('Doyle Group');
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, owner.companyId));
    expect(company!.shortName).toBe('Doyle Group');
  });

  it('lets no deactivated member sign in', async () => {
    const owner = await newCustomer(t);
    const buyer = await newMember(t, owner.companyId);
    await t.database.db
      .update(companyMembers)
      .set({ active: false })
      .where(eq(companyMembers.userId, buyer.userId));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, buyer.userId));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { email: row!.email, password: 'Strong#Pass1' },
      remoteAddress: newIp(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: MEMBER_DEACTIVATED });
  });
});

describe('an approved application creates its company', () => {
  it('with the application’s names and VAT number, the approved limit and a first site', async () => {
    const email = `galway.${Date.now()}@example.ie`;
    const application = {
      full_name: 'Máire Ní Bhriain',
      email,
      invoice_email: `accounts.${email}`,
      phone_number: '091 123 456',
      company_name: 'Galway Bay Hotel',
      registered_name: 'Galway Bay Hotel Group Ltd',
      vat_number: 'ie 1234567 t',
      office_address: '1 Quay Street',
      office_city: 'Galway',
      office_eir_code: 'H91 E2K3',
      delivery_address: '2 Dock Road',
      delivery_city: 'Galway',
      delivery_eir_code: 'H91 X2Y3',
      password: 'Strong#Pass1',
      confirm_password: 'Strong#Pass1',
    };
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/register',
      payload: application,
      remoteAddress: newIp(),
    });
    expect(register.statusCode, register.body).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    const admin = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${row!.id}/approve`,
      headers: asBearer(admin),
      payload: { credit_limit: 15_000 },
    });
    expect(approve.statusCode, approve.body).toBe(200);

    const owner = await signIn(t, email);
    const view = await details(owner);
    expect(view).toMatchObject({
      company_name: 'Galway Bay Hotel',
      credit_limit: 15_000,
      available_credit: 15_000,
      company: {
        registered_name: 'Galway Bay Hotel Group Ltd',
        short_name: 'Galway Bay Hotel',
        role: 'owner',
        spending_limit: null,
      },
    });
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, view.company!.id));
    expect(company).toMatchObject({
      vatNumber: 'IE1234567T',
      invoiceEmail: `accounts.${email}`,
      paymentTermsDays: 30,
    });
  });

  it('refuses a VAT number that is no Irish or EU one, keeping what was typed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/register',
      payload: { vat_number: 'IE1234567X', registered_name: 'x'.repeat(201) },
      remoteAddress: newIp(),
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json<{ errors: Array<{ field: string; message: string }> }>().errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          field: 'vat_number',
          message: expect.stringMatching(/Irish or EU VAT number/) as unknown,
        },
        {
          field: 'registered_name',
          message: 'Registered name must be at most 200 characters',
        },
      ]),
    );
  });
});

describe('ordering for a delivery site', () => {
  const sites = async (s: Session) =>
    (await t.app.inject({ url: '/api/company', headers: asBearer(s) })).json<{
      sites: Array<{ id: number; name: string }>;
    }>().sites;

  it('sends the checkout to one of the company’s sites, which every order keeps', async () => {
    const owner = await newCustomer(t, { creditLimit: 50_000 });
    const buyer = await newMember(t, owner.companyId, { spendingLimit: 100 });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/company/sites',
      headers: asBearer(owner),
      payload: {
        name: 'Galway Bay',
        address: '1 Quay Street',
        city: 'Galway',
        eircode: 'h91e2k3',
        contact_name: 'Pádraig Ó Sé',
        contact_phone: '087 555 0123',
        delivery_notes: 'Deliveries 7-11 am; no lorries over 7.5 t',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const siteId = added.json<{ site: { id: number } }>().site.id;
    expect((await sites(buyer)).map((s) => s.id)).toContain(siteId);

    const placed = await placeOrder(t, owner, [line('Room 1'), line('Room 2')], {
      fields: { site_id: String(siteId) },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const made = await t.database.db.select().from(orders).where(eq(orders.userId, owner.userId));
    expect(made.map((o) => [o.siteId, o.shippingAddress])).toEqual([
      [siteId, 'Galway Bay, 1 Quay Street, Galway, H91 E2K3'],
      [siteId, 'Galway Bay, 1 Quay Street, Galway, H91 E2K3'],
    ]);
    // The buyer's own My Orders names the site on each card.
    const mine = await t.app.inject({
      url: '/api/order/user-orders?page=1&limit=20',
      headers: asBearer(owner),
    });
    expect(
      mine.json<{ orders: Array<{ referenceNumber: string; site?: unknown }> }>().orders,
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          referenceNumber: 'Room 1',
          site: { id: siteId, name: 'Galway Bay' },
        }),
      ]),
    );
    // The crew's facts reach the shop: its new-order mail and the console's order page.
    const checkoutNumber = placed.json<{ checkoutNumber: string }>().checkoutNumber;
    const notice = (await readOutbox(t)).find((m) =>
      m.body.includes(`placed checkout ${checkoutNumber} on account`),
    );
    expect(notice?.body).toContain('Site contact: Pádraig Ó Sé, +353 87 555 0123\n');
    expect(notice?.body).toContain('Delivery notes: Deliveries 7-11 am; no lorries over 7.5 t\n');
    const staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const page = await t.app.inject({
      url: `/api/admin/orders/${made[0]!.id}`,
      headers: asBearer(staff),
    });
    expect(page.json<{ order: { site: unknown } }>().order.site).toEqual({
      id: siteId,
      name: 'Galway Bay',
      contactName: 'Pádraig Ó Sé',
      contactPhone: '+353875550123',
      deliveryNotes: 'Deliveries 7-11 am; no lorries over 7.5 t',
    });

    // Through approval too: the buyer's checkout keeps its site.
    const awaiting = await placeOrder(t, buyer, [line('Room 3')], {
      fields: { site_id: String(siteId) },
    });
    expect(awaiting.statusCode, awaiting.body).toBe(202);
    const number = awaiting.json<{ checkoutNumber: string }>().checkoutNumber;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/company/approvals/${number}/approve`,
      headers: asBearer(owner),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [buyers] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, buyer.userId));
    expect(buyers).toMatchObject({ siteId, referenceNumber: 'Room 3' });
  });

  it('refuses another company’s site, a removed one and a site id that is not a number', async () => {
    const owner = await newCustomer(t);
    const other = await newCustomer(t);
    const [othersSite] = await sites(other);
    const [ownSite] = await sites(owner);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/company/sites/${ownSite!.id}`,
      headers: asBearer(owner),
    });
    for (const siteId of [String(othersSite!.id), String(ownSite!.id), 'Galway', '-1']) {
      const refused = await placeOrder(t, owner, [line('Room 4')], { fields: { site_id: siteId } });
      expect(refused.statusCode, siteId).toBe(400);
      expect(refused.json(), siteId).toMatchObject({
        errors: [{ field: 'site_id', message: SITE_ID_MESSAGE }],
      });
    }
    expect(
      await t.database.db.select().from(orders).where(eq(orders.companyId, owner.companyId)),
    ).toEqual([]);
  });
});
