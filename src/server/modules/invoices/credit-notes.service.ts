import type { Queryable } from '#src/db/database';
import type { invoices } from '#src/db/schema/invoices';
import { dublinDate, type IsoDate } from '#src/shared/domain/calendar-dates';
import { vatByRate } from '#src/shared/domain/ledger';
import {
  CREDIT_ABOVE_INVOICED,
  NO_SUCH_LINE,
  NOTHING_TO_CREDIT,
  type CreditNoteBody,
} from '#src/shared/schemas/invoices';
import { FormError } from '../../lib/form-validation';
import { queueMail } from '../../lib/outbox';
import type { Buyer, CreditNoteDocument, DocumentLine, Seller } from './document-types';
import { creditNotePdf } from './documents.pdf';
import { creditNoteMail } from './invoices.mails';
import * as ledger from './ledger.repo';
import { nextDocumentNumber } from './numbering.repo';
import { applyCreditInHand } from './invoicing.service';
import * as repo from './credit-notes.repo';
import { markSettledOrders } from './payments.repo';

/**
 * Credit notes (docs/business-rules.md "Invoices and payments"): staff take back some or
 * all units of an invoice's lines, returned or cancelled, with a reason. A credit note
 * never credits more units than the invoice has left, and its amounts are the invoice's
 * own per unit. When the invoice was already paid, the payments allocated to it beyond
 * what it now owes are released as the company's credit in hand.
 */

export async function issueCreditNote(
  tx: Queryable,
  deps: { seller: Seller; publicUrl: string },
  invoice: typeof invoices.$inferSelect,
  body: CreditNoteBody,
  by: number,
  issueDate: IsoDate = dublinDate(),
): Promise<CreditNoteDocument> {
  const lines = await repo.invoiceLinesWithCredited(tx, invoice.id);
  const left = (line: (typeof lines)[number]) => line.quantity - line.credited;
  const wanted = body.lines
    ? body.lines.map((l) => {
        const line = lines.find((x) => x.trackingId === l.tracking_id);
        if (!line)
          throw new FormError(400, [{ field: 'lines', message: NO_SUCH_LINE(l.tracking_id) }]);
        if (l.quantity > left(line)) {
          throw new FormError(400, [
            { field: 'lines', message: CREDIT_ABOVE_INVOICED(l.tracking_id, left(line)) },
          ]);
        }
        return { line, units: l.quantity };
      })
    : lines.filter((line) => left(line) > 0).map((line) => ({ line, units: left(line) }));
  if (wanted.length === 0) throw new FormError(409, [], NOTHING_TO_CREDIT);
  const documentLines: Array<DocumentLine & { invoiceLineId: number }> = wanted.map(
    ({ line, units }) => {
      // Per unit exactly as invoiced: the line's VAT and total are whole multiples of its units.
      const unitVat = line.vatCents / line.quantity;
      const unitTotal = line.totalCents / line.quantity;
      return {
        invoiceLineId: line.id,
        description: line.description,
        referenceNumber: line.referenceNumber,
        trackingId: line.trackingId,
        quantity: units,
        unitCents: line.unitCents,
        vatRatePercent: Number(line.vatRate),
        vatCents: unitVat * units,
        netCents: line.unitCents * units,
        totalCents: unitTotal * units,
      };
    },
  );
  const netCents = documentLines.reduce((s, l) => s + l.netCents, 0);
  const totalCents = documentLines.reduce((s, l) => s + l.totalCents, 0);
  const document: CreditNoteDocument = {
    number: await nextDocumentNumber(tx, 'CN', issueDate),
    issueDate,
    kind: body.kind,
    reason: body.reason,
    invoiceNumber: invoice.number,
    invoiceIssueDate: invoice.issueDate,
    seller: deps.seller,
    buyer: invoice.buyer as unknown as Buyer,
    lines: documentLines,
    vatByRate: vatByRate(documentLines),
    netCents,
    vatCents: totalCents - netCents,
    totalCents,
  };
  const creditNoteId = await repo.insertCreditNote(
    tx,
    {
      number: document.number,
      invoiceId: invoice.id,
      companyId: invoice.companyId,
      kind: body.kind,
      reason: body.reason,
      issueDate,
      seller: { ...deps.seller, name: deps.seller.legalName },
      buyer: invoice.buyer,
      netCents,
      vatCents: document.vatCents,
      totalCents,
      issuedBy: by,
    },
    (creditNoteId) =>
      documentLines.map((l, i) => ({
        creditNoteId,
        invoiceLineId: l.invoiceLineId,
        position: i + 1,
        description: l.description,
        referenceNumber: l.referenceNumber,
        trackingId: l.trackingId,
        quantity: l.quantity,
        unitCents: l.unitCents,
        vatRate: String(l.vatRatePercent),
        vatCents: l.vatCents,
        netCents: l.netCents,
        totalCents: l.totalCents,
      })),
  );
  await ledger.writeLedger(tx, [
    {
      companyId: invoice.companyId,
      entryDate: issueDate,
      kind: 'credit_note',
      invoiceId: invoice.id,
      creditNoteId,
      reference: document.number,
      creditCents: totalCents,
    },
  ]);
  await releaseOverpaid(tx, invoice, issueDate, by);
  await applyCreditInHand(tx, invoice.companyId, issueDate);
  await markSettledOrders(tx, invoice.companyId, by);
  await queueMail(tx, {
    ...creditNoteMail(document, deps.publicUrl),
    purpose: `credit note ${document.number}`,
    attachments: [
      {
        filename: `${document.number}.pdf`,
        contentType: 'application/pdf',
        content: await creditNotePdf(document),
      },
    ],
  });
  return document;
}

/** Allocations to the invoice beyond what it now owes go back to their payments, newest first. */
async function releaseOverpaid(
  tx: Queryable,
  invoice: typeof invoices.$inferSelect,
  on: string,
  by: number,
) {
  const [balance] = (await ledger.invoiceBalances(tx, invoice.companyId)).filter(
    (b) => b.id === invoice.id,
  );
  if (!balance || balance.openCents >= 0) return;
  let excess = -balance.openCents;
  for (const allocation of await ledger.allocationsToInvoice(tx, invoice.id)) {
    if (excess <= 0) break;
    const release = Math.min(excess, allocation.cents);
    await ledger.allocate(tx, {
      companyId: invoice.companyId,
      paymentId: allocation.paymentId,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      cents: -release,
      on,
      by,
    });
    excess -= release;
  }
}
