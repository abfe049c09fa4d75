import type { z } from 'zod';
import type { CartItem } from '#src/shared/domain/cart';
import type { createQuoteBody, quoteLineInput } from '#src/shared/schemas/quotes';

/** A cart (or product page) line on the request form: ticked to be asked for, its group. */
export interface RequestLine {
  item: CartItem;
  included: boolean;
  group: string;
}

export const requestLinesOf = (items: readonly CartItem[]): RequestLine[] =>
  items.map((item) => ({ item, included: true, group: '' }));

/** "Site …": one of the company's sites, or an address typed ('other'). */
export type SiteChoice = number | 'other';

export interface RequestValues {
  lines: RequestLine[];
  title: string;
  message: string;
  fileIds: string[];
  deliveryFrom: string;
  deliveryTo: string;
  site: SiteChoice;
  siteAddress: string;
}

const filled = (text: string) => (text.trim() ? text : undefined);

function lineInputOf({ item, group }: RequestLine): z.input<typeof quoteLineInput> {
  return {
    productId: item.id,
    sizeId: item.sizeId,
    fabricId: item.fabricId,
    fabricColorId: item.fabricColorId,
    storageType: item.storageType,
    quantity: item.quantity,
    group_label: filled(group),
    referenceNumber: filled(item.referenceNumber),
    // The line's special instruction in the cart is what staff price it with.
    note: filled(item.specialQuote.text),
  };
}

/**
 * The body of POST /api/quotes, and which form line each of its lines is (only the ticked
 * ones are sent), to put an error about `lines.N` under the right line.
 */
export function requestBodyOf(values: RequestValues, draft: boolean) {
  const sent = values.lines.flatMap((line, index) => (line.included ? [index] : []));
  const body: z.input<typeof createQuoteBody> = {
    title: filled(values.title),
    lines: sent.map((index) => lineInputOf(values.lines[index]!)),
    message: values.message,
    file_ids: values.fileIds,
    delivery_from: filled(values.deliveryFrom),
    delivery_to: filled(values.deliveryTo),
    ...(values.site === 'other'
      ? { site_address: filled(values.siteAddress) }
      : { site_id: values.site }),
    draft,
  };
  return { body, sent };
}

/** A form line's error key: every problem of the line shows under it. */
export const lineErrorKey = (index: number) => `line-${index}`;

/**
 * The form's key of an error at `path` of the body (from the schema's issues or the
 * server's `errors[].field`, "lines.2.group_label" or "lines[2].group_label").
 */
export function formKeyOf(path: readonly PropertyKey[] | string, sent: readonly number[]): string {
  const parts = typeof path === 'string' ? path.split(/[.[\]]+/).filter(Boolean) : path.map(String);
  const [field, index] = parts;
  if (field === 'lines' && index !== undefined && /^\d+$/.test(index)) {
    const formIndex = sent[Number(index)];
    return formIndex === undefined ? 'lines' : lineErrorKey(formIndex);
  }
  return field ?? 'form';
}
