import { sql } from 'drizzle-orm';

/**
 * Columns of the row a correlated subquery refers to, always written with their table's
 * name: Drizzle leaves a column unqualified when its query reads one table, and in
 * `(select … from credit_notes where invoice_id = "id")` that "id" would be the credit
 * note's own, not the invoice's.
 */
export const outer = {
  invoiceId: sql.raw('"invoices"."id"'),
  creditNoteId: sql.raw('"credit_notes"."id"'),
  invoiceLineId: sql.raw('"invoice_lines"."id"'),
  paymentId: sql.raw('"payments"."id"'),
  orderProductId: sql.raw('"orders"."product_id"'),
};
