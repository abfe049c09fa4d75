import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  hasQuoteFile,
  isServerFileId,
  lineKey,
  quoteFileIds,
  type CartItem,
} from '../../shared/domain/cart';
import type { OrderQuote } from '../../shared/schemas/orders';
import { fromCents, toCents } from '../../shared/domain/money';
import type { StorageType } from '../../shared/domain/pricing';
import { api } from './api-client';
import { repriceCart, type TodaysPrice } from './cart-store';
import { useSignedIn } from './session';

export const QUOTE_PATH = '/api/order/quote';
/** The cart priced today: asked again when an order is refused for a changed price. */
export const CART_QUOTE_QUERY_KEY = ['cart-quote'] as const;

/** One entry of the `items` field of an order or a quote (docs/api.md "Orders"). */
export interface OrderItemPayload {
  productId: number;
  sizeId: number;
  fabricId: number | null;
  fabricColorId: number | null;
  /** The cart's price + VAT, as the spec's client sends it; the server prices the line itself. */
  price: number;
  quantity: number;
  isStorageCharges: boolean;
  referenceNumber: string;
  storageType: StorageType;
  special_quote: { text: string; fileBase64: null; fileName: string | null };
}

export function orderItemOf(item: CartItem): OrderItemPayload {
  return {
    productId: item.id,
    sizeId: item.sizeId,
    fabricId: item.fabricId,
    fabricColorId: item.fabricColorId,
    price: fromCents(toCents(item.price) + toCents(item.vat)),
    quantity: item.quantity,
    isStorageCharges: item.storageType !== 'Non Ottoman',
    referenceNumber: item.referenceNumber.trim(),
    storageType: item.storageType,
    special_quote: {
      text: item.specialQuote.text.trim(),
      // The file's bytes go as a multipart part, never inside the JSON.
      fileBase64: null,
      fileName: hasQuoteFile(item) ? item.specialQuote.fileName : null,
    },
  };
}

/** A line as the quote reads it: what the cart would order, without the price it shows. */
export function quoteItemOf(item: CartItem) {
  const { price: _shown, ...line } = orderItemOf(item);
  return line;
}

const samePrice = (a: TodaysPrice, b: TodaysPrice) =>
  toCents(a.price) === toCents(b.price) && toCents(a.vat) === toCents(b.vat);

export interface RefusedLine {
  key: string;
  name: string;
  referenceNumber: string;
  /** The server's reason: "This product is no longer available.", say. */
  message: string;
}

/**
 * The cart at today's prices. A line keeps the price of the day it was added; the server prices the
 * order when it is placed (docs/business-rules.md "Prices"). Here the cart and checkout ask the
 * server what the lines cost now, put those prices in the cart, and name the lines whose price
 * moved, so the buyer confirms the amount that will be charged, and the lines that can no longer be
 * ordered as they are.
 */
export function useTodaysPrices(items: readonly CartItem[]): {
  changed: string[];
  refused: RefusedLine[];
  stockLeft: (item: CartItem) => number | null;
} {
  const signedIn = useSignedIn();
  const lines = items.map(quoteItemOf);
  const quote = useQuery({
    queryKey: [...CART_QUOTE_QUERY_KEY, lines],
    queryFn: ({ signal }) => api.post<OrderQuote>(QUOTE_PATH, { items: lines }, { signal }),
    enabled: signedIn && items.length > 0,
    staleTime: 0,
    retry: false,
  });
  const [moved, setMoved] = useState<ReadonlySet<string>>(new Set());
  // The units left of each product sold from stock, as last answered: kept while the
  // lines are asked about again, so a quantity typed meanwhile is still checked.
  const [stock, setStock] = useState<ReadonlyMap<number, number | null>>(new Map());

  // Not a cached answer shown while its key is fetched again (quantity 1 → 2 → 1): it may
  // be older than a price change, and would put the old price back for a moment.
  const answer = quote.isFetching ? undefined : quote.data;
  useEffect(() => {
    // The answer is for these very lines (they are its key) and in their order.
    if (!answer || answer.lines.length !== items.length) return;
    setStock((before) => {
      const after = new Map(before);
      items.forEach((item, index) => {
        const left = answer.lines[index]?.available_stock;
        if (left !== undefined) after.set(item.id, left);
      });
      return after;
    });
    const prices = new Map<string, TodaysPrice>();
    items.forEach((item, index) => {
      const today = answer.lines[index];
      if (today && 'price' in today && !samePrice(today, item)) prices.set(lineKey(item), today);
    });
    if (prices.size === 0) return;
    repriceCart(prices);
    setMoved((before) => new Set([...before, ...prices.keys()]));
  }, [answer, items]);
  // The lines still in the cart whose price moved while it was shown.
  const changed = items.filter((item) => moved.has(lineKey(item))).map((i) => i.product_name);

  // Lines the server would refuse today, named before Confirm Order rather than after. A
  // cached answer of these very lines may name them while it is asked again: no flicker.
  const known = quote.data;
  const refused: RefusedLine[] =
    known && known.lines.length === items.length
      ? items.flatMap((item, index) => {
          const today = known.lines[index];
          return today && 'message' in today
            ? [
                {
                  key: lineKey(item),
                  name: item.product_name,
                  referenceNumber: item.referenceNumber.trim(),
                  message: today.message,
                },
              ]
            : [];
        })
      : [];

  // A line may have what its product has left less what the cart's other lines of it
  // take (the server counts them together).
  const stockLeft = (item: CartItem) => {
    const left = stock.get(item.id);
    if (left == null) return null;
    const others = items
      .filter((other) => other.id === item.id && lineKey(other) !== lineKey(item))
      .reduce((sum, other) => sum + other.quantity, 0);
    return Math.max(0, left - others);
  };

  return { changed, refused, stockLeft };
}

export const quoteFileGone = (fileName: string | null) =>
  `Its quote file ${fileName ?? ''} is no longer in this browser. Remove the line and add it again with its file.`;

/**
 * The lines whose quote file (kept in IndexedDB, ADR 0021) this browser no longer has,
 * its site data cleared say: named before Confirm Order, which would refuse them.
 */
function useLinesMissingQuoteFiles(items: readonly CartItem[]): RefusedLine[] {
  // A file the server keeps is there until its line leaves (docs/business-rules.md "Cart").
  const ids = quoteFileIds(items).filter((id) => !isServerFileId(id));
  const kept = useQuery({
    queryKey: ['kept-quote-files', ids],
    // Loaded only for a cart with a kept file: idb-keyval stays out of the first load.
    queryFn: async () => new Set(await (await import('./quote-files')).keptQuoteFileIds()),
    enabled: ids.length > 0,
    staleTime: 0,
    retry: false,
  });
  const present = kept.data;
  if (!present) return [];
  return items.flatMap((item) => {
    const { fileId, fileName } = item.specialQuote;
    return fileId && !isServerFileId(fileId) && !present.has(fileId)
      ? [
          {
            key: lineKey(item),
            name: item.product_name,
            referenceNumber: item.referenceNumber.trim(),
            message: quoteFileGone(fileName),
          },
        ]
      : [];
  });
}

/** What the cart page and checkout say of the lines: today's prices, and what cannot be ordered. */
export function useCartNotices(items: readonly CartItem[]) {
  const { changed, refused, stockLeft } = useTodaysPrices(items);
  const missingFiles = useLinesMissingQuoteFiles(items);
  return { changed, refused: [...refused, ...missingFiles], stockLeft };
}
