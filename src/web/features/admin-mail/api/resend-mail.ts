import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import { mailsKey } from './get-mails';

/** The dashboard's key (features/admin-dashboard): features do not import each other. */
const dashboardKey = ['admin', 'dashboard'] as const;

/** POST /api/admin/mails/:id/resend: the answer's message says what will happen. */
export function resendMail(id: number) {
  return api.post<{ success: true; message: string }>(`/api/admin/mails/${id}/resend`);
}

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    // The mail's state and tries change, and with them the dashboard's failing count.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mailsKey }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
