/**
 * Every console delivery query lives under this key: a step on one booking changes its day's
 * cell, the old day's, the "to agree" list and the settings' counts, so a mutation
 * invalidates it whole.
 */
export const adminDeliveriesKey = ['admin', 'deliveries'] as const;
