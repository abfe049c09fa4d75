import { useMutation } from '@tanstack/react-query';
import type { PublicUser, SignIn } from '#src/shared/schemas/accounts';
import { api } from '#src/web/lib/api-client';

export type LoginResponse = { success: true; message: string; token: string; user: PublicUser };

/** docs/api.md "Accounts": the server sets the session cookies; 401/403/429 carry a message. */
export function login(input: SignIn) {
  return api.post<LoginResponse>('/api/auth/user/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
