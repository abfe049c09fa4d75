import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { ContactMessageItem } from '../types';

export function markMessageHandled(id: number) {
  return api.post<{ success: true; message: ContactMessageItem }>(
    `/api/admin/inbox/messages/${id}/handled`,
  );
}

export function useMarkMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageHandled,
    // The inbox lists and the dashboard's unhandled count both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
