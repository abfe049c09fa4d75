/**
 * The quotes the quotes bench reads (bench/quotes.ts), written straight into the stopped
 * shop's database as requesting and answering would have written them: `count` quotes
 * over `companies` companies (each an owner, copies of the demo trade buyer), 2 to 6
 * lines each, a version (with its lines' prices) for every answer staff sent, and the
 * thread's events. Most quotes are done with (accepted, rejected, expired); a few
 * thousand are open, their validity around `today`.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { queryRows } from '../src/db/query-rows';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import type { IsoDate } from '../src/shared/domain/calendar-dates';

export const BENCH_QUOTES = 50_000;
export const QUOTE_COMPANIES = 3_000;
const PREFIX = 'bench.quotes';

/**
 * The state of quote g, by g % 100: requested 4%, quoted 3%, revision requested 2%,
 * draft 1%, withdrawn 2%, accepted 35%, rejected 25%, expired 28%.
 */
const STATE_OF = sql.raw(`case
  when g % 100 < 4 then 'requested'
  when g % 100 < 7 then 'quoted'
  when g % 100 < 9 then 'revision_requested'
  when g % 100 < 10 then 'draft'
  when g % 100 < 12 then 'withdrawn'
  when g % 100 < 47 then 'accepted'
  when g % 100 < 72 then 'rejected'
  else 'expired' end`);

export interface QuotesSeeded {
  /** A company with quotes, its owner's id, and the name the search asks for. */
  companyId: number;
  ownerId: number;
  companyName: string;
  /** Quotes of every state but draft, with versions: the details read. */
  detailNumbers: string[];
}

export async function addQuotes(
  db: Database,
  today: IsoDate,
  count = BENCH_QUOTES,
  companies = QUOTE_COMPANIES,
): Promise<QuotesSeeded> {
  await db.execute(sql`
    insert into users (email, full_name, invoice_email, phone_number, country, company_name,
      registered_name, vat_number, office_address, office_city, office_eir_code,
      password_hash, role, status)
    select ${PREFIX} || g || '@example.com', 'Quote Buyer ' || g, ${PREFIX} || g || '@example.com',
      t.phone_number, 'IE', 'Quote Hotel ' || g, 'Quote Hotel ' || g || ' Limited',
      'IE' || lpad((500000 + g)::text, 7, '0') || 'Q', g || ' Main Street', 'Galway',
      'H91 ' || lpad(g::text, 4, '0'), t.password_hash, 'trade', 'approved'
    from generate_series(1, ${companies}) g
    cross join (select * from users where email = ${DEMO_ACCOUNTS.trade.email}) t`);
  await db.execute(sql`
    insert into companies (registered_name, short_name, vat_number, invoice_email,
      credit_limit, payment_terms_days)
    select registered_name, left(company_name, 17), vat_number, email, 100000, 30
    from users where email like ${PREFIX + '%'} order by id`);
  await db.execute(sql`
    insert into company_members (user_id, company_id, role)
    select u.id, c.id, 'owner' from users u join companies c on c.invoice_email = u.email
    where u.email like ${PREFIX + '%'}`);

  // Quote g: its company (scattered), state, versions and dates. Newer quotes are more
  // often open; every quote changed within two years, the open ones within two months.
  await db.execute(sql`
    with bench as (
      select c.id, u.id as user_id, row_number() over (order by c.id) as n
      from companies c join company_members m on m.company_id = c.id
      join users u on u.id = m.user_id
      where c.invoice_email like ${PREFIX + '%'}
    ), made as (
      select g, ${STATE_OF}::quote_state as status,
        (${today}::date - (case when g % 100 < 10 then (g * 37) % 60 else (g * 37) % 730 end))
          ::timestamp + make_interval(mins => (g * 13) % 600) + interval '8 hours' as updated_at
      from generate_series(1, ${count}) g
    )
    insert into quotes (number, company_id, user_id, title, status, site_address,
      delivery_from, delivery_to, current_version, valid_until, line_count, units,
      accepted_version, submitted_at, created_at, updated_at)
    select 'Q-' || to_char(m.updated_at, 'YYYY') || '-' || lpad((100000 + g)::text, 6, '0'),
      b.id, b.user_id, (array['Refit', 'Guest rooms', 'Wing', 'Staff housing'])[1 + g % 4]
        || ' ' || (1 + g % 40), m.status, g || ' Main Street, Galway',
      m.updated_at::date + 30, m.updated_at::date + 60,
      v.versions,
      case when v.versions = 0 then null
        when m.status = 'quoted' then ${today}::date + g % 31
        when m.status = 'expired' then m.updated_at::date - 1
        else m.updated_at::date + 14 end,
      2 + g % 5, 0,
      case when m.status = 'accepted' then v.versions end,
      case when m.status <> 'draft' then m.updated_at - interval '5 days' end,
      m.updated_at - make_interval(days => 5 + g % 20), m.updated_at
    from made m
    cross join lateral (select case
      when m.status in ('draft', 'requested') then 0
      when m.status = 'withdrawn' then m.g % 2
      when m.status in ('quoted', 'revision_requested') then 1 + m.g % 2
      else 1 + m.g % 3 end as versions) v
    join bench b on b.n = 1 + (g * 7919) % ${companies}`);

  await db.execute(sql`
    insert into quote_lines (quote_id, position, product_name, size_name, fabric_name,
      fabric_color_name, storage_type, is_bed, quantity, reference_number, list_unit)
    select q.id, p, (array['Aria Bed', 'Brennan Headboard', 'Corrib Mattress', 'Delphi Bed',
        'Erne Divan'])[1 + (q.id + p) % 5],
      (array['3ft Single', '4ft6 Double', '5ft King', '6ft Super King'])[1 + (q.id * p) % 4],
      'Linen', 'Oat', (array['Non Ottoman', 'Ottoman', 'Cloud Storage'])[1 + p % 3]::storage_type,
      p % 3 <> 2, 1 + (q.id * 7 + p * 3) % 24, 'Floor ' || p,
      (200 + (q.id * 31 + p * 97) % 900)::numeric(12, 2)
    from quotes q cross join generate_series(1, q.line_count) p
    where q.number like 'Q-%' and q.user_id in
      (select id from users where email like ${PREFIX + '%'})`);
  // Read by the statements below: without statistics the planner takes them for empty.
  await db.execute(sql`analyze quotes, quote_lines`);
  await db.execute(sql`
    update quotes q set units = l.units
    from (select quote_id, sum(quantity)::int as units from quote_lines group by quote_id) l
    where l.quote_id = q.id and q.units = 0`);

  // Each version 5% off list more than the one before it, lead times of 3 to 8 weeks.
  await db.execute(sql`
    insert into quote_versions (quote_id, version, valid_until, delivery_terms, discount_basis_points,
      message, subtotal, vat, total, created_at)
    select q.id, v, coalesce(q.valid_until, q.updated_at::date + 14) - (q.current_version - v) * 7,
      'Delivered to site, 3 to 8 weeks', 500 * v, 'Prices as agreed on the phone.',
      s.subtotal, round(s.subtotal * 0.23, 2), s.subtotal + round(s.subtotal * 0.23, 2),
      q.updated_at - make_interval(days => (q.current_version - v) * 3)
    from quotes q cross join generate_series(1, q.current_version) v
    cross join lateral (select sum(round(l.list_unit * (1 - 0.05 * v), 2) * l.quantity) as subtotal
      from quote_lines l where l.quote_id = q.id) s
    where q.current_version > 0
`);
  await db.execute(sql`analyze quotes, quote_lines, quote_versions`);
  await db.execute(sql`
    insert into quote_version_lines (version_id, line_id, unit_price, vat, lead_time_days)
    select v.id, l.id, round(l.list_unit * (1 - 0.05 * v.version), 2),
      round(round(l.list_unit * (1 - 0.05 * v.version), 2) * 0.23, 2), 21 + (l.id % 6) * 7
    from quote_versions v join quote_lines l on l.quote_id = v.quote_id`);
  await db.execute(sql`
    update quotes q set total = v.total from quote_versions v
    where v.quote_id = q.id and v.version = q.current_version and q.total is null`);

  // The thread: the request, each answer, and how it ended.
  await db.execute(sql`
    insert into quote_events (quote_id, kind, user_id, by_staff, version, message, created_at)
    select q.id, e.kind, case when e.by_staff then null else q.user_id end, e.by_staff,
      e.version, e.message, e.at
    from quotes q cross join lateral (
      select 'requested' as kind, false as by_staff, null::int as version,
        'Please quote for the rooms of the new wing.' as message, q.created_at as at
      where q.status <> 'draft'
      union all
      select 'quoted', true, v, 'Prices as agreed on the phone.',
        q.updated_at - make_interval(days => (q.current_version - v) * 3)
      from generate_series(1, q.current_version) v
      union all
      select q.status::text, q.status <> 'accepted' and q.status <> 'rejected',
        q.current_version, '', q.updated_at
      where q.status in ('accepted', 'rejected', 'expired')
    ) e
    where q.user_id in (select id from users where email like ${PREFIX + '%'})`);
  await db.execute(sql`vacuum analyze`);

  // The company with the most quotes: its list, and its name searched.
  const [company] = await queryRows<{ companyId: number; ownerId: number; companyName: string }>(
    db,
    sql`select q.company_id as "companyId", min(q.user_id) as "ownerId",
        min(c.registered_name) as "companyName"
      from quotes q join companies c on c.id = q.company_id
      where c.invoice_email like ${PREFIX + '%'}
      group by q.company_id order by count(*) desc, q.company_id limit 1`,
  );
  const details = await queryRows<{ number: string }>(
    db,
    sql`select number from quotes where current_version > 0 and user_id in
      (select id from users where email like ${PREFIX + '%'})
      order by id % 997, id limit 50`,
  );
  return { ...company!, detailNumbers: details.map((row) => row.number) };
}
