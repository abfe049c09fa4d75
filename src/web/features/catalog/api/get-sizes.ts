import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';

export type Size = {
  id: number;
  size: string;
  length: number | null;
  width: number | null;
  height: number | null;
  multiplier: number;
};

export type GetSizesResponse = { success: true; sizes: Size[] };

export async function getSizes({ signal }: { signal?: AbortSignal } = {}): Promise<Size[]> {
  const response = await api.get<GetSizesResponse>('/api/product/sizes', { signal });
  return response.sizes;
}

export function getSizesQueryOptions() {
  return queryOptions({
    queryKey: ['sizes'],
    queryFn: ({ signal }) => getSizes({ signal }),
    // Loaded once; the size list changes only when staff edit it.
    staleTime: 5 * 60_000,
  });
}

export function useSizes() {
  return useQuery(getSizesQueryOptions());
}
