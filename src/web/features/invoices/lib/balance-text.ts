import { formatEuro } from '#src/web/lib/format';

/**
 * A balance as the buyer reads it: what the company owes, or (below zero) what it has
 * paid beyond its invoices, said in words rather than with a minus sign.
 */
export const balanceText = (amount: number) =>
  amount < 0 ? `${formatEuro(-amount)} in your favour` : formatEuro(amount);
