import type {
  AccountSummary,
  DocumentList,
  InvoiceDetail,
  MoneyAction,
  Payment,
  Statement,
} from '#src/shared/schemas/invoices';
import type { PaymentList } from '../api/get-company-payments';

export const accountSummary = (overrides: Partial<AccountSummary> = {}): AccountSummary => ({
  balance: 3250.5,
  overdue: 1200,
  unallocated: 300,
  creditLimit: 50000,
  availableCredit: 46749.5,
  paymentTermsDays: 30,
  creditHoldDays: 60,
  onHold: false,
  aged: { notDue: 1750.5, days1to30: 0, days31to60: 0, days61to90: 1800, over90: 0 },
  ...overrides,
});

export const documentList = (account: Partial<AccountSummary> = {}): DocumentList => ({
  success: true,
  documents: [
    {
      kind: 'invoice',
      number: 'INV-2026-000101',
      issueDate: '2026-08-01',
      supplyDate: '2026-08-01',
      dueDate: '2026-08-31',
      checkoutNumber: 'CHK-1',
      poNumber: 'PO-77',
      invoiceNumber: null,
      references: ['R-1'],
      total: 2100,
      open: 1800,
      status: 'overdue',
    },
    {
      kind: 'invoice',
      number: 'INV-2026-000140',
      issueDate: '2026-11-02',
      supplyDate: '2026-11-02',
      dueDate: '2026-12-02',
      checkoutNumber: 'CHK-2',
      poNumber: null,
      invoiceNumber: null,
      references: [],
      total: 1750.5,
      open: 1750.5,
      status: 'open',
    },
    {
      kind: 'credit_note',
      number: 'CN-2026-000007',
      issueDate: '2026-08-10',
      supplyDate: null,
      dueDate: null,
      checkoutNumber: null,
      poNumber: null,
      invoiceNumber: 'INV-2026-000101',
      references: [],
      total: 300,
      open: null,
      status: 'issued',
    },
  ],
  pagination: { total: 3, page: 1, limit: 20, totalPages: 1 },
  account: accountSummary(account),
});

export const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 55,
  receivedOn: '2026-11-10',
  amount: 500,
  method: 'bank_transfer',
  bankReference: 'MURPHY NOV',
  unallocated: 300,
  refunded: 0,
  allocations: [{ invoiceNumber: 'INV-2026-000101', amount: 200 }],
  recordedBy: 'Aoife Byrne',
  recordedAt: '2026-11-10T10:00:00.000Z',
  ...overrides,
});

export const paymentList = (): PaymentList => ({
  success: true,
  payments: [payment()],
  openInvoices: [
    { number: 'INV-2026-000101', issueDate: '2026-08-01', dueDate: '2026-08-31', open: 1800 },
    { number: 'INV-2026-000140', issueDate: '2026-11-02', dueDate: '2026-12-02', open: 1750.5 },
  ],
});

export const statement = (): Statement => ({
  success: true,
  from: '2026-10-01',
  to: '2026-11-30',
  opening: 1500,
  entries: [
    {
      date: '2026-11-02',
      kind: 'invoice',
      number: 'INV-2026-000140',
      description: 'Order CHK-2',
      debit: 1750.5,
      credit: 0,
      balance: 3250.5,
    },
  ],
  closing: 3250.5,
  aged: { notDue: 1750.5, days1to30: 0, days31to60: 0, days61to90: 1500, over90: 0 },
});

export const invoiceDetail = (): InvoiceDetail => ({
  success: true,
  invoice: {
    ...documentList().documents[0]!,
    companyId: 12,
    lines: [
      {
        trackingId: 'TRK-AAA111',
        description: 'Oslo Divan Bed',
        referenceNumber: 'R-1',
        quantity: 4,
        credited: 1,
        unitPrice: 300,
        total: 1200,
      },
      {
        trackingId: 'TRK-BBB222',
        description: 'Bedside Locker',
        referenceNumber: 'R-2',
        quantity: 3,
        credited: 0,
        unitPrice: 300,
        total: 900,
      },
    ],
    creditNotes: [{ number: 'CN-2026-000007', issueDate: '2026-08-10', total: 300 }],
  },
});

export const moneyAction = (message: string, number?: string): MoneyAction => ({
  success: true,
  message,
  ...(number ? { number } : {}),
  account: accountSummary(),
});
