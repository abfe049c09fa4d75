import { divideRounded, fromCents } from './money';

export const VAT_RATE = 0.23;
/** VAT as a whole percentage, for exact arithmetic in cents. */
export const VAT_PERCENT = 23;
/** Size multipliers have at most 3 decimals (the catalogue's numeric(6,3)). */
const MULTIPLIER_SCALE = 1000;

export type StorageType = 'Non Ottoman' | 'Ottoman' | 'Cloud Storage';
export const STORAGE_TYPES: readonly StorageType[] = ['Non Ottoman', 'Ottoman', 'Cloud Storage'];

/** The storage surcharges of beds, in cents (before the size multiplier). */
export interface StorageSurcharges {
  ottomanBaseCents: number;
  cloudBaseCents: number;
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
  /** The price before storage (`basePriceOf`), in cents. */
  baseCents: number;
  storageType: StorageType;
  surcharges: StorageSurcharges;
  /** The selected size's multiplier, at most 3 decimals; default 1. */
  sizeMultiplier?: number | null;
}

/**
 * Unit price in cents = base + storage surcharge × size multiplier, the product rounded
 * once to the cent, half away from zero (docs/business-rules.md "Prices"). Used by the
 * product page and by the server when it prices an order: the two can never disagree.
 */
export function unitCentsOf({
  baseCents,
  storageType,
  surcharges,
  sizeMultiplier,
}: UnitPriceInput): number {
  const surcharge =
    storageType === 'Ottoman'
      ? surcharges.ottomanBaseCents
      : storageType === 'Cloud Storage'
        ? surcharges.cloudBaseCents
        : 0;
  // The multiplier in thousandths: exact for the catalogue's numeric(6,3).
  const multiplier = Math.round((sizeMultiplier ?? 1) * MULTIPLIER_SCALE);
  return baseCents + divideRounded(surcharge * multiplier, MULTIPLIER_SCALE);
}

/** VAT of one unit in cents: 23% of the unit price, rounded once, half away from zero. */
export const vatCentsOf = (unitCents: number) => divideRounded(unitCents * VAT_PERCENT, 100);

export interface LineCents {
  unitCents: number;
  vatCents: number;
  /** (unit + VAT) × quantity. */
  totalCents: number;
}

export function lineCentsOf(unitCents: number, quantity: number): LineCents {
  const vatCents = vatCentsOf(unitCents);
  return { unitCents, vatCents, totalCents: (unitCents + vatCents) * quantity };
}

export interface TotalsCents {
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
}

/** Subtotal, VAT and total of several lines: the sums of the lines' own amounts. */
export function totalsCentsOf(
  lines: ReadonlyArray<{ unitCents: number; quantity: number }>,
): TotalsCents {
  let subtotalCents = 0;
  let vatCents = 0;
  for (const line of lines) {
    subtotalCents += line.unitCents * line.quantity;
    vatCents += vatCentsOf(line.unitCents) * line.quantity;
  }
  return { subtotalCents, vatCents, totalCents: subtotalCents + vatCents };
}

/** The one cent of tolerance when credit is compared with a total. */
export const CREDIT_TOLERANCE_CENTS = 1;

/** The credit limit less what open orders hold (docs/business-rules.md "Credit"). */
export const availableCreditCents = (limitCents: number, openOrdersCents: number) =>
  limitCents - openOrdersCents;

export const creditCovers = (availableCents: number, totalCents: number) =>
  totalCents <= availableCents + CREDIT_TOLERANCE_CENTS;

/** Subtotal, VAT and total in euro, as the API and the screens show them. */
export interface Totals {
  subtotal: number;
  vat: number;
  total: number;
}

export const totalsInEuro = ({ subtotalCents, vatCents, totalCents }: TotalsCents): Totals => ({
  subtotal: fromCents(subtotalCents),
  vat: fromCents(vatCents),
  total: fromCents(totalCents),
});
