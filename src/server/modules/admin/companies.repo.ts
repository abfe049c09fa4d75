import { and, desc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { companies, companyMembers } from '#src/db/schema/companies';
import { deliveryStatuses, orders } from '#src/db/schema/orders';
import type { CompanyDetails, CompanyListQuery } from '#src/shared/schemas/admin-companies';
import { looselyContains } from '../../lib/text-search';
import { openOrdersByCompany } from '../orders/customer-credit.repo';

/**
 * Registered or short name, VAT number (typed with spaces or without), or any member's
 * name or email: whatever the case and the fadas, as the customer list searches.
 */
function listFilter(db: Db, query: CompanyListQuery): SQL | undefined {
  if (!query.search) return undefined;
  const search = query.search;
  const memberMatches = exists(
    db
      .select({ one: sql`1` })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(
        and(
          eq(companyMembers.companyId, companies.id),
          or(looselyContains(users.fullName, search), looselyContains(users.email, search)),
        ),
      ),
  );
  return or(
    looselyContains(companies.registeredName, search),
    looselyContains(companies.shortName, search),
    looselyContains(companies.vatNumber, search.replace(/[\s.\-/]/g, '')),
    memberMatches,
  );
}

/** Companies, newest first, a page at a time, with their members counted and open orders summed. */
export async function listCompanies(db: Db, query: CompanyListQuery) {
  const where = listFilter(db, query);
  const open = openOrdersByCompany(db);
  const members = db
    .select({
      companyId: companyMembers.companyId,
      count: sql<number>`count(*)::int`.as('member_count'),
    })
    .from(companyMembers)
    .groupBy(companyMembers.companyId)
    .as('member_counts');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: companies.id,
        registeredName: companies.registeredName,
        shortName: companies.shortName,
        vatNumber: companies.vatNumber,
        creditLimitCents: companies.creditLimitCents,
        createdAt: companies.createdAt,
        memberCount: members.count,
        openTotal: open.total,
      })
      .from(companies)
      .leftJoin(members, eq(members.companyId, companies.id))
      .leftJoin(open, eq(open.companyId, companies.id))
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(companies)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The company's own fields; credit hold days only when given (left out: kept). */
export async function updateCompanyDetails(db: Db, companyId: number, details: CompanyDetails) {
  await db
    .update(companies)
    .set({
      registeredName: details.registered_name,
      shortName: details.short_name,
      vatNumber: details.vat_number,
      invoiceEmail: details.invoice_email,
      paymentTermsDays: details.payment_terms_days,
      ...(details.credit_hold_days === undefined
        ? {}
        : { creditHoldDays: details.credit_hold_days }),
      updatedAt: sql`now()`,
    })
    .where(eq(companies.id, companyId));
}

/** The company's newest orders, any member's, with who placed them. */
export async function recentOrders(db: Db, companyId: number, limit: number) {
  return db
    .select({
      id: orders.id,
      trackingId: orders.trackingId,
      orderDate: orders.orderDate,
      buyer: users.fullName,
      productName: orders.productName,
      quantity: orders.quantity,
      totalPriceCents: orders.totalPriceCents,
      deliveryStatus: deliveryStatuses.deliveryStatus,
      status: orders.status,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(deliveryStatuses, eq(deliveryStatuses.id, orders.deliveryStatusId))
    .where(eq(orders.companyId, companyId))
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(limit);
}
