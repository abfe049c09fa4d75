import { addDays, dublinDate } from '#src/shared/domain/calendar-dates';
import type { DocumentList, DocumentSummary, Statement } from '#src/shared/schemas/invoices';

/** Made on the day the test runs, so that "overdue" counts from today. */
export const daysAgo = (days: number) => addDays(dublinDate(), -days);

export const invoice = (overrides: Partial<DocumentSummary> = {}): DocumentSummary => ({
  kind: 'invoice',
  number: 'INV-2026-000001',
  issueDate: '2026-03-02',
  supplyDate: '2026-03-02',
  dueDate: daysAgo(12),
  checkoutNumber: 'CHK-2026-00042',
  poNumber: 'PO-7731',
  invoiceNumber: null,
  references: ['ROOM-101', 'ROOM-102'],
  total: 2460,
  open: 1230.5,
  status: 'overdue',
  ...overrides,
});

export const creditNote = (overrides: Partial<DocumentSummary> = {}): DocumentSummary => ({
  kind: 'credit_note',
  number: 'CN-2026-000001',
  issueDate: '2026-03-20',
  supplyDate: null,
  dueDate: null,
  checkoutNumber: null,
  poNumber: null,
  invoiceNumber: 'INV-2026-000001',
  references: ['ROOM-102'],
  total: 615,
  open: null,
  status: 'issued',
  ...overrides,
});

export const account = (overrides: Partial<DocumentList['account']> = {}) => ({
  balance: 1230.5,
  overdue: 1230.5,
  unallocated: 0,
  creditLimit: 20000,
  availableCredit: 18769.5,
  paymentTermsDays: 30,
  creditHoldDays: 60,
  onHold: false,
  aged: { notDue: 0, days1to30: 1230.5, days31to60: 0, days61to90: 0, over90: 0 },
  ...overrides,
});

export const documentList = (
  documents: DocumentSummary[],
  overrides: Partial<DocumentList> = {},
): DocumentList => ({
  success: true,
  documents,
  pagination: { total: documents.length, page: 1, limit: 20, totalPages: 1 },
  account: account(),
  ...overrides,
});

export const statement = (overrides: Partial<Statement> = {}): Statement => ({
  success: true,
  from: '2026-03-01',
  to: '2026-03-31',
  opening: 500,
  entries: [
    {
      date: '2026-03-02',
      kind: 'invoice',
      number: 'INV-2026-000001',
      description: 'Invoice for CHK-2026-00042',
      debit: 2460,
      credit: 0,
      balance: 2960,
    },
    {
      date: '2026-03-25',
      kind: 'payment',
      number: 'PAY-17',
      description: 'Bank transfer',
      debit: 0,
      credit: 3000,
      balance: -40,
    },
  ],
  closing: -40,
  aged: { notDue: -40, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 },
  ...overrides,
});
