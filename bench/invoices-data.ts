/**
 * The ledgers the invoices bench reads (bench/invoices.ts), written straight into the
 * stopped shop's database as issuing and paying would have written them: each invoice
 * with its checkout and its ledger entry (debit its total), each payment with its ledger
 * entry (credit) and, when it was set against an invoice, its allocation and the
 * allocation's entry. The invoices carry no lines: neither a statement nor the month-end
 * run reads them.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { queryRows } from '../src/db/query-rows';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-accounts';
import type { IsoDate } from '../src/shared/domain/calendar-dates';
import type { Seller } from '../src/server/modules/invoices/document-types';

/** The shop as the bench's documents name it. */
export const BENCH_SELLER: Seller = {
  legalName: 'Bench Beds and Furniture Limited',
  address: ['Unit 12, Ballycoolin Business Park', 'Dublin 15, D15 K7P2'],
  vatNumber: 'IE9876543K',
  companyNumber: '654321',
  email: 'accounts@bench-beds.ie',
  phone: '+353 1 555 0199',
  iban: 'IE64 BOFI 9000 0112 3456 78',
  bic: 'BOFIIE2D',
};

const sellerSnapshot = JSON.stringify({ ...BENCH_SELLER, name: BENCH_SELLER.legalName });

/** Invoice numbers out of the way of any the shop issues: INV-2026-200001 and on. */
const LEDGER_NUMBERS_FROM = 200_000;
const MONTH_END_NUMBERS_FROM = 300_000;

/** Trade accounts, copies of the demo trade buyer's (password, phone), each its office. */
async function addOwners(db: Database, prefix: string, count: number) {
  await db.execute(sql`
    insert into users (email, full_name, invoice_email, phone_number, country, company_name,
      registered_name, vat_number, office_address, office_city, office_eir_code,
      password_hash, role, status)
    select ${prefix} || g || '@example.com', 'Bench Owner ' || g, ${prefix} || g || '@example.com',
      t.phone_number, 'IE', 'Bench Hotel ' || g, 'Bench Hotel ' || g || ' Limited',
      'IE' || lpad(g::text, 7, '0') || 'W', g || ' ' || (array['Main Street', 'Quay Street',
      'Shop Street', 'O''Connell Street'])[1 + g % 4], (array['Galway', 'Cork', 'Limerick',
      'Kilkenny', 'Sligo'])[1 + g % 5], 'H91 ' || lpad((g % 10000)::text, 4, '0'),
      t.password_hash, 'trade', 'approved'
    from generate_series(1, ${count}) g
    cross join (select * from users where email = ${DEMO_ACCOUNTS.trade.email}) t`);
  await db.execute(sql`
    insert into companies (registered_name, short_name, vat_number, invoice_email,
      credit_limit, payment_terms_days)
    select registered_name, left(company_name, 17), vat_number, email, 100000, 30
    from users where email like ${prefix + '%'} order by id`);
  await db.execute(sql`
    insert into company_members (user_id, company_id, role)
    select u.id, c.id, 'owner' from users u join companies c on c.invoice_email = u.email
    where u.email like ${prefix + '%'}`);
}

/**
 * One invoice per checkout of the companies whose invoice email starts with `prefix`, not
 * yet invoiced: its buyer the company and its owner's office, its ledger entry beside it.
 */
async function invoiceCheckouts(db: Database, prefix: string, numbersFrom: number) {
  await db.execute(sql`
    insert into invoices (number, company_id, checkout_id, checkout_number, po_number,
      issue_date, supply_date, due_date, payment_terms_days, seller, buyer, net, vat, total,
      issued_at)
    select 'INV-' || to_char(k.created_at, 'YYYY') || '-'
        || lpad((${numbersFrom} + row_number() over (order by k.created_at, k.id))::text, 6, '0'),
      c.id, k.id, k.number, k.po_number, k.created_at::date, k.created_at::date,
      k.created_at::date + c.payment_terms_days, c.payment_terms_days, ${sellerSnapshot}::jsonb,
      jsonb_build_object('name', c.registered_name, 'address',
        jsonb_build_array(u.office_address, u.office_city, u.office_eir_code),
        'vatNumber', c.vat_number, 'invoiceEmail', c.invoice_email),
      k.subtotal, k.vat, k.total, k.created_at
    from checkouts k
    join companies c on c.id = k.company_id
    join company_members m on m.company_id = c.id and m.role = 'owner'
    join users u on u.id = m.user_id
    where c.invoice_email like ${prefix + '%'}
      and not exists (select 1 from invoices i where i.checkout_id = k.id)`);
  await db.execute(sql`
    insert into ledger_entries (company_id, entry_date, kind, invoice_id, reference, debit)
    select i.company_id, i.issue_date, 'invoice', i.id, i.number, i.total
    from invoices i join companies c on c.id = i.company_id
    where c.invoice_email like ${prefix + '%'}
      and not exists (select 1 from ledger_entries e where e.invoice_id = i.id)
    order by i.issue_date, i.id`);
}

/** Checkouts of a few beds (€500 to €4,500 before VAT at 23%), `per` of each company. */
const addCheckouts = (db: Database, prefix: string, per: number, from: IsoDate, days: number) =>
  db.execute(sql`
    insert into checkouts (po_number, user_id, company_id, shipping_address, subtotal, vat,
      total, created_at)
    select 'PO-' || lpad(g::text, 5, '0'), m.user_id, c.id, u.office_address || ', '
        || u.office_city, a.net, v.vat, a.net + v.vat,
      (${from}::date + (g - 1) * ${days}::int / ${per}::int
        + c.id % greatest(1, ${days}::int / ${per}::int))
        ::timestamp + interval '11 hours'
    from companies c
    join company_members m on m.company_id = c.id and m.role = 'owner'
    join users u on u.id = m.user_id
    cross join generate_series(1, ${per}) g
    cross join lateral (select ((50000 + (g * 7919 + c.id * 104729) % 400000) / 100.0)::numeric(12, 2) as net) a
    cross join lateral (select round(a.net * 0.23, 2) as vat) v
    where c.invoice_email like ${prefix + '%'}`);

/**
 * One company with `entries` statement entries between `from` and `to`: half invoices,
 * half payments, each payment a fortnight or so after its invoice and set against it, in
 * full but every tenth, which pays half (so some invoices stay open, at every age).
 * Returns the company's id.
 */
export async function addLedgerCompany(
  db: Database,
  entries: number,
  from: IsoDate,
  to: IsoDate,
): Promise<number> {
  const prefix = 'bench.ledger';
  const invoices = Math.floor(entries / 2);
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) - 20;
  await addOwners(db, prefix, 1);
  await addCheckouts(db, prefix, invoices, from, days);
  await invoiceCheckouts(db, prefix, LEDGER_NUMBERS_FROM);
  const company = sql`(select id from companies where invoice_email like ${prefix + '%'})`;
  await db.execute(sql`
    insert into payments (company_id, received_on, amount, method, bank_reference, request_key)
    select i.company_id, least(i.issue_date + 10 + i.id % 10, ${to}::date),
      case when i.id % 10 = 0 then round(i.total / 2, 2) else i.total end,
      'bank_transfer', 'AIB ' || lpad(i.id::text, 8, '0'), 'bench-' || i.id
    from invoices i where i.company_id = ${company} order by i.issue_date, i.id`);
  await db.execute(sql`
    insert into payment_allocations (payment_id, invoice_id, amount)
    select p.id, i.id, p.amount from payments p
    join invoices i on p.request_key = 'bench-' || i.id
    where p.company_id = ${company}`);
  // Each payment's entry, then (the same day) its allocation's.
  await db.execute(sql`
    insert into ledger_entries (company_id, entry_date, kind, invoice_id, payment_id,
      reference, credit, allocated)
    select p.company_id, p.received_on, e.kind::ledger_entry_kind,
      case when e.kind = 'allocation' then i.id end, p.id,
      case when e.kind = 'allocation' then i.number else p.bank_reference end,
      case when e.kind = 'payment' then p.amount else 0 end,
      case when e.kind = 'allocation' then p.amount else 0 end
    from payments p
    join invoices i on p.request_key = 'bench-' || i.id
    cross join (values (1, 'payment'), (2, 'allocation')) e(n, kind)
    where p.company_id = ${company}
    order by p.received_on, p.id, e.n`);
  await db.execute(sql`vacuum analyze`);
  const [row] = await queryRows<{ id: number }>(db, sql`select ${company} as id`);
  return row!.id;
}

/**
 * `count` companies, each with an owner whose office is the statement's address and one
 * unpaid invoice issued between `from` and `to`: a balance the month-end run mails.
 */
export async function addIndebtedCompanies(
  db: Database,
  count: number,
  from: IsoDate,
  to: IsoDate,
): Promise<void> {
  const prefix = 'bench.statement';
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  await addOwners(db, prefix, count);
  await addCheckouts(db, prefix, 1, from, days);
  await invoiceCheckouts(db, prefix, MONTH_END_NUMBERS_FROM);
  await db.execute(sql`vacuum analyze`);
}
