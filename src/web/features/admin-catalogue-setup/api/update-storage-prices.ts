import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { StoragePricesBody } from '#src/shared/schemas/admin-catalogue-setup';
import { setupKeys, type Saved } from './keys';
import { auditTrailsKey } from '#src/web/components/admin/use-audit-trail';

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
