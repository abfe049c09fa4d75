/**
 * What each role in a company may do (docs/business-rules.md "Companies"). The server
 * decides with these; screens only mirror them.
 */
export const COMPANY_ROLES = ['owner', 'buyer', 'approver', 'accounts'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** Owners, buyers and approvers place orders; accounts members cannot. */
export const canOrder = (role: CompanyRole) => role !== 'accounts';
/** Said by checkout before a member whose role cannot order sends anything, and by the server. */
export const ROLE_CANNOT_ORDER =
  "Your role in your company's account does not include ordering. Ask its owner to change it.";

/** Owners and approvers approve orders above a buyer's spending limit. */
export const canApprove = (role: CompanyRole) => role === 'owner' || role === 'approver';

/**
 * Who may move or accept the delivery of another member's checkout: owners and approvers
 * (docs/business-rules.md "Delivery days"); a buyer moves their own.
 */
export const movesCompanyDeliveries = (role: CompanyRole) =>
  role === 'owner' || role === 'approver';

/** Owners manage the company: members, roles, limits and sites. */
export const canManageCompany = (role: CompanyRole) => role === 'owner';

/** Everyone's orders of the company, and its documents: owners, approvers and accounts. */
export const seesCompanyOrders = (role: CompanyRole) => role !== 'buyer';

/** Owners, approvers and accounts members read the company's invoices, credit notes and statements. */
export const seesCompanyDocuments = (role: CompanyRole) => role !== 'buyer';

/**
 * Whether an order's total (VAT included, cents) is within a member's own limit per order
 * (null: none). Exact: the credit's one-cent tolerance does not apply to a limit.
 */
export const withinSpendingLimit = (limitCents: number | null, totalCents: number) =>
  limitCents === null || totalCents <= limitCents;

/** A delivery site as an order's shipping address: name, address, city and Eircode. */
export const siteShippingAddress = (site: {
  name: string;
  address: string;
  city: string;
  eircode: string;
}) => [site.name, site.address, site.city, site.eircode].join(', ');
