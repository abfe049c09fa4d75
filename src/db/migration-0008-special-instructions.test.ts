import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { migrationsFolder } from './client';
import { products } from './schema/catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migration 0008: special instructions as plain text', () => {
  it('its statement unwraps a single paragraph and leaves text and richer HTML alone', async () => {
    const db = t.database.db;
    const texts = [
      '<p>Call the site manager before delivery.</p>',
      'Lift available; 90 cm doors.',
      '<p>One.</p><p>Two.</p>',
    ];
    const rows = await db
      .insert(products)
      .values(
        texts.map((text, i) => ({
          productName: `Migration Test ${i}`,
          sku: `TST-MIG-${i}`,
          priceCents: 1000,
          specialInstructions: text,
        })),
      )
      .returning({ id: products.id });

    const statement = await readFile(
      path.join(migrationsFolder, '0008_plain_special_instructions.sql'),
      'utf8',
    );
    await db.execute(sql.raw(statement));

    const after = await db
      .select({ text: products.specialInstructions })
      .from(products)
      .where(
        inArray(
          products.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(products.id);
    expect(after.map((row) => row.text)).toEqual([
      'Call the site manager before delivery.',
      'Lift available; 90 cm doors.',
      '<p>One.</p><p>Two.</p>',
    ]);
  });

  it('a fresh database (seeded, migrated) has no tags in special instructions', async () => {
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        sql`${products.specialInstructions} like '%<%' and ${products.sku} not like 'TST-MIG-%'`,
      );
    expect(row!.n).toBe(0);
  });
});
