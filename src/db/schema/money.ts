import { customType } from 'drizzle-orm/pg-core';
import { centsFromDecimal, decimalFromCents } from '../../shared/domain/money';

/**
 * An amount of euro stored as `numeric(precision, 2)` and read as whole cents, exactly:
 * the drivers give numeric as text, which is read digit by digit, never through a float
 * (docs/business-rules.md "Prices").
 */
export const cents = customType<{
  data: number;
  driverData: string;
  config: { precision: number };
}>({
  dataType: (config) => `numeric(${config?.precision ?? 12}, 2)`,
  fromDriver: (value) => centsFromDecimal(String(value)),
  toDriver: (value) => decimalFromCents(value),
});
