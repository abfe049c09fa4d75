import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { phoneToE164 } from '../shared/domain/phone';
import { normaliseEircode } from '../shared/domain/eircode';
import { migrationsFolder } from './client';
import { users } from './schema/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migration 0009: phone numbers in E.164, Eircodes in one form', () => {
  it('its statements bring stored values to the stored forms and leave others alone', async () => {
    const db = t.database.db;
    const stored = [
      ['+353 87 555 0123', 'h91e2k3', 'd6w-1234'],
      ['+353 (1) 555-0100', 'A84 X2Y3', 'D02 X285'],
      ['087 555 0123', 'not an eircode', 'H91'],
    ] as const;
    const rows = await db
      .insert(users)
      .values(
        stored.map(([phone, office, delivery], i) => ({
          email: `migration.0009.${i}@example.ie`,
          fullName: 'Migration Test',
          passwordHash: 'x',
          phoneNumber: phone,
          officeEirCode: office,
          deliveryEirCode: delivery,
        })),
      )
      .returning({ id: users.id });

    const statements = (
      await readFile(path.join(migrationsFolder, '0009_phone_and_eircode_forms.sql'), 'utf8')
    ).split('--> statement-breakpoint');
    for (const statement of statements) await db.execute(sql.raw(statement));

    const after = await db
      .select({
        phone: users.phoneNumber,
        office: users.officeEirCode,
        delivery: users.deliveryEirCode,
      })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(users.id);
    expect(after).toEqual([
      { phone: '+353875550123', office: 'H91 E2K3', delivery: 'D6W 1234' },
      { phone: '+35315550100', office: 'A84 X2Y3', delivery: 'D02 X285' },
      // A national number needs its country to become E.164: kept as it was.
      { phone: '087 555 0123', office: 'not an eircode', delivery: 'H91' },
    ]);
  });

  it('a fresh database (seeded, migrated) holds its people’s numbers and Eircodes so', async () => {
    const people = await t.database.db
      .select({
        phone: users.phoneNumber,
        office: users.officeEirCode,
        delivery: users.deliveryEirCode,
      })
      .from(users)
      .where(like(users.email, '%@example.com'));
    expect(people.length).toBeGreaterThanOrEqual(3);
    for (const person of people) {
      expect(phoneToE164(person.phone)).toBe(person.phone);
      expect(normaliseEircode(person.office)).toBe(person.office);
      expect(normaliseEircode(person.delivery)).toBe(person.delivery);
    }
  });
});
