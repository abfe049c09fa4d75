import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, serverUrl, uniqueName, type Engine } from '#test/db-engines';
import { migrationsFolder } from './client';

// Migration 0014 numbers the checkouts a shop already has, in the order they were placed,
// and every later one from the same sequence (docs/business-rules.md "Orders and checkouts").

const engine = (process.env.TEST_DB_ENGINE ?? 'pglite') as Engine;
type Rows = Array<Record<string, unknown>>;
let query: (statement: string) => Promise<Rows>;
let close: () => Promise<void>;

beforeAll(async () => {
  if (engine === 'pglite') {
    const db = await PGlite.create({ extensions: { pg_trgm } });
    query = async (statement) => (await db.query<Record<string, unknown>>(statement)).rows;
    close = () => db.close();
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = uniqueName('m0014');
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

describe('migration 0014: checkout numbers', () => {
  it('numbers existing checkouts by when they were placed, then goes on from there', async () => {
    const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql')).sort();
    const at = files.indexOf('0014_checkout_numbers.sql');
    for (const file of files.slice(0, at)) await migrate(file);

    await query(`insert into users (email, full_name, password_hash)
      values ('m14@example.ie', 'Migration Test', 'x')`);
    // Inserted out of the order they were placed in.
    const placed = ['2025-12-31 23:30:00+00', '2025-03-01 10:00:00+00', '2026-01-02 09:00:00+00'];
    for (const when of placed) {
      await query(`insert into checkouts (user_id, shipping_address, subtotal, vat, total,
        created_at) values ((select id from users), 'Galway', 1, 0.23, 1.23, '${when}')`);
    }
    await migrate(files[at]!);

    const numbered = await query('select number, created_at from checkouts order by created_at');
    expect(numbered.map((row) => row.number)).toEqual([
      'CHK-2025-00001',
      'CHK-2025-00002',
      'CHK-2026-00003',
    ]);
    await query(`insert into checkouts (user_id, shipping_address, subtotal, vat, total)
      values ((select id from users), 'Cork', 1, 0.23, 1.23)`);
    const [newest] = await query('select number from checkouts order by created_at desc limit 1');
    const year = new Date().toLocaleDateString('en-IE', {
      year: 'numeric',
      timeZone: 'Europe/Dublin',
    });
    expect(newest?.number).toBe(`CHK-${year}-00004`);
    await expect(
      query(`update checkouts set number = 'CHK-2025-00001'
      where number = 'CHK-${year}-00004'`),
    ).rejects.toThrow(/unique/i);
  });
});
