/**
 * My Orders at a hotel group's volume (docs/performance.md): a buyer with 20,000 orders
 * asks for any page of any tab, or searches them, one request at a time. The orders are
 * written straight into the stopped shop's database, copied from the buyer's own demo
 * orders: a year of them, every tenth cancelled, a quarter delivered.
 */
import { sql } from 'drizzle-orm';
import type { ShopData } from '../test/shop-process';
import { openShopDatabase } from './shop-database';
import { percentiles, type Percentiles } from './targets';

export const HISTORY_ORDERS = 20_000;

/** Gives `email`'s account `count` more orders, spread over the past year. */
export async function addOrderHistory(data: ShopData, email: string, count = HISTORY_ORDERS) {
  const database = await openShopDatabase(data);
  try {
    await database.db.execute(sql`
      insert into orders (checkout_id, user_id, company_id, tracking_id, product_id, size_id, fabric_id,
        fabric_color_id, product_name, size_name, fabric_name, fabric_color_name,
        product_image, storage_type, quantity, unit_price, vat, total_price,
        reference_number, shipping_address, delivery_status_id, status, is_cancellable,
        order_date, updated_at)
      select o.checkout_id, o.user_id, o.company_id, 'BENCH' || lpad(g::text, 8, '0'), o.product_id,
        o.size_id, o.fabric_id, o.fabric_color_id, o.product_name, o.size_name,
        o.fabric_name, o.fabric_color_name, o.product_image, o.storage_type, o.quantity,
        o.unit_price, o.vat, o.total_price,
        'Floor ' || (g % 12) || ' room ' || (g % 400), o.shipping_address,
        (select id from delivery_statuses order by position
          offset (case when g % 4 = 0 then 4 else g % 3 end) limit 1),
        (case when g % 10 = 0 then 'cancelled' else 'active' end)::order_status,
        g % 10 <> 0 and g % 4 <> 0,
        now() - g * interval '26 minutes', now()
      from generate_series(1, ${count}) g
      cross join lateral (
        select * from orders
        where user_id = (select id from users where email = ${email})
        order by id limit 1) o`);
    // As autovacuum would soon: the index-only scans of the list need the visibility map.
    await database.db.execute(sql`vacuum analyze orders`);
  } finally {
    await database.close();
  }
}

export interface MyOrdersReport {
  orders: number;
  pages: Array<{ name: string } & Percentiles>;
}

/**
 * Each question asked `rounds` times in a row, after one unmeasured ask: first, middle and
 * last pages of every order and of each tab, a large page, and searches by reference and
 * by tracking ID.
 */
export async function measureMyOrders(
  base: string,
  token: string,
  rounds = 30,
): Promise<MyOrdersReport> {
  const ask = async (query: string) => {
    const response = await fetch(`${base}/api/order/user-orders?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { pagination: { total: number; totalPages: number } };
  };
  const questions = await pageQuestions(async (query) => (await ask(query)).pagination.totalPages);
  questions.push(
    ['100 a page, page 100', 'limit=100&page=100'],
    ['search "floor 3 room 1"', `q=${encodeURIComponent('floor 3 room 1')}`],
    ['search "floor 3", active, page 20', `q=${encodeURIComponent('floor 3')}&tab=active&page=20`],
    ['search a tracking ID prefix', 'q=BENCH0001'],
    ['search, nothing found', 'q=no-such-reference'],
  );
  return {
    orders: (await ask('')).pagination.total,
    pages: await timeQuestions(ask, questions, rounds),
  };
}

/**
 * The questions of every list of orders (a name and its query): the first, second, middle
 * and last pages of all of them, and the first and last of each tab. `lastPage` answers
 * how many pages a query has.
 */
export async function pageQuestions(
  lastPage: (query: string) => Promise<number>,
): Promise<Array<[string, string]>> {
  const everyLast = await lastPage('');
  const questions: Array<[string, string]> = [
    ['every order, page 1', ''],
    ['every order, page 2', 'page=2'],
    [`every order, page ${Math.ceil(everyLast / 2)}`, `page=${Math.ceil(everyLast / 2)}`],
    [`every order, last page (${everyLast})`, `page=${everyLast}`],
  ];
  for (const tab of ['active', 'delivered', 'cancelled']) {
    const last = await lastPage(`tab=${tab}`);
    questions.push([`${tab}, page 1`, `tab=${tab}`]);
    questions.push([`${tab}, last page (${last})`, `tab=${tab}&page=${last}`]);
  }
  return questions;
}

/** Each question (a name and its query) asked `rounds` times in a row, after one unmeasured ask. */
export async function timeQuestions(
  ask: (query: string) => Promise<unknown>,
  questions: Array<[string, string]>,
  rounds: number,
): Promise<MyOrdersReport['pages']> {
  const pages: MyOrdersReport['pages'] = [];
  for (const [name, query] of questions) {
    await ask(query);
    const took: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      await ask(query);
      took.push(performance.now() - started);
    }
    pages.push({ name, ...percentiles(took) });
  }
  return pages;
}
