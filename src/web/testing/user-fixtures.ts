import type { UserDetails } from '../../shared/schemas/accounts';

/** The signed-in buyer as GET /api/user/details answers: €1,234.50 of credit left. */
export function userDetails(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    id: 7,
    full_name: 'Aoife Byrne',
    email: 'aoife@byrnebeds.ie',
    invoice_email: 'accounts@byrnebeds.ie',
    phone_number: '+353871234567',
    country: 'IE',
    company_name: 'Byrne Beds',
    office_address: '1 Main Street',
    office_city: 'Navan',
    office_eir_code: 'C15 AB12',
    delivery_address: 'Unit 4, Business Park',
    delivery_city: 'Navan',
    delivery_eir_code: 'C15 CD34',
    credit_limit: 5000,
    subscribe: true,
    role: 'trade',
    available_credit: 1234.5,
    on_credit_hold: false,
    credit_hold_days: 60,
    company: {
      id: 3,
      registered_name: 'Byrne Beds Ltd',
      short_name: 'Byrne Beds',
      role: 'owner',
      spending_limit: null,
    },
    ...overrides,
  };
}

/** userDetails of a member of Byrne Beds in `role`, with their own limit per order. */
export const memberDetails = (
  role: NonNullable<UserDetails['company']>['role'],
  spendingLimit: number | null,
  overrides: Partial<UserDetails> = {},
): UserDetails =>
  userDetails({
    company: {
      id: 3,
      registered_name: 'Byrne Beds Ltd',
      short_name: 'Byrne Beds',
      role,
      spending_limit: spendingLimit,
    },
    ...overrides,
  });
