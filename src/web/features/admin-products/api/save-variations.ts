import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { AdminProduct, AdminVariation, VariationRow } from '../types';
import { productAuditKey, productKey, productsKey } from './keys';

export const saveVariations = ({ id, rows }: { id: number; rows: VariationRow[] }) =>
  api
    .put<{ variations: AdminVariation[] }>(`/api/admin/products/${id}/variations`, { rows })
    .then((a) => a.variations);

export function useSaveVariations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVariations,
    onSuccess: (variations, { id }) => {
      queryClient.setQueryData<AdminProduct>(productKey(id), (old) =>
        old ? { ...old, variations } : old,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...productsKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: productAuditKey(id) }),
      ]);
    },
  });
}
