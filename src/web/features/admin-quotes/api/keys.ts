/**
 * Every console quote query lives under this key: a step on one quote changes its page, the
 * queue's rows and counts, and the dashboard's figures, so a mutation invalidates it whole.
 */
export const adminQuotesKey = ['admin', 'quotes'] as const;
