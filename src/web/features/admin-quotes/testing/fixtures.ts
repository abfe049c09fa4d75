import type { QuoteDetail, QuoteList, QuoteStats, QuoteSummary } from '#src/shared/schemas/quotes';

export const summary = (over: Partial<QuoteSummary> = {}): QuoteSummary => ({
  number: 'Q-2026-000012',
  title: 'Harbour Hotel refit',
  status: 'requested',
  companyId: 3,
  companyName: 'Doyle Hotels',
  requestedBy: 'Ciara Doyle',
  lineCount: 3,
  units: 6,
  currentVersion: null,
  total: null,
  validUntil: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T11:30:00.000Z',
  ...over,
});

export const quoteList = (over: Partial<QuoteList> = {}): QuoteList => ({
  success: true,
  quotes: [summary()],
  pageInfo: {
    total: 1,
    totalPages: 1,
    currentPage: 1,
    limit: 20,
    hasNextPage: false,
    hasPreviousPage: false,
  },
  counts: { all: 9, new: 2, awaiting_staff: 3, awaiting_buyer: 4, expiring: 1 },
  ...over,
});

/** A request with three lines (two grouped under "Floor 3") and no version yet. */
export function quoteDetail(over: Partial<QuoteDetail> = {}): QuoteDetail {
  const base: QuoteDetail = {
    success: true,
    quote: {
      ...summary(),
      requestedById: 7,
      siteId: null,
      siteAddress: 'Harbour Hotel, Quay St, Galway',
      deliveryFrom: '2027-01-10',
      deliveryTo: '2027-01-20',
      acceptedVersion: null,
      checkoutNumber: null,
      extendedFrom: null,
    },
    lines: [
      line(11, 'Navan Divan Bed', 3, 499.99, 'Floor 3'),
      line(12, 'Kells Headboard', 2, 129.95, 'Floor 3'),
      line(13, 'Boyne Mattress', 1, 333.33, null),
    ],
    versions: [],
    events: [
      {
        id: 1,
        kind: 'requested',
        by: 'Ciara Doyle',
        byStaff: false,
        version: null,
        message: 'For the January reopening.',
        files: [
          {
            fileId: '0b7c4a8e-4d1f-4c2a-9a55-3f2b8e9d1c01',
            fileName: 'floor-plan.pdf',
            fileSize: 2048,
            mimeType: 'application/pdf',
          },
        ],
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    actions: ['quote', 'withdraw', 'message'],
  };
  return { ...base, ...over };
}

function line(
  id: number,
  productName: string,
  quantity: number,
  list_price: number,
  group_label: string | null,
): QuoteDetail['lines'][number] {
  return {
    id,
    productId: id,
    sizeId: 1,
    fabricId: null,
    fabricColorId: null,
    productName,
    sizeName: 'King',
    fabricName: null,
    fabricColorName: null,
    storageType: 'Non Ottoman',
    quantity,
    group_label,
    referenceNumber: null,
    note: null,
    list_price,
  };
}

/** Version 1 of `quoteDetail`: 10 % off list on lines 11 and 13, line 12 at its own price. */
export function quotedDetail(): QuoteDetail {
  const detail = quoteDetail({ actions: ['quote', 'withdraw', 'extend', 'message'] });
  return {
    ...detail,
    quote: {
      ...detail.quote,
      status: 'quoted',
      currentVersion: 1,
      total: 2269.37,
      validUntil: '2026-12-08',
    },
    versions: [
      {
        version: 1,
        createdAt: '2026-11-22T09:00:00.000Z',
        createdBy: 'Aoife Byrne',
        validUntil: '2026-12-08',
        deliveryTerms: 'Delivered to site, two drops.',
        discountPercent: 10,
        message: '',
        superseded: false,
        lines: [
          {
            lineId: 11,
            unit_price: 449.99,
            vat: 103.5,
            total: 1660.47,
            list_price: 499.99,
            lead_time_days: 25,
          },
          {
            lineId: 12,
            unit_price: 110,
            vat: 25.3,
            total: 270.6,
            list_price: 129.95,
            lead_time_days: 15,
          },
          {
            lineId: 13,
            unit_price: 300,
            vat: 69,
            total: 369,
            list_price: 333.33,
            lead_time_days: 20,
          },
        ],
        subtotal: 1869.97,
        vat: 434.8,
        total: 2300.07,
      },
    ],
  };
}

export const quoteStats = (over: Partial<QuoteStats> = {}): QuoteStats => ({
  success: true,
  days: 90,
  counts: {
    draft: 1,
    requested: 3,
    quoted: 5,
    revision_requested: 1,
    accepted: 5,
    rejected: 6,
    expired: 2,
    withdrawn: 0,
  },
  conversion_rate: 38.46,
  accepted_value: 48210.5,
  quoted_value: 125400,
  ...over,
});
