import { addLine, CartFullError, type CartItem } from '../../shared/domain/cart';
import { PRODUCT_UNAVAILABLE, type OrderCard, type OrderQuote } from '../../shared/schemas/orders';
import { api } from './api-client';
import { QUOTE_PATH } from './cart-prices';
import { addLinesToCart, readCart, type TodaysPrice } from './cart-store';

/**
 * What pricing a line again needs of it: an order card, or a line of a checkout that
 * awaited approval (its `trackingId` then names the line for the flags).
 */
export type ReorderLine = Pick<
  OrderCard,
  | 'trackingId'
  | 'productId'
  | 'sizeId'
  | 'fabricId'
  | 'fabricColorId'
  | 'storageType'
  | 'quantity'
  | 'referenceNumber'
  | 'special_quote'
  | 'product_name'
  | 'size_name'
  | 'fabric_name'
  | 'fabric_color_name'
  | 'product_image'
>;

/**
 * An order line priced again today (docs/business-rules.md "Orders and checkouts",
 * Reorder): the same product, size, fabric, colour, storage and quote text, as a line of
 * POST /api/order/quote. Null when the product or its size is no longer in the catalogue.
 */
export function quoteLineOfOrder(order: ReorderLine, quantity: number, referenceNumber: string) {
  if (order.productId === null || order.sizeId === null) return null;
  return {
    productId: order.productId,
    sizeId: order.sizeId,
    fabricId: order.fabricId,
    fabricColorId: order.fabricColorId,
    quantity,
    isStorageCharges: order.storageType !== 'Non Ottoman',
    referenceNumber,
    storageType: order.storageType,
    special_quote: {
      text: order.special_quote === 'None' ? '' : order.special_quote.text,
      fileBase64: null,
      fileName: null,
    },
  };
}

/** What one order line's new cart line would be, at today's unit price and VAT. */
export function cartItemOfOrder(order: ReorderLine, today: TodaysPrice): CartItem {
  return {
    id: order.productId!,
    product_name: order.product_name,
    price: today.price,
    vat: today.vat,
    size: order.size_name ?? '',
    sizeId: order.sizeId!,
    fabric: order.fabric_name,
    fabricId: order.fabricId,
    fabricColor: order.fabric_color_name,
    fabricColorId: order.fabricColorId,
    quantity: order.quantity,
    image: order.product_image,
    isStorage: order.storageType === 'Ottoman',
    isCloudStorage: order.storageType === 'Cloud Storage',
    storageType: order.storageType,
    referenceNumber: order.referenceNumber,
    specialQuote: {
      text: order.special_quote === 'None' ? '' : order.special_quote.text,
      fileBase64: null,
      fileName: null,
    },
  };
}

/** A line of the checkout that did not go into the cart as it was, and why. */
export interface FlaggedLine {
  trackingId: string;
  name: string;
  referenceNumber: string;
  message: string;
}

export interface ReorderAllResult {
  added: number;
  flagged: FlaggedLine[];
}

export const CART_FULL_FOR_REORDER =
  'Not added: the cart is full. Place an order or remove a line.';
export const quoteFileNotCopied = (fileName: string) =>
  `Added without its quote file ${fileName}: the file stays with the original order. Add it again with the line if it still applies.`;

const flag = (order: ReorderLine, message: string): FlaggedLine => ({
  trackingId: order.trackingId,
  name: order.product_name,
  referenceNumber: order.referenceNumber,
  message,
});

/**
 * "Reorder all" (docs/business-rules.md "Orders and checkouts"): every line of a checkout
 * goes into the cart with its quantity and reference, at the price the server gives today;
 * a line whose product or option is no longer sold stays out, named with the reason.
 * Nothing is ordered: the buyer checks out as usual.
 */
export async function reorderAll(orders: readonly ReorderLine[]): Promise<ReorderAllResult> {
  const flagged: FlaggedLine[] = [];
  const askable = orders.flatMap((order) => {
    const line = quoteLineOfOrder(order, order.quantity, order.referenceNumber);
    if (!line) flagged.push(flag(order, PRODUCT_UNAVAILABLE));
    return line ? [{ order, line }] : [];
  });
  const quote =
    askable.length > 0
      ? await api.post<OrderQuote>(QUOTE_PATH, { items: askable.map(({ line }) => line) })
      : undefined;

  let cart = readCart();
  const lines: CartItem[] = [];
  askable.forEach(({ order }, index) => {
    const today = quote?.lines[index];
    if (!today || 'message' in today) {
      flagged.push(flag(order, today?.message ?? PRODUCT_UNAVAILABLE));
      return;
    }
    const line = cartItemOfOrder(order, today);
    try {
      cart = addLine(cart, line);
      lines.push(line);
    } catch (error) {
      if (!(error instanceof CartFullError)) throw error;
      flagged.push(flag(order, CART_FULL_FOR_REORDER));
      return;
    }
    if (order.special_quote !== 'None' && order.special_quote.fileName) {
      flagged.push(flag(order, quoteFileNotCopied(order.special_quote.fileName)));
    }
  });
  if (lines.length > 0) addLinesToCart(lines);
  return { added: lines.length, flagged };
}
