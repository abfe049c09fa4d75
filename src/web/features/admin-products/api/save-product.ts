import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { AdminProduct, ProductBody } from '../types';
import { productKey, productsKey } from './keys';

export interface SaveProductVariables {
  /** Absent for a new product. */
  id?: number | undefined;
  body: ProductBody;
}

export function saveProduct({ id, body }: SaveProductVariables): Promise<AdminProduct> {
  const answer =
    id === undefined
      ? api.post<{ product: AdminProduct }>('/api/admin/products', body)
      : api.put<{ product: AdminProduct }>(`/api/admin/products/${id}`, body);
  return answer.then((a) => a.product);
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(productKey(product.id), product);
      return queryClient.invalidateQueries({ queryKey: productsKey });
    },
  });
}
