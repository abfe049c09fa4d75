import { eq } from 'drizzle-orm';
import { users } from '#src/db/schema/accounts';
import { companies, companyMembers } from '#src/db/schema/companies';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  asBearer,
  newCustomer,
  newMember,
  placeOrder,
  signIn,
  type Session,
} from '#test/customers';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import { seedDemoMoney } from './demo-money';
import { bedLine, demoBed } from '#test/demo-lines';
import { readOutbox } from '#test/outbox';
import type { TestApp } from '#test/test-app';
import { orders } from '#src/db/schema/orders';
import { addDays, dublinDate } from '#src/shared/domain/calendar-dates';
import { daysOverdue } from '#src/shared/domain/ledger';
import {
  ORDER_INVOICED,
  creditHoldMessage,
  type DocumentList,
  type MoneyAction,
  type Receivables,
  type Statement,
} from '#src/shared/schemas/invoices';
import { setUpAdminOrdersTestApp } from '../admin/orders.test-setup';
import { invoiceDeliveredBefore } from './invoicing.service';
import { mailMonthlyStatements } from './scheduled.service';
import { workingDayFrom } from '../../lib/working-days';
import { monthStart } from '#src/shared/domain/calendar-dates';
import { sellerOf } from './parties';
import { longDate } from './invoices.mails';
import type { UserDetails } from '#src/shared/schemas/accounts';

const shared = setUpAdminOrdersTestApp();
const { status, placeOrders, setStatus, availableCredit } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

type Customer = Awaited<ReturnType<typeof newCustomer>>;
const INVOICE_NUMBER = new RegExp(`^INV-${dublinDate().slice(0, 4)}-\\d{6}$`);

const documentsOf = async (who: Customer, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/account/documents${query}`,
    headers: asBearer(who),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DocumentList>();
};
const detailsOf = async (who: Customer | Session) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/user/details',
    headers: asBearer(who),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserDetails>();
};
const statementOf = async (who: Customer, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/account/statement${query}`,
    headers: asBearer(who),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Statement>();
};
/** What the invoicing and statement runs need, as the server gives them, quiet. */
const moneyDeps = () => ({
  db: t.database.db,
  seller: sellerOf(t.app.config),
  publicUrl: 'http://localhost',
  log: { info: () => {}, error: () => {} },
});
const staffPost = (url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: asBearer(shared.staff()),
    ...(payload ? { payload } : {}),
  });
const deliver = async (orderId: number) => {
  const response = await setStatus(orderId, status['Order Delivered']!);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ message: string }>();
};
const pay = (companyId: number, payload: object) =>
  staffPost(`/api/admin/companies/${companyId}/payments`, {
    received_on: dublinDate(),
    method: 'bank_transfer',
    bank_reference: 'BOI 123',
    request_key: `key-${Math.random().toString(36).slice(2)}`,
    ...payload,
  });

describe('an order delivered is invoiced', () => {
  it('issues a numbered invoice, mails it with its PDF, and lists it for the owner', async () => {
    const buyer = await newCustomer(t, { creditLimit: 5_000 });
    const [order] = await placeOrders(buyer, [{ total: 1_230, reference: 'Room 7' }]);
    const before = (await readOutbox(t)).length;
    const creditBefore = await availableCredit(buyer);

    const answer = await deliver(order!.id);
    // The sentence the console shows staff in its toast, punctuated as one.
    expect(answer.message).toMatch(
      /^Delivery status updated; the customer has been emailed\. Invoice INV-\d{4}-\d{6} issued\.$/,
    );

    const list = await documentsOf(buyer);
    expect(list.documents).toHaveLength(1);
    const [invoice] = list.documents;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      total: 1_230,
      open: 1_230,
      status: 'open',
      references: ['Room 7'],
    });
    expect(invoice!.number).toMatch(INVOICE_NUMBER);
    expect(invoice!.supplyDate).toBe(dublinDate());
    expect(invoice!.dueDate).toBe(addDays(dublinDate(), 30));
    expect(list.account).toMatchObject({ balance: 1_230, overdue: 0, onHold: false });
    // The invoice holds the credit the order held: nothing is freed or held twice.
    expect(await availableCredit(buyer)).toBe(creditBefore);

    const mails = (await readOutbox(t)).slice(before);
    const mail = mails.find((m) =>
      m.headers.get('subject')?.startsWith(`Invoice ${invoice!.number}`),
    );
    expect(mail, mails.map((m) => m.headers.get('subject')).join('; ')).toBeDefined();
    expect(mail!.raw).toContain(`filename=${invoice!.number}.pdf`);
    expect(mail!.raw).toContain('application/pdf');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/account/documents/${invoice!.number}/pdf`,
      headers: asBearer(buyer),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows documents to owners, approvers and accounts, not buyers nor other companies', async () => {
    const owner = await newCustomer(t);
    const [order] = await placeOrders(owner, [{ total: 100 }]);
    await deliver(order!.id);
    const [invoice] = (await documentsOf(owner)).documents;
    for (const role of ['approver', 'accounts'] as const) {
      const member = await newMember(t, owner.companyId, { role });
      expect((await documentsOf(member)).documents.map((d) => d.number)).toEqual([invoice!.number]);
    }
    const buyer = await newMember(t, owner.companyId, { role: 'buyer' });
    for (const url of [
      '/api/account/documents',
      `/api/account/documents/${invoice!.number}/pdf`,
      '/api/account/statement',
    ]) {
      const refused = await t.app.inject({ method: 'GET', url, headers: asBearer(buyer) });
      expect(refused.statusCode, url).toBe(403);
    }
    const stranger = await newCustomer(t);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/account/documents/${invoice!.number}/pdf`,
      headers: asBearer(stranger),
    });
    expect(other.statusCode).toBe(404);
    expect((await documentsOf(stranger)).documents).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/account/documents' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('waits for the rest of the checkout, then puts the day’s deliveries on one invoice', async () => {
    const buyer = await newCustomer(t);
    const [first, second] = await placeOrders(buyer, [
      { total: 200, reference: 'Floor 1' },
      { total: 300, reference: 'Floor 2' },
    ]);
    expect((await deliver(first!.id)).message).not.toMatch(/invoice/);
    expect((await documentsOf(buyer)).documents).toEqual([]);
    await deliver(second!.id);
    const { documents } = await documentsOf(buyer);
    expect(documents, JSON.stringify(documents)).toHaveLength(1);
    expect(documents[0], JSON.stringify(documents)).toMatchObject({
      total: 500,
      references: ['Floor 1', 'Floor 2'],
    });
  });

  it('the day’s run invoices what was delivered on earlier days, once', async () => {
    const buyer = await newCustomer(t);
    const [first, second] = await placeOrders(buyer, [{ total: 200 }, { total: 300 }]);
    await deliver(first!.id);
    const yesterday = addDays(dublinDate(), -1);
    await t.database.db
      .update(orders)
      .set({ deliveredOn: yesterday })
      .where(eq(orders.id, first!.id));
    const deps = moneyDeps();
    const [a, b] = await Promise.all([invoiceDeliveredBefore(deps), invoiceDeliveredBefore(deps)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const { documents } = await documentsOf(buyer);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ total: 200, supplyDate: yesterday });
    expect(second!.id).toBeGreaterThan(0);
  });

  it('refuses to move an invoiced order back from delivered', async () => {
    const buyer = await newCustomer(t);
    const [order] = await placeOrders(buyer, [{ total: 100 }]);
    await deliver(order!.id);
    const back = await setStatus(order!.id, status.Scheduled!);
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ message: ORDER_INVOICED });
  });
});

describe('finding documents', () => {
  it('finds an invoice and its credit note by the checkout number, in any case', async () => {
    const buyer = await newCustomer(t, { creditLimit: 5_000 });
    const [first] = await placeOrders(buyer, [{ total: 100, reference: 'Room 1' }]);
    const [second] = await placeOrders(buyer, [{ total: 200, reference: 'Room 2' }]);
    await deliver(first!.id);
    await deliver(second!.id);
    const { documents } = await documentsOf(buyer);
    const invoice = documents.find((d) => d.references.includes('Room 2'))!;
    expect(invoice.checkoutNumber).toMatch(/^CHK-\d{4}-\d+$/);
    const note = await staffPost(`/api/admin/invoices/${invoice.number}/credit-notes`, {
      kind: 'cancellation',
      reason: 'Not wanted',
    });
    expect(note.statusCode, note.body).toBe(200);

    for (const search of [invoice.checkoutNumber!, invoice.checkoutNumber!.toLowerCase()]) {
      const found = await documentsOf(buyer, `?search=${encodeURIComponent(search)}`);
      expect(found.documents.map((d) => [d.kind, d.checkoutNumber]).sort()).toEqual([
        ['credit_note', invoice.checkoutNumber],
        ['invoice', invoice.checkoutNumber],
      ]);
    }
    // Staff's list of the company reads the same.
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${buyer.companyId}/documents?search=${invoice.checkoutNumber!}&kind=invoice`,
      headers: asBearer(shared.staff()),
    });
    expect(staff.json<DocumentList>().documents.map((d) => d.number)).toEqual([invoice.number]);
    expect((await documentsOf(buyer, '?search=Room%201')).documents).toHaveLength(1);
    expect((await documentsOf(buyer, '?search=CHK-1999-99999')).documents).toEqual([]);
  });
});

describe('payments, credit notes and the statement', () => {
  it('a payment recorded twice with one key is recorded once and clears the invoice', async () => {
    const buyer = await newCustomer(t, { creditLimit: 1_000 });
    const [order] = await placeOrders(buyer, [{ total: 400 }]);
    await deliver(order!.id);
    expect(await availableCredit(buyer)).toBe(600);
    const payload = { amount: 400, request_key: 'double-click-1' };
    const [one, two] = await Promise.all([
      pay(buyer.companyId, payload),
      pay(buyer.companyId, payload),
    ]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    expect(one.json<MoneyAction>().paymentId).toBe(two.json<MoneyAction>().paymentId);

    const list = await documentsOf(buyer);
    expect(list.documents[0]).toMatchObject({ status: 'paid', open: 0 });
    expect(list.account).toMatchObject({ balance: 0, unallocated: 0 });
    expect(await availableCredit(buyer)).toBe(1_000);
    const statement = await statementOf(buyer);
    expect(statement.entries.map((e) => [e.kind, e.debit, e.credit])).toEqual([
      ['invoice', 400, 0],
      ['payment', 0, 400],
    ]);
    expect(statement.closing).toBe(0);
  });

  it('allocates to the oldest first, keeps an overpayment as credit, and applies it to the next invoice', async () => {
    const buyer = await newCustomer(t);
    const [a] = await placeOrders(buyer, [{ total: 100 }]);
    await deliver(a!.id);
    const [b] = await placeOrders(buyer, [{ total: 250 }]);
    await deliver(b!.id);
    const paid = await pay(buyer.companyId, { amount: 400 });
    expect(paid.json<MoneyAction>().account).toMatchObject({ balance: -50, unallocated: 50 });
    const [c] = await placeOrders(buyer, [{ total: 80 }]);
    const before = (await readOutbox(t)).length;
    await deliver(c!.id);
    const list = await documentsOf(buyer, '?kind=invoice');
    expect(list.documents.map((d) => d.status)).toEqual(['open', 'paid', 'paid']);
    expect(list.documents[0]!.open).toBe(30);
    expect(list.account).toMatchObject({ balance: 30, unallocated: 0 });
    // Its mail asks for what is left, not the total the credit already paid part of.
    const mail = (await readOutbox(t))
      .slice(before)
      .find((m) => m.headers.get('subject')?.startsWith(`Invoice ${list.documents[0]!.number}`));
    expect(mail!.text).toContain('Total: €80.00, of which €50.00 is paid from your payments');
    expect(mail!.text).toContain(`Left to pay: €30.00 by ${longDate(addDays(dublinDate(), 30))}.`);
    expect(mail!.text).not.toContain('Amount due: €80.00');
  });

  it('refuses allocations above what an invoice owes or the payment holds', async () => {
    const buyer = await newCustomer(t);
    const [a] = await placeOrders(buyer, [{ total: 100 }]);
    await deliver(a!.id);
    const [invoice] = (await documentsOf(buyer)).documents;
    const tooMuch = await pay(buyer.companyId, {
      amount: 500,
      allocations: [{ invoice_number: invoice!.number, amount: 150 }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body).toContain('€100.00 left to pay');
    const unknown = await pay(buyer.companyId, {
      amount: 50,
      allocations: [{ invoice_number: 'INV-2020-000001', amount: 50 }],
    });
    expect(unknown.statusCode).toBe(400);
    // Nothing of either was recorded.
    expect((await documentsOf(buyer)).account).toMatchObject({ balance: 100, unallocated: 0 });
  });

  it('credits some units of a paid invoice, never more than invoiced, and releases the payment', async () => {
    const buyer = await newCustomer(t);
    const [order] = await placeOrders(buyer, [{ total: 600 }]);
    await t.database.db
      .update(orders)
      .set({ quantity: 3, unitPriceCents: 20_000, totalPriceCents: 60_000 })
      .where(eq(orders.id, order!.id));
    await deliver(order!.id);
    const [invoice] = (await documentsOf(buyer)).documents;
    await pay(buyer.companyId, { amount: 600 });

    const tooMany = await staffPost(`/api/admin/invoices/${invoice!.number}/credit-notes`, {
      kind: 'return',
      reason: 'Two came back',
      lines: [{ tracking_id: order!.trackingId, quantity: 4 }],
    });
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    const note = await staffPost(`/api/admin/invoices/${invoice!.number}/credit-notes`, {
      kind: 'return',
      reason: 'Two came back damaged',
      lines: [{ tracking_id: order!.trackingId, quantity: 2 }],
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json<MoneyAction>().account).toMatchObject({ balance: -400, unallocated: 400 });
    const rest = await staffPost(`/api/admin/invoices/${invoice!.number}/credit-notes`, {
      kind: 'return',
      reason: 'The last one too',
      lines: [{ tracking_id: order!.trackingId, quantity: 2 }],
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.body).toContain('Only 1 unit');

    const credits = await documentsOf(buyer, '?kind=credit_note');
    expect(credits.documents).toHaveLength(1);
    expect(credits.documents[0]).toMatchObject({
      invoiceNumber: invoice!.number,
      total: 400,
      status: 'issued',
    });
    const statement = await statementOf(buyer);
    expect(statement.closing).toBe(-400);
    expect(statement.entries.map((e) => e.kind)).toEqual(['invoice', 'payment', 'credit_note']);
  });

  it('calls an invoice cancelled by credit notes alone "credited", one part-credited and paid "paid"', async () => {
    const buyer = await newCustomer(t);
    const [a] = await placeOrders(buyer, [{ total: 300 }]);
    await deliver(a!.id);
    const [credited] = (await documentsOf(buyer)).documents;
    const cancel = await staffPost(`/api/admin/invoices/${credited!.number}/credit-notes`, {
      kind: 'cancellation',
      reason: 'Cancelled in full',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const [b] = await placeOrders(buyer, [{ total: 600 }]);
    await t.database.db
      .update(orders)
      .set({ quantity: 2, unitPriceCents: 30_000, totalPriceCents: 60_000 })
      .where(eq(orders.id, b!.id));
    await deliver(b!.id);
    const paidInvoice = (await documentsOf(buyer, '?kind=invoice')).documents.find(
      (d) => d.number !== credited!.number,
    );
    const part = await staffPost(`/api/admin/invoices/${paidInvoice!.number}/credit-notes`, {
      kind: 'return',
      reason: 'One came back',
      lines: [{ tracking_id: b!.trackingId, quantity: 1 }],
    });
    expect(part.statusCode, part.body).toBe(200);
    await pay(buyer.companyId, { amount: 300 });

    const statuses = async (query: string) =>
      (await documentsOf(buyer, query)).documents.map((d) => [d.number, d.status, d.open]);
    expect(await statuses('?kind=invoice')).toEqual([
      [paidInvoice!.number, 'paid', 0],
      [credited!.number, 'credited', 0],
    ]);
    expect(await statuses('?status=credited')).toEqual([[credited!.number, 'credited', 0]]);
    expect(await statuses('?status=paid')).toEqual([[paidInvoice!.number, 'paid', 0]]);
  });
});

describe('the console order page', () => {
  it('answers the order’s company and invoice, with what the invoice still owes', async () => {
    const buyer = await newCustomer(t);
    const [order] = await placeOrders(buyer, [{ total: 600 }]);
    await t.database.db
      .update(orders)
      .set({ quantity: 3, unitPriceCents: 20_000, totalPriceCents: 60_000 })
      .where(eq(orders.id, order!.id));
    const before = await shared.detail(order!.id);
    expect(before.invoice).toBeNull();
    expect(before.order.companyId).toBe(buyer.companyId);
    expect(before.order.staffCanCancel).toBe(true);

    await deliver(order!.id);
    const [listed] = (await documentsOf(buyer)).documents;
    const invoiced = await shared.detail(order!.id);
    expect(invoiced.invoice).toEqual({
      number: listed!.number,
      issueDate: dublinDate(),
      dueDate: addDays(dublinDate(), 30),
      openAmount: 600,
      status: 'open',
    });
    expect(invoiced.order.staffCanCancel).toBe(false);

    const note = await staffPost(`/api/admin/invoices/${listed!.number}/credit-notes`, {
      kind: 'return',
      reason: 'One came back',
      lines: [{ tracking_id: order!.trackingId, quantity: 1 }],
    });
    expect(note.statusCode, note.body).toBe(200);
    expect((await shared.detail(order!.id)).invoice).toMatchObject({ openAmount: 400 });
    expect((await pay(buyer.companyId, { amount: 150 })).statusCode).toBe(200);
    expect((await shared.detail(order!.id)).invoice).toMatchObject({
      openAmount: 250,
      status: 'open',
    });
    expect((await pay(buyer.companyId, { amount: 250 })).statusCode).toBe(200);
    expect((await shared.detail(order!.id)).invoice).toMatchObject({
      openAmount: 0,
      status: 'paid',
    });
  });

  it('invoices a delivered order now, and offers no cancel of one invoiced before delivery', async () => {
    const buyer = await newCustomer(t);
    const [first, second] = await placeOrders(buyer, [{ total: 200 }, { total: 300 }]);
    await deliver(first!.id);
    expect((await shared.detail(first!.id)).invoice).toBeNull();
    const now = await staffPost(`/api/admin/orders/${first!.id}/invoice`);
    expect(now.statusCode, now.body).toBe(200);
    const { number } = now.json<MoneyAction>();
    expect(number).toMatch(INVOICE_NUMBER);
    expect((await shared.detail(first!.id)).invoice).toMatchObject({ number, openAmount: 200 });

    // "Mark paid" invoices the order it pays, delivered or not: cancelling it is refused.
    expect((await shared.markPaid(second!.id)).statusCode).toBe(200);
    const paid = await shared.detail(second!.id);
    expect(paid.invoice).toMatchObject({ openAmount: 0, status: 'paid' });
    expect(paid.order.staffCanCancel).toBe(false);
    const cancel = await shared.cancel(second!.id);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ message: ORDER_INVOICED });
  });
});

describe('the company history', () => {
  it('records credit notes, allocations and refunds with who did them', async () => {
    const buyer = await newCustomer(t);
    const [order] = await placeOrders(buyer, [{ total: 200 }]);
    await deliver(order!.id);
    const [invoice] = (await documentsOf(buyer)).documents;
    // Credited first, so the payment has nothing to go to and can be refunded.
    const note = await staffPost(`/api/admin/invoices/${invoice!.number}/credit-notes`, {
      kind: 'cancellation',
      reason: 'Ordered twice',
    });
    expect(note.statusCode, note.body).toBe(200);
    const creditNoteNumber = note.json<MoneyAction>().number!;
    const paid = await pay(buyer.companyId, { amount: 500 });
    const paymentId = paid.json<MoneyAction>().paymentId!;
    const refund = await staffPost(`/api/admin/payments/${paymentId}/refunds`, {
      refunded_on: dublinDate(),
      amount: 50,
      bank_reference: 'RF 1',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const failed = await staffPost(`/api/admin/payments/${paymentId}/refunds`, {
      refunded_on: dublinDate(),
      amount: 5_000,
      bank_reference: 'RF 2',
    });
    expect(failed.statusCode).toBe(400);

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?entityType=company&entityId=${buyer.companyId}`,
      headers: asBearer(shared.staff()),
    });
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit.json<{
      entries: Array<{ action: string; after: Record<string, unknown>; actorEmail: string }>;
    }>().entries;
    const of = (action: string) => entries.filter((e) => e.action === action);
    expect(of('credit-note').map((e) => e.after)).toEqual([
      {
        number: creditNoteNumber,
        invoice: invoice!.number,
        kind: 'cancellation',
        amount: 200,
        reason: 'Ordered twice',
      },
    ]);
    // The refund refused records nothing.
    expect(of('refund').map((e) => e.after)).toEqual([
      { paymentId, amount: 50, refundedOn: dublinDate(), bankReference: 'RF 1' },
    ]);
    expect(of('payment')).toHaveLength(1);
    expect(entries.every((e) => e.actorEmail === DEMO_ACCOUNTS.admin.email)).toBe(true);

    // A refund without a bank reference is named by the payment it returns.
    const unnamed = await staffPost(`/api/admin/payments/${paymentId}/refunds`, {
      refunded_on: dublinDate(),
      amount: 10,
      bank_reference: '',
    });
    expect(unnamed.statusCode, unnamed.body).toBe(200);
    const refunds = (await statementOf(buyer)).entries.filter((e) => e.kind === 'refund');
    expect(refunds.map((e) => [e.number, e.debit])).toEqual([
      ['RF 1', 50],
      ['Refund of BOI 123', 10],
    ]);
  });

  it('records a payment allocated by hand', async () => {
    const buyer = await newCustomer(t);
    const [a] = await placeOrders(buyer, [{ total: 100 }]);
    await deliver(a!.id);
    const [b] = await placeOrders(buyer, [{ total: 200 }]);
    await deliver(b!.id);
    const [newer, older] = (await documentsOf(buyer, '?kind=invoice')).documents;
    const paid = await pay(buyer.companyId, {
      amount: 300,
      allocations: [{ invoice_number: older!.number, amount: 100 }],
    });
    const paymentId = paid.json<MoneyAction>().paymentId!;
    const allocated = await staffPost(`/api/admin/payments/${paymentId}/allocations`, {
      allocations: [{ invoice_number: newer!.number, amount: 150 }],
    });
    expect(allocated.statusCode, allocated.body).toBe(200);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?entityType=company&entityId=${buyer.companyId}`,
      headers: asBearer(shared.staff()),
    });
    const entries = audit.json<{ entries: Array<{ action: string; after: unknown }> }>().entries;
    expect(entries.filter((e) => e.action === 'allocation').map((e) => e.after)).toEqual([
      { paymentId, allocations: [{ invoice: newer!.number, amount: 150 }] },
    ]);
  });
});

describe('credit hold', () => {
  it('refuses checkout while an invoice is overdue past the hold, until staff lift it', async () => {
    const buyer = await newCustomer(t, { creditLimit: 50_000 });
    const [old] = await placeOrders(buyer, [{ total: 100 }]);
    await t.database.db
      .update(orders)
      .set({ deliveredOn: addDays(dublinDate(), -100) })
      .where(eq(orders.id, old!.id));
    const deps = moneyDeps();
    await invoiceDeliveredBefore(deps, addDays(dublinDate(), -99));
    const list = await documentsOf(buyer);
    expect(list.documents[0]).toMatchObject({ status: 'overdue' });
    expect(list.account).toMatchObject({ onHold: true, overdue: 100 });
    // Every member learns it from their details, buyers too (who cannot read the documents).
    const member = await newMember(t, buyer.companyId, { role: 'buyer' });
    for (const who of [buyer, member]) {
      expect(await detailsOf(who)).toMatchObject({ on_credit_hold: true, credit_hold_days: 60 });
    }

    const bed = await demoBed(t, buyer);
    const refused = await placeOrder(t, buyer, [bedLine(bed, 'Room 1')]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: creditHoldMessage(60) });

    // Staff's receivables: the company's debt aged, its overdue invoice, its hold.
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/admin/receivables',
      headers: asBearer(shared.staff()),
    });
    expect(seen.statusCode, seen.body).toBe(200);
    const receivables = seen.json<Receivables>();
    const invoice = list.documents[0]!;
    const days = daysOverdue(invoice.dueDate!, dublinDate());
    expect(days).toBeGreaterThan(60);
    expect(receivables.companies.find((c) => c.id === buyer.companyId)).toMatchObject({
      balance: 100,
      aged: { notDue: 0, days1to30: 0, days31to60: 0, days61to90: 100, over90: 0 },
      onHold: true,
      oldestOverdueDays: days,
    });
    expect(receivables.overdueInvoices.filter((i) => i.companyId === buyer.companyId)).toEqual([
      expect.objectContaining({ number: invoice.number, daysOverdue: days, open: 100 }),
    ]);
    expect(receivables.totals.balance).toBeGreaterThanOrEqual(100);

    const lifted = await staffPost(`/api/admin/companies/${buyer.companyId}/credit-hold/lift`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json<MoneyAction>().account.onHold).toBe(false);
    expect((await detailsOf(member)).on_credit_hold).toBe(false);
    const placed = await placeOrder(t, buyer, [bedLine(bed, 'Room 1')]);
    expect(placed.statusCode, placed.body).toBe(201);
  });
});

describe('invoice numbers', () => {
  it('100 orders delivered at once get 100 numbers without a gap or a duplicate', async () => {
    const buyer = await newCustomer(t, { creditLimit: 1_000_000 });
    const placed = [];
    for (let i = 0; i < 100; i += 1) placed.push(...(await placeOrders(buyer, [{ total: 10 }])));
    const answers = await Promise.all(
      placed.map((o) => setStatus(o.id, status['Order Delivered']!)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const { documents } = await documentsOf(buyer, '?limit=100');
    const numbers = documents.map((d) => Number(d.number.slice(-6))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(100);
    expect(numbers.at(-1)! - numbers[0]!).toBe(99);
  }, 180_000);
});

describe('a statement’s period', () => {
  it('refuses a To after today, for the buyer and staff alike, with the reason', async () => {
    const buyer = await newCustomer(t);
    const tomorrow = addDays(dublinDate(), 1);
    for (const [url, headers] of [
      [`/api/account/statement?to=${tomorrow}`, asBearer(buyer)],
      [`/api/account/statement/pdf?from=${dublinDate()}&to=${tomorrow}`, asBearer(buyer)],
      [
        `/api/admin/companies/${buyer.companyId}/statement?to=${tomorrow}`,
        asBearer(shared.staff()),
      ],
    ] as const) {
      const refused = await t.app.inject({ method: 'GET', url, headers });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json()).toMatchObject({
        message: `to must be on or before today (${dublinDate()}): a statement cannot cover days to come`,
      });
    }
    expect((await statementOf(buyer, `?to=${dublinDate()}`)).to).toBe(dublinDate());
  });
});

describe('the month’s statements', () => {
  it('mails each company with a balance its statement once, however many runs at once', async () => {
    const buyer = await newCustomer(t);
    const [order] = await placeOrders(buyer, [{ total: 321 }]);
    await deliver(order!.id);
    const nextMonth = monthStart(addDays(monthStart(dublinDate()), 40));
    const runDay = workingDayFrom(nextMonth);
    const deps = moneyDeps();
    const before = (await readOutbox(t)).length;
    const [a, b] = await Promise.all([
      mailMonthlyStatements(deps, runDay),
      mailMonthlyStatements(deps, runDay),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await mailMonthlyStatements(deps, addDays(runDay, 1))).toBe(0);
    const mails = (await readOutbox(t))
      .slice(before)
      .filter((m) => m.headers.get('to')?.includes(buyer.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.get('subject')).toMatch(/^Statement of account to /);
    expect(mails[0]!.raw).toContain(`filename=statement-${dublinDate().slice(0, 7)}.pdf`);
    expect(mails[0]!.raw).toContain('application/pdf');
  });

  it('stops between two statements when the server closes; the next run mails the rest', async () => {
    const buyers = [await newCustomer(t), await newCustomer(t)];
    for (const buyer of buyers) {
      const [order] = await placeOrders(buyer, [{ total: 123 }]);
      await deliver(order!.id);
    }
    const inTwoMonths = monthStart(addDays(monthStart(dublinDate()), 70));
    const runDay = workingDayFrom(inTwoMonths);
    let allowed = 1;
    const deps = {
      ...moneyDeps(),
      stopping: () => allowed-- <= 0,
    };
    expect(await mailMonthlyStatements(deps, runDay)).toBe(1);
    const rest = await mailMonthlyStatements({ ...deps, stopping: () => false }, runDay);
    expect(rest).toBeGreaterThanOrEqual(1);
    expect(await mailMonthlyStatements({ ...deps, stopping: () => false }, runDay)).toBe(0);
    const statements = (await readOutbox(t)).filter((m) =>
      /^Statement of account/.test(m.headers.get('subject') ?? ''),
    );
    for (const buyer of buyers) {
      // Each company's statement once: the stopped run's and the next run's together.
      expect(statements.filter((m) => m.headers.get('to')?.includes(buyer.email))).toHaveLength(1);
    }
  });
});

describe('the demo shop', () => {
  it('gives trade@example.com invoices, payments, a credit note and an overdue invoice', async () => {
    const seeded = await seedDemoMoney(t.database.db, moneyDeps());
    expect(seeded).toBe(3);
    const trade = await signIn(t, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.trade.password);
    const { documents, account } = await documentsOf(trade as Customer);
    expect(
      documents.map((d) => [d.kind, d.status]),
      JSON.stringify(documents),
    ).toEqual([
      ['credit_note', 'issued'],
      ['invoice', 'open'],
      ['invoice', 'overdue'],
      ['invoice', 'paid'],
    ]);
    expect(account.onHold).toBe(false);
    expect(account.overdue).toBeGreaterThan(0);
    const statement = await statementOf(trade as Customer, `?from=${addDays(dublinDate(), -100)}`);
    expect(statement.entries.map((e) => e.kind)).toEqual([
      'invoice',
      'payment',
      'invoice',
      'invoice',
      'credit_note',
      'payment',
    ]);
    expect(statement.closing).toBe(account.balance);
    // A customer since before its oldest invoice, as the company page says.
    const [company] = await t.database.db
      .select({ since: companies.createdAt })
      .from(companies)
      .innerJoin(companyMembers, eq(companyMembers.companyId, companies.id))
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.trade.email));
    const oldest = documents.map((d) => d.issueDate).sort()[0]!;
    expect(dublinDate(company!.since) < oldest).toBe(true);
  });
});
