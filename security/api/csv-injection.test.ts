import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, placeOrder, signIn } from '../../test/customers';
import { demoBed } from '../../test/demo-lines';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts';

// ASVS 5.0 V1.2.10 (CSV and formula injection): the staff's order export holds what
// customers typed. Opened in a spreadsheet of any locale — one that splits on commas,
// semicolons, tabs or pipes — no cell may start a formula (issue 31 item 8).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOSTILE = [
  '=1+2',
  'x;=1+2',
  'x,=HYPERLINK("http://evil.example")',
  'a\t@SUM(A1)',
  'b|-2+3',
  'c; +cmd|',
  '"quoted";=1',
];
const FORMULA = /^[=+\-@]/;

/** The pieces of a line as a spreadsheet splitting on `separator` without quotes sees them. */
const pieces = (line: string, separator: string) =>
  line.split(separator).map((piece) => piece.trim().replace(/^"+/, ''));

describe('V1.2.10 the order export in every spreadsheet locale', () => {
  it('starts no formula in any cell, whichever separator the spreadsheet splits on', async () => {
    const staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const buyer = await newCustomer(t, { creditLimit: 100_000 });
    const bed = await demoBed(t, buyer);
    const placed = await placeOrder(
      t,
      buyer,
      HOSTILE.map((referenceNumber) => ({
        productId: bed.productId,
        sizeId: bed.sizeId,
        fabricId: bed.fabricId,
        fabricColorId: bed.fabricColorId,
        quantity: 1,
        referenceNumber,
      })),
      { fields: { shipping_address: '=cmd|" /C calc"!A0; -2+3, @x' } },
    );
    expect(placed.statusCode, placed.body).toBe(201);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export.csv?customerId=${buyer.userId}`,
      headers: asBearer(staff),
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1, -1);
    expect(lines.length).toBeGreaterThanOrEqual(HOSTILE.length);
    for (const separator of [',', ';', '\t', '|']) {
      for (const line of lines) {
        for (const piece of pieces(line, separator)) {
          expect(piece, `${JSON.stringify(separator)} in ${line}`).not.toMatch(FORMULA);
        }
      }
    }
  });
});
