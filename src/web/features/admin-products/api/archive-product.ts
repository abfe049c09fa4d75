import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { AdminProduct } from '../types';
import { productKey, productsKey } from './keys';

export const archiveProduct = (id: number) =>
  api.post<{ product: AdminProduct }>(`/api/admin/products/${id}/archive`).then((a) => a.product);

export function useArchiveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(productKey(product.id), product);
      return queryClient.invalidateQueries({ queryKey: productsKey });
    },
  });
}
