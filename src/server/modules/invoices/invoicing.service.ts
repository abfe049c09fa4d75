import type { Database, Queryable } from '#src/db/database';
import type { PartySnapshot } from '#src/db/schema/invoices';
import { addDays, dublinDate, type IsoDate } from '#src/shared/domain/calendar-dates';
import { allocateOldestFirst, vatByRate } from '#src/shared/domain/ledger';
import { VAT_PERCENT } from '#src/shared/domain/pricing';
import { queueMail } from '../../lib/outbox';
import { lockCompany } from '../companies/companies.repo';
import type { DocumentLine, InvoiceDocument, Seller } from './document-types';
import { invoicePdf } from './documents.pdf';
import { invoiceMail } from './invoices.mails';
import * as invoicing from './invoicing.repo';
import * as ledger from './ledger.repo';
import { nextDocumentNumber } from './numbering.repo';
import { buyerOf } from './parties';

/**
 * Issuing VAT invoices (docs/business-rules.md "Invoices and payments"): an order is
 * invoiced once it is delivered; the orders of one checkout delivered on one day share
 * one invoice. It is issued at once when nothing else of the checkout is still on its
 * way, otherwise by the day's run after that day (an issued invoice never changes, so it
 * cannot wait for a later delivery of the same day), or when staff ask.
 */

export interface InvoicingDeps {
  db: Database;
  seller: Seller;
  /** Where the mail's link to My Account → Invoices points. */
  publicUrl: string;
  log: {
    info: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
}

/** "Aria Bed — 4ft6 Double, Linen, Oat, Ottoman": what the line is, as the invoice names it. */
export function describeOrder(
  order: Pick<
    invoicing.OrderToInvoice,
    'productName' | 'sizeName' | 'fabricName' | 'fabricColorName' | 'isBed' | 'storageType'
  >,
): string {
  const storage = order.isBed || order.storageType !== 'Non Ottoman' ? order.storageType : null;
  const choice = [order.sizeName, order.fabricName, order.fabricColorName, storage].filter(Boolean);
  return choice.length > 0 ? `${order.productName} — ${choice.join(', ')}` : order.productName;
}

function lineOf(order: invoicing.OrderToInvoice): DocumentLine {
  const netCents = order.unitCents * order.quantity;
  const vatCents = order.unitVatCents * order.quantity;
  return {
    description: describeOrder(order),
    referenceNumber: order.referenceNumber,
    trackingId: order.trackingId,
    quantity: order.quantity,
    unitCents: order.unitCents,
    vatRatePercent: VAT_PERCENT,
    vatCents,
    netCents,
    // The order's own total: what its credit held, to the cent.
    totalCents: order.totalCents,
  };
}

/**
 * Issues one invoice for orders of one checkout, in the caller's transaction, which must
 * hold the company's row (every money change of a company queues there). Applies any
 * payment money the company has in hand, and queues the mail with the PDF. Undefined when
 * none of the orders is left to invoice (another run invoiced them).
 */
export async function issueInvoice(
  tx: Queryable,
  deps: Pick<InvoicingDeps, 'seller' | 'publicUrl'>,
  request: {
    checkoutId: string;
    supplyDate: IsoDate;
    which: { deliveredOn: string } | { orderIds: number[] };
    issuedBy: number | null;
    today?: IsoDate;
    /**
     * The caller records a payment of it in the same transaction and then queues its mail
     * itself (`queueInvoiceMail`), so the mail says what is left to pay after it.
     */
    mailLater?: boolean;
  },
): Promise<InvoiceDocument | undefined> {
  const orders = await invoicing.lockOrdersToInvoice(tx, request.checkoutId, request.which);
  if (orders.length === 0) return undefined;
  const parties = await invoicing.invoiceParties(tx, request.checkoutId);
  if (!parties) return undefined;
  const issueDate = request.today ?? dublinDate();
  const lines = orders.map(lineOf);
  const netCents = lines.reduce((sum, l) => sum + l.netCents, 0);
  const totalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const document: InvoiceDocument = {
    number: await nextDocumentNumber(tx, 'INV', issueDate),
    issueDate,
    supplyDate: request.supplyDate,
    dueDate: addDays(issueDate, parties.paymentTermsDays),
    paymentTermsDays: parties.paymentTermsDays,
    seller: deps.seller,
    buyer: buyerOf(parties),
    checkoutNumber: parties.checkoutNumber,
    poNumber: parties.poNumber,
    quoteNumber: parties.quoteNumber,
    lines,
    vatByRate: vatByRate(lines),
    netCents,
    vatCents: totalCents - netCents,
    totalCents,
    amountDueCents: totalCents,
  };
  const invoiceId = await invoicing.insertInvoice(
    tx,
    {
      number: document.number,
      companyId: parties.companyId,
      checkoutId: parties.checkoutId,
      checkoutNumber: document.checkoutNumber,
      poNumber: document.poNumber,
      quoteNumber: document.quoteNumber ?? null,
      issueDate,
      supplyDate: document.supplyDate,
      dueDate: document.dueDate,
      paymentTermsDays: document.paymentTermsDays,
      seller: { ...document.seller, name: document.seller.legalName },
      buyer: document.buyer as unknown as PartySnapshot,
      netCents,
      vatCents: document.vatCents,
      totalCents,
      issuedBy: request.issuedBy,
    },
    lines.map((line, i) => ({
      position: i + 1,
      orderId: orders[i]!.id,
      description: line.description,
      referenceNumber: line.referenceNumber,
      trackingId: line.trackingId,
      quantity: line.quantity,
      unitCents: line.unitCents,
      vatRate: String(line.vatRatePercent),
      vatCents: line.vatCents,
      netCents: line.netCents,
      totalCents: line.totalCents,
    })),
  );
  await ledger.writeLedger(tx, [
    {
      companyId: parties.companyId,
      entryDate: issueDate,
      kind: 'invoice',
      invoiceId,
      reference: document.number,
      debitCents: totalCents,
    },
  ]);
  await applyCreditInHand(tx, parties.companyId, issueDate);
  if (!request.mailLater) await queueInvoiceMail(tx, deps, parties.companyId, document);
  return document;
}

/**
 * Queues an invoice's mail with its PDF. The PDF is the invoice as issued; the mail says
 * what is left to pay now, as money the company had in hand, or a payment staff recorded
 * with it, may already have paid some or all of it.
 */
export async function queueInvoiceMail(
  tx: Queryable,
  deps: Pick<InvoicingDeps, 'publicUrl'>,
  companyId: number,
  document: InvoiceDocument,
) {
  const balance = (await ledger.invoiceBalances(tx, companyId)).find(
    (invoice) => invoice.number === document.number,
  );
  await queueMail(tx, {
    ...invoiceMail(document, deps.publicUrl, balance?.openCents ?? document.amountDueCents),
    purpose: `invoice ${document.number}`,
    attachments: [
      {
        filename: `${document.number}.pdf`,
        contentType: 'application/pdf',
        content: await invoicePdf(document),
      },
    ],
  });
}

/**
 * Sets payment money the company has in hand (overpayments, released allocations) against
 * its open invoices, oldest payment first, oldest due invoice first.
 */
export async function applyCreditInHand(tx: Queryable, companyId: number, on: IsoDate) {
  const inHand = await ledger.unallocatedPayments(tx, companyId);
  if (inHand.length === 0) return;
  let open = await ledger.invoiceBalances(tx, companyId, { onlyOpen: true });
  for (const payment of inHand) {
    if (open.length === 0) return;
    const { allocations } = allocateOldestFirst(payment.unallocatedCents, open);
    for (const a of allocations) {
      const invoice = open.find((i) => i.id === a.invoiceId)!;
      await ledger.allocate(tx, {
        companyId,
        paymentId: payment.id,
        invoiceId: a.invoiceId,
        invoiceNumber: invoice.number,
        cents: a.cents,
        on,
        by: null,
      });
      invoice.openCents -= a.cents;
    }
    open = open.filter((i) => i.openCents > 0);
  }
}

/**
 * An order has just been delivered (in the caller's transaction, company row held): its
 * checkout's orders delivered today are invoiced now unless another of them is still on
 * its way, in which case the day's run invoices them tomorrow.
 */
export async function orderDelivered(
  tx: Queryable,
  deps: Pick<InvoicingDeps, 'seller' | 'publicUrl'>,
  checkoutId: string,
  today: IsoDate,
) {
  if (await invoicing.checkoutStillOnItsWay(tx, checkoutId)) return undefined;
  return issueInvoice(tx, deps, {
    checkoutId,
    supplyDate: today,
    which: { deliveredOn: today },
    issuedBy: null,
    today,
  });
}

/**
 * The day's run: every checkout's orders delivered before today and not yet invoiced get
 * their invoice, a checkout and day at a time, each in its own transaction. Safe to run on
 * several instances at once (the company's row, then the orders', are locked and looked at
 * again) and after downtime (it catches up on every day missed).
 */
export async function invoiceDeliveredBefore(
  deps: InvoicingDeps,
  today: IsoDate = dublinDate(),
): Promise<number> {
  const groups = await invoicing.groupsToInvoice(deps.db, today);
  let issued = 0;
  for (const group of groups) {
    const document = await deps.db.transaction(async (tx) => {
      await lockCompany(tx, group.companyId);
      return issueInvoice(tx, deps, {
        checkoutId: group.checkoutId,
        supplyDate: group.deliveredOn,
        which: { deliveredOn: group.deliveredOn },
        issuedBy: null,
        today,
      });
    });
    if (document) issued += 1;
  }
  if (issued > 0) deps.log.info({ issued }, `issued ${issued} invoices for earlier deliveries`);
  return issued;
}
