import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoragePrices } from '#src/shared/domain/pricing';
import { api } from '#src/web/lib/api-client';

type StoragePricesResponse = {
  success: true;
  ottomanBase: number | null;
  cloudBase: number | null;
};

/**
 * docs/api.md "Catalogue": without storage prices (a visitor, a failed call) both surcharges are 0.
 */
export const NO_STORAGE_PRICES: StoragePrices = { ottomanBase: 0, cloudBase: 0 };

/** GET /api/admin/storage-prices?categoryId= — the Beds category's surcharges. */
export async function getStoragePrices(
  categoryId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StoragePrices> {
  const query = new URLSearchParams({ categoryId: String(categoryId) });
  const response = await api.get<StoragePricesResponse>(
    `/api/admin/storage-prices?${query.toString()}`,
    { signal },
  );
  return { ottomanBase: response.ottomanBase ?? 0, cloudBase: response.cloudBase ?? 0 };
}

export function getStoragePricesQueryOptions(categoryId: number) {
  return queryOptions({
    queryKey: ['storage-prices', categoryId],
    queryFn: ({ signal }) => getStoragePrices(categoryId, { signal }),
  });
}

export type StoragePricesState = {
  /** The surcharges; 0 and 0 while unknown, or when the call failed (docs/api.md "Catalogue"). */
  prices: StoragePrices;
  /** Still asking: a price with storage is not known yet, so nothing may be added at it. */
  pending: boolean;
};

/** The surcharges of `categoryId` (none asked for when undefined) and whether they are still loading. */
export function useStoragePrices(categoryId: number | undefined): StoragePricesState {
  const enabled = categoryId !== undefined;
  const query = useQuery({ ...getStoragePricesQueryOptions(categoryId ?? 0), enabled });
  return { prices: query.data ?? NO_STORAGE_PRICES, pending: enabled && query.isPending };
}
