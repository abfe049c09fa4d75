import type { CompanyDetail, CompanyListItem } from '../types';

export const companyItem = (overrides: Partial<CompanyListItem> = {}): CompanyListItem => ({
  id: 12,
  registered_name: 'Murphy Hotels Group Limited',
  short_name: 'Murphy Hotels',
  vat_number: 'IE6388047V',
  members: 2,
  credit_limit: 50000,
  available_credit: 48500.25,
  created_at: '2026-01-05T09:00:00.000Z',
  ...overrides,
});

export const companyDetail = (overrides: Partial<CompanyDetail> = {}): CompanyDetail => ({
  success: true,
  company: {
    id: 12,
    registered_name: 'Murphy Hotels Group Limited',
    short_name: 'Murphy Hotels',
    vat_number: 'IE6388047V',
    invoice_email: 'accounts@murphyhotels.ie',
    payment_terms_days: 30,
    credit_hold_days: 60,
    created_at: '2026-01-05T09:00:00.000Z',
  },
  credit: {
    limit: 50000,
    open_orders_total: 1499.75,
    available: 48500.25,
    history: [
      {
        old_limit: 20000,
        new_limit: 50000,
        note: 'Second hotel opened',
        changed_at: '2026-06-01T11:30:00.000Z',
        changed_by: { name: 'Aoife Byrne', email: 'admin@example.com' },
      },
    ],
  },
  members: [
    {
      id: 7,
      full_name: 'Declan Murphy',
      email: 'declan@murphyhotels.ie',
      phone_number: '+353875550123',
      role: 'owner',
      spending_limit: null,
      active: true,
      status: 'approved',
    },
    {
      id: 9,
      full_name: 'Aisling Walsh',
      email: 'aisling@murphyhotels.ie',
      phone_number: '+353875550999',
      role: 'buyer',
      spending_limit: 2000,
      active: true,
      status: 'approved',
    },
  ],
  sites: [
    {
      id: 3,
      name: 'Salthill',
      address: '1 Promenade',
      city: 'Galway',
      eircode: 'H91 E2K3',
      contact_name: 'Pádraig',
      contact_phone: '+35391123456',
      delivery_notes: 'Deliveries 7-11am only',
      archived: false,
    },
  ],
  invitations: [],
  recent_orders: [
    {
      id: 301,
      trackingId: 'TRK-AB12CD',
      orderDate: '2026-11-20T10:00:00.000Z',
      buyer: 'Aisling Walsh',
      product_name: 'Oslo Divan Bed',
      quantity: 3,
      total_price: 1499.75,
      deliveryStatus: 'In Production',
      cancelled: false,
      paid: false,
    },
  ],
  audit: {
    entityType: 'company',
    entityId: '12',
    url: '/api/admin/audit?entityType=company&entityId=12',
  },
  ...overrides,
});
