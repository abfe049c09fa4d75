import type { Database, Queryable } from '#src/db/database';
import { centsFromDecimal, fromCents, toCents } from '#src/shared/domain/money';
import { availableCreditCents } from '#src/shared/domain/pricing';
import {
  COMPANY_RECENT_ORDERS,
  NO_SUCH_COMPANY,
  type CompanyDetail,
  type CompanyDetails,
  type CompanyList,
  type CompanyListQuery,
} from '#src/shared/schemas/admin-companies';
import { adminPagination } from '#src/shared/schemas/admin-common';
import type { CreditLimitInput } from '#src/shared/schemas/admin-customers';
import { recordAudit } from '../../lib/audit';
import { FormError } from '../../lib/form-validation';
import * as companiesRepo from '../companies/companies.repo';
import * as companies from '../companies/companies.service';
import { openOrdersCents } from '../orders/customer-credit.repo';
import { changedFields } from './audit-changes';
import * as repo from './companies.repo';
import { creditLimitHistory } from './customers.repo';

export type Outcome = { ok: true } | { ok: false; status: 404; message: string };
const notFound = { ok: false, status: 404, message: NO_SUCH_COMPANY } as const;

const euroOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

export async function listCompanies(db: Database, query: CompanyListQuery): Promise<CompanyList> {
  const { rows, total } = await repo.listCompanies(db, query);
  return {
    success: true,
    companies: rows.map((row) => ({
      id: row.id,
      registered_name: row.registeredName,
      short_name: row.shortName,
      vat_number: row.vatNumber,
      members: row.memberCount ?? 0,
      credit_limit: fromCents(row.creditLimitCents),
      available_credit: fromCents(
        availableCreditCents(row.creditLimitCents, centsFromDecimal(row.openTotal ?? '0')),
      ),
      created_at: row.createdAt.toISOString(),
    })),
    pagination: adminPagination(total, query),
  };
}

/** Staff act on a company as its owners do (companies.service `Actor`). */
const staffActor = (staffId: number, companyId: number): companies.Actor => ({
  userId: staffId,
  companyId,
  role: 'owner',
  staff: true,
});

/** The company page: its fields, credit with its trail, members, sites, orders. */
export async function companyDetail(
  db: Database,
  id: number,
  staffId: number,
): Promise<CompanyDetail | undefined> {
  const company = await companiesRepo.findCompany(db, id);
  if (!company) return undefined;
  const [openCents, history, members, sites, invitations, orders] = await Promise.all([
    openOrdersCents(db, id),
    creditLimitHistory(db, id),
    companiesRepo.listMembers(db, id),
    companiesRepo.listSites(db, id, true),
    companies.openInvitations(db, staffActor(staffId, id)),
    repo.recentOrders(db, id, COMPANY_RECENT_ORDERS),
  ]);
  return {
    success: true,
    company: {
      id: company.id,
      registered_name: company.registeredName,
      short_name: company.shortName,
      vat_number: company.vatNumber,
      invoice_email: company.invoiceEmail,
      payment_terms_days: company.paymentTermsDays,
      credit_hold_days: company.creditHoldDays,
      created_at: company.createdAt.toISOString(),
    },
    credit: {
      limit: fromCents(company.creditLimitCents),
      open_orders_total: fromCents(openCents),
      available: fromCents(availableCreditCents(company.creditLimitCents, openCents)),
      history,
    },
    members: members.map((m) => ({
      id: m.userId,
      full_name: m.fullName,
      email: m.email,
      phone_number: m.phoneNumber,
      role: m.role,
      spending_limit: euroOrNull(m.spendingLimitCents),
      active: m.active,
      status: m.status,
    })),
    sites: sites.map((site) => ({
      ...companies.siteView(site),
      archived: site.archivedAt !== null,
    })),
    invitations: invitations.invitations,
    recent_orders: orders.map((o) => ({
      id: o.id,
      trackingId: o.trackingId,
      orderDate: o.orderDate.toISOString(),
      buyer: o.buyer,
      product_name: o.productName,
      quantity: o.quantity,
      total_price: fromCents(o.totalPriceCents),
      deliveryStatus: o.deliveryStatus,
      cancelled: o.status === 'cancelled',
      paid: o.paidAt !== null,
    })),
    audit: {
      entityType: 'company',
      entityId: String(id),
      url: `/api/admin/audit?entityType=company&entityId=${id}`,
    },
  };
}

/**
 * Staff correct the company's names, VAT number, invoice email, payment terms or credit
 * hold days (left out: kept); the audit has the fields that changed.
 */
export async function updateCompany(
  db: Database,
  id: number,
  input: CompanyDetails,
  staffId: number,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const company = await companiesRepo.lockCompany(tx, id);
    if (!company) return notFound;
    await repo.updateCompanyDetails(tx, id, input);
    const { before, after } = changedFields(
      {
        registered_name: company.registeredName,
        short_name: company.shortName,
        vat_number: company.vatNumber,
        invoice_email: company.invoiceEmail,
        payment_terms_days: company.paymentTermsDays,
        credit_hold_days: company.creditHoldDays,
      },
      input,
    );
    await recordAudit(tx, {
      actorUserId: staffId,
      entityType: 'company',
      entityId: id,
      action: 'details',
      before,
      after,
    });
    return { ok: true } as const;
  });
}

/**
 * Sets a company's credit limit and records the change with who made it and why
 * (credit_limit_changes): the one way staff change a limit, from the customer page or the
 * company page. Call it inside the transaction that holds the company (or customer) lock.
 */
export async function setCreditLimitByStaff(
  tx: Queryable,
  companyId: number,
  oldLimitCents: number,
  input: CreditLimitInput,
  staffId: number,
) {
  const newLimitCents = toCents(input.credit_limit);
  await companiesRepo.setCreditLimit(tx, companyId, newLimitCents);
  await companiesRepo.recordCreditLimitChange(tx, {
    companyId,
    oldLimitCents,
    newLimitCents,
    changedBy: staffId,
    ...(input.note ? { note: input.note } : {}),
  });
}

export async function changeCreditLimit(
  db: Database,
  id: number,
  input: CreditLimitInput,
  staffId: number,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const company = await companiesRepo.lockCompany(tx, id);
    if (!company) return notFound;
    await setCreditLimitByStaff(tx, id, company.creditLimitCents, input, staffId);
    await recordAudit(tx, {
      actorUserId: staffId,
      entityType: 'company',
      entityId: id,
      action: 'credit-limit',
      before: { credit_limit: fromCents(company.creditLimitCents) },
      after: { credit_limit: input.credit_limit, note: input.note ?? null },
    });
    return { ok: true } as const;
  });
}

/**
 * Runs one of the owners' own use cases (companies.service: members, sites, invitations)
 * as staff, who act as an owner of any company: the same rules (an active owner stays,
 * a deactivated member's sessions end) and the same audit. 404 for no such company.
 */
export async function asOwner<T>(
  db: Database,
  id: number,
  staffId: number,
  work: (actor: companies.Actor) => Promise<T>,
): Promise<T> {
  if (!(await companiesRepo.findCompany(db, id))) throw new FormError(404, [], NO_SUCH_COMPANY);
  return work(staffActor(staffId, id));
}
