import { useMutation } from '@tanstack/react-query';
import type { SignUp } from '#src/shared/schemas/accounts';
import { api } from '#src/web/lib/api-client';

export type RegisterResponse = { success: true; message: string };

/** The sign-up payload, with the ISO2 country of the phone number when it is known. */
export type RegisterInput = SignUp & { country?: string | undefined };

/**
 * docs/api.md "Accounts": 201 on success; 400 or 409 (duplicate email) with a list of field errors.
 */
export function register(input: RegisterInput) {
  return api.post<RegisterResponse>('/api/auth/user/register', input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
