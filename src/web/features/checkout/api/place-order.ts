import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  hasQuoteFile,
  isServerFileId,
  quoteFileSize,
  type CartItem,
} from '#src/shared/domain/cart';
import type { AwaitingApproval } from '#src/shared/schemas/approvals';
import type { PlacedOrder } from '#src/shared/schemas/orders';
import { ApiError, api } from '#src/web/lib/api-client';
import { ORDERS_QUERY_KEY } from '#src/web/lib/orders-query-key';
import {
  CART_QUOTE_QUERY_KEY,
  orderItemOf,
  quoteFileGone,
  quoteItemOf,
} from '#src/web/lib/cart-prices';
import { downloadCartFile } from '#src/web/lib/cart-api';
import { bytesOf, mimeTypeOf } from '#src/web/lib/quote-file-bytes';
import { keptQuoteFile } from '#src/web/lib/quote-files';
import { APPROVALS_QUERY_KEY } from '#src/web/lib/approvals';
import { DELIVERY_OPTIONS_QUERY_KEY } from '#src/web/lib/delivery-options';
import { USER_DETAILS_QUERY_KEY } from '#src/web/lib/user-details';

export const PLACE_ORDER_PATH = '/api/order/product';
export const QUOTE_FILES_FIELD = 'special_quote_files';

/** 201: placed; 202: above the buyer's limit, awaiting an approver (docs/api.md "Approvals"). */
export type PlaceOrderResponse = PlacedOrder | AwaitingApproval;

export type PlaceOrderVariables = {
  items: readonly CartItem[];
  shippingAddress: string;
  /** The buyer's purchase-order number for the whole order ('' for none). */
  poNumber?: string;
  /** The company's delivery site it goes to, if the buyer chose one. */
  siteId?: number | undefined;
  /** The order total the buyer was shown: the server refuses the order if today's differs. */
  expectedTotal?: number;
  /** The delivery day chosen: 'earliest' (the default) or YYYY-MM-DD. */
  deliveryDay?: string | undefined;
  /**
   * One per confirmed cart, the same for its retries
   * (docs/business-rules.md "Orders and checkouts").
   */
  idempotencyKey: string;
};

const quoteFileMissing = (item: CartItem) =>
  `${item.product_name} (reference ${item.referenceNumber.trim()}): ${quoteFileGone(item.specialQuote.fileName)}`;

/** Lines whose kept quote file is gone from this browser (its storage cleared): nothing is sent. */
export class QuoteFileMissingError extends Error {
  constructor(items: readonly CartItem[]) {
    super(`${items.map(quoteFileMissing).join(' ')} Nothing was ordered.`);
    this.name = 'QuoteFileMissingError';
  }
}

const MISSING = Symbol('missing');

/** The line's quote file as a form part, null when it has none, MISSING when it is gone. */
async function quoteFilePart(item: CartItem): Promise<File | null | typeof MISSING> {
  const { fileBase64, fileName, fileId } = item.specialQuote;
  if (!hasQuoteFile(item) || !fileName) return null;
  // A cart stored in the original client's shape carries the file itself.
  if (!fileId) return new File([bytesOf(fileBase64!)], fileName, { type: mimeTypeOf(fileName) });
  // Kept by the server since the line was added (docs/business-rules.md "Cart"), or, for a
  // line added before carts followed the buyer, by this browser (ADR 0021).
  const kept = isServerFileId(fileId)
    ? await downloadCartFile(fileId)
    : await keptQuoteFile(fileId);
  if (!kept) return MISSING;
  return new File([kept], fileName, { type: kept.type || mimeTypeOf(fileName) });
}

/**
 * The multipart body: `items` as JSON, `shipping_address`, then one
 * `special_quote_files` part per line with a quote file, in the order of those lines.
 */
export async function buildOrderForm(
  items: readonly CartItem[],
  shippingAddress: string,
  expectedTotal?: number,
  poNumber = '',
  siteId?: number,
  deliveryDay?: string,
): Promise<FormData> {
  const form = new FormData();
  form.append('items', JSON.stringify(items.map(orderItemOf)));
  form.append('shipping_address', shippingAddress.trim());
  if (poNumber.trim()) form.append('po_number', poNumber.trim());
  if (siteId !== undefined) form.append('site_id', String(siteId));
  if (expectedTotal !== undefined) form.append('expected_total', expectedTotal.toFixed(2));
  if (deliveryDay !== undefined) form.append('delivery_day', deliveryDay);
  const files = await Promise.all(items.map(quoteFilePart));
  const missing = items.filter((_, index) => files[index] === MISSING);
  if (missing.length > 0) throw new QuoteFileMissingError(missing);
  for (const file of files) {
    if (file instanceof File) form.append(QUOTE_FILES_FIELD, file, file.name);
  }
  return form;
}

/** What identifies "the same order again": a retry of it may reuse its Idempotency-Key. */
export function orderSignature(
  items: readonly CartItem[],
  shippingAddress: string,
  poNumber = '',
  siteId?: number,
  deliveryDay = 'earliest',
): string {
  return JSON.stringify([
    // Not the prices: they may be brought up to date (ADR 0020) between a confirm whose
    // answer was lost and its retry, which must reuse the key.
    items.map(quoteItemOf),
    items.map(quoteFileSize),
    shippingAddress.trim(),
    poNumber.trim(),
    siteId ?? null,
    deliveryDay,
  ]);
}

/** The field a refusal names (400/409 with `errors`), e.g. `delivery_day`. */
export function refusedField(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) {
    return undefined;
  }
  const { errors } = error.body as { errors?: { field?: unknown }[] };
  const field = Array.isArray(errors) ? errors[0]?.field : undefined;
  return typeof field === 'string' ? field : undefined;
}

/** POST /api/order/product: one order per cart line, all or none. */
export async function placeOrder({
  items,
  shippingAddress,
  poNumber,
  siteId,
  expectedTotal,
  deliveryDay,
  idempotencyKey,
}: PlaceOrderVariables) {
  return api.post<PlaceOrderResponse>(
    PLACE_ORDER_PATH,
    await buildOrderForm(items, shippingAddress, expectedTotal, poNumber, siteId, deliveryDay),
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

/** Places the order; credit and the order list change, so both are fetched afresh. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => {
      // Not awaited: the buyer moves on while the new figures load.
      void queryClient.invalidateQueries({ queryKey: USER_DETAILS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: APPROVALS_QUERY_KEY });
    },
    onError: (error) => {
      // 422: the credit on screen was out of date; show what the server counts.
      if (error instanceof ApiError && error.status === 422) {
        void queryClient.invalidateQueries({ queryKey: USER_DETAILS_QUERY_KEY });
      }
      // 409: a price changed since the cart was priced; the cart takes today's prices. Or
      // the delivery day has just been taken: the days are asked again.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: CART_QUOTE_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: DELIVERY_OPTIONS_QUERY_KEY });
      }
    },
  });
}
