import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, type Session } from '#test/customers';
import { formData } from '#test/multipart';
import { createTestApp, type TestApp } from '#test/test-app';
import {
  NO_LINES,
  QUICK_ORDER_FILE_TOO_LARGE,
  QUICK_ORDER_FILE_WRONG_TYPE,
  TOO_MANY_LINES,
  type QuickOrderReport,
} from '#src/shared/schemas/quick-order';
import { unknownColumn } from './quick-order.parse';

// Quick order's readers (docs/business-rules.md "Quick order"): pasted text, CSV and XLSX
// files, one parser for all, and the template that reads back as a valid line.

let t: TestApp;
let buyer: Session;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await newCustomer(t, { creditLimit: 50_000 });
});
afterAll(() => t.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const paste = (text: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/quick-order/validate',
    payload: { text },
    headers: asBearer(buyer),
  });

async function upload(bytes: Buffer, name: string, type = 'text/csv', fields = {}) {
  const form = await formData(fields, [{ name, bytes, type }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/quick-order/upload',
    payload: form.payload,
    headers: { ...asBearer(buyer), ...form.headers },
  });
}

const ok = (response: { statusCode: number; body: string; json: <T>() => T }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QuickOrderReport>();
};

describe('quick order: pasted text and files', () => {
  it('reads lines pasted from a spreadsheet (tabs), with a header in any order', async () => {
    const r = ok(
      await paste(
        [
          'Qty\tSKU\tReference Number\tSize\tFabric\tColor\tStorage',
          '2\tBED-KIL-002\tRoom 101\t5ft King\tLinen Weave\tNatural\tOttoman',
          '',
          '1\tbed-kil-002\tRoom 102\t4FT6 DOUBLE\tplush velvet\tsilver\t',
        ].join('\n'),
      ),
    );
    expect(r.lines.map((l) => [l.line, l.ok, l.reference, l.quantity])).toEqual([
      [1, true, 'Room 101', 2],
      [2, true, 'Room 102', 1],
    ]);
    expect(r.lines[0]).toMatchObject({
      product: { sku: 'BED-KIL-002' },
      size: { name: '5ft King' },
      storage: 'Ottoman',
    });
    expect(r.lines[1]!.input).toMatchObject({ sku: 'bed-kil-002', size: '4FT6 DOUBLE' });
  });

  it('reads comma-separated lines without a header in the template’s order; fadas count for nothing', async () => {
    const r = ok(await paste('BED-WIC-003, 5ft King, Boucle, CREAM, 3, "Room 7, east"\n'));
    expect(r.lines[0]).toMatchObject({
      ok: true,
      fabric: { name: 'Bouclé' },
      colour: { name: 'Cream' },
      reference: 'Room 7, east',
      quantity: 3,
    });
  });

  it('refuses what it cannot read, saying why, and nothing is lost', async () => {
    for (const [text, message] of [
      ['', NO_LINES],
      ['\n \n\t\n', NO_LINES],
      ['SKU,Size,Price\nBED-ASH-001,5ft King,1', unknownColumn('Price')],
      [Array.from({ length: 1001 }, (_, i) => `SKU-${i},,,,1,R`).join('\n'), TOO_MANY_LINES],
    ] as const) {
      const response = await paste(text);
      expect(response.statusCode, text.slice(0, 40)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/quick-order/validate',
      payload: { text: 'x', lines: [] },
      headers: asBearer(buyer),
    });
    expect(both.statusCode).toBe(400);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/quick-order/validate',
      payload: { text: 'BED-ASH-001' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('checks an uploaded CSV and an uploaded XLSX alike', async () => {
    const csv = Buffer.from(
      '\uFEFFSKU,Size,Fabric,Colour,Quantity,Reference\r\nBED-ASH-001,3ft Single,Chenille,Mink,4,Ward 3\r\nNOPE-1,,,,1,Ward 4\r\n',
    );
    const fromCsv = ok(await upload(csv, 'order.csv'));
    expect(fromCsv.lines.map((l) => l.ok)).toEqual([true, false]);
    const xlsx = await writeXlsxFile([
      [
        { value: 'SKU' },
        { value: 'Size' },
        { value: 'Fabric' },
        { value: 'Colour' },
        { value: 'Quantity' },
        { value: 'Reference' },
      ],
      [
        { value: 'BED-ASH-001' },
        { value: '3ft Single' },
        { value: 'Chenille' },
        { value: 'Mink' },
        { value: 4 },
        { value: 'Ward 3' },
      ],
      [{ value: 'NOPE-1' }, null, null, null, { value: 1 }, { value: 'Ward 4' }],
    ]).toBuffer();
    const fromXlsx = ok(await upload(xlsx, 'order.xlsx', XLSX));
    expect(fromXlsx.lines).toEqual(fromCsv.lines);
  });

  it('refuses a file that is neither by its content, one too large, and other fields', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const wrong = await upload(png, 'order.csv');
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json<{ message: string }>().message).toBe(QUICK_ORDER_FILE_WRONG_TYPE);
    const broken = await upload(Buffer.from('PK\u0003\u0004 not a workbook'), 'order.xlsx', XLSX);
    expect(broken.statusCode).toBe(400);
    const large = await upload(Buffer.alloc(1024 * 1024 + 10, 'a'), 'big.csv');
    expect(large.statusCode).toBe(413);
    expect(large.json<{ message: string }>().message).toBe(QUICK_ORDER_FILE_TOO_LARGE);
    const extra = await upload(Buffer.from('BED-ASH-001,,,,1,R'), 'a.csv', 'text/csv', {
      role: 'admin',
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.body).toContain('role');
  });

  it('offers a template, CSV and XLSX, whose example line is valid', async () => {
    for (const [url, type, name] of [
      ['/api/quick-order/template.csv', 'text/csv', 'template.csv'],
      ['/api/quick-order/template.xlsx', XLSX, 'template.xlsx'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: asBearer(buyer) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain(type);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="quick-order-template/,
      );
      const r = ok(await upload(response.rawPayload, name, type));
      expect(r.lines).toHaveLength(1);
      expect(r.lines[0]).toMatchObject({ ok: true, storage: 'Ottoman', quantity: 2 });
    }
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/quick-order/template.csv',
      headers: asBearer(buyer),
    });
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFFSKU,Size,Fabric,Colour,Quantity,Reference,Storage',
    );
  });
});
