import { formatCents } from '#src/shared/domain/money';
import { SIGN_OFF } from '../../lib/letters';
import type { OutgoingMail } from '../../lib/mailer';
import type { CreditNoteDocument, InvoiceDocument, StatementDocument } from './document-types';

/** 28 November 2026: a document's date as its mail and PDF write it. */
export const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const toCompany = (
  buyer: InvoiceDocument['buyer'],
  subject: string,
  lines: string[],
): OutgoingMail => ({
  to: { name: buyer.name, address: buyer.invoiceEmail },
  subject,
  text: [`Dear ${buyer.name},`, '', ...lines].join('\n') + SIGN_OFF,
});

/**
 * docs/mail.md "Invoices": the invoice, its amount and due date, the PDF attached. `leftCents`
 * is what it still owes as the mail is queued: money the company had in hand, or a payment
 * recorded with it ("Mark paid"), may have paid some or all of it, and the mail must not
 * ask for that again.
 */
export function invoiceMail(
  invoice: InvoiceDocument,
  linkBase: string,
  leftCents: number = invoice.amountDueCents,
): OutgoingMail {
  const paidCents = invoice.amountDueCents - leftCents;
  const due = longDate(invoice.dueDate);
  const amount =
    paidCents <= 0
      ? [`Amount due: ${formatCents(invoice.amountDueCents)} by ${due}.`]
      : leftCents <= 0
        ? [`Total: ${formatCents(invoice.amountDueCents)}, paid in full: nothing is left to pay.`]
        : [
            `Total: ${formatCents(invoice.amountDueCents)}, of which ${formatCents(paidCents)} is paid from your payments to us.`,
            `Left to pay: ${formatCents(leftCents)} by ${due}.`,
          ];
  return toCompany(invoice.buyer, `Invoice ${invoice.number} from ${invoice.seller.legalName}`, [
    `Please find attached invoice ${invoice.number} for checkout ${invoice.checkoutNumber}` +
      (invoice.poNumber ? ` (your purchase order ${invoice.poNumber})` : '') +
      `, delivered on ${longDate(invoice.supplyDate)}.`,
    '',
    ...amount,
    ...(leftCents > 0
      ? [
          `Pay by bank transfer to ${invoice.seller.legalName}, IBAN ${invoice.seller.iban}, BIC ${invoice.seller.bic}, quoting ${invoice.number}.`,
        ]
      : []),
    '',
    `Your company's invoices and statement: ${linkBase}/account/invoices`,
  ]);
}

export function creditNoteMail(note: CreditNoteDocument, linkBase: string): OutgoingMail {
  return toCompany(note.buyer, `Credit note ${note.number} for invoice ${note.invoiceNumber}`, [
    `Please find attached credit note ${note.number}, which corrects invoice ${note.invoiceNumber}.`,
    `Reason: ${note.reason}`,
    `Amount credited: ${formatCents(note.totalCents)}.`,
    '',
    `Your company's invoices and statement: ${linkBase}/account/invoices`,
  ]);
}

export function statementMail(statement: StatementDocument, linkBase: string): OutgoingMail {
  const owed = statement.closingCents;
  return toCompany(statement.buyer, `Statement of account to ${longDate(statement.to)}`, [
    `Please find attached your statement of account for ${longDate(statement.from)} to ${longDate(statement.to)}.`,
    owed >= 0 ? `Balance: ${formatCents(owed)}.` : `Balance: ${formatCents(-owed)} in your favour.`,
    '',
    `Your company's invoices and statement: ${linkBase}/account/invoices`,
  ]);
}
