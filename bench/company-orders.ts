/**
 * The company view of My Orders at a hotel group's volume (docs/performance.md "My
 * Orders"): a company of 200 members and 100,000 orders over 20 delivery sites, whose
 * owner asks for any page, tab, buyer, site or reference, one request at a time. The
 * company, its members and its orders are written straight into the stopped shop's
 * database, copied from the demo trade buyer (its password too) and their first order.
 */
import { eq, sql } from 'drizzle-orm';
import { createCompanyFor } from '../src/db/company-accounts';
import { queryRows } from '../src/db/query-rows';
import { users } from '../src/db/schema/accounts';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import type { ShopData } from '../test/shop-process';
import { pageQuestions, timeQuestions, type MyOrdersReport } from './order-history';
import { openShopDatabase } from './shop-database';

export const COMPANY_MEMBERS = 200;
export const COMPANY_ORDERS = 100_000;
const COMPANY_SITES = 20;
/** The company's owner, who signs in with the demo trade buyer's password. */
export const COMPANY_OWNER_EMAIL = 'bench.group.owner@example.com';
const memberEmail = (n: number) => `bench.group.member${n}@example.com`;

/**
 * Adds a company to the stopped shop: its owner, `members - 1` other members (buyers, a
 * tenth approvers, a tenth accounts), 20 sites, and `count` orders spread over the past
 * year, the members and the sites (every seventh order to no site), every tenth
 * cancelled and a quarter delivered.
 */
export async function addCompanyOrders(
  data: ShopData,
  members = COMPANY_MEMBERS,
  count = COMPANY_ORDERS,
) {
  const database = await openShopDatabase(data);
  const db = database.db;
  try {
    const copyOfTrade = (email: string, name: string) => sql`
      insert into users (email, full_name, invoice_email, phone_number, country, company_name,
        office_address, office_city, office_eir_code, delivery_address, delivery_city,
        delivery_eir_code, password_hash, role, status)
      select ${email}, ${name}, ${email}, t.phone_number, t.country, 'Bench Hotel Group',
        t.office_address, t.office_city, t.office_eir_code, t.delivery_address,
        t.delivery_city, t.delivery_eir_code, t.password_hash, 'trade', 'approved'
      from users t where t.email = ${DEMO_ACCOUNTS.trade.email}
      returning id`;
    const [created] = await queryRows<{ id: number }>(
      db,
      copyOfTrade(COMPANY_OWNER_EMAIL, 'Bench Group Owner'),
    );
    const [owner] = await db.select().from(users).where(eq(users.id, created!.id));
    const companyId = await createCompanyFor(db, owner!, 1_000_000_000 * 100);
    for (let n = 1; n < members; n++) {
      const [member] = await queryRows<{ id: number }>(
        db,
        copyOfTrade(memberEmail(n), `Bench Member ${n}`),
      );
      const role = n % 10 === 0 ? 'approver' : n % 10 === 5 ? 'accounts' : 'buyer';
      await db.execute(sql`insert into company_members (user_id, company_id, role)
        values (${member!.id}, ${companyId}, ${role})`);
    }
    await db.execute(sql`
      insert into company_sites (company_id, name, address, city, eircode)
      select ${companyId}, 'Bench Site ' || g, g || ' Quay Street', 'Galway', 'H91 E2K3'
      from generate_series(1, ${COMPANY_SITES}) g`);
    // Orders go to every member, accounts members' too (they ordered before their role
    // changed, say): the filters read the same either way.
    await db.execute(sql`
      with member as (
        select user_id, row_number() over (order by user_id) - 1 as n
        from company_members where company_id = ${companyId}),
      site as (
        select id, row_number() over (order by id) - 1 as n
        from company_sites where company_id = ${companyId})
      insert into orders (checkout_id, user_id, company_id, site_id, tracking_id, product_id,
        size_id, fabric_id, fabric_color_id, product_name, size_name, fabric_name,
        fabric_color_name, product_image, storage_type, quantity, unit_price, vat,
        total_price, reference_number, shipping_address, delivery_status_id, status,
        is_cancellable, order_date, updated_at)
      select o.checkout_id, m.user_id, ${companyId},
        (select id from site where n = g % ${COMPANY_SITES} and g % 7 <> 0),
        'BENCHCO' || lpad(g::text, 8, '0'), o.product_id, o.size_id, o.fabric_id,
        o.fabric_color_id, o.product_name, o.size_name, o.fabric_name, o.fabric_color_name,
        o.product_image, o.storage_type, o.quantity, o.unit_price, o.vat, o.total_price,
        'Floor ' || (g % 12) || ' room ' || (g % 400), o.shipping_address,
        (select id from delivery_statuses order by position
          offset (case when g % 4 = 0 then 4 else g % 3 end) limit 1),
        (case when g % 10 = 0 then 'cancelled' else 'active' end)::order_status,
        g % 10 <> 0 and g % 4 <> 0,
        now() - g * interval '5 minutes', now()
      from generate_series(1, ${count}) g
      join member m on m.n = g % ${members}
      cross join lateral (
        select * from orders
        where user_id = (select id from users where email = ${DEMO_ACCOUNTS.trade.email})
        order by id limit 1) o`);
    // As autovacuum would soon: the index-only scans of the list need the visibility map.
    await db.execute(sql`vacuum analyze orders, users, company_members, company_sites`);
  } finally {
    await database.close();
  }
}

/**
 * Each question asked `rounds` times in a row, after one unmeasured ask, of the company
 * view: first, middle and last pages of every order and of each tab, a large page, one
 * buyer's and one site's first and last pages, and searches by reference and tracking ID.
 */
export async function measureCompanyOrders(
  base: string,
  token: string,
  rounds = 30,
): Promise<MyOrdersReport & { members: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const ask = async (query: string) => {
    const url = `${base}/api/order/user-orders?scope=company${query ? `&${query}` : ''}`;
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { pagination: { total: number; totalPages: number } };
  };
  const company = (await (await fetch(`${base}/api/company`, { headers })).json()) as {
    members: Array<{ id: number; role: string }>;
    sites: Array<{ id: number }>;
  };
  const buyer = company.members.find((member) => member.role === 'buyer')!.id;
  const site = company.sites.at(-1)!.id;
  const lastPage = async (query: string) => (await ask(query)).pagination.totalPages;
  const questions = await pageQuestions(lastPage);
  const buyerLast = await lastPage(`buyer=${buyer}`);
  const siteLast = await lastPage(`site=${site}`);
  questions.push(
    ['100 a page, page 500', 'limit=100&page=500'],
    ['one buyer, page 1', `buyer=${buyer}`],
    [`one buyer, last page (${buyerLast})`, `buyer=${buyer}&page=${buyerLast}`],
    ['one buyer, active, page 1', `buyer=${buyer}&tab=active`],
    ['one site, page 1', `site=${site}`],
    [`one site, last page (${siteLast})`, `site=${site}&page=${siteLast}`],
    ['one site, delivered, page 1', `site=${site}&tab=delivered`],
    ['search "floor 3 room 1"', `q=${encodeURIComponent('floor 3 room 1')}`],
    ['search "floor 3", active, page 20', `q=${encodeURIComponent('floor 3')}&tab=active&page=20`],
    ['search a tracking ID prefix', 'q=BENCHCO0001'],
    ['search, nothing found', 'q=no-such-reference'],
  );
  return {
    members: company.members.length,
    orders: (await ask('')).pagination.total,
    pages: await timeQuestions(ask, questions, rounds),
  };
}
