import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { ProductFormOptions } from '../types';

/** Categories, sizes and fabrics are edited on other screens: read them fresh each visit. */
export const formOptionsKey = ['admin', 'products', 'form-options'] as const;

export const getFormOptions = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<ProductFormOptions>('/api/admin/products/form-options', { signal });

export const getFormOptionsQueryOptions = () =>
  queryOptions({ queryKey: formOptionsKey, queryFn: ({ signal }) => getFormOptions({ signal }) });

export function useFormOptions() {
  return useQuery(getFormOptionsQueryOptions());
}
