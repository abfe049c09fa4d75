import { addDays, dublinDate } from '#src/shared/domain/calendar-dates';
import { isWholeCents, toCents } from '#src/shared/domain/money';
import { lineCentsOf, totalsCentsOf, type TotalsCents } from '#src/shared/domain/pricing';
import { discountedCents } from '#src/shared/domain/quotes';
import {
  PRICE_OR_DISCOUNT,
  VALID_UNTIL_PAST,
  quoteVersionBody,
  type QuoteDetail,
  type QuoteVersion,
  type QuoteVersionBody,
} from '#src/shared/schemas/quotes';
import type { FieldMessages } from '#src/web/lib/form-errors';
import { DECIMAL_COMMA_MESSAGE, isDecimalComma, parseTypedNumber } from '#src/web/lib/typed-number';

/** Working days a line takes when no version said otherwise. */
export const DEFAULT_LEAD_TIME_DAYS = 20;
/** Days a new version holds by default. */
export const DEFAULT_VALIDITY_DAYS = 10;
export const PRICE_IN_CENTS = 'Give the price in euro and cents, as in 249.99';

/** The composer's fields as typed: text, so nothing typed is lost or reformatted. */
export interface VersionDraft {
  lines: Array<{ lineId: number; unitPrice: string; leadTime: string }>;
  discount: string;
  validUntil: string;
  deliveryTerms: string;
  message: string;
}

const euroText = (euro: number) => (toCents(euro) / 100).toFixed(2);

/** The version staff answer from now: the one not superseded, else the latest. */
export function currentVersionOf(versions: readonly QuoteVersion[]): QuoteVersion | undefined {
  const sorted = [...versions].sort((a, b) => b.version - a.version);
  return sorted.find((v) => !v.superseded) ?? sorted[0];
}

/** A percent as typed (12.5) in basis points (1250), exactly. */
const basisPointsOf = (percent: number) => Math.round(percent * 100);

/**
 * The form prefilled from the current version: its discount, and each line's price unless
 * that price is what the discount made of the list price (it stays blank, so a new discount
 * still applies to it), and its lead time.
 */
export function initialDraft(detail: QuoteDetail, today = dublinDate()): VersionDraft {
  const current = currentVersionOf(detail.versions);
  const points =
    current?.discountPercent != null ? basisPointsOf(current.discountPercent) : undefined;
  return {
    lines: detail.lines.map((line) => {
      const quoted = current?.lines.find((l) => l.lineId === line.id);
      const fromDiscount =
        quoted !== undefined &&
        points !== undefined &&
        toCents(quoted.unit_price) === discountedCents(toCents(quoted.list_price), points);
      return {
        lineId: line.id,
        unitPrice: quoted && !fromDiscount ? euroText(quoted.unit_price) : '',
        leadTime: String(quoted?.lead_time_days ?? DEFAULT_LEAD_TIME_DAYS),
      };
    }),
    discount: current?.discountPercent != null ? String(current.discountPercent) : '',
    validUntil: addDays(today, DEFAULT_VALIDITY_DAYS),
    deliveryTerms: current?.deliveryTerms ?? '',
    message: '',
  };
}

/** A typed amount: blank, whole cents, or why it cannot be read. */
function readPrice(text: string): { cents: number | null; error?: string } {
  const value = parseTypedNumber(text);
  if (value === undefined) return { cents: null };
  if (isDecimalComma(text)) return { cents: null, error: DECIMAL_COMMA_MESSAGE };
  if (Number.isNaN(value) || !isWholeCents(value)) return { cents: null, error: PRICE_IN_CENTS };
  if (value < 0) return { cents: null, error: 'unit_price cannot be negative.' };
  return { cents: toCents(value) };
}

export interface LinePreview {
  lineId: number;
  /** Ex VAT, from the line's own price or the discount; null when neither gives one. */
  unitCents: number | null;
  fromDiscount: boolean;
  totalCents: number | null;
}

export interface VersionPreview {
  lines: LinePreview[];
  /** Null until every line has a price. */
  totals: TotalsCents | null;
}

/** What the buyer would be quoted for the draft, in whole cents, as the server prices it. */
export function previewOf(draft: VersionDraft, detail: QuoteDetail): VersionPreview {
  const discount = parseTypedNumber(draft.discount);
  const points =
    discount !== undefined && Number.isFinite(discount) && discount >= 0 && discount <= 100
      ? basisPointsOf(discount)
      : undefined;
  const lines = draft.lines.map((entry): LinePreview => {
    const line = detail.lines.find((l) => l.id === entry.lineId);
    const own = readPrice(entry.unitPrice);
    const fromDiscount = own.cents === null && !own.error && points !== undefined && !!line;
    const unitCents =
      own.cents ??
      (fromDiscount && line ? discountedCents(toCents(line.list_price), points) : null);
    return {
      lineId: entry.lineId,
      unitCents,
      fromDiscount,
      totalCents:
        unitCents !== null && line ? lineCentsOf(unitCents, line.quantity).totalCents : null,
    };
  });
  const priced = lines.flatMap((l) => {
    const quantity = detail.lines.find((line) => line.id === l.lineId)?.quantity ?? 0;
    return l.unitCents === null ? [] : [{ unitCents: l.unitCents, quantity }];
  });
  return { lines, totals: priced.length === lines.length ? totalsCentsOf(priced) : null };
}

/** Zod's and the server's paths alike: "lines.0.unit_price", "valid_until". */
function pathMessages(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const messages: FieldMessages = {};
  for (const issue of issues)
    messages[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return messages;
}

/**
 * The body `quoteVersionBody` accepts, or the messages to show under the fields, by the
 * server's field names ("lines.2.lead_time_days").
 */
export function readDraft(
  draft: VersionDraft,
  fileIds: string[],
  today = dublinDate(),
): { body: QuoteVersionBody; errors?: undefined } | { errors: FieldMessages } {
  const errors: FieldMessages = {};
  const lines = draft.lines.map((entry, index) => {
    const price = readPrice(entry.unitPrice);
    if (price.error) errors[`lines.${index}.unit_price`] = price.error;
    const lead = entry.leadTime.trim() === '' ? undefined : Number(entry.leadTime.trim());
    return {
      line_id: entry.lineId,
      unit_price: price.cents === null ? null : price.cents / 100,
      lead_time_days: lead,
    };
  });
  const discount = parseTypedNumber(draft.discount);
  if (discount !== undefined && isDecimalComma(draft.discount)) {
    errors.discount_percent = DECIMAL_COMMA_MESSAGE;
  }
  const parsed = quoteVersionBody.safeParse({
    lines,
    ...(discount === undefined ? {} : { discount_percent: discount }),
    valid_until: draft.validUntil,
    delivery_terms: draft.deliveryTerms,
    message: draft.message,
    file_ids: fileIds,
  });
  const all = { ...(parsed.success ? {} : pathMessages(parsed.error.issues)), ...errors };
  if (discount === undefined && lines.some((l) => l.unit_price === null)) {
    all.discount_percent ??= PRICE_OR_DISCOUNT;
  }
  if (draft.validUntil && draft.validUntil < today) all.valid_until ??= VALID_UNTIL_PAST;
  if (!parsed.success || Object.keys(all).length > 0) return { errors: all };
  return { body: parsed.data };
}
