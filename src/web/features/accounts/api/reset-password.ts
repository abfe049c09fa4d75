import { useMutation } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';

export type ResetPasswordResponse = { success: true; message: string };

export function resetPassword(input: { token: string; password: string }) {
  return api.post<ResetPasswordResponse>('/api/auth/user/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
