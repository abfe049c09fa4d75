import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, newMember, signIn, type Session } from '#test/customers';
import { linePrice, orderTotals, unitPrice } from '#test/prices';
import type { TestApp } from '#test/test-app';
import { productFabrics, products, variations } from '#src/db/schema/catalog';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import { savedLists } from '#src/db/schema/saved-lists';
import { SELECTION_INVALID } from '#src/shared/domain/order-lines';
import {
  PRODUCT_UNAVAILABLE,
  QUANTITY_MESSAGE,
  STORAGE_BEDS_ONLY,
} from '#src/shared/schemas/orders';
import {
  LIST_LINES_REQUIRED,
  LIST_NAME_REQUIRED,
  LIST_NAME_TOO_LONG,
  LIST_NOT_FOUND,
  lineInputOf,
  listNameTaken,
  MAX_LIST_LINES,
  MAX_LISTS,
  TOO_MANY_LIST_LINES,
  TOO_MANY_LISTS,
  type ListAnswer,
  type ListLineInput,
  type ListsAnswer,
} from '#src/shared/schemas/saved-lists';
import { setUpOrdersTestApp } from '../orders/orders.test-setup';

// Saved lists (docs/business-rules.md "Saved lists", docs/api.md "Saved lists"): a buyer's
// named lines, read back with today's prices by the checkout's rule, theirs alone.

const shared = setUpOrdersTestApp();
const { ids, storage } = shared;
let t: TestApp;
let buyer: Session;
beforeAll(async () => {
  t = shared.testApp();
  buyer = await newCustomer(t);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, session: Session | undefined, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: session ? asBearer(session) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const kingMoss = (over: Partial<ListLineInput> = {}): ListLineInput => ({
  productId: ids.bed,
  sizeId: ids.king,
  fabricId: ids.velvet,
  fabricColorId: ids.moss,
  storageType: 'Ottoman',
  quantity: 1,
  ...over,
});
const stool = (over: Partial<ListLineInput> = {}): ListLineInput => ({
  productId: ids.stool,
  sizeId: ids.single,
  quantity: 2,
  ...over,
});

async function create(name: string, lines: ListLineInput[], session = buyer) {
  const response = await call('POST', '/api/lists', session, { name, lines });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ListAnswer>().list;
}

async function read(id: number, session = buyer) {
  const response = await call('GET', `/api/lists/${id}`, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListAnswer>().list;
}

const refusal = async (method: Method, url: string, payload: unknown, session = buyer) => {
  const response = await call(method, url, session, payload);
  return {
    status: response.statusCode,
    body: response.json<{ message: string; errors?: unknown }>(),
  };
};

describe('saved lists: create, read, update, delete', () => {
  it('saves lines as a named list and reads them back with names and the checkout’s prices', async () => {
    const list = await create('Standard double room', [
      kingMoss(),
      stool({ specialQuoteText: '  Legs in oak  ' }),
    ]);
    expect(list.name).toBe('Standard double room');
    expect(list.lines).toMatchObject([
      {
        position: 1,
        product: { id: ids.bed, name: 'Test Divan Bed', sku: 'TST-BED-1' },
        size: { id: ids.king, name: 'Test King' },
        fabric: { id: ids.velvet, name: 'Test Velvet' },
        colour: { id: ids.moss, name: 'Moss' },
        storageType: 'Ottoman',
        quantity: 1,
        specialQuoteText: '',
        orderable: true,
        reason: null,
      },
      {
        position: 2,
        product: { id: ids.stool, name: 'Test Footstool' },
        size: { id: ids.single, name: 'Test Single' },
        fabric: null,
        colour: null,
        storageType: 'Non Ottoman',
        quantity: 2,
        specialQuoteText: 'Legs in oak',
        orderable: true,
        stock: null,
      },
    ]);
    const bedUnit = unitPrice({
      basePrice: 550,
      storageType: 'Ottoman',
      storagePrices: storage,
      sizeMultiplier: 1.5,
    });
    const bed = linePrice(bedUnit, 1);
    const stools = linePrice(80, 2);
    expect(list.lines.map((l) => [l.price, l.vat, l.total])).toEqual([
      [bed.unitPrice, bed.vat, bed.total],
      [stools.unitPrice, stools.vat, stools.total],
    ]);
    expect({ subtotal: list.subtotal, vat: list.vat, total: list.total }).toEqual(
      orderTotals([
        { unitPrice: bedUnit, quantity: 1 },
        { unitPrice: 80, quantity: 2 },
      ]),
    );
    expect(await read(list.id)).toEqual(list);

    const index = await call('GET', '/api/lists', buyer);
    expect(index.statusCode).toBe(200);
    const answer = index.json<ListsAnswer>();
    expect(answer.max).toBe(MAX_LISTS);
    expect(answer.lists).toContainEqual({
      id: list.id,
      name: 'Standard double room',
      line_count: 2,
      updated_at: list.updated_at,
    });
  });

  it('prices a list at today’s prices, not those of the day it was saved', async () => {
    const list = await create('Single rooms', [
      kingMoss({ sizeId: ids.single, storageType: 'Non Ottoman' }),
    ]);
    expect(list.lines[0]!.price).toBe(400);
    const where = and(
      eq(variations.productId, ids.bed),
      eq(variations.sizeId, ids.single),
      eq(variations.fabricColorId, ids.moss),
    );
    await t.database.db.update(variations).set({ priceCents: 41_250 }).where(where);
    try {
      expect((await read(list.id)).lines[0]).toMatchObject({
        price: 412.5,
        total: linePrice(412.5, 1).total,
      });
    } finally {
      await t.database.db.update(variations).set({ priceCents: 40_000 }).where(where);
    }
  });

  it('shows a line that cannot be ordered today with the reason, and leaves it out of the totals', async () => {
    const list = await create('Mixed room', [
      stool(),
      { productId: ids.stocked, sizeId: ids.single, quantity: 6 },
      kingMoss({
        sizeId: ids.single,
        fabricId: ids.linen,
        fabricColorId: ids.oat,
        storageType: 'Non Ottoman',
      }),
    ]);
    const linen = and(
      eq(productFabrics.productId, ids.bed),
      eq(productFabrics.fabricId, ids.linen),
    );
    await t.database.db.delete(productFabrics).where(linen);
    await t.database.db
      .update(products)
      .set({ status: 'unavailable' })
      .where(eq(products.id, ids.stool));
    try {
      const today = await read(list.id);
      expect(today.lines.map((l) => [l.orderable, l.reason, l.price])).toEqual([
        [false, PRODUCT_UNAVAILABLE, null],
        [false, 'Only 5 of Test Stock Stool in stock.', null],
        [
          false,
          'Fabric “Test Linen” is not sold for Test Divan Bed. Choose from: Test Velvet.',
          null,
        ],
      ]);
      expect(today.lines[1]!.stock).toBe(5);
      expect({ subtotal: today.subtotal, total: today.total }).toEqual({ subtotal: 0, total: 0 });

      // The lines it already has are kept as they are when the list is saved again.
      const again = await call('PUT', `/api/lists/${list.id}`, buyer, {
        name: 'Mixed room',
        lines: today.lines.map(lineInputOf),
      });
      expect(again.statusCode, again.body).toBe(200);
    } finally {
      await t.database.db
        .insert(productFabrics)
        .values({ productId: ids.bed, fabricId: ids.linen });
      await t.database.db
        .update(products)
        .set({ status: 'available' })
        .where(eq(products.id, ids.stool));
    }
  });

  it('renames a list and replaces its lines', async () => {
    const list = await create('Hostel dorm', [kingMoss()]);
    const response = await call('PUT', `/api/lists/${list.id}`, buyer, {
      name: 'Hostel 6-bed dorm',
      lines: [stool({ quantity: 6 }), kingMoss({ storageType: 'Cloud Storage', quantity: 3 })],
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json<ListAnswer>().list;
    expect(changed.name).toBe('Hostel 6-bed dorm');
    expect(changed.lines.map((l) => [l.position, l.product.id, l.storageType, l.quantity])).toEqual(
      [
        [1, ids.stool, 'Non Ottoman', 6],
        [2, ids.bed, 'Cloud Storage', 3],
      ],
    );
    expect(Date.parse(changed.updated_at)).toBeGreaterThanOrEqual(Date.parse(list.updated_at));
    expect(await read(list.id)).toEqual(changed);
  });

  it('deletes a list', async () => {
    const list = await create('Spare room', [stool()]);
    const response = await call('DELETE', `/api/lists/${list.id}`, buyer);
    expect(response.statusCode, response.body).toBe(200);
    expect((await call('GET', `/api/lists/${list.id}`, buyer)).statusCode).toBe(404);
    const lists = (await call('GET', '/api/lists', buyer)).json<ListsAnswer>().lists;
    expect(lists.map((l) => l.id)).not.toContain(list.id);
    expect((await call('DELETE', `/api/lists/${list.id}`, buyer)).statusCode).toBe(404);
  });
});

describe('saved lists: the demo shop', () => {
  it('gives the demo buyer “Standard double room”, a double bed and its mattress, orderable today', async () => {
    const demo = await signIn(t, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.trade.password);
    const { lists } = (await call('GET', '/api/lists', demo)).json<ListsAnswer>();
    const room = lists.find((l) => l.name === 'Standard double room');
    expect(room).toMatchObject({ line_count: 2 });
    const list = await read(room!.id, demo);
    expect(
      list.lines.map((l) => [l.product.name, l.size.name, l.storageType, l.orderable]),
    ).toEqual([
      ['Ashbourne Divan Bed', '4ft6 Double', 'Ottoman', true],
      ['Comfort Pocket 1000', '4ft6 Double', 'Non Ottoman', true],
    ]);
    expect(list.lines[0]).toMatchObject({
      fabric: { name: 'Linen Weave' },
      colour: { name: 'Natural' },
    });
    expect(list.total).toBeGreaterThan(0);
  });
});

describe('saved lists: what is refused', () => {
  it('says what is wrong with a name or a line, field by field', async () => {
    const post = (body: unknown) => refusal('POST', '/api/lists', body);
    expect(await post({ name: '  ', lines: [stool()] })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'name', message: LIST_NAME_REQUIRED }] },
    });
    expect(await post({ name: 'x'.repeat(101), lines: [stool()] })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'name', message: LIST_NAME_TOO_LONG }] },
    });
    expect(await post({ name: 'Empty', lines: [] })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'lines', message: LIST_LINES_REQUIRED }] },
    });
    expect(await post({ name: 'Zero', lines: [stool({ quantity: 0 })] })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'lines.0.quantity', message: QUANTITY_MESSAGE }] },
    });
    expect(
      await post({
        name: 'Not sold',
        lines: [
          stool(),
          stool({ storageType: 'Ottoman' }),
          stool({ sizeId: ids.king }),
          { productId: 2_000_000_000, sizeId: ids.single, quantity: 1 },
          kingMoss({ fabricColorId: ids.oat }),
        ],
      }),
    ).toMatchObject({
      status: 400,
      body: {
        errors: [
          { field: 'lines.1.storageType', message: STORAGE_BEDS_ONLY },
          { field: 'lines.2.sizeId', message: SELECTION_INVALID },
          { field: 'lines.3.productId', message: PRODUCT_UNAVAILABLE },
          { field: 'lines.4.fabricColorId', message: SELECTION_INVALID },
        ],
      },
    });
    const lists = (await call('GET', '/api/lists', buyer)).json<ListsAnswer>().lists;
    expect(lists.map((l) => l.name)).not.toContain('Not sold');
  });

  it('refuses unknown fields, naming them: prices, references and files are not part of a list', async () => {
    for (const [body, field] of [
      [{ name: 'Priced', lines: [stool({ price: 1 } as object)] }, 'price'],
      [
        { name: 'Referenced', lines: [stool({ referenceNumber: 'Room 1' } as object)] },
        'referenceNumber',
      ],
      [{ name: 'Owned', lines: [stool()], userId: 1 }, 'userId'],
    ] as const) {
      expect(await refusal('POST', '/api/lists', body)).toMatchObject({
        status: 400,
        body: { message: `Unknown field: ${field}` },
      });
    }
  });

  it('keeps list names unique per buyer, whatever their case', async () => {
    const list = await create('Family room', [stool()]);
    expect(await refusal('POST', '/api/lists', { name: 'FAMILY room', lines: [stool()] })).toEqual({
      status: 409,
      body: {
        success: false,
        message: listNameTaken('FAMILY room'),
        errors: [{ field: 'name', message: listNameTaken('FAMILY room') }],
      },
    });
    const other = await create('Twin room', [stool()]);
    expect(
      await refusal('PUT', `/api/lists/${other.id}`, { name: 'family ROOM', lines: [stool()] }),
    ).toMatchObject({ status: 409 });
    expect((await read(other.id)).name).toBe('Twin room');
    // Another buyer may use the same name.
    await create('Family room', [stool()], await newCustomer(t));
    expect((await read(list.id)).name).toBe('Family room');
  });

  it(`holds at most ${MAX_LIST_LINES} lines a list and ${MAX_LISTS} lists a buyer`, async () => {
    const lines = Array.from({ length: MAX_LIST_LINES + 1 }, () => stool({ quantity: 1 }));
    expect(await refusal('POST', '/api/lists', { name: 'Too long', lines })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'lines', message: TOO_MANY_LIST_LINES }] },
    });
    await create('Just fits', lines.slice(1));

    const collector = await newCustomer(t);
    await t.database.db.insert(savedLists).values(
      Array.from({ length: MAX_LISTS - 1 }, (_, i) => ({
        userId: collector.userId,
        name: `List ${i}`,
      })),
    );
    await create('The last one', [stool()], collector);
    expect(
      await refusal('POST', '/api/lists', { name: 'One more', lines: [stool()] }, collector),
    ).toMatchObject({ status: 409, body: { message: TOO_MANY_LISTS } });
  });

  it('answers 404 for another buyer’s list, never its content, and changes nothing', async () => {
    const list = await create('Penthouse suite', [kingMoss()]);
    const intruder = await newCustomer(t);
    const url = `/api/lists/${list.id}`;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { name: 'Taken over', lines: [stool()] }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, url, intruder, payload);
      expect(response.statusCode, `${method} ${response.body}`).toBe(404);
      expect(response.json()).toEqual({ success: false, message: LIST_NOT_FOUND });
    }
    const theirs = (await call('GET', '/api/lists', intruder)).json<ListsAnswer>().lists;
    expect(theirs).toEqual([]);
    expect(await read(list.id)).toMatchObject({
      name: 'Penthouse suite',
      lines: [{ quantity: 1 }],
    });
  });

  it('shares a list within the company: a colleague sees, uses, changes and deletes it', async () => {
    const owner = await newCustomer(t);
    const colleague = await newMember(t, owner.companyId);
    const list = await create('Family room', [kingMoss()], owner);
    const shared = (await call('GET', '/api/lists', colleague)).json<ListsAnswer>().lists;
    expect(shared.map((l) => l.name)).toEqual(['Family room']);
    expect(await read(list.id, colleague)).toMatchObject({ name: 'Family room' });
    const changed = await call('PUT', `/api/lists/${list.id}`, colleague, {
      name: 'Family room (2 beds)',
      lines: [kingMoss(), stool()],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await read(list.id, owner)).toMatchObject({ name: 'Family room (2 beds)' });
    expect((await call('DELETE', `/api/lists/${list.id}`, colleague)).statusCode).toBe(200);
    expect((await call('GET', '/api/lists', owner)).json<ListsAnswer>().lists).toEqual([]);
  });

  it('lets no visitor in', async () => {
    for (const [method, url] of [
      ['GET', '/api/lists'],
      ['POST', '/api/lists'],
      ['GET', '/api/lists/1'],
      ['PUT', '/api/lists/1'],
      ['DELETE', '/api/lists/1'],
    ] as const) {
      const response = await call(
        method,
        url,
        undefined,
        method === 'POST' || method === 'PUT' ? {} : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
