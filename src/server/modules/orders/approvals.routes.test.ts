import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asBearer,
  newCustomer,
  newMember,
  placeOrder,
  signIn,
  type Session,
} from '#test/customers';
import { bedLine, demoBed, type DemoBed } from '#test/demo-lines';
import { pdf } from '#test/multipart';
import { readOutbox } from '#test/outbox';
import { createTestApp, type TestApp } from '#test/test-app';
import { approvalRequests, orders } from '#src/db/schema/orders';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import type { UserDetails } from '#src/shared/schemas/accounts';
import {
  APPROVAL_NOT_FOUND,
  APPROVERS_ONLY,
  NOT_YOUR_OWN,
  ONLY_THE_BUYER,
  SENT_FOR_APPROVAL,
  type ApprovalsAnswer,
  type AwaitingApproval,
} from '#src/shared/schemas/approvals';
import { INSUFFICIENT_CREDIT, type PlacedOrder } from '#src/shared/schemas/orders';
import { REORDER_VIA_CART } from './orders.service';

// docs/business-rules.md "Approvals": a buyer's checkout above their limit an order waits,
// holding the company's credit, until an owner or approver approves or rejects it.

let t: TestApp;
let bed: DemoBed;
beforeAll(async () => {
  t = await createTestApp();
  const trade = await signIn(t, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.trade.password);
  bed = await demoBed(t, trade);
});
afterAll(() => t.close());

const line = (reference: string, quantity = 1) => bedLine(bed, reference, quantity);

const call = (s: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asBearer(s), ...(payload ? { payload } : {}) });

const availableCredit = async (s: Session) =>
  (await call(s, 'GET', '/api/user/details')).json<UserDetails>().available_credit;

const list = async (s: Session, state = 'awaiting') => {
  const response = await call(s, 'GET', `/api/company/approvals?state=${state}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ApprovalsAnswer>();
};

const decide = (s: Session, number: string, action: string, payload?: object) =>
  call(s, 'POST', `/api/company/approvals/${number}/${action}`, payload ?? {});

/** A company: an owner, an approver, a buyer with a €100 limit, an accounts member. */
async function company(creditLimit = 50_000) {
  const owner = await newCustomer(t, { creditLimit });
  const approver = await newMember(t, owner.companyId, { role: 'approver' });
  const buyer = await newMember(t, owner.companyId, { role: 'buyer', spendingLimit: 100 });
  const accounts = await newMember(t, owner.companyId, { role: 'accounts' });
  return { owner, approver, buyer, accounts };
}

const companyOrders = (companyId: number) =>
  t.database.db.select().from(orders).where(eq(orders.companyId, companyId));

async function sendForApproval(buyer: Session, lines = [line('Room 7')], key?: string) {
  const response = await placeOrder(t, buyer, lines, key ? { key } : {});
  expect(response.statusCode, response.body).toBe(202);
  return response.json<AwaitingApproval>();
}

describe('a checkout above the buyer’s limit awaits approval', () => {
  it('places nothing, holds the credit, mails the approvers and shows to whom it should', async () => {
    const { owner, approver, buyer, accounts } = await company();
    const before = await availableCredit(owner);
    const awaiting = await sendForApproval(buyer, [line('Room 7'), line('Room 8', 2)]);
    expect(awaiting).toMatchObject({
      success: true,
      state: 'awaiting',
      message: SENT_FOR_APPROVAL,
      spending_limit: 100,
    });
    expect(awaiting.checkoutNumber).toMatch(/^CHK-\d{4}-\d{5,}$/);
    expect(await companyOrders(owner.companyId)).toEqual([]);
    const held = Math.round((before - awaiting.total) * 100) / 100;
    expect(awaiting.available_credit).toBe(held);
    for (const member of [owner, approver, buyer, accounts]) {
      expect(await availableCredit(member)).toBe(held);
    }
    // Staff's lists say the same credit: the request holds it there too.
    const staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const search = encodeURIComponent(owner.email);
    const companies = await call(staff, 'GET', `/api/admin/companies?search=${search}`);
    expect(companies.json<{ companies: Array<{ available_credit: number }> }>().companies).toEqual([
      expect.objectContaining({ available_credit: held }),
    ]);
    const customers = await call(staff, 'GET', `/api/admin/customers?search=${search}`);
    expect(
      customers.json<{ customers: Array<{ available_credit: number; open_orders: number }> }>()
        .customers,
    ).toEqual([expect.objectContaining({ available_credit: held, open_orders: 0 })]);

    // The owner and the approver are mailed; the buyer and accounts are not.
    // (Subjects with a fada travel MIME-encoded: the body says which mail it is.)
    const mails = (await readOutbox(t)).filter(
      (m) =>
        m.body.includes(`Checkout number: ${awaiting.checkoutNumber}\n`) &&
        m.body.includes('Approve or reject it here'),
    );
    const addressOf = (m: { headers: Map<string, string> }) =>
      /<([^>]+)>/.exec(m.headers.get('to') ?? '')?.[1];
    expect(mails.map(addressOf).sort()).toEqual([owner.email, approver.email].sort());
    expect(mails[0]!.body).toContain('Room 8');
    expect(mails[0]!.body).toContain('/account/approvals');

    for (const member of [owner, approver, accounts, buyer]) {
      const seen = await list(member);
      expect(seen.approvals.map((a) => a.checkoutNumber)).toEqual([awaiting.checkoutNumber]);
      // Each line by its options' ids too: what "Put back in cart" prices again.
      expect(seen.approvals[0]!.lines[0]).toMatchObject({
        productId: bed.productId,
        sizeId: bed.sizeId,
        fabricId: bed.fabricId,
        fabricColorId: bed.fabricColorId,
        special_quote: 'None',
        referenceNumber: 'Room 7',
      });
      expect(seen.approvals[0]).toMatchObject({
        state: 'awaiting',
        buyer: { id: buyer.userId },
        total: awaiting.total,
        lines: [
          { referenceNumber: 'Room 7', quantity: 1 },
          { referenceNumber: 'Room 8', quantity: 2 },
        ],
      });
    }
    expect((await list(approver)).can_approve).toBe(true);
    expect((await list(accounts)).can_approve).toBe(false);
    // Another buyer of the company sees only their own.
    const colleague = await newMember(t, owner.companyId, { spendingLimit: 100 });
    expect((await list(colleague)).approvals).toEqual([]);
  });

  it('names a line’s quote file and text, for the buyer to put the line back in the cart', async () => {
    const { buyer } = await company();
    const sent = await placeOrder(
      t,
      buyer,
      [
        {
          ...line('Room 12', 2),
          special_quote: { text: 'Headboard 10 cm higher', fileBase64: null, fileName: 'plan.pdf' },
        },
      ],
      { files: [{ name: 'plan.pdf', bytes: pdf }] },
    );
    expect(sent.statusCode, sent.body).toBe(202);
    const [request] = (await list(buyer)).approvals;
    expect(request!.lines[0]!.special_quote).toEqual({
      text: 'Headboard 10 cm higher',
      fileName: 'plan.pdf',
    });
  });

  it('approving places the orders once, under the buyer’s name and the same number', async () => {
    const { owner, approver, buyer } = await company();
    const awaiting = await sendForApproval(buyer);
    const approved = await decide(approver, awaiting.checkoutNumber, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const placed = approved.json<PlacedOrder>();
    expect(placed).toMatchObject({
      checkoutNumber: awaiting.checkoutNumber,
      total: awaiting.total,
    });
    const made = await companyOrders(owner.companyId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ userId: buyer.userId, referenceNumber: 'Room 7' });
    // The credit held stays held, now by the order.
    expect(await availableCredit(owner)).toBe(awaiting.available_credit);
    // The buyer sees it in My Orders, and it is no longer awaiting.
    const mine = await call(buyer, 'GET', '/api/order/user-orders');
    expect(mine.json<{ orders: Array<{ checkoutNumber: string }> }>().orders).toEqual([
      expect.objectContaining({ checkoutNumber: awaiting.checkoutNumber }),
    ]);
    expect((await list(buyer)).approvals).toEqual([]);
    expect((await list(buyer, 'decided')).approvals[0]).toMatchObject({
      state: 'approved',
      decided_by: 'Seán Ó Dónaill',
    });
    const confirmation = (await readOutbox(t)).find(
      (m) =>
        m.headers.get('to')?.includes(buyer.email) &&
        m.headers.get('subject')?.startsWith('Order confirmation'),
    );
    expect(confirmation?.body).toContain(awaiting.checkoutNumber);

    // With an order placed and another checkout awaiting: staff's lists count the order
    // only, and hold both.
    const second = await sendForApproval(buyer, [line('Room 9')]);
    const staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const search = encodeURIComponent(owner.email);
    const customers = await call(staff, 'GET', `/api/admin/customers?search=${search}`);
    expect(
      customers.json<{ customers: Array<{ available_credit: number; open_orders: number }> }>()
        .customers,
    ).toEqual([
      expect.objectContaining({ available_credit: second.available_credit, open_orders: 1 }),
    ]);
    expect((await decide(buyer, second.checkoutNumber, 'withdraw')).statusCode).toBe(200);

    const again = await decide(owner, awaiting.checkoutNumber, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already approved by Seán Ó Dónaill/);
    expect(await companyOrders(owner.companyId)).toHaveLength(1);
  });

  it('two approvers approving at the same moment place it once', async () => {
    for (let round = 0; round < 5; round++) {
      const { owner, approver, buyer } = await company();
      const awaiting = await sendForApproval(buyer, [line('A'), line('B')]);
      const answers = await Promise.all([
        decide(owner, awaiting.checkoutNumber, 'approve'),
        decide(approver, awaiting.checkoutNumber, 'approve'),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await companyOrders(owner.companyId)).toHaveLength(2);
    }
  });

  it('rejecting needs a reason, releases the credit and tells the buyer why', async () => {
    const { owner, approver, buyer } = await company();
    const before = await availableCredit(owner);
    const awaiting = await sendForApproval(buyer);
    const blank = await decide(approver, awaiting.checkoutNumber, 'reject', { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    const extra = await decide(approver, awaiting.checkoutNumber, 'reject', {
      reason: 'Too many',
      state: 'approved',
    });
    expect(extra.statusCode).toBe(400);
    const rejected = await decide(approver, awaiting.checkoutNumber, 'reject', {
      reason: 'Room 7 is being refurbished next year.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await availableCredit(owner)).toBe(before);
    expect(await companyOrders(owner.companyId)).toEqual([]);
    const mail = (await readOutbox(t)).find(
      (m) =>
        m.headers.get('to')?.includes(buyer.email) &&
        m.headers.get('subject') === `Order ${awaiting.checkoutNumber} was not approved`,
    );
    expect(mail?.body).toContain('Room 7 is being refurbished next year.');
    expect((await list(buyer, 'decided')).approvals[0]).toMatchObject({
      state: 'rejected',
      reason: 'Room 7 is being refurbished next year.',
    });
    expect((await decide(owner, awaiting.checkoutNumber, 'approve')).statusCode).toBe(409);
  });

  it('lets only other owners and approvers decide, and only the buyer withdraw', async () => {
    const { owner, approver, buyer, accounts } = await company();
    const awaiting = await sendForApproval(buyer);
    const number = awaiting.checkoutNumber;
    const byAccounts = await decide(accounts, number, 'approve');
    expect([byAccounts.statusCode, byAccounts.json()]).toEqual([
      403,
      expect.objectContaining({ message: APPROVERS_ONLY }),
    ]);
    expect((await decide(buyer, number, 'approve')).statusCode).toBe(403);
    const byApprover = await decide(approver, number, 'withdraw');
    expect([byApprover.statusCode, byApprover.json()]).toEqual([
      403,
      expect.objectContaining({ message: ONLY_THE_BUYER }),
    ]);
    // Another company's approver does not even learn it exists.
    const stranger = await company();
    const foreign = await decide(stranger.owner, number, 'approve');
    expect([foreign.statusCode, foreign.json()]).toEqual([
      404,
      expect.objectContaining({ message: APPROVAL_NOT_FOUND }),
    ]);
    expect((await list(stranger.owner)).approvals).toEqual([]);

    expect((await decide(buyer, number, 'withdraw')).statusCode).toBe(200);
    expect((await decide(owner, number, 'approve')).statusCode).toBe(409);
    expect(await companyOrders(owner.companyId)).toEqual([]);

    // An approver above their own limit needs someone else.
    const limited = await newMember(t, owner.companyId, { role: 'approver', spendingLimit: 50 });
    const own = await sendForApproval(limited);
    const self = await decide(limited, own.checkoutNumber, 'approve');
    expect([self.statusCode, self.json()]).toEqual([
      403,
      expect.objectContaining({ message: NOT_YOUR_OWN }),
    ]);
    expect((await decide(approver, own.checkoutNumber, 'approve')).statusCode).toBe(200);
  });

  it('counts awaiting checkouts against the credit, and checks it again on approval', async () => {
    const { owner, approver, buyer } = await company(1_000);
    const awaiting = await sendForApproval(buyer, [line('Room 1')]);
    // What is left after the awaiting checkout does not afford the same again.
    expect(awaiting.total * 2).toBeGreaterThan(1_000);
    const refused = await placeOrder(t, owner, [line('Room 2')]);
    expect([refused.statusCode, refused.json()]).toEqual([
      422,
      expect.objectContaining({ message: INSUFFICIENT_CREDIT }),
    ]);
    expect((await decide(approver, awaiting.checkoutNumber, 'approve')).statusCode).toBe(200);
  });

  it('answers a retried checkout with the first answer, saving it once', async () => {
    const { buyer } = await company();
    const first = await sendForApproval(buyer, [line('Room 3')], 'retry-approval-1');
    const second = await sendForApproval(buyer, [line('Room 3')], 'retry-approval-1');
    expect(second).toEqual(first);
    const saved = await t.database.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.userId, buyer.userId));
    expect(saved).toHaveLength(1);
  });

  it('refuses a reorder above the buyer’s limit, pointing to the cart', async () => {
    const { owner, buyer, approver } = await company();
    const awaiting = await sendForApproval(buyer);
    await decide(approver, awaiting.checkoutNumber, 'approve');
    const [order] = await companyOrders(owner.companyId);
    const reorder = await call(buyer, 'POST', `/api/order/product-reorder/${order!.id}`, {
      quantity: 1,
      referenceNumber: 'Room 9',
    });
    expect(reorder.statusCode).toBe(422);
    expect(reorder.json<{ message: string }>().message).toContain(REORDER_VIA_CART);
  });
});
