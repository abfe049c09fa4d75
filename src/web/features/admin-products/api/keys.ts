/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const productsKey = ['admin', 'products'] as const;
export const productKey = (id: number) => [...productsKey, 'detail', id] as const;
export const productAuditKey = (id: number) => [...productsKey, 'audit', id] as const;
