/**
 * Prices in euro, as a client of the API reckons them: the tests' oracle for the amounts
 * the API shows. Each goes through the shop's one rule in cents
 * (src/shared/domain/pricing.ts), converting at the edge as the API does.
 */
import { fromCents, toCents } from '#src/shared/domain/money';
import {
  lineCentsOf,
  totalsCentsOf,
  totalsInEuro,
  unitCentsOf,
  vatCentsOf,
  type StorageType,
  type Totals,
} from '#src/shared/domain/pricing';

/** Storage surcharges in euro, as GET /api/admin/storage-prices gives them. */
export interface StoragePrices {
  ottomanBase: number;
  cloudBase: number;
}

export function unitPrice(input: {
  basePrice: number;
  storageType: StorageType;
  storagePrices: StoragePrices;
  sizeMultiplier?: number | null;
}): number {
  return fromCents(
    unitCentsOf({
      baseCents: toCents(input.basePrice),
      storageType: input.storageType,
      surcharges: {
        ottomanBaseCents: toCents(input.storagePrices.ottomanBase),
        cloudBaseCents: toCents(input.storagePrices.cloudBase),
      },
      sizeMultiplier: input.sizeMultiplier ?? null,
    }),
  );
}

export const vatOf = (unit: number) => fromCents(vatCentsOf(toCents(unit)));

export function linePrice(unit: number, quantity: number) {
  const line = lineCentsOf(toCents(unit), quantity);
  return {
    unitPrice: fromCents(line.unitCents),
    vat: fromCents(line.vatCents),
    total: fromCents(line.totalCents),
  };
}

export const orderTotals = (
  lines: ReadonlyArray<{ unitPrice: number; quantity: number }>,
): Totals =>
  totalsInEuro(
    totalsCentsOf(lines.map((l) => ({ unitCents: toCents(l.unitPrice), quantity: l.quantity }))),
  );

/** The limit less what open orders hold, in euro. */
export const availableCredit = (limit: number, open: number) =>
  fromCents(toCents(limit) - toCents(open));
