import { useMutation } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';

export type ForgotPasswordResponse = { success: true; message: string };

export function forgotPassword(input: { email: string }) {
  return api.post<ForgotPasswordResponse>('/api/auth/user/forgot-password', input);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
