import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer } from '#test/customers';
import type { TestApp } from '#test/test-app';
import { addDays, dublinDate } from '#src/shared/domain/calendar-dates';
import type { MoneyAction } from '#src/shared/schemas/invoices';
import { lockCompany } from '../companies/companies.repo';
import { issueInvoice } from '../invoices/invoicing.service';
import { sellerOf } from '../invoices/parties';
import { setUpAdminOrdersTestApp } from './orders.test-setup';

const shared = setUpAdminOrdersTestApp();
const { placeOrders } = shared;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

const staffGet = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: asBearer(shared.staff()) });
const staffPost = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: asBearer(shared.staff()), payload });

/** An invoice of one order issued `daysAgo` days ago, as the day's run would have. */
async function invoiceIssuedAgo(daysAgo: number) {
  const buyer = await newCustomer(t);
  const [order] = await placeOrders(buyer, [{ total: 123 }]);
  const day = addDays(dublinDate(), -daysAgo);
  const document = await t.database.db.transaction(async (tx) => {
    await lockCompany(tx, buyer.companyId);
    return issueInvoice(
      tx,
      { seller: sellerOf(t.app.config), publicUrl: 'http://localhost' },
      {
        checkoutId: order!.checkoutId,
        supplyDate: day,
        which: { orderIds: [order!.id] },
        issuedBy: null,
        today: day,
      },
    );
  });
  return { buyer, number: document!.number };
}

const rowsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('the accountant’s exports', () => {
  it('exports everything when both dates are blank, old invoices too, named "all"', async () => {
    const { number } = await invoiceIssuedAgo(400);
    const all = await staffGet('/api/admin/exports/invoices.csv');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-disposition']).toContain('invoices-all.csv');
    expect(all.body).toContain(number);

    const recent = await staffGet(
      `/api/admin/exports/invoices.csv?from=${addDays(dublinDate(), -30)}`,
    );
    expect(recent.statusCode).toBe(200);
    expect(recent.headers['content-disposition']).toContain(
      `invoices-from-${addDays(dublinDate(), -30)}.csv`,
    );
    expect(recent.body).not.toContain(number);

    const upTo = await staffGet(
      `/api/admin/exports/invoices.csv?to=${addDays(dublinDate(), -300)}`,
    );
    expect(upTo.headers['content-disposition']).toContain(
      `invoices-to-${addDays(dublinDate(), -300)}.csv`,
    );
    expect(upTo.body).toContain(number);
  });

  it('refuses a period that ends before it starts', async () => {
    const backwards = await staffGet(
      '/api/admin/exports/payments.csv?from=2026-11-01&to=2026-10-01',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('from must be on or before to');
  });

  it('puts each refund in the payments file as its own negative row', async () => {
    const { buyer, number } = await invoiceIssuedAgo(10);
    const paid = await staffPost(`/api/admin/companies/${buyer.companyId}/payments`, {
      received_on: addDays(dublinDate(), -2),
      amount: 500,
      method: 'bank_transfer',
      bank_reference: '=HYPERLINK("x")',
      request_key: `refund-export-${buyer.companyId}`,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const paymentId = paid.json<MoneyAction>().paymentId!;
    const refunded = await staffPost(`/api/admin/payments/${paymentId}/refunds`, {
      refunded_on: addDays(dublinDate(), -1),
      amount: 377,
      bank_reference: 'REFUND 1',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const file = await staffGet('/api/admin/exports/payments.csv');
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = rowsOf(file.body);
    expect(header).toBe(
      'Date,Type,ContactName,Method,BankReference,PaymentID,InvoiceNumber,Amount,PaymentTotal,Currency',
    );
    const ours = rows.filter((row) => row.includes(`,Payment ${paymentId},`));
    const irish = (iso: string) => `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    expect(ours).toHaveLength(3);
    expect(ours[0]).toMatch(new RegExp(`^${irish(addDays(dublinDate(), -2))},Payment,`));
    expect(ours[0]).toContain(`,${number},123.00,500.00,EUR`);
    // The formula the bank reference would be is neutralised.
    expect(ours[0]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(ours[1]).toContain(',,377.00,500.00,EUR');
    expect(ours[2]).toMatch(new RegExp(`^${irish(addDays(dublinDate(), -1))},Refund,`));
    expect(ours[2]).toContain(`,REFUND 1,Payment ${paymentId},,-377.00,-377.00,EUR`);
  });
});
