import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Session } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orders } from '../../src/db/schema/orders';
import { accessOf } from './route-classes';
import { seedCatalogue, staff, type Catalogue } from './shop-fixture';

// What clients send (ASVS V2, V8.2.3, V15.3, V16.5): only what a form may set is applied.
// The probes: input-mass-assignment.test.ts, input-money.test.ts, input-parsing.test.ts.

export const NO_SUCH_ID = 2_000_000_000;

/**
 * What the input probes share, for one test file: the app on a freshly seeded database
 * of the file's own (opened before its tests, closed after them) with the probes'
 * catalogue, a member of staff, who gets through each route's guard, and a user's
 * orders. Call it once, at the top of the file.
 */
export function setUpInputTestApp() {
  let t: TestApp;
  let c: Catalogue;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    c = await seedCatalogue(t);
    admin = await staff(t);
  });
  afterAll(() => t.close());

  /** Who gets through each route's guard: the probes test what comes after it. */
  function sessionFor(
    route: { method: string; url: string; publicAdminRead: boolean },
    buyer: Session,
  ) {
    const access = accessOf(route);
    return access === 'staff' ? admin : access === 'signed-in' ? buyer : undefined;
  }

  const ordersOfUser = (userId: number) =>
    t.database.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);

  return {
    testApp: () => t,
    catalogue: () => c,
    admin: () => admin,
    sessionFor,
    ordersOfUser,
  };
}
