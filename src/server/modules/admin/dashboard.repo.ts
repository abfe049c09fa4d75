import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/database';
import { queryRows } from '#src/db/query-rows';
import { centsFromDecimal, fromCents } from '#src/shared/domain/money';
import { isOpenOrder } from '../orders/customer-credit.repo';

/**
 * The shop's day at a glance (admin issue, item 8), in one statement: pending
 * applications, open orders (not cancelled, not paid) by delivery status, the unhandled
 * inbox, today's orders in Dublin, and mails that could not be sent (docs/mail.md).
 */
export async function dashboardFigures(db: Database) {
  const [row] = await queryRows<{
    pending: number;
    by_status: Array<{ id: number; deliveryStatus: string; count: number }>;
    contact: number;
    callbacks: number;
    today_orders: number;
    today_value: string;
    failing_mails: number;
  }>(
    db,
    sql`select
      (select count(*)::int from users where status = 'pending') as pending,
      (select coalesce(json_agg(json_build_object('id', s.id, 'deliveryStatus', s.delivery_status,
          'count', coalesce(o.n, 0)) order by s.position), '[]'::json)
        from delivery_statuses s
        left join (select delivery_status_id, count(*)::int as n from orders
          where ${isOpenOrder()} group by delivery_status_id) o
          on o.delivery_status_id = s.id) as by_status,
      (select count(*)::int from contact_messages where handled_at is null) as contact,
      (select count(*)::int from callback_requests where handled_at is null) as callbacks,
      (select count(*)::int from orders where status = 'active'
        and order_date >= date_trunc('day', now() at time zone 'Europe/Dublin')
          at time zone 'Europe/Dublin') as today_orders,
      (select coalesce(sum(total_price), 0)::text from orders where status = 'active'
        and order_date >= date_trunc('day', now() at time zone 'Europe/Dublin')
          at time zone 'Europe/Dublin') as today_value,
      (select count(*)::int from outbox_mails where sent_at is null
        and last_error is not null) as failing_mails`,
  );
  return {
    success: true as const,
    pendingApplications: row!.pending,
    openOrdersByStatus: row!.by_status,
    unhandledInbox: { contactMessages: row!.contact, callbackRequests: row!.callbacks },
    today: { orders: row!.today_orders, value: fromCents(centsFromDecimal(row!.today_value)) },
    failingMails: row!.failing_mails,
  };
}
