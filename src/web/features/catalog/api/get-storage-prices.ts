import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoragePrices } from '../../../../shared/domain/pricing';
import { api } from '../../../lib/api-client';

type StoragePricesResponse = {
  success: true;
  ottomanBase: number | null;
  cloudBase: number | null;
};

/** Accounts §7: without storage prices (a visitor, a failed call) both surcharges are 0. */
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

/** The surcharges of `categoryId` (none asked for when undefined); 0 and 0 until known or on failure. */
export function useStoragePrices(categoryId: number | undefined): StoragePrices {
  const query = useQuery({
    ...getStoragePricesQueryOptions(categoryId ?? 0),
    enabled: categoryId !== undefined,
  });
  return query.data ?? NO_STORAGE_PRICES;
}
