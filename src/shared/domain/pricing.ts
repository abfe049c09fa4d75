import { fromCents, roundEuro, toCents } from './money';

export const VAT_RATE = 0.23;

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
 * (accounts-and-ordering §9, DECISIONS.md #2). Used by the product page and by the
 * server when it recomputes an order: the two can never disagree.
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
  return roundEuro(basePrice + surcharge * (sizeMultiplier ?? 1));
}

export function vatOf(unit: number): number {
  return roundEuro(unit * VAT_RATE);
}

export interface LinePrice {
  unitPrice: number;
  vat: number;
  /** (unit + VAT) × quantity. */
  total: number;
}

export function linePrice(unit: number, quantity: number): LinePrice {
  const vat = vatOf(unit);
  return { unitPrice: unit, vat, total: fromCents((toCents(unit) + toCents(vat)) * quantity) };
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
    subtotal += toCents(line.unitPrice) * line.quantity;
    vat += toCents(vatOf(line.unitPrice)) * line.quantity;
  }
  return { subtotal: fromCents(subtotal), vat: fromCents(vat), total: fromCents(subtotal + vat) };
}

/** Accounts §9: the 0.01 tolerance when credit is compared with a total. */
export const CREDIT_TOLERANCE = 0.01;

/** DECISIONS.md #4: the limit less what open orders hold, in cents. */
export const availableCredit = (creditLimit: number, openOrdersTotal: number) =>
  fromCents(toCents(creditLimit) - toCents(openOrdersTotal));

export const creditCovers = (available: number, total: number) =>
  toCents(total) <= toCents(available) + toCents(CREDIT_TOLERANCE);
