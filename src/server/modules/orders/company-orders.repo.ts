import { and, desc, eq, inArray } from 'drizzle-orm';
import { withCustomPlans } from '#src/db/custom-plans';
import type { Database } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import { orders } from '#src/db/schema/orders';
import type { OrderTab } from '#src/shared/domain/orders';
import type { OrderCard } from '#src/shared/schemas/orders';
import {
  cardsWithSite,
  countOrders,
  pageIds,
  searchWhere,
  siteOf,
  tabWhere,
  toCard,
} from './orders.repo';

export interface CompanyOrdersFilter {
  /** A member's user id: their orders only. */
  buyer?: number | undefined;
  /** A site's id: the orders going to it only. */
  site?: number | undefined;
  tab?: OrderTab | undefined;
  q?: string | undefined;
  page: number;
  limit: number;
}

/**
 * One page of every member's orders of a company, newest first, with the count of them all
 * (docs/business-rules.md "Companies"), each saying who ordered it and its site. As
 * listUserOrders: the page's ids from the company's index first, then those cards. A buyer
 * or site of another company is just another condition on the company's orders: it
 * matches none. Planned for its values (withCustomPlans): one company may hold most of the
 * orders, and a search's prefix bounds an index only once it is known.
 */
export async function listCompanyOrders(
  database: Database,
  companyId: number,
  { buyer, site, tab, q, page, limit }: CompanyOrdersFilter,
): Promise<{ orders: OrderCard[]; total: number }> {
  const where = and(
    eq(orders.companyId, companyId),
    buyer === undefined ? undefined : eq(orders.userId, buyer),
    site === undefined ? undefined : eq(orders.siteId, site),
    tabWhere(tab),
    searchWhere(q),
  );
  return withCustomPlans(database, async (db) => {
    const rows = await cardsWithSite(db, { buyerId: users.id, buyerName: users.fullName })
      .innerJoin(users, eq(users.id, orders.userId))
      .where(inArray(orders.id, pageIds(db, where, page, limit)))
      .orderBy(desc(orders.orderDate), desc(orders.id));
    return {
      orders: rows.map((row) => ({
        ...toCard(row),
        buyer: { id: row.buyerId, full_name: row.buyerName },
        site: siteOf(row),
      })),
      total: await countOrders(db, where),
    };
  });
}
