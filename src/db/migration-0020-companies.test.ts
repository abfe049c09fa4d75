import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, serverUrl, uniqueName, type Engine } from '#test/db-engines';
import { migrationsFolder, PGLITE_EXTENSIONS } from './client';

// Migration 0020 makes every trade account that was approved (or has ordered) a company
// with that person as its owner, its credit limit, invoice email and delivery address as
// its first site, and its orders, checkouts and credit trail the company's; it loses
// nothing (docs/business-rules.md "Companies").

const engine = (process.env.TEST_DB_ENGINE ?? 'pglite') as Engine;
type Rows = Array<Record<string, unknown>>;
let query: (statement: string) => Promise<Rows>;
let close: () => Promise<void>;

beforeAll(async () => {
  if (engine === 'pglite') {
    const db = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    query = async (statement) => (await db.query<Record<string, unknown>>(statement)).rows;
    close = () => db.close();
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = uniqueName('m0020');
    await adminQuery(adminUrl, `create database ${name}`);
    const client = new pg.Client({ connectionString: serverUrl(adminUrl, name) });
    await client.connect();
    query = async (statement) => (await client.query(statement)).rows as Rows;
    close = async () => {
      await client.end();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    };
  }
});
afterAll(() => close());

async function migrate(file: string) {
  const text = await readFile(path.join(migrationsFolder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await query(statement);
}

const account = (email: string, status: string, more: string) =>
  query(`insert into users (email, full_name, invoice_email, phone_number, company_name,
      office_address, office_city, office_eir_code, delivery_address, delivery_city,
      delivery_eir_code, password_hash, role, status, credit_limit)
    values ('${email}', 'Máire Ní Bhriain', 'accounts@${email.split('@')[1]}', '+353871234567',
      ${more}, 'x', 'trade', '${status}', 2500.50)`);

describe('migration 0020: companies', () => {
  it('makes each approved or ordering trade account a company, losing nothing', async () => {
    const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql')).sort();
    const at = files.indexOf('0020_companies.sql');
    for (const file of files.slice(0, at)) await migrate(file);

    await account(
      'owner@galway.example',
      'approved',
      `'Galway Bay Hotel', '1 Quay St', 'Galway', 'H91 E2K3', '2 Dock Rd', 'Galway', 'H91 X2Y3'`,
    );
    // Suspended after ordering, with its delivery address left blank: the office is the site.
    await account(
      'held@cork.example',
      'suspended',
      `'Cork Rooms', '5 Main St', 'Cork', 'T12 AB34', '', '', ''`,
    );
    await account(
      'waiting@sligo.example',
      'pending',
      `'Sligo Beds', '9 Bridge St', 'Sligo', 'F91 K2P4', '9 Bridge St', 'Sligo', 'F91 K2P4'`,
    );
    const [status] = await query(`insert into delivery_statuses (delivery_status, position)
      values ('Order Placed', 1) returning id`);
    for (const email of ['owner@galway.example', 'held@cork.example']) {
      const [checkout] = await query(`insert into checkouts (user_id, shipping_address, subtotal,
          vat, total) values ((select id from users where email = '${email}'), 'Galway', 100,
          23, 123) returning id`);
      await query(`insert into orders (checkout_id, user_id, tracking_id, product_name, quantity,
          unit_price, vat, total_price, reference_number, shipping_address, delivery_status_id)
        values ('${String(checkout!.id)}', (select id from users where email = '${email}'),
          'TRK-${email.slice(0, 4)}', 'Bed', 1, 100, 23, 123, 'Room 1', 'Galway',
          ${Number(status!.id)})`);
    }
    await query(`insert into credit_limit_changes (user_id, old_limit, new_limit)
      values ((select id from users where email = 'owner@galway.example'), 0, 2500.50)`);

    await migrate(files[at]!);

    const companies = await query(`select u.email, c.registered_name, c.short_name,
        c.invoice_email, c.credit_limit::text as credit_limit, c.payment_terms_days, m.role,
        s.name as site, s.address, s.eircode, s.contact_name
      from users u join company_members m on m.user_id = u.id
        join companies c on c.id = m.company_id
        left join company_sites s on s.company_id = c.id
      order by u.email`);
    expect(companies).toEqual([
      {
        email: 'held@cork.example',
        registered_name: 'Cork Rooms',
        short_name: 'Cork Rooms',
        invoice_email: 'accounts@cork.example',
        credit_limit: '2500.50',
        payment_terms_days: 30,
        role: 'owner',
        site: 'Cork',
        address: '5 Main St',
        eircode: 'T12 AB34',
        contact_name: 'Máire Ní Bhriain',
      },
      {
        email: 'owner@galway.example',
        registered_name: 'Galway Bay Hotel',
        short_name: 'Galway Bay Hotel',
        invoice_email: 'accounts@galway.example',
        credit_limit: '2500.50',
        payment_terms_days: 30,
        role: 'owner',
        site: 'Galway',
        address: '2 Dock Rd',
        eircode: 'H91 X2Y3',
        contact_name: 'Máire Ní Bhriain',
      },
    ]);
    // The pending application has no company (approval will make it).
    expect(
      await query(`select 1 from company_members m join users u on u.id = m.user_id
        where u.email = 'waiting@sligo.example'`),
    ).toEqual([]);
    // Every order and checkout is its buyer's company's; the credit trail too.
    expect(
      await query(`select count(*)::int as n from orders o join company_members m
        on m.user_id = o.user_id and m.company_id = o.company_id`),
    ).toEqual([{ n: 2 }]);
    expect(
      await query(`select count(*)::int as n from checkouts o join company_members m
        on m.user_id = o.user_id and m.company_id = o.company_id`),
    ).toEqual([{ n: 2 }]);
    expect(
      await query(`select l.new_limit::text as new_limit, c.short_name from credit_limit_changes l
        join companies c on c.id = l.company_id`),
    ).toEqual([{ new_limit: '2500.50', short_name: 'Galway Bay Hotel' }]);
    // The credit limit lives on the company alone now.
    expect(
      await query(`select column_name from information_schema.columns
        where table_name = 'users' and column_name = 'credit_limit'`),
    ).toEqual([]);
  });
});
