// The original client's account calls, one trade buyer from sign-up to a new password
// (spec-client.test-setup.ts). Each test builds on the one before it.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdf } from '../../test/multipart';
import { readOutbox } from '../../test/outbox';
import type { TestApp } from '../../test/test-app';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { pagination, setUpSpecClientTestApp } from './spec-client.test-setup';

const shared = setUpSpecClientTestApp();
const { SpecClient } = shared;
type SpecClient = InstanceType<typeof SpecClient>;
let t: TestApp;
beforeAll(() => {
  t = shared.testApp();
});

/** The sign-up payload of the original client, as the sign-up screen fills it. */
const signUpPayload = (email: string, password: string) => ({
  full_name: 'Gráinne Ní Mháille',
  email,
  invoice_email: `accounts.${email}`,
  phone_number: '0871234567',
  office_address: 'Unit 4, Clew Bay Business Park',
  office_city: 'Westport',
  office_eir_code: 'F28 X2Y3',
  delivery_address: 'Unit 4, Clew Bay Business Park',
  delivery_city: 'Westport',
  delivery_eir_code: 'F28 X2Y3',
  company_name: 'Clew Bay Hostels',
  password,
  confirm_password: password,
  subscribe: true,
});

let buyer: SpecClient;
let userId: number;
let bed: {
  id: number;
  categoryId: number;
  sizeId: number;
  fabricId: number;
  fabricColorId: number;
};
const PASSWORD = 'Westport#2026';

describe('a client written from the specifications', () => {
  it('accounts calls: register with a national phone number; staff approve; login', async () => {
    const email = `spec.${randomBytes(4).toString('hex')}@example.ie`;
    const visitor = new SpecClient();
    const register = await visitor.call(
      'POST',
      '/api/auth/user/register',
      signUpPayload(email, PASSWORD),
    );
    expect(register.status, JSON.stringify(register.body)).toBe(201);

    // Errors carry a list of field and message.
    const refused = await visitor.call('POST', '/api/auth/user/register', {
      ...signUpPayload(`x.${email}`, PASSWORD),
      phone_number: '087 123',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual({
      field: 'phone_number',
      message: 'Please enter a valid phone number',
    });

    // Approval is not shown in the specifications: staff approve in the console.
    const staff = new SpecClient();
    const staffLogin = await staff.call('POST', '/api/auth/user/login', {
      email: DEMO_ACCOUNTS.admin.email,
      password: DEMO_ACCOUNTS.admin.password,
    });
    staff.token = staffLogin.body.token as string;
    const pending = await staff.call('GET', '/api/admin/applications?status=pending');
    const application = (pending.body.applications as Array<{ id: number; email: string }>).find(
      (a) => a.email === email,
    )!;
    const approved = await staff.call('POST', `/api/admin/applications/${application.id}/approve`, {
      credit_limit: 50_000,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    buyer = new SpecClient();
    const login = await buyer.call('POST', '/api/auth/user/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      success: true,
      token: expect.any(String) as unknown,
      user: { email, full_name: 'Gráinne Ní Mháille', phone_number: '+353871234567' },
    });
    buyer.token = login.body.token as string;
    userId = (login.body.user as { id: number }).id;

    const details = await buyer.call('GET', '/api/user/details');
    expect(details.status).toBe(200);
    expect(details.body.credit_limit).toBe(50_000);
  });

  it('accounts calls: category by id, search, product detail, related products, storage prices', async () => {
    const categories = (await buyer.call('GET', '/api/category/categories')).body
      .categories as Array<{ id: number; category_name: string }>;
    const beds = categories.find((c) => c.category_name === 'Beds')!;

    const page = await buyer.call('GET', `/api/category/${beds.id}/products?page=1&limit=8`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ success: true, pagination });
    const cards = page.body.products as Array<{ id: number; price_euro: number | null }>;
    expect(cards.every((card) => typeof card.price_euro === 'number')).toBe(true);

    const search = await buyer.call('POST', '/api/product/search', {
      search: 'bed',
      page: 1,
      limit: 8,
    });
    expect(search.status).toBe(200);
    expect(search.body).toMatchObject({ success: true, pagination });

    for (const card of cards) {
      const detail = await buyer.call('GET', `/api/product/${card.id}`);
      expect(detail.status).toBe(200);
      const product = detail.body.product as {
        id: number;
        status: string;
        Sizes: Array<{ id: number }>;
        Fabrics: Array<{ id: number; fabricColors: Array<{ id: number }> }>;
      };
      expect(Array.isArray(detail.body.variations)).toBe(true);
      const fabric = product.Fabrics.find((f) => f.fabricColors.length > 0);
      if (product.status === 'unavailable' || !fabric) continue;
      bed = {
        id: product.id,
        categoryId: beds.id,
        sizeId: product.Sizes[0]!.id,
        fabricId: fabric.id,
        fabricColorId: fabric.fabricColors[0]!.id,
      };
      break;
    }
    expect(bed).toBeDefined();

    const related = await buyer.call('GET', `/api/category/${beds.id}`);
    expect(related.status).toBe(200);
    expect((related.body.products as unknown[]).length).toBeGreaterThan(0);

    const storage = await buyer.call('GET', `/api/admin/storage-prices?categoryId=${beds.id}`);
    expect(storage.status).toBe(200);
    expect(storage.body).toMatchObject({
      ottomanBase: expect.any(Number) as unknown,
      cloudBase: expect.any(Number) as unknown,
    });
  });

  /** An order item of the original client, priced as the product page prices it (price + vat). */
  const orderItem = (referenceNumber: string, special_quote = noQuote()) => ({
    productId: bed.id,
    sizeId: bed.sizeId,
    fabricId: bed.fabricId,
    fabricColorId: bed.fabricColorId,
    price: 999.99,
    quantity: 2,
    isStorageCharges: false,
    referenceNumber,
    storageType: 'Non Ottoman',
    special_quote,
  });
  const noQuote = () => ({
    text: '',
    fileBase64: null as string | null,
    fileName: null as string | null,
  });
  const placeOrder = (items: object[], files: Array<{ name: string; bytes: Buffer }> = []) =>
    buyer.form(
      '/api/order/product',
      {
        items: JSON.stringify(items),
        userId: String(userId),
        shipping_address: 'Unit 4, Clew Bay Business Park, Westport, F28 X2Y3',
        // The spec's client stringifies its list of files: [] when there are none.
        special_quote_files: JSON.stringify(files.map(() => ({}))),
      },
      files.map((file) => ({ field: 'special_quote_files', ...file })),
    );

  it('accounts calls: places orders without a quote file, with one inside a line, and as a part', async () => {
    const plain = await placeOrder([orderItem('Room 101'), orderItem('Room 102')]);
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect(plain.body).toMatchObject({ success: true, message: expect.any(String) as unknown });

    const inline = await placeOrder([
      orderItem('Room 201', {
        text: 'Headboard 10 cm higher',
        fileBase64: `data:application/pdf;base64,${pdf.toString('base64')}`,
        fileName: 'headboard.pdf',
      }),
    ]);
    expect(inline.status, JSON.stringify(inline.body)).toBe(201);

    const asPart = await placeOrder(
      [orderItem('Room 301', { text: 'See the plan', fileBase64: null, fileName: 'plan.pdf' })],
      [{ name: 'plan.pdf', bytes: pdf }],
    );
    expect(asPart.status, JSON.stringify(asPart.body)).toBe(201);

    // Fields neither specification names are still refused.
    const tampered = await placeOrder([{ ...orderItem('Room 401'), unitPrice: 1 }]);
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toBe('Unknown field: unitPrice');
  });

  it('accounts calls: lists its orders, tracks one without a token, cancels and reorders', async () => {
    const list = await buyer.call('GET', '/api/order/user-orders');
    expect(list.status).toBe(200);
    const orders = list.body.orders as Array<Record<string, unknown>>;
    expect(orders.length).toBe(4);
    for (const order of orders) {
      for (const field of [
        'id',
        'trackingId',
        'orderDate',
        'status',
        'deliveryStatus',
        'isCancelled',
        'product_name',
        'fabric_name',
        'fabric_color_name',
        'product_image',
        'quantity',
        'total_price',
        'referenceNumber',
        'special_quote',
      ]) {
        expect(order, field).toHaveProperty(field);
      }
    }
    const withFile = orders.find((o) => o.referenceNumber === 'Room 201')!;
    expect(withFile.special_quote).toMatchObject({
      text: 'Headboard 10 cm higher',
      fileName: 'headboard.pdf',
    });

    const statuses = await new SpecClient().call('GET', '/api/order/delivery-statuses');
    expect(statuses.status).toBe(200);

    const tracked = await new SpecClient().call(
      'GET',
      `/api/auth/user/track-orders/${withFile.trackingId as string}`,
    );
    expect(tracked.status).toBe(200);
    expect(tracked.body.success).toBe(true);
    expect(Object.keys(tracked.body.order as object).sort()).toEqual(
      [
        'referenceNumber',
        'orderDate',
        'shipping_address',
        'product_image',
        'product_name',
        'fabric_name',
        'fabric_color_name',
        'quantity',
        'total_price',
        'trackingId',
        'deliveryStatus',
        // Beside the specification's fields, the checkout's delivery day (issue 37).
        'delivery',
      ].sort(),
    );

    const room101 = orders.find((o) => o.referenceNumber === 'Room 101')!;
    const cancel = await buyer.call('PUT', `/api/order/order-cancelled/${room101.id as number}`);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.message).toEqual(expect.any(String));

    const reorder = await buyer.call('POST', `/api/order/product-reorder/${room101.id as number}`, {
      userId,
      quantity: 3,
      referenceNumber: 'Room 101 again',
    });
    expect(reorder.status, JSON.stringify(reorder.body)).toBe(201);
    expect(reorder.body.message).toEqual(expect.any(String));
  });

  it('reads every page of a long order history', async () => {
    for (let i = 0; i < 4; i += 1) {
      const items = Array.from({ length: 10 }, (_, n) => ({
        ...orderItem(`Floor ${i} room ${n}`),
        quantity: 1,
      }));
      expect((await placeOrder(items)).status).toBe(201);
    }
    const first = await buyer.call('GET', '/api/order/user-orders');
    const total = (first.body.pagination as { total: number }).total;
    expect(total).toBe(45);
    const seen = new Set<unknown>();
    for (let page = 1; ; page += 1) {
      const answer = await buyer.call('GET', `/api/order/user-orders?page=${page}&limit=7`);
      expect(answer.status).toBe(200);
      for (const order of answer.body.orders as Array<{ id: number }>) seen.add(order.id);
      if (!(answer.body.pagination as { hasNextPage: boolean }).hasNextPage) break;
    }
    expect(seen.size).toBe(total);
    const found = await buyer.call('GET', '/api/order/user-orders?q=floor 2&tab=active');
    expect((found.body.orders as unknown[]).length).toBe(10);
  });

  it('accounts calls: updates the account, changes and resets the password, signs in again', async () => {
    const update = await buyer.call('PUT', `/api/auth/user/update/${userId}`, {
      full_name: 'Gráinne Ní Mháille',
      phone_number: '+353 98 25123',
      country: 'IE',
      company_name: 'Clew Bay Hostels',
      office_address: 'Unit 5, Clew Bay Business Park',
      office_city: 'Westport',
      office_eir_code: 'f28x2y3',
      delivery_address: 'Unit 5, Clew Bay Business Park',
      delivery_city: 'Westport',
      delivery_eir_code: 'F28 X2Y3',
      subscribe: false,
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    expect(update.body).toMatchObject({
      success: true,
      data: { phone_number: '+3539825123', office_eir_code: 'F28 X2Y3' },
    });

    const changed = await buyer.call('PUT', `/api/auth/user/update_password/${userId}`, {
      curr_password: PASSWORD,
      new_password: 'Westport#2027',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ success: true, message: expect.any(String) as unknown });

    const email = (update.body.data as { email: string }).email;
    const visitor = new SpecClient();
    const forgot = await visitor.call('POST', '/api/auth/user/forgot-password', { email });
    expect(forgot.status).toBe(200);
    const mail = (await readOutbox(t)).findLast(
      (m) =>
        (m.headers.get('to') ?? '').includes(email) &&
        m.headers.get('subject') === 'Reset your password',
    )!;
    const token = /reset-password\?token=(\S+)/.exec(mail.body)![1]!;
    const reset = await visitor.call('POST', '/api/auth/user/reset-password', {
      token,
      password: 'Westport#2028',
    });
    expect(reset.status).toBe(200);
    const bad = await visitor.call('POST', '/api/auth/user/reset-password', {
      token,
      password: 'Westport#2029',
    });
    expect(bad.status).not.toBe(200);
    expect(bad.body.message).toEqual(expect.any(String));

    const again = await visitor.call('POST', '/api/auth/user/login', {
      email,
      password: 'Westport#2028',
    });
    expect(again.body).toMatchObject({ success: true, token: expect.any(String) as unknown });
  });
});
