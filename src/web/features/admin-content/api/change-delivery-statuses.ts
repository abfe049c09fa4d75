import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { DeliveryStatus } from '../types';
import { DELIVERY_STATUSES_QUERY_KEY } from './get-delivery-statuses';

type OneStatus = { success: true; status: DeliveryStatus };
type StatusList = { success: true; statuses: DeliveryStatus[] };

export const createDeliveryStatus = (deliveryStatus: string) =>
  api.post<OneStatus>('/api/admin/delivery-statuses', { deliveryStatus });

export const renameDeliveryStatus = ({
  id,
  deliveryStatus,
}: {
  id: number;
  deliveryStatus: string;
}) => api.put<OneStatus>(`/api/admin/delivery-statuses/${id}`, { deliveryStatus });

export const reorderDeliveryStatuses = (ids: number[]) =>
  api.put<StatusList>('/api/admin/delivery-statuses/order', { ids });

export const deleteDeliveryStatus = (id: number) =>
  api.delete<StatusList>(`/api/admin/delivery-statuses/${id}`);

/** Every change refetches the list (tracking, orders and the dashboard read it too). */
function useStatusMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DELIVERY_STATUSES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}

export const useCreateDeliveryStatus = () => useStatusMutation(createDeliveryStatus);
export const useRenameDeliveryStatus = () => useStatusMutation(renameDeliveryStatus);
export const useReorderDeliveryStatuses = () => useStatusMutation(reorderDeliveryStatuses);
export const useDeleteDeliveryStatus = () => useStatusMutation(deleteDeliveryStatus);
