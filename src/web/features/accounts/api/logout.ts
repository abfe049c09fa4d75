import { api } from '#src/web/lib/api-client';

export type LogoutResponse = { success: true };

/** The server revokes the session and clears its cookies. */
export function logout() {
  return api.post<LogoutResponse>('/api/auth/user/logout');
}
