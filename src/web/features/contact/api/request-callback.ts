import { useMutation } from '@tanstack/react-query';
import type { CallbackRequest } from '#src/shared/schemas/contact';
import { api } from '#src/web/lib/api-client';

export type CallbackResponse = { success: boolean; message: string };

export function requestCallback(input: CallbackRequest) {
  return api.post<CallbackResponse>('/api/user/request-call', input);
}

export function useRequestCallback() {
  return useMutation({ mutationFn: requestCallback });
}
