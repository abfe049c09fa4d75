import { describe, expect, it } from 'vitest';
import {
  addLine,
  CartFullError,
  cartTotals,
  hasQuoteFile,
  KEPT_FILE_MARKER,
  itemCount,
  lineKey,
  MAX_CART_LINES,
  OUT_OF_STOCK,
  parseCart,
  QUANTITY_MESSAGE,
  quoteFileIds,
  readQuantity,
  removeLine,
  updateLine,
  type CartItem,
} from './cart';

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 9,
  product_name: 'Navan Low Bed',
  price: 359,
  vat: 82.57,
  size: '5ft King',
  sizeId: 4,
  fabric: 'Bouclé',
  fabricId: 2,
  fabricColor: 'Cream',
  fabricColorId: 5,
  quantity: 1,
  image: null,
  isStorage: false,
  isCloudStorage: false,
  storageType: 'Non Ottoman',
  referenceNumber: 'ROOM-1',
  specialQuote: { text: '', fileBase64: null, fileName: null },
  ...overrides,
});

describe('cart lines (docs/business-rules.md "Cart", docs/decisions/0010)', () => {
  it('merges the same line and adds its quantity, up to 99', () => {
    const cart = addLine(addLine([], item({ quantity: 2 })), item({ quantity: 3 }));
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(5);
    expect(addLine(cart, item({ quantity: 98 }))[0]!.quantity).toBe(99);
  });

  it.each([
    ['size', { sizeId: 3 }],
    ['fabric', { fabricId: 1 }],
    ['colour', { fabricColorId: 6 }],
    ['storage', { storageType: 'Ottoman' as const }],
    ['quote', { specialQuote: { text: 'Taller legs', fileBase64: null, fileName: null } }],
    ['reference number', { referenceNumber: 'ROOM-2' }],
  ])('keeps a line with another %s apart', (_what, change) => {
    expect(addLine([item()], item(change))).toHaveLength(2);
  });

  it('tells quote files apart by name and size, wherever the browser keeps them', () => {
    const kept = (fileId: string, fileName: string, fileSize: number) =>
      item({ specialQuote: { text: '', fileBase64: null, fileName, fileId, fileSize } });
    // The same file kept twice (two ids) is the same quote: one line.
    const cart = addLine([kept('a1', 'plan.pdf', 2048)], kept('b2', 'plan.pdf', 2048));
    expect(cart.map((line) => [line.specialQuote.fileId, line.quantity])).toEqual([['a1', 2]]);
    expect(addLine(cart, kept('c3', 'plan.pdf', 4096))).toHaveLength(2);
    expect(addLine(cart, kept('c3', 'other.pdf', 2048))).toHaveLength(2);
    expect(addLine(cart, item())).toHaveLength(2);
    expect(quoteFileIds([...cart, item()])).toEqual(['a1']);
  });

  it("marks a kept file's base64 with what a base64 decoder refuses (a tab of the release before)", () => {
    expect(() => atob(KEPT_FILE_MARKER)).toThrow();
  });

  it('sends a quote file only when it has a name and its content, inline or kept', () => {
    const quote = (specialQuote: Partial<CartItem['specialQuote']>) =>
      hasQuoteFile(
        item({ specialQuote: { text: '', fileBase64: null, fileName: null, ...specialQuote } }),
      );
    expect(quote({ fileName: 'a.pdf', fileBase64: 'JVBERi0=' })).toBe(true);
    expect(quote({ fileName: 'a.pdf', fileId: 'a1', fileSize: 5 })).toBe(true);
    expect(quote({ fileName: 'a.pdf' })).toBe(false);
    expect(quote({ fileBase64: 'JVBERi0=' })).toBe(false);
    expect(quote({ fileId: 'a1' })).toBe(false);
  });

  it('changes the quantity of one line only, within 1–99', () => {
    const cart = [item(), item({ sizeId: 3 })];
    const changed = updateLine(cart, lineKey(cart[0]!), { quantity: 0 });
    expect(changed.map((l) => l.quantity)).toEqual([1, 1]);
    expect(updateLine(cart, lineKey(cart[1]!), { quantity: 150 })[1]!.quantity).toBe(99);
  });

  it('joins two lines that a reference edit makes identical', () => {
    const cart = [item({ quantity: 2 }), item({ referenceNumber: 'ROOM-2', quantity: 3 })];
    const joined = updateLine(cart, lineKey(cart[1]!), { referenceNumber: 'ROOM-1' });
    expect(joined).toEqual([item({ quantity: 5 })]);
  });

  it('removes a line, counts items and totals the cart in cents', () => {
    const cart = [item({ quantity: 2 }), item({ sizeId: 3, price: 0.1, vat: 0.02, quantity: 3 })];
    expect(itemCount(cart)).toBe(5);
    expect(cartTotals(cart)).toEqual({ subtotal: 718.3, vat: 165.2, total: 883.5 });
    expect(removeLine(cart, lineKey(cart[0]!))).toHaveLength(1);
  });

  it(`refuses a new line beyond ${MAX_CART_LINES} instead of dropping it`, () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) =>
      item({ referenceNumber: `R-${i}` }),
    );
    expect(() => addLine(full, item({ referenceNumber: 'ONE-MORE' }))).toThrow(CartFullError);
    // The same line again still merges.
    expect(addLine(full, item({ referenceNumber: 'R-0' }))[0]!.quantity).toBe(2);
  });
});

describe('parseCart: whatever the browser storage holds', () => {
  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['not a list', '{"id":1}'],
  ])('reads %s as an empty cart', (_what, raw) => {
    expect(parseCart(raw)).toEqual([]);
  });

  it('keeps well-formed lines, drops the rest, and brings quantities into 1–99', () => {
    const raw = JSON.stringify([
      item(),
      { ...item(), storageType: 'Hammock' },
      { ...item(), fabricId: 'two' },
      { ...item(), price: 'free' },
      { ...item(), specialQuote: { text: '', fileBase64: 5, fileName: null } },
      { ...item(), specialQuote: { text: '', fileBase64: null, fileName: 'a.pdf', fileId: 7 } },
      { ...item(), specialQuote: { text: '', fileBase64: null, fileName: 'a.pdf', fileSize: '1' } },
      item({ sizeId: 3, quantity: 10_000 }),
      item({ sizeId: 2, quantity: 0 }),
      item({
        sizeId: 5,
        specialQuote: { text: '', fileBase64: null, fileName: 'a.pdf', fileId: 'a1', fileSize: 9 },
      }),
    ]);
    expect(parseCart(raw).map((l) => [l.sizeId, l.quantity])).toEqual([
      [4, 1],
      [3, 99],
      [2, 1],
      [5, 1],
    ]);
  });
});

describe('readQuantity', () => {
  it.each([
    ['40', undefined, { quantity: 40 }],
    [' 7 ', undefined, { quantity: 7 }],
    ['05', undefined, { quantity: 5 }],
    ['1', null, { quantity: 1 }],
    ['99', undefined, { quantity: 99 }],
    ['12', 12, { quantity: 12 }],
    ['0', undefined, { message: QUANTITY_MESSAGE }],
    ['100', undefined, { message: QUANTITY_MESSAGE }],
    ['', undefined, { message: QUANTITY_MESSAGE }],
    ['abc', undefined, { message: QUANTITY_MESSAGE }],
    ['4.5', undefined, { message: QUANTITY_MESSAGE }],
    ['-3', undefined, { message: QUANTITY_MESSAGE }],
    ['1e1', undefined, { message: QUANTITY_MESSAGE }],
    ['1,000', undefined, { message: QUANTITY_MESSAGE }],
    ['100', 12, { message: QUANTITY_MESSAGE }],
    ['13', 12, { message: 'Only 12 in stock' }],
    ['1', 0, { message: OUT_OF_STOCK }],
  ] as const)('reads "%s" (stock %s) as %o, never rounding or clamping', (text, stock, read) => {
    expect(readQuantity(text, stock)).toEqual(read);
  });
});
