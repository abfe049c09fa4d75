import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, type Session } from '#test/customers';
import { linePrice, orderTotals, unitPrice } from '#test/prices';
import type { TestApp } from '#test/test-app';
import {
  PRODUCT_UNAVAILABLE,
  QUANTITY_MESSAGE,
  REFERENCE_REQUIRED,
} from '#src/shared/schemas/orders';
import type { QuickOrderLineInput, QuickOrderReport } from '#src/shared/schemas/quick-order';
import { setUpOrdersTestApp } from '../orders/orders.test-setup';
import { unknownSku } from './quick-order.service';

// Quick order (docs/business-rules.md "Quick order"): every line checked against the
// catalogue and priced by the server, with a clear reason for each line refused.

const shared = setUpOrdersTestApp();
const { ids, storage } = shared;
let t: TestApp;
let buyer: Session;
beforeAll(async () => {
  t = shared.testApp();
  buyer = await newCustomer(t, { creditLimit: 50_000 });
});

const validate = (body: unknown, session: Session | undefined = buyer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/quick-order/validate',
    payload: body as object,
    headers: session ? asBearer(session) : {},
  });

async function report(lines: QuickOrderLineInput[]): Promise<QuickOrderReport> {
  const response = await validate({ lines });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QuickOrderReport>();
}

const bed = (over: Partial<QuickOrderLineInput> = {}): QuickOrderLineInput => ({
  sku: 'TST-BED-1',
  size: 'Test King',
  fabric: 'Test Velvet',
  colour: 'Moss',
  quantity: '2',
  reference: 'Room 101',
  storage: 'Ottoman',
  ...over,
});

const errorsOf = (r: QuickOrderReport, i = 0) => r.lines[i]!.errors;

describe('quick order: checking lines', () => {
  it('understands a line given by names and prices it with the shared rule, not the client', async () => {
    const r = await report([bed()]);
    const line = r.lines[0]!;
    expect(line.errors).toEqual([]);
    expect(line).toMatchObject({
      line: 1,
      ok: true,
      product: { id: ids.bed, name: 'Test Divan Bed', sku: 'TST-BED-1' },
      size: { id: ids.king, name: 'Test King' },
      fabric: { id: ids.velvet, name: 'Test Velvet' },
      colour: { id: ids.moss, name: 'Moss' },
      storage: 'Ottoman',
      quantity: 2,
      reference: 'Room 101',
    });
    const unit = unitPrice({
      basePrice: 550,
      storageType: 'Ottoman',
      storagePrices: storage,
      sizeMultiplier: 1.5,
    });
    const expected = linePrice(unit, 2);
    expect({ price: line.price, vat: line.vat, total: line.total }).toEqual({
      price: expected.unitPrice,
      vat: expected.vat,
      total: expected.total,
    });
    expect({ subtotal: r.subtotal, vat: r.vat, total: r.total }).toEqual(
      orderTotals([{ unitPrice: unit, quantity: 2 }]),
    );
    // A client's price is not a field of a line: refused, not used.
    const priced = await validate({ lines: [{ ...bed(), price: '1' }] });
    expect(priced.statusCode).toBe(400);
    expect(priced.body).toContain('price');
  });

  it('takes codes for options, any case and with or without fadas, and a lone option by itself', async () => {
    const r = await report([
      bed({
        sku: 'tst-bed-1',
        size: String(ids.single),
        fabric: String(ids.linen),
        colour: String(ids.oat),
        storage: 'cloud',
      }),
      bed({ sku: ' Tst-Bed-1 ', size: 'TEST  king', fabric: 'tést vélvet', colour: 'MÓSS' }),
      { sku: 'TST-STL-1', quantity: '1', reference: 'Lobby' },
    ]);
    expect(r.lines.map((l) => l.errors)).toEqual([[], [], []]);
    expect(r.lines[0]).toMatchObject({
      size: { id: ids.single },
      fabric: { id: ids.linen },
      colour: { id: ids.oat },
      storage: 'Cloud Storage',
    });
    expect(r.lines[1]).toMatchObject({ size: { id: ids.king }, colour: { id: ids.moss } });
    // One size only, no fabric: nothing more to say.
    expect(r.lines[2]).toMatchObject({ size: { id: ids.single }, storage: 'Non Ottoman' });
    expect(r.valid).toBe(3);
  });

  it('says which SKU is unknown and which option is not sold, naming what is', async () => {
    const r = await report([
      bed({ sku: 'NO-SUCH-SKU' }),
      bed({ size: 'Queen' }),
      bed({ fabric: 'Tweed' }),
      bed({ colour: 'Oat' }),
      bed({ storage: 'Drawers' }),
      {
        sku: 'TST-STL-1',
        fabric: 'Test Velvet',
        quantity: '1',
        reference: 'A',
        storage: 'Ottoman',
      },
      bed({ sku: 'TST-OLD-1', size: 'Test Single', fabric: '', colour: '' }),
      bed({ size: '' }),
    ]);
    expect(errorsOf(r, 0)).toEqual([{ field: 'sku', message: unknownSku('NO-SUCH-SKU') }]);
    expect(errorsOf(r, 1)).toEqual([
      {
        field: 'size',
        message:
          'Size “Queen” is not sold for Test Divan Bed. Choose from: Test Single, Test King.',
      },
    ]);
    expect(errorsOf(r, 2)[0]).toMatchObject({ field: 'fabric' });
    expect(errorsOf(r, 2)[0]!.message).toContain('Fabric “Tweed” is not sold');
    expect(errorsOf(r, 3)).toEqual([
      {
        field: 'colour',
        message:
          'Colour of Test Velvet “Oat” is not sold for Test Divan Bed. Choose from: Moss, Ink.',
      },
    ]);
    expect(errorsOf(r, 4)[0]).toMatchObject({ field: 'storage' });
    expect(errorsOf(r, 5).map((e) => e.field)).toEqual(['fabric', 'storage']);
    expect(errorsOf(r, 6)).toContainEqual({ field: 'sku', message: PRODUCT_UNAVAILABLE });
    expect(errorsOf(r, 7)[0]!.message).toBe(
      'Size is required for Test Divan Bed. Choose from: Test Single, Test King.',
    );
    expect(r).toMatchObject({ valid: 0, invalid: 8, total: 0 });
    expect(r.lines.every((l) => l.price === null && l.total === null)).toBe(true);
  });

  it('takes a quantity of 1 to 99 as typed, and needs a reference', async () => {
    const quantities = ['0', '100', '-1', '2.5', 'two', '', '1', '99', ' 7 ', '3.0'];
    const r = await report(quantities.map((quantity) => bed({ quantity })));
    expect(r.lines.map((l) => l.quantity)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      1,
      99,
      7,
      3,
    ]);
    for (const line of r.lines.slice(0, 6)) {
      expect(line.errors).toEqual([{ field: 'quantity', message: QUANTITY_MESSAGE }]);
    }
    const blank = await report([bed({ reference: '   ' })]);
    expect(errorsOf(blank)).toEqual([{ field: 'reference', message: REFERENCE_REQUIRED }]);
  });

  it('holds the stock of products not made to order across all lines, beds never', async () => {
    const stool = (quantity: string, reference: string) => ({
      sku: 'TST-STK-1',
      quantity,
      reference,
    });
    const within = await report([stool('3', 'A'), stool('2', 'B')]);
    expect(within.valid).toBe(2);
    const beyond = await report([stool('3', 'A'), stool('3', 'B')]);
    expect(beyond.lines.map((l) => l.errors)).toEqual([
      [{ field: 'quantity', message: 'Only 5 of Test Stock Stool in stock.' }],
      [{ field: 'quantity', message: 'Only 5 of Test Stock Stool in stock.' }],
    ]);
    // The test bed has a stock of 0, and is made to order.
    expect((await report([bed({ quantity: '99' })])).valid).toBe(1);
  });

  it('prices every configuration as the checkout would (property)', async () => {
    const configurations = [
      { size: 'Test Single', fabric: 'Test Velvet', colour: 'Moss' },
      { size: 'Test King', fabric: 'Test Velvet', colour: 'Ink' },
      { size: 'Test Single', fabric: 'Test Linen', colour: 'Oat' },
      { size: 'Test King', fabric: 'Test Linen', colour: 'Oat' },
    ];
    const sizeId = { 'Test Single': ids.single, 'Test King': ids.king } as const;
    const fabricId = { 'Test Velvet': ids.velvet, 'Test Linen': ids.linen } as const;
    const colourId = { Moss: ids.moss, Ink: ids.ink, Oat: ids.oat } as const;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            config: fc.constantFrom(...configurations),
            storage: fc.constantFrom('Non Ottoman', 'Ottoman', 'Cloud Storage'),
            quantity: fc.integer({ min: 1, max: 99 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (lines) => {
          const r = await report(
            lines.map((l, i) =>
              bed({
                ...l.config,
                storage: l.storage,
                quantity: String(l.quantity),
                reference: `R${i}`,
              }),
            ),
          );
          const quote = await t.app.inject({
            method: 'POST',
            url: '/api/order/quote',
            headers: asBearer(buyer),
            payload: {
              items: lines.map((l, i) => ({
                productId: ids.bed,
                sizeId: sizeId[l.config.size as keyof typeof sizeId],
                fabricId: fabricId[l.config.fabric as keyof typeof fabricId],
                fabricColorId: colourId[l.config.colour as keyof typeof colourId],
                quantity: l.quantity,
                referenceNumber: `R${i}`,
                storageType: l.storage,
              })),
            },
          });
          const checkout = quote.json<{
            lines: Array<{ price: number; vat: number }>;
            total: number;
          }>();
          expect(r.lines.map((l) => ({ price: l.price, vat: l.vat }))).toEqual(
            checkout.lines.map((l) => ({ price: l.price, vat: l.vat })),
          );
          expect(r.total).toBe(checkout.total);
        },
      ),
      { numRuns: 15 },
    );
  });
});
