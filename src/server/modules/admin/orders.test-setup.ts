import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { asBearer, signIn, type newCustomer, type Session } from '#test/customers';
import { createTestApp, type TestApp } from '#test/test-app';
import { checkouts, deliveryStatuses, orders } from '#src/db/schema/orders';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import type { AdminOrderDetail, AdminOrderList } from '#src/shared/schemas/admin-orders';
import { toCents } from '#src/shared/domain/money';

/**
 * What the staff orders route tests share, for one test file: the app on a freshly seeded
 * database of the file's own (opened before its tests, closed after them), a staff
 * session, the delivery statuses' ids by name, orders written straight to the tables, and
 * calls to the console's order API. Call it once, at the top of the file.
 */
export function setUpAdminOrdersTestApp() {
  let t: TestApp;
  let staff: Session;
  const status: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const rows = await t.database.db
      .select()
      .from(deliveryStatuses)
      .orderBy(asc(deliveryStatuses.position));
    for (const row of rows) status[row.deliveryStatus] = row.id;
  });
  afterAll(() => t.close());

  type Customer = Awaited<ReturnType<typeof newCustomer>>;

  /** One checkout of `lines` orders for `customer`, written straight to the tables. */
  async function placeOrders(
    customer: Customer,
    lines: Array<{ total: number; reference?: string; orderDate?: Date }>,
  ) {
    const db = t.database.db;
    const totalCents = lines.reduce((sum, line) => sum + toCents(line.total), 0);
    const [checkout] = await db
      .insert(checkouts)
      .values({
        userId: customer.userId,
        companyId: customer.companyId,
        shippingAddress: '3 Main Street',
        subtotalCents: totalCents,
        vatCents: 0,
        totalCents,
      })
      .returning();
    return db
      .insert(orders)
      .values(
        lines.map((line) => ({
          checkoutId: checkout!.id,
          userId: customer.userId,
          companyId: customer.companyId,
          trackingId: `TRK-${randomBytes(5).toString('hex').toUpperCase()}`,
          productName: 'Test Divan Bed',
          sizeName: 'King',
          quantity: 1,
          unitPriceCents: toCents(line.total),
          vatCents: 0,
          totalPriceCents: toCents(line.total),
          referenceNumber: line.reference ?? 'Room 1',
          shippingAddress: '3 Main Street',
          deliveryStatusId: status['Order Placed']!,
          ...(line.orderDate ? { orderDate: line.orderDate } : {}),
        })),
      )
      .returning();
  }

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: asBearer(staff) });
  const list = async (query: string) => {
    const response = await get(`/api/admin/orders?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminOrderList>();
  };
  const detail = async (id: number) =>
    (await get(`/api/admin/orders/${id}`)).json<AdminOrderDetail>();
  const setStatus = (id: number, deliveryStatusId: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}/delivery-status`,
      headers: asBearer(staff),
      payload: { deliveryStatusId },
    });
  const cancel = (id: number, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/cancel`,
      headers: asBearer(staff),
      ...(payload ? { payload } : {}),
    });
  const markPaid = (id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/mark-paid`,
      headers: asBearer(staff),
    });
  const availableCredit = async (customer: Customer) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/user/details', headers: asBearer(customer) })
    ).json<{ available_credit: number }>().available_credit;

  return {
    testApp: () => t,
    staff: () => staff,
    status,
    placeOrders,
    get,
    list,
    detail,
    setStatus,
    cancel,
    markPaid,
    availableCredit,
  };
}
