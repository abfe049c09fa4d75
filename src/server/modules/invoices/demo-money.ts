import type { Database } from '#src/db/database';
import { insertDemoOrders, type DemoOrderPlan } from '#src/db/seed/demo-orders';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import { addDays, dublinDate } from '#src/shared/domain/calendar-dates';
import { fromCents } from '#src/shared/domain/money';
import { lockCompany } from '../companies/companies.repo';
import { issueCreditNote } from './credit-notes.service';
import type { Seller } from './document-types';
import { findCompanyInvoice, invoiceLinesWithCredited } from './credit-notes.repo';
import { issueInvoice } from './invoicing.service';
import { invoiceBalances } from './ledger.repo';
import { recordPayment } from './payments.service';
import { backdateCompany, demoCompanyOf } from './demo-money.repo';

/**
 * The demo shop's money (docs/business-rules.md "The demo shop"): trade@example.com's
 * company gets three delivered orders, invoiced on their days — one paid in full, one
 * overdue with a part payment, one with a unit returned and credited — through the same
 * services staff use, so the demo ledger is a real one. Only a fresh `npm start` seeds it.
 */

const PLANS: DemoOrderPlan[] = [
  {
    deliveryStatus: 'Order Delivered',
    daysAgo: 82,
    deliveredDaysAgo: 75,
    reference: 'MH-ROOM-110',
    quantity: 2,
  },
  {
    deliveryStatus: 'Order Delivered',
    daysAgo: 52,
    deliveredDaysAgo: 45,
    reference: 'MH-ROOM-120',
    quantity: 1,
  },
  {
    deliveryStatus: 'Order Delivered',
    daysAgo: 26,
    deliveredDaysAgo: 20,
    reference: 'MH-ROOM-130',
    quantity: 2,
  },
];

export async function seedDemoMoney(db: Database, deps: { seller: Seller; publicUrl: string }) {
  const demo = await demoCompanyOf(db, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.admin.email);
  if (!demo) return 0;
  const today = dublinDate();
  const ago = (days: number) => addDays(today, -days);
  const placed = await insertDemoOrders(db, demo.userId, PLANS);
  await db.transaction(async (tx) => {
    await lockCompany(tx, demo.companyId);
    // A customer since before its oldest demo invoice.
    await backdateCompany(tx, demo.companyId, new Date(Date.now() - 120 * 86_400_000));
    const numbers: string[] = [];
    for (const order of placed) {
      const invoice = await issueInvoice(tx, deps, {
        checkoutId: order.checkoutId,
        supplyDate: order.deliveredOn!,
        which: { orderIds: [order.id] },
        issuedBy: null,
        today: order.deliveredOn!,
      });
      numbers.push(invoice!.number);
    }
    const [paid, overdue, returned] = numbers as [string, string, string];
    const open = await invoiceBalances(tx, demo.companyId);
    const owed = (number: string) => open.find((i) => i.number === number)!.openCents;
    await recordPayment(
      tx,
      demo.companyId,
      {
        received_on: ago(50),
        amount: fromCents(owed(paid)),
        method: 'bank_transfer',
        bank_reference: 'MH GROUP 4471',
        allocations: [{ invoice_number: paid, amount: fromCents(owed(paid)) }],
        request_key: 'demo-payment-1',
      },
      demo.staffId,
    );
    await recordPayment(
      tx,
      demo.companyId,
      {
        received_on: ago(5),
        amount: 100,
        method: 'bank_transfer',
        bank_reference: 'MH GROUP 4502',
        allocations: [{ invoice_number: overdue, amount: 100 }],
        request_key: 'demo-payment-2',
      },
      demo.staffId,
    );
    const invoice = (await findCompanyInvoice(tx, demo.companyId, returned))!;
    const [line] = await invoiceLinesWithCredited(tx, invoice.id);
    await issueCreditNote(
      tx,
      deps,
      invoice,
      {
        kind: 'return',
        reason: 'One bed arrived with a damaged headboard and was taken back',
        lines: [{ tracking_id: line!.trackingId, quantity: 1 }],
      },
      demo.staffId,
      ago(12),
    );
  });
  return placed.length;
}
