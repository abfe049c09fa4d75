import { toCents } from './money';
import {
  STORAGE_TYPES,
  totalsCentsOf,
  totalsInEuro,
  type StorageType,
  type Totals,
} from './pricing';

/**
 * A cart line as the browser keeps it under the storage key `cart` (docs/business-rules.md "Cart").
 * `price` is the unit price (storage included) and `vat` its VAT, both computed by the shared
 * pricing rule; the server recomputes both when the order is placed, so they are only ever shown,
 * never trusted.
 */
export interface CartItem {
  id: number;
  product_name: string;
  price: number;
  vat: number;
  size: string;
  sizeId: number;
  fabric: string | null;
  fabricId: number | null;
  fabricColor: string | null;
  fabricColorId: number | null;
  quantity: number;
  image: string | null;
  isStorage: boolean;
  isCloudStorage: boolean;
  storageType: StorageType;
  referenceNumber: string;
  specialQuote: SpecialQuote;
}

export interface SpecialQuote {
  text: string;
  /**
   * The quote file as a data URL's base64 part (the original client's shape). This shop keeps a new
   * file in IndexedDB instead (`fileId`, docs/decisions/0021); a cart stored in the original shape
   * is still read and ordered.
   */
  fileBase64: string | null;
  fileName: string | null;
  /**
   * The file kept in this browser's IndexedDB (web/lib/quote-files), and its size in
   * bytes. Such a line's `fileBase64` is KEPT_FILE_MARKER.
   */
  fileId?: string | null;
  fileSize?: number | null;
}

/** What an empty cart says, on the cart page, at checkout and from the server. */
export const CART_EMPTY = 'Cart is Empty.';
export const CART_STORAGE_KEY = 'cart';
export const CART_UPDATED_EVENT = 'cartUpdated';
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/**
 * Enough for a hotel fitted out room by room (120 rooms of a two-line room pack, docs/business-rules.md
 * "Cart"); the server refuses more too.
 */
export const MAX_CART_LINES = 250;

export const clampQuantity = (quantity: number) =>
  Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(quantity) || MIN_QUANTITY));

/** Why a line's quantity is refused: the screens and the server say the same. */
export const QUANTITY_MESSAGE = `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`;
export const OUT_OF_STOCK = 'This product is out of stock.';

/** A quantity above the units a product sold from stock has left (docs/business-rules.md "Cart"). */
export const onlyInStockMessage = (left: number) =>
  left < 1 ? OUT_OF_STOCK : `Only ${left} in stock`;

/**
 * A quantity as typed or pasted: the number, or why it is refused. Only whole numbers
 * 1–99 are read, and no more than `stock` when the product has a limited stock (null or
 * undefined: made to order, or unlimited). Nothing is rounded or clamped.
 */
export function readQuantity(
  text: string,
  stock?: number | null,
): { quantity: number } | { message: string } {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return { message: QUANTITY_MESSAGE };
  const quantity = Number(trimmed);
  if (quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) return { message: QUANTITY_MESSAGE };
  if (stock != null && quantity > stock) return { message: onlyInStockMessage(stock) };
  return { quantity };
}

/**
 * What makes two lines the same line: product, size, fabric, colour, storage and quote
 * (docs/business-rules.md "Cart"), plus the reference number — a trade buyer's reference names one
 * room or one customer, so two references must stay two lines (docs/decisions/0010).
 */
export function lineKey(item: CartItem): string {
  return JSON.stringify([
    item.id,
    item.sizeId,
    item.fabricId,
    item.fabricColorId,
    item.storageType,
    item.specialQuote.text.trim(),
    item.specialQuote.fileName,
    quoteFileSize(item),
    item.referenceNumber.trim(),
  ]);
}

/**
 * `fileBase64` of a line whose file is kept in IndexedDB: not base64 (the ':'), so a tab
 * still running the release before ADR 0021, which decodes `fileBase64`, fails to send
 * the order rather than send it without its file.
 */
export const KEPT_FILE_MARKER = 'kept:indexeddb';

/**
 * docs/business-rules.md "Cart": a line's quote file travels only when both its content and its
 * name exist.
 */
export const hasQuoteFile = ({ specialQuote }: CartItem) =>
  Boolean(specialQuote.fileName && (specialQuote.fileId || specialQuote.fileBase64));

/** The quote file's size (in bytes when kept, in base64 characters when inline): 0 for none. */
export const quoteFileSize = ({ specialQuote }: CartItem) =>
  specialQuote.fileId ? (specialQuote.fileSize ?? 0) : (specialQuote.fileBase64?.length ?? 0);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a line's `fileId` names a file the server keeps for the buyer's cart
 * (docs/business-rules.md "Cart"), not one kept by a browser (docs/decisions/0021).
 */
export const isServerFileId = (fileId: string | null | undefined): fileId is string =>
  typeof fileId === 'string' && UUID.test(fileId);

/** The kept quote files the lines name. */
export const quoteFileIds = (items: readonly CartItem[]) =>
  items.flatMap((item) => (item.specialQuote.fileId ? [item.specialQuote.fileId] : []));

export const CART_FULL = `Your cart holds at most ${MAX_CART_LINES} lines. Place this order first, or remove a line.`;

/** The same line added again past 99: what the buyer is told, as the line stops at 99. */
export const lineCappedMessage = (productName: string) =>
  `${productName} added to cart. A cart line holds at most ${MAX_QUANTITY}, so that line now has ${MAX_QUANTITY}: add another reference for more.`;

/** How many of `item` the cart would hold for its line once it is added. */
export const quantityOnceAdded = (items: readonly CartItem[], item: CartItem) =>
  (items.find((existing) => lineKey(existing) === lineKey(item))?.quantity ?? 0) + item.quantity;

/** Adding a new line to a cart that already has MAX_CART_LINES. */
export class CartFullError extends Error {
  constructor() {
    super(CART_FULL);
    this.name = 'CartFullError';
  }
}

/**
 * docs/business-rules.md "Cart": the same line again adds its quantity (up to 99); anything else is
 * a new line. Throws CartFullError rather than drop a line the buyer believes is in the cart.
 */
export function addLine(items: readonly CartItem[], item: CartItem): CartItem[] {
  const key = lineKey(item);
  const index = items.findIndex((existing) => lineKey(existing) === key);
  if (index === -1) {
    if (items.length >= MAX_CART_LINES) throw new CartFullError();
    return [...items, { ...item, quantity: clampQuantity(item.quantity) }];
  }
  return items.map((existing, i) =>
    i === index
      ? { ...existing, quantity: clampQuantity(existing.quantity + item.quantity) }
      : existing,
  );
}

/** Changes one line (found by its key), keeping the quantity within 1–99. */
export function updateLine(
  items: readonly CartItem[],
  key: string,
  change: Partial<Pick<CartItem, 'quantity' | 'referenceNumber'>>,
): CartItem[] {
  const updated = items.map((item) =>
    lineKey(item) === key
      ? {
          ...item,
          ...change,
          quantity: clampQuantity(change.quantity ?? item.quantity),
        }
      : item,
  );
  // Editing a reference can make two lines identical: they become one.
  return updated.reduce<CartItem[]>((lines, item) => addLine(lines, item), []);
}

export const removeLine = (items: readonly CartItem[], key: string) =>
  items.filter((item) => lineKey(item) !== key);

/** Size, fabric, colour and storage of a line, as far as it has them ("Non Ottoman" is none). */
export const lineOptions = (item: CartItem): string[] =>
  [
    item.size,
    item.fabric,
    item.fabricColor,
    item.storageType === 'Non Ottoman' ? null : item.storageType,
  ].filter((option): option is string => Boolean(option));

/** What the cart's totals say of VAT, wherever they are shown. */
export const TOTALS_INCLUDE_VAT = 'Totals include VAT at 23%.';

export const itemCount = (items: readonly CartItem[]) =>
  items.reduce((count, item) => count + item.quantity, 0);

/** (unit + VAT) × quantity of one line, in euro. */
export const lineTotalOf = (item: CartItem) => cartTotals([item]).total;

/** Subtotal, VAT and order total of the cart, summed in cents by the shared rule. */
export const cartTotals = (items: readonly CartItem[]): Totals =>
  totalsInEuro(
    totalsCentsOf(
      items.map((item) => ({ unitCents: toCents(item.price), quantity: item.quantity })),
    ),
  );

export const lacksReference = (items: readonly CartItem[]) =>
  items.some((item) => item.referenceNumber.trim() === '');

/**
 * Reads whatever is stored under `cart`, keeping only well-formed lines: the storage
 * is the browser's, so it may hold anything (an older shape, a hand edit).
 */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(isCartItem)
      .slice(0, MAX_CART_LINES)
      .map((item) => ({ ...item, quantity: clampQuantity(item.quantity) }));
  } catch {
    return [];
  }
}

const idOrNull = (value: unknown) => value === null || Number.isInteger(value);
const textOrNull = (value: unknown) => value === null || typeof value === 'string';

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<CartItem>;
  return (
    Number.isInteger(item.id) &&
    typeof item.product_name === 'string' &&
    Number.isFinite(item.price) &&
    Number.isFinite(item.vat) &&
    Number.isInteger(item.sizeId) &&
    idOrNull(item.fabricId) &&
    idOrNull(item.fabricColorId) &&
    Number.isInteger(item.quantity) &&
    typeof item.referenceNumber === 'string' &&
    STORAGE_TYPES.includes(item.storageType as StorageType) &&
    typeof item.specialQuote === 'object' &&
    item.specialQuote !== null &&
    typeof item.specialQuote.text === 'string' &&
    textOrNull(item.specialQuote.fileBase64) &&
    textOrNull(item.specialQuote.fileName) &&
    (item.specialQuote.fileId === undefined || textOrNull(item.specialQuote.fileId)) &&
    (item.specialQuote.fileSize === undefined ||
      item.specialQuote.fileSize === null ||
      Number.isInteger(item.specialQuote.fileSize))
  );
}
