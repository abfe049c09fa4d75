import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, type Session } from '#test/customers';
import { readOutbox } from '#test/outbox';
import type { TestApp } from '#test/test-app';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import {
  CANCELLED_NOT_PAYABLE,
  CANCELLED_STATUS_FROZEN,
  DELIVERY_STATUS_UNCHANGED,
  DELIVERY_STATUS_UNKNOWN,
  ORDER_ALREADY_CANCELLED,
  ORDER_ALREADY_PAID,
  ORDER_DELIVERED_NOT_CANCELLABLE,
  type AdminOrderAction,
} from '#src/shared/schemas/admin-orders';
import { NOT_CANCELLABLE } from '#src/shared/schemas/orders';
import { setUpAdminOrdersTestApp } from './orders.test-setup';

const shared = setUpAdminOrdersTestApp();
const { status, placeOrders, detail, setStatus, cancel, markPaid, availableCredit } = shared;
let t: TestApp;
let staff: Session;
beforeAll(() => {
  t = shared.testApp();
  staff = shared.staff();
});

describe('PUT /api/admin/orders/:id/delivery-status', () => {
  it('mails the customer, shows in public tracking and ends the customer’s right to cancel at Scheduled', async () => {
    const buyer = await newCustomer(t);
    const [order] = await placeOrders(buyer, [{ total: 120, reference: 'Room 12' }]);
    const before = (await readOutbox(t)).length;

    const response = await setStatus(order!.id, status.Scheduled!);
    expect(response.statusCode, response.body).toBe(200);

    const mails = (await readOutbox(t)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.get('to')).toContain(buyer.email);
    expect(mails[0]!.headers.get('subject')).toBe(`Order ${order!.trackingId}: Scheduled`);
    expect(mails[0]!.body).toContain(`Your order ${order!.trackingId} is now: Scheduled.`);

    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user/track-orders/${order!.trackingId}`,
    });
    expect(tracked.json()).toMatchObject({ order: { deliveryStatus: 'Scheduled' } });

    const customerCancel = await t.app.inject({
      method: 'PUT',
      url: `/api/order/order-cancelled/${order!.id}`,
      headers: asBearer(buyer),
    });
    expect(customerCancel.statusCode).toBe(409);
    expect(customerCancel.json()).toMatchObject({ message: NOT_CANCELLABLE });

    const page = await detail(order!.id);
    expect(page.order).toMatchObject({
      deliveryStatus: 'Scheduled',
      isCancellable: false,
      customerCanCancel: false,
      staffCanCancel: true,
    });
    expect(page.events[0]).toMatchObject({
      kind: 'delivery-status',
      detail: { from: 'Order Placed', to: 'Scheduled' },
      actorName: expect.any(String) as string,
    });
    expect(page.audit[0]).toMatchObject({
      action: 'delivery-status',
      before: { deliveryStatus: 'Order Placed', isCancellable: true },
      after: { deliveryStatus: 'Scheduled', isCancellable: false },
      actorEmail: DEMO_ACCOUNTS.admin.email,
    });

    // Set back before Scheduled (a mistake corrected): the customer may cancel again.
    expect((await setStatus(order!.id, status['In Production']!)).statusCode).toBe(200);
    expect((await detail(order!.id)).order.customerCanCancel).toBe(true);
  });

  it('refuses the same status, an unknown status and a cancelled order', async () => {
    const buyer = await newCustomer(t);
    const [order] = await placeOrders(buyer, [{ total: 50 }]);
    const same = await setStatus(order!.id, status['Order Placed']!);
    expect([same.statusCode, same.json<{ message: string }>().message]).toEqual([
      409,
      DELIVERY_STATUS_UNCHANGED,
    ]);
    const unknown = await setStatus(order!.id, 999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: [{ field: 'deliveryStatusId', message: DELIVERY_STATUS_UNKNOWN }],
    });
    const extra = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order!.id}/delivery-status`,
      headers: asBearer(staff),
      payload: { deliveryStatusId: status.Scheduled, notify: false },
    });
    expect(extra.statusCode).toBe(400);
    await cancel(order!.id);
    const frozen = await setStatus(order!.id, status.Scheduled!);
    expect([frozen.statusCode, frozen.json<{ message: string }>().message]).toEqual([
      409,
      CANCELLED_STATUS_FROZEN,
    ]);
    expect((await setStatus(999_999, status.Scheduled!)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/orders/:id/cancel', () => {
  it('cancels on the customer’s behalf, frees the credit, mails the customer and records it', async () => {
    const buyer = await newCustomer(t, { creditLimit: 1000 });
    const [order] = await placeOrders(buyer, [{ total: 400, reference: 'Room 4' }]);
    expect(await availableCredit(buyer)).toBe(600);
    await setStatus(order!.id, status.Scheduled!);
    const before = (await readOutbox(t)).length;

    const response = await cancel(order!.id, { reason: 'Customer phoned: room not ready' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminOrderAction>().availableCredit).toBe(1000);
    expect(await availableCredit(buyer)).toBe(1000);

    const [mail] = (await readOutbox(t)).slice(before);
    expect(mail!.headers.get('subject')).toBe(`Order ${order!.trackingId} has been cancelled`);
    expect(mail!.body).toContain('Reason: Customer phoned: room not ready');

    const page = await detail(order!.id);
    expect(page.order).toMatchObject({
      status: 'cancelled',
      staffCanCancel: false,
      cancelledByName: expect.any(String) as string,
    });
    expect(page.credit.openAmount).toBe(0);
    expect(page.audit[0]).toMatchObject({
      action: 'cancel',
      after: { status: 'cancelled', reason: 'Customer phoned: room not ready' },
    });
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user/track-orders/${order!.trackingId}`,
    });
    expect(tracked.json()).toMatchObject({ order: { deliveryStatus: 'Cancelled' } });

    const again = await cancel(order!.id);
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([
      409,
      ORDER_ALREADY_CANCELLED,
    ]);
  });

  it('refuses a delivered order and an unknown field', async () => {
    const buyer = await newCustomer(t);
    const [order] = await placeOrders(buyer, [{ total: 80 }]);
    expect((await cancel(order!.id, { reason: 'x', refund: true })).statusCode).toBe(400);
    await setStatus(order!.id, status['Order Delivered']!);
    const refused = await cancel(order!.id, {});
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
      409,
      ORDER_DELIVERED_NOT_CANCELLABLE,
    ]);
    expect((await cancel(999_999)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/orders/:id/mark-paid', () => {
  it('records who was paid when, frees the credit, and refuses a second time', async () => {
    const buyer = await newCustomer(t, { creditLimit: 500 });
    const [order] = await placeOrders(buyer, [{ total: 300 }]);
    expect(await availableCredit(buyer)).toBe(200);

    const before = (await readOutbox(t)).length;
    const response = await markPaid(order!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminOrderAction>().availableCredit).toBe(500);
    // The invoice it issued is mailed as paid: the company is not asked to pay it again.
    const invoiceMail = (await readOutbox(t))
      .slice(before)
      .find((m) => m.headers.get('subject')?.startsWith('Invoice INV-'));
    expect(invoiceMail!.text).toContain('Total: €300.00, paid in full: nothing is left to pay.');
    expect(invoiceMail!.text).not.toContain('Amount due');
    expect(invoiceMail!.text).not.toContain('Pay by bank transfer');
    expect(await availableCredit(buyer)).toBe(500);
    const page = await detail(order!.id);
    expect(page.order.paidAt).not.toBeNull();
    expect(page.order.paidByName).toEqual(expect.any(String));
    expect(page.events[0]).toMatchObject({ kind: 'paid' });
    expect(page.audit[0]).toMatchObject({ action: 'mark-paid', before: { paidAt: null } });

    const again = await markPaid(order!.id);
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([
      409,
      ORDER_ALREADY_PAID,
    ]);
  });

  it('refuses a cancelled order', async () => {
    const buyer = await newCustomer(t);
    const [order] = await placeOrders(buyer, [{ total: 30 }]);
    await cancel(order!.id);
    const refused = await markPaid(order!.id);
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
      409,
      CANCELLED_NOT_PAYABLE,
    ]);
  });
});
