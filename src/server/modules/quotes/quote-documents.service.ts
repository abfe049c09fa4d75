import type { Database } from '#src/db/database';
import { VAT_PERCENT } from '#src/shared/domain/pricing';
import { QUOTE_NOT_FOUND } from '#src/shared/schemas/quotes';
import { FormError } from '../../lib/form-validation';
import type { Seller } from '../invoices/document-types';
import { describeOrder } from '../invoices/invoicing.service';
import { companyBuyer } from '../invoices/issued-documents.repo';
import { quotePdfFilename, renderQuotePdf, type QuotePdfInput } from './quote.pdf';
import * as repo from './quotes.repo';
import { mayRead, type QuoteViewer } from './quote-access';

/** What the PDF of one version of a quote says, from what was asked and what staff sent. */
export async function quotePdfInput(
  db: repo.Db,
  seller: Seller,
  quote: repo.QuoteFound,
  version: number,
): Promise<QuotePdfInput | undefined> {
  // One after another: inside a transaction (a version's mail) there is one connection.
  const lines = await repo.linesOf(db, quote.id);
  const versions = await repo.versionsOf(db, quote.id);
  const buyer = (await companyBuyer(db, quote.companyId))!;
  const sent = versions.find((v) => v.version === version);
  if (!sent) return undefined;
  return {
    seller,
    quote: {
      number: quote.number,
      title: quote.title,
      companyName: buyer.name,
      companyAddress: buyer.address.join('\n'),
      vatNumber: buyer.vatNumber,
      requestedBy: quote.requestedBy,
      siteAddress: quote.siteAddress,
      deliveryFrom: quote.deliveryFrom,
      deliveryTo: quote.deliveryTo,
    },
    version: {
      version: sent.version,
      issuedOn: sent.createdAt.toISOString().slice(0, 10),
      validUntil: sent.validUntil,
      deliveryTerms: sent.deliveryTerms,
      message: sent.message,
      discountBasisPoints: sent.discountBasisPoints,
      superseded: sent.version < quote.currentVersion,
      subtotalCents: sent.subtotalCents,
      vatCents: sent.vatCents,
      totalCents: sent.totalCents,
    },
    lines: lines.map((line) => {
      const price = sent.lines.find((p) => p.lineId === line.id)!;
      return {
        groupLabel: line.groupLabel,
        description: describeOrder(line),
        referenceNumber: line.referenceNumber,
        quantity: line.quantity,
        listUnitCents: line.listUnitCents,
        unitCents: price.unitCents,
        vatRatePercent: VAT_PERCENT,
        vatCents: price.vatCents,
        lineTotalCents: (price.unitCents + price.vatCents) * line.quantity,
        leadTimeDays: price.leadTimeDays,
      };
    }),
  };
}

/** GET …/quotes/{number}/versions/{version}/pdf: the version as sent, for who may read it. */
export async function versionPdf(
  db: Database,
  seller: Seller,
  viewer: QuoteViewer,
  number: string,
  version: number,
) {
  const quote = await repo.findQuote(db, number);
  if (!quote || !mayRead(viewer, { ...quote, userId: quote.requestedById })) {
    throw new FormError(404, [], QUOTE_NOT_FOUND);
  }
  const input = await quotePdfInput(db, seller, quote, version);
  if (!input) throw new FormError(404, [], `This quote has no version ${version}.`);
  return {
    filename: quotePdfFilename(number, version),
    contentType: 'application/pdf',
    content: await renderQuotePdf(input),
  };
}
