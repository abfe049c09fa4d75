import { queryOptions, useQuery } from '@tanstack/react-query';
import { toCents } from '#src/shared/domain/money';
import type { StorageSurcharges } from '#src/shared/domain/pricing';
import { api } from '#src/web/lib/api-client';

type StoragePricesResponse = {
  success: true;
  ottomanBase: number | null;
  cloudBase: number | null;
};

/**
 * docs/api.md "Catalogue": without storage prices (a visitor, a failed call) both surcharges are 0.
 */
export const NO_STORAGE_PRICES: StorageSurcharges = { ottomanBaseCents: 0, cloudBaseCents: 0 };

/** GET /api/admin/storage-prices?categoryId= — the Beds category's surcharges. */
export async function getStoragePrices(
  categoryId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StorageSurcharges> {
  const query = new URLSearchParams({ categoryId: String(categoryId) });
  const response = await api.get<StoragePricesResponse>(
    `/api/admin/storage-prices?${query.toString()}`,
    { signal },
  );
  // Euro on the wire, cents from here on (docs/business-rules.md "Prices").
  return {
    ottomanBaseCents: toCents(response.ottomanBase ?? 0),
    cloudBaseCents: toCents(response.cloudBase ?? 0),
  };
}

export function getStoragePricesQueryOptions(categoryId: number) {
  return queryOptions({
    queryKey: ['storage-prices', categoryId],
    queryFn: ({ signal }) => getStoragePrices(categoryId, { signal }),
  });
}

export type StoragePricesState = {
  /** The surcharges in cents; 0 and 0 while unknown, or when the call failed (docs/api.md "Catalogue"). */
  prices: StorageSurcharges;
  /** Still asking: a price with storage is not known yet, so nothing may be added at it. */
  pending: boolean;
};

/** The surcharges of `categoryId` (none asked for when undefined) and whether they are still loading. */
export function useStoragePrices(categoryId: number | undefined): StoragePricesState {
  const enabled = categoryId !== undefined;
  const query = useQuery({ ...getStoragePricesQueryOptions(categoryId ?? 0), enabled });
  return { prices: query.data ?? NO_STORAGE_PRICES, pending: enabled && query.isPending };
}
