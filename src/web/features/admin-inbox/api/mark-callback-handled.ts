import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { CallbackRequestItem } from '../types';

export function markCallbackHandled(id: number) {
  return api.post<{ success: true; callback: CallbackRequestItem }>(
    `/api/admin/inbox/callbacks/${id}/handled`,
  );
}

export function useMarkCallbackHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markCallbackHandled,
    // The inbox lists and the dashboard's unhandled count both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
