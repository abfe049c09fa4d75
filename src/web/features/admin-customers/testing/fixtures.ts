import type { Application, AuditEntry, CustomerDetail, CustomerListItem } from '../types';

export const application = (overrides: Partial<Application> = {}): Application => ({
  id: 41,
  full_name: 'Siobhan Kelly',
  email: 'siobhan@kellyhostels.ie',
  invoice_email: 'accounts@kellyhostels.ie',
  phone_number: '+353865550456',
  country: 'IE',
  company_name: 'Kelly Hostels',
  registered_name: 'Kelly Hostels Galway Ltd',
  vat_number: 'IE1234567T',
  office_address: '12 Quay Street',
  office_city: 'Galway',
  office_eir_code: 'H91 X2Y3',
  delivery_address: 'Unit 7, Oranmore Park',
  delivery_city: 'Oranmore',
  delivery_eir_code: 'H91 A1B2',
  credit_limit: 0,
  subscribe: true,
  role: 'trade',
  status: 'pending',
  status_reason: null,
  created_at: '2026-11-20T10:15:00.000Z',
  ...overrides,
});

export const listItem = (overrides: Partial<CustomerListItem> = {}): CustomerListItem => ({
  id: 7,
  full_name: 'Declan Murphy',
  company_name: 'Murphy Hotels',
  email: 'declan@murphyhotels.ie',
  phone_number: '+353875550123',
  city: 'Dublin',
  status: 'approved',
  credit_limit: 50000,
  available_credit: 48500.25,
  open_orders: 2,
  created_at: '2026-01-05T09:00:00.000Z',
  ...overrides,
});

export const customerDetail = (
  overrides: Partial<CustomerDetail['customer']> = {},
  credit: Partial<CustomerDetail['credit']> = {},
): CustomerDetail => ({
  success: true,
  customer: {
    ...application({ id: 7, full_name: 'Declan Murphy', company_name: 'Murphy Hotels' }),
    email: 'declan@murphyhotels.ie',
    credit_limit: 50000,
    status: 'approved',
    status_reason: null,
    status_changed_at: '2026-01-06T09:00:00.000Z',
    status_changed_by: { name: 'Aoife Byrne', email: 'admin@example.com' },
    created_at: '2026-01-05T09:00:00.000Z',
    company: { id: 12, short_name: 'Murphy Hotels', role: 'owner' },
    ...overrides,
  },
  credit: {
    limit: 50000,
    available: 48500.25,
    last_change: {
      old_limit: 20000,
      new_limit: 50000,
      note: 'Second hotel opened',
      changed_at: '2026-06-01T11:30:00.000Z',
      changed_by: { name: 'Aoife Byrne', email: 'admin@example.com' },
    },
    history: [],
    ...credit,
  },
  open_orders: {
    count: 1,
    total: 1499.75,
    orders: [
      {
        id: 301,
        trackingId: 'TRK-AB12CD',
        orderDate: '2026-11-18T14:00:00.000Z',
        product_name: 'Oslo Divan Bed',
        quantity: 3,
        total_price: 1499.75,
        referenceNumber: 'ROOM-12',
        deliveryStatus: 'In Production',
      },
    ],
  },
  audit: {
    entityType: 'customer',
    entityId: '7',
    url: '/api/admin/audit?entityType=customer&entityId=7',
  },
});

export const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  action: 'credit-limit',
  before: { credit_limit: 20000 },
  after: { credit_limit: 50000, note: 'Second hotel opened' },
  createdAt: '2026-06-01T11:30:00.000Z',
  actorName: 'Aoife Byrne',
  actorEmail: 'admin@example.com',
  ...overrides,
});

export { routeFetch, sentRequests } from '#src/web/testing/route-fetch';
