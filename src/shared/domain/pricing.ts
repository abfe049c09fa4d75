import { divideRounded, fromCents, toCents } from './money';

export const VAT_RATE = 0.23;
/** VAT as a whole percentage, for exact arithmetic in cents. */
const VAT_PERCENT = 23;
/** Size multipliers have at most 3 decimals (the catalogue's numeric(6,3)). */
const MULTIPLIER_SCALE = 1000;

export type StorageType = 'Non Ottoman' | 'Ottoman' | 'Cloud Storage';
export const STORAGE_TYPES: readonly StorageType[] = ['Non Ottoman', 'Ottoman', 'Cloud Storage'];

export interface StoragePrices {
  ottomanBase: number;
  cloudBase: number;
}

/** A choice of size, fabric and colour: what a variation is priced for. */
export interface VariationChoice {
  sizeId: number;
  fabricId: number | null;
  fabricColorId: number | null;
}

/**
 * The price before storage (docs/business-rules.md "Prices"): the variation of this size,
 * fabric and colour, else the size's own variation (no fabric, no colour), else the
 * product's own price. `variationPrice` answers a choice's variation price, if any. The
 * product page and the server's checkout both price with it, so they cannot disagree.
 */
export function basePriceOf<P extends number | null>(
  variationPrice: (choice: VariationChoice) => number | null | undefined,
  choice: VariationChoice,
  productPrice: P,
): number | P {
  return (
    variationPrice(choice) ??
    variationPrice({ sizeId: choice.sizeId, fabricId: null, fabricColorId: null }) ??
    productPrice
  );
}

export interface UnitPriceInput {
  /** The matching variation's price, else the product's own price. */
  basePrice: number;
  storageType: StorageType;
  storagePrices: StoragePrices;
  /** The selected size's multiplier; default 1. */
  sizeMultiplier?: number | null;
}

/**
 * Unit price = base + storage surcharge × size multiplier, rounded to 2 decimals
 * (docs/business-rules.md "Prices"). Used by the product page and by the server when it recomputes
 * an order: the two can never disagree.
 */
export function unitPrice({
  basePrice,
  storageType,
  storagePrices,
  sizeMultiplier,
}: UnitPriceInput): number {
  const surcharge =
    storageType === 'Ottoman'
      ? storagePrices.ottomanBase
      : storageType === 'Cloud Storage'
        ? storagePrices.cloudBase
        : 0;
  const multiplier = Math.round((sizeMultiplier ?? 1) * MULTIPLIER_SCALE);
  const surchargeCents = divideRounded(toCents(surcharge) * multiplier, MULTIPLIER_SCALE);
  return fromCents(toCents(basePrice) + surchargeCents);
}

/** VAT of one unit in cents: 23% of the unit price, rounded once, half away from zero. */
export const vatCentsOf = (unitCents: number) => divideRounded(unitCents * VAT_PERCENT, 100);

export function vatOf(unit: number): number {
  return fromCents(vatCentsOf(toCents(unit)));
}

export interface LinePrice {
  unitPrice: number;
  vat: number;
  /** (unit + VAT) × quantity. */
  total: number;
}

export function linePrice(unit: number, quantity: number): LinePrice {
  const unitCents = toCents(unit);
  const vatCents = vatCentsOf(unitCents);
  return {
    unitPrice: fromCents(unitCents),
    vat: fromCents(vatCents),
    total: fromCents((unitCents + vatCents) * quantity),
  };
}

export interface Totals {
  subtotal: number;
  vat: number;
  total: number;
}

/** Subtotal, VAT and order total of several lines, summed in cents. */
export function orderTotals(lines: ReadonlyArray<{ unitPrice: number; quantity: number }>): Totals {
  let subtotal = 0;
  let vat = 0;
  for (const line of lines) {
    const unitCents = toCents(line.unitPrice);
    subtotal += unitCents * line.quantity;
    vat += vatCentsOf(unitCents) * line.quantity;
  }
  return { subtotal: fromCents(subtotal), vat: fromCents(vat), total: fromCents(subtotal + vat) };
}

/** docs/business-rules.md "Credit": the 0.01 tolerance when credit is compared with a total. */
export const CREDIT_TOLERANCE = 0.01;

/** docs/business-rules.md "Credit": the limit less what open orders hold, in cents. */
export const availableCredit = (creditLimit: number, openOrdersTotal: number) =>
  fromCents(toCents(creditLimit) - toCents(openOrdersTotal));

export const creditCovers = (available: number, total: number) =>
  toCents(total) <= toCents(available) + toCents(CREDIT_TOLERANCE);
