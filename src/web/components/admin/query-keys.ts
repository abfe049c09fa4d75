/**
 * The console's customers and companies. A customer is a member of a company, and the
 * two pages show each other's fields (the credit limit is the company's, a member's name
 * and role are the customer's): a change on either page invalidates both keys.
 */
export const customersKey = ['admin', 'customers'] as const;
export const companiesKey = ['admin', 'companies'] as const;
/** What every company owes, by age: any change to an account changes it. */
export const receivablesKey = ['admin', 'receivables'] as const;
