import type {
  QuoteDetail,
  QuoteEvent,
  QuoteLine,
  QuoteList,
  QuoteSummary,
  QuoteVersion,
} from '#src/shared/schemas/quotes';

export const summary = (overrides: Partial<QuoteSummary> = {}): QuoteSummary => ({
  number: 'Q-2026-000123',
  title: 'Harbour Hotel, floor 3',
  status: 'quoted',
  companyId: 3,
  companyName: 'Byrne Beds',
  requestedBy: 'Aoife Byrne',
  lineCount: 2,
  units: 48,
  currentVersion: 2,
  total: 24600,
  validUntil: '2026-12-31',
  createdAt: '2026-11-02T09:00:00Z',
  updatedAt: '2026-11-20T15:30:00Z',
  ...overrides,
});

export const quoteList = (
  quotes: QuoteSummary[],
  overrides: Partial<QuoteList> = {},
): QuoteList => ({
  success: true,
  quotes,
  pageInfo: {
    total: quotes.length,
    totalPages: 1,
    currentPage: 1,
    limit: 20,
    hasNextPage: false,
    hasPreviousPage: false,
  },
  counts: { requested: 1, quoted: quotes.length },
  ...overrides,
});

export const line = (overrides: Partial<QuoteLine> = {}): QuoteLine => ({
  id: 501,
  productId: 12,
  sizeId: 3,
  fabricId: 4,
  fabricColorId: 9,
  productName: 'Navan Low Bed',
  sizeName: 'King 5ft',
  fabricName: 'Plush Velvet',
  fabricColorName: 'Sage',
  storageType: 'Non Ottoman',
  quantity: 40,
  group_label: 'Standard double × 120',
  referenceNumber: 'ROOM-101',
  note: null,
  list_price: 500,
  ...overrides,
});

export const version = (overrides: Partial<QuoteVersion> = {}): QuoteVersion => ({
  version: 2,
  createdAt: '2026-11-20T15:30:00Z',
  createdBy: 'Ciara Walsh',
  validUntil: '2026-12-31',
  deliveryTerms: 'Delivered to site, ground floor.',
  discountPercent: null,
  message: 'Version 2 with the headboards included.',
  superseded: false,
  lines: [
    { lineId: 501, unit_price: 450, vat: 103.5, total: 22140, list_price: 500, lead_time_days: 20 },
  ],
  subtotal: 18000,
  vat: 4140,
  total: 22140,
  ...overrides,
});

export const event = (overrides: Partial<QuoteEvent> = {}): QuoteEvent => ({
  id: 1,
  kind: 'requested',
  by: 'Aoife Byrne',
  byStaff: false,
  version: null,
  message: 'For the hotel refit in March.',
  files: [
    {
      fileId: '6b1f2c1e-0c1d-4f53-9d39-0f3a2c1b5e77',
      fileName: 'floor-plan.pdf',
      fileSize: 245_760,
      mimeType: 'application/pdf',
    },
  ],
  createdAt: '2026-11-02T09:00:00Z',
  ...overrides,
});

export const quoteDetail = (overrides: Partial<QuoteDetail> = {}): QuoteDetail => ({
  success: true,
  quote: {
    ...summary(),
    requestedById: 7,
    siteId: 31,
    siteAddress: 'Harbour Hotel, Quay Street, Galway',
    deliveryFrom: '2027-03-01',
    deliveryTo: '2027-03-15',
    acceptedVersion: null,
    checkoutNumber: null,
    extendedFrom: null,
  },
  lines: [
    line(),
    line({ id: 502, productName: 'Oslo Headboard', group_label: 'Floor 3', quantity: 8 }),
  ],
  versions: [
    version({
      version: 1,
      superseded: true,
      message: 'First prices.',
      total: 24600,
      lines: [
        {
          lineId: 501,
          unit_price: 500,
          vat: 115,
          total: 24600,
          list_price: 500,
          lead_time_days: 30,
        },
      ],
    }),
    version(),
  ],
  events: [
    event(),
    event({
      id: 2,
      kind: 'quoted',
      by: 'Ciara Walsh',
      byStaff: true,
      version: 1,
      message: 'First prices.',
      files: [],
      createdAt: '2026-11-05T10:00:00Z',
    }),
    // The server names a step by its action.
    event({
      id: 3,
      kind: 'request_revision',
      version: 1,
      message: 'Headboards too, please.',
      files: [],
      createdAt: '2026-11-06T10:00:00Z',
    }),
  ],
  actions: ['accept', 'request_revision', 'reject', 'message'],
  ...overrides,
});
