import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { asCookie, signIn, type Session } from '#test/customers';
import { createTestApp, type TestApp } from '#test/test-app';
import { categories } from '#src/db/schema/catalog';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import type {
  AdminCategory,
  AdminFabric,
  AdminSize,
} from '#src/shared/schemas/admin-catalogue-setup';

/**
 * What the catalogue set-up route tests share, for one test file: the app on a freshly
 * seeded database of the file's own (opened before its tests, closed after them), a staff
 * session, the Beds category's id, and calls to the console's API. Call it once, at the
 * top of the file.
 */
export function setUpCatalogueSetupTestApp() {
  let t: TestApp;
  let staff: Session;
  let bedsId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const [beds] = await t.database.db
      .select()
      .from(categories)
      .where(sql`lower(${categories.categoryName}) = 'beds'`);
    bedsId = beds!.id;
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, payload?: object, session: Session = staff) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      // Staff use the console in a browser: cookie and XSRF header.
      headers: asCookie(session),
    });

  const listCategories = async () =>
    (await call('GET', '/api/admin/categories')).json<{ categories: AdminCategory[] }>().categories;
  const listSizes = async () =>
    (await call('GET', '/api/admin/sizes')).json<{ sizes: AdminSize[] }>().sizes;
  const listFabrics = async () =>
    (await call('GET', '/api/admin/fabrics')).json<{ fabrics: AdminFabric[] }>().fabrics;
  const auditOf = async (entityType: string, entityId: number | string) =>
    (await call('GET', `/api/admin/audit?entityType=${entityType}&entityId=${entityId}`)).json<{
      entries: Array<{ action: string; before: unknown; after: unknown }>;
    }>().entries;

  async function createCategory(name: string) {
    const response = await call('POST', '/api/admin/categories', { category_name: name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  return {
    testApp: () => t,
    staff: () => staff,
    bedsId: () => bedsId,
    call,
    listCategories,
    listSizes,
    listFabrics,
    auditOf,
    createCategory,
  };
}
