import type { IsoDate } from '#src/shared/domain/calendar-dates';
import type { AgedBalance, VatRateTotal } from '#src/shared/domain/ledger';

/**
 * What an issued invoice, credit note or statement says, exactly as it was issued
 * (docs/business-rules.md "Invoices and payments"): the PDF, the mail and the screens are
 * written from these. Amounts in cents.
 */

/** The shop as it was at issue (configuration: SHOP_LEGAL_NAME, SHOP_VAT_NUMBER …). */
export interface Seller {
  legalName: string;
  /** Lines of the postal address. */
  address: string[];
  vatNumber: string;
  companyNumber: string;
  email: string;
  phone: string;
  iban: string;
  bic: string;
}

/** The customer company as it was at issue. */
export interface Buyer {
  /** The registered name. */
  name: string;
  address: string[];
  vatNumber: string | null;
  invoiceEmail: string;
}

export interface DocumentLine {
  /** Product, size, fabric, colour, storage: "Aria Bed — 4ft6 Double, Linen Oat, Ottoman". */
  description: string;
  /** The buyer's reference number for the line. */
  referenceNumber: string;
  /** The order's tracking ID. */
  trackingId: string;
  quantity: number;
  unitCents: number;
  vatRatePercent: number;
  /** VAT of the whole line. */
  vatCents: number;
  /** Unit × quantity, VAT excluded. */
  netCents: number;
  /** Net + VAT. */
  totalCents: number;
}

export interface InvoiceDocument {
  number: string;
  issueDate: IsoDate;
  supplyDate: IsoDate;
  dueDate: IsoDate;
  paymentTermsDays: number;
  seller: Seller;
  buyer: Buyer;
  checkoutNumber: string;
  poNumber: string | null;
  /** The quote whose prices it bills (docs/business-rules.md "Quotes"). */
  quoteNumber?: string | null;
  lines: DocumentLine[];
  vatByRate: VatRateTotal[];
  netCents: number;
  vatCents: number;
  totalCents: number;
  /** What the buyer is asked to pay by the due date: the total. */
  amountDueCents: number;
}

export type CreditNoteKind = 'return' | 'cancellation';

export interface CreditNoteDocument {
  number: string;
  issueDate: IsoDate;
  kind: CreditNoteKind;
  reason: string;
  /** The invoice it corrects. */
  invoiceNumber: string;
  invoiceIssueDate: IsoDate;
  seller: Seller;
  buyer: Buyer;
  lines: DocumentLine[];
  vatByRate: VatRateTotal[];
  netCents: number;
  vatCents: number;
  totalCents: number;
}

export type StatementEntryKind = 'invoice' | 'credit_note' | 'payment' | 'refund';

export interface StatementEntry {
  date: IsoDate;
  kind: StatementEntryKind;
  /** INV-2026-000123, CN-2026-000004, or the payment's bank reference. */
  number: string;
  description: string;
  /** What the company owes more (invoices, refunds). */
  debitCents: number;
  /** What it owes less (credit notes, payments). */
  creditCents: number;
  /** The balance after this entry. */
  balanceCents: number;
}

export interface StatementDocument {
  seller: Seller;
  buyer: Buyer;
  from: IsoDate;
  to: IsoDate;
  /** The day it was produced: the aged balance is as of `to`. */
  issueDate: IsoDate;
  openingCents: number;
  entries: StatementEntry[];
  closingCents: number;
  aged: AgedBalance;
}
