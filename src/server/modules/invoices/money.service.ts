import type { Database, Queryable } from '#src/db/database';
import { dublinDate } from '#src/shared/domain/calendar-dates';
import { fromCents } from '#src/shared/domain/money';
import { NO_SUCH_COMPANY } from '#src/shared/schemas/admin-companies';
import { ORDER_NOT_FOUND } from '#src/shared/schemas/orders';
import {
  ALLOCATED,
  CREDIT_HOLD_LIFTED,
  CREDIT_NOTE_ISSUED,
  DOCUMENT_NOT_FOUND,
  INVOICE_ISSUED,
  NOTHING_TO_INVOICE,
  PAYMENT_RECORDED,
  REFUND_RECORDED,
  type CreditNoteBody,
  type InvoiceDetail,
  type MoneyAction,
  type PaymentBody,
} from '#src/shared/schemas/invoices';
import { recordAudit } from '../../lib/audit';
import { FormError } from '../../lib/form-validation';
import { lockCompany } from '../companies/companies.repo';
import { accountSummary } from './account.repo';
import * as creditNotes from './credit-notes.repo';
import { issueCreditNote } from './credit-notes.service';
import type { Seller } from './document-types';
import { listDocuments } from './documents.repo';
import { issueInvoice } from './invoicing.service';
import * as ledger from './ledger.repo';
import * as payments from './payments.repo';
import * as paying from './payments.service';

/**
 * Staff's money actions (docs/business-rules.md "Invoices and payments"): each in one
 * transaction holding the company's row, the queue every checkout of that company waits
 * in too, and each answering with the account as it now stands.
 */

export interface MoneyDeps {
  db: Database;
  seller: Seller;
  publicUrl: string;
}

async function companyExists(db: Database, companyId: number) {
  if (!(await payments.companyExists(db, companyId))) throw new FormError(404, [], NO_SUCH_COMPANY);
}

async function answer(
  db: Database,
  companyId: number,
  message: string,
  extra: { number?: string; paymentId?: number } = {},
): Promise<MoneyAction> {
  return { success: true, message, ...extra, account: await accountSummary(db, companyId) };
}

/** What staff did to a company's account, in its history (the audit). */
const auditCompany = (
  tx: Queryable,
  staffId: number,
  companyId: number,
  action: string,
  after: Record<string, unknown>,
) =>
  recordAudit(tx, {
    actorUserId: staffId,
    entityType: 'company',
    entityId: companyId,
    action,
    before: null,
    after,
  });

export async function recordPayment(
  deps: MoneyDeps,
  staffId: number,
  companyId: number,
  body: PaymentBody,
) {
  await companyExists(deps.db, companyId);
  const { paymentId, created } = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const done = await paying.recordPayment(tx, companyId, body, staffId);
    if (done.created) {
      await auditCompany(tx, staffId, companyId, 'payment', {
        paymentId: done.paymentId,
        amount: body.amount,
        method: body.method,
        receivedOn: body.received_on,
      });
    }
    return done;
  });
  return answer(deps.db, companyId, created ? PAYMENT_RECORDED : `${PAYMENT_RECORDED} (once)`, {
    paymentId,
  });
}

async function paymentCompany(db: Database, paymentId: number) {
  const companyId = await payments.paymentCompanyId(db, paymentId);
  if (companyId === undefined) throw new FormError(404, [], 'No such payment.');
  return companyId;
}

export async function allocatePayment(
  deps: MoneyDeps,
  staffId: number,
  paymentId: number,
  allocations: paying.AllocationRequest[],
) {
  const companyId = await paymentCompany(deps.db, paymentId);
  await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const done = await paying.allocatePayment(
      tx,
      companyId,
      paymentId,
      allocations,
      dublinDate(),
      staffId,
    );
    if (done) {
      await auditCompany(tx, staffId, companyId, 'allocation', {
        paymentId,
        allocations: allocations.map((a) => ({ invoice: a.invoice_number, amount: a.amount })),
      });
    }
  });
  return answer(deps.db, companyId, ALLOCATED, { paymentId });
}

export async function refundPayment(
  deps: MoneyDeps,
  staffId: number,
  paymentId: number,
  body: { refunded_on: string; amount: number; bank_reference: string },
) {
  const companyId = await paymentCompany(deps.db, paymentId);
  await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const done = await paying.refundPayment(tx, companyId, paymentId, body, staffId);
    if (done) {
      await auditCompany(tx, staffId, companyId, 'refund', {
        paymentId,
        amount: body.amount,
        refundedOn: body.refunded_on,
        bankReference: body.bank_reference,
      });
    }
  });
  return answer(deps.db, companyId, REFUND_RECORDED, { paymentId });
}

export async function creditNote(
  deps: MoneyDeps,
  staffId: number,
  number: string,
  body: CreditNoteBody,
) {
  const peek = await creditNotes.findCompanyInvoice(deps.db, undefined, number);
  if (!peek) throw new FormError(404, [], DOCUMENT_NOT_FOUND);
  const issued = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, peek.companyId);
    const document = await issueCreditNote(tx, deps, peek, body, staffId);
    await auditCompany(tx, staffId, peek.companyId, 'credit-note', {
      number: document.number,
      invoice: document.invoiceNumber,
      kind: document.kind,
      amount: fromCents(document.totalCents),
      reason: document.reason,
    });
    return document;
  });
  return answer(deps.db, peek.companyId, `${CREDIT_NOTE_ISSUED}: ${issued.number}`, {
    number: issued.number,
  });
}

/** Staff's "Invoice now": the order with the others of its checkout delivered the same day. */
export async function invoiceOrderNow(deps: MoneyDeps, staffId: number, orderId: number) {
  const order = await payments.orderToInvoice(deps.db, orderId);
  if (!order) throw new FormError(404, [], ORDER_NOT_FOUND);
  const document = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, order.companyId);
    const today = dublinDate();
    return issueInvoice(tx, deps, {
      checkoutId: order.checkoutId,
      supplyDate: order.deliveredOn ?? today,
      which: order.deliveredOn ? { deliveredOn: order.deliveredOn } : { orderIds: [orderId] },
      issuedBy: staffId,
      today,
    });
  });
  if (!document) throw new FormError(409, [], NOTHING_TO_INVOICE);
  return answer(deps.db, order.companyId, `${INVOICE_ISSUED}: ${document.number}`, {
    number: document.number,
  });
}

export async function liftCreditHold(deps: MoneyDeps, staffId: number, companyId: number) {
  await companyExists(deps.db, companyId);
  await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const today = dublinDate();
    await payments.setCreditHoldLifted(tx, companyId, today);
    await auditCompany(tx, staffId, companyId, 'credit-hold-lifted', { liftedOn: today });
  });
  return answer(deps.db, companyId, CREDIT_HOLD_LIFTED);
}

/** The company's payments, newest first, with where each went and what is left. */
export async function companyPayments(db: Database, companyId: number) {
  await companyExists(db, companyId);
  const [rows, open] = await Promise.all([
    payments.paymentsOf(db, companyId),
    ledger.invoiceBalances(db, companyId, { onlyOpen: true }),
  ]);
  return {
    success: true as const,
    payments: rows.map((r) => ({
      id: r.id,
      receivedOn: r.receivedOn,
      amount: fromCents(r.amountCents),
      method: r.method,
      bankReference: r.bankReference,
      unallocated: fromCents(r.unallocatedCents),
      refunded: fromCents(r.refundedCents),
      allocations: r.allocations.map((a) => ({
        invoiceNumber: a.invoiceNumber,
        amount: fromCents(a.cents),
      })),
      recordedBy: r.recordedBy,
      recordedAt: r.recordedAt.toISOString(),
    })),
    openInvoices: open.map((i) => ({
      number: i.number,
      issueDate: i.issueDate,
      dueDate: i.dueDate,
      open: fromCents(i.openCents),
    })),
  };
}

export async function invoiceDetail(
  db: Database,
  number: string,
): Promise<InvoiceDetail | undefined> {
  const invoice = await creditNotes.findCompanyInvoice(db, undefined, number);
  if (!invoice) return undefined;
  const [{ rows }, lines, notes] = await Promise.all([
    listDocuments(
      db,
      invoice.companyId,
      { search: number, kind: 'invoice', page: 1, limit: 1 },
      dublinDate(),
    ),
    creditNotes.invoiceLinesWithCredited(db, invoice.id),
    creditNotes.creditNotesOfInvoice(db, invoice.id),
  ]);
  const summary = rows.find((r) => r.number === number);
  if (!summary) return undefined;
  return {
    success: true,
    invoice: {
      ...summary,
      companyId: invoice.companyId,
      lines: lines.map((l) => ({
        trackingId: l.trackingId,
        description: l.description,
        referenceNumber: l.referenceNumber,
        quantity: l.quantity,
        credited: l.credited,
        unitPrice: fromCents(l.unitCents),
        total: fromCents(l.totalCents),
      })),
      creditNotes: notes.map((n) => ({
        number: n.number,
        issueDate: n.issueDate,
        total: fromCents(n.totalCents),
      })),
    },
  };
}
