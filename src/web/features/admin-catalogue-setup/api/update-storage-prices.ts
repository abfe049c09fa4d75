import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StoragePricesBody } from '../../../../shared/schemas/admin-catalogue-setup';
import { setupKeys, type Saved } from './keys';
import { auditTrailsKey } from '../../../components/admin/use-audit-trail';

export const updateStoragePrices = ({
  categoryId,
  ...body
}: StoragePricesBody & { categoryId: number }) =>
  api.put<Saved & StoragePricesBody>(`/api/admin/storage-prices/${categoryId}`, body);

export function useUpdateStoragePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStoragePrices,
    // The storage prices are shown in the category list.
    onSuccess: () => {
      // An open History of the changed record shows the change too.
      void queryClient.invalidateQueries({ queryKey: auditTrailsKey });
      return queryClient.invalidateQueries({ queryKey: setupKeys.categories });
    },
  });
}
