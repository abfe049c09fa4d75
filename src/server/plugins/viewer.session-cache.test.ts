import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../db/schema/accounts';
import { asBearer, newCustomer } from '#test/customers';
import { createTestApp, type TestApp } from '#test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const myOrders = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/order/user-orders', headers });

describe('signed-in requests and the session cache', () => {
  it('reads a session from the database once, then from memory', async () => {
    const buyer = await newCustomer(t);
    expect((await myOrders(asBearer(buyer))).statusCode).toBe(200);
    await vi.waitFor(async () => {
      t.queries.length = 0;
      expect((await myOrders(asBearer(buyer))).statusCode).toBe(200);
      expect(t.queries.filter((q) => q.includes('from sessions'))).toEqual([]);
    });
  });

  it('keeps the cached sessions through a POST that only reads (a quote of the cart)', async () => {
    const buyer = await newCustomer(t);
    const other = await newCustomer(t);
    expect((await myOrders(asBearer(other))).statusCode).toBe(200);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/order/quote',
      headers: asBearer(buyer),
      payload: { items: [] },
    });
    // Refused (an empty cart) or not, nothing about sessions changed.
    expect(quote.statusCode).toBeLessThan(500);
    await vi.waitFor(async () => {
      await t.app.inject({
        method: 'POST',
        url: '/api/order/quote',
        headers: asBearer(buyer),
        payload: { items: [{ productId: 1, sizeId: 1, quantity: 1, referenceNumber: 'R' }] },
      });
      t.queries.length = 0;
      expect((await myOrders(asBearer(other))).statusCode).toBe(200);
      expect(t.queries.filter((q) => q.includes('from sessions'))).toEqual([]);
    });
  });

  it('ends a session revoked by another process (a row deleted in the database)', async () => {
    const buyer = await newCustomer(t);
    expect((await myOrders(asBearer(buyer))).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.userId, buyer.userId));
    // The database's notification reaches this process within milliseconds.
    await vi.waitFor(async () => expect((await myOrders(asBearer(buyer))).statusCode).toBe(401));
  });

  it('ends the sessions of a user suspended by another process', async () => {
    const buyer = await newCustomer(t);
    expect((await myOrders(asBearer(buyer))).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.id, buyer.userId));
    await vi.waitFor(async () => expect((await myOrders(asBearer(buyer))).statusCode).toBe(401));
  });

  it('ends a session at once when it is signed out through this process', async () => {
    const buyer = await newCustomer(t);
    expect((await myOrders(asBearer(buyer))).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/logout',
      headers: asBearer(buyer),
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    expect((await myOrders(asBearer(buyer))).statusCode).toBe(401);
  });
});
