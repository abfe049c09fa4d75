import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import { getUserDetailsQueryOptions } from '#src/web/lib/user-details';

export type UpdatePasswordResponse = { success: true; message: string };

export type UpdatePasswordVariables = {
  userId: number;
  curr_password: string;
  new_password: string;
};

export function updatePassword({ userId, ...body }: UpdatePasswordVariables) {
  return api.put<UpdatePasswordResponse>(`/api/auth/user/update_password/${userId}`, body);
}

/** Changes the signed-in user's password; their id comes from GET /api/user/details. */
export function useUpdateOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (passwords: Omit<UpdatePasswordVariables, 'userId'>) => {
      const user = await queryClient.fetchQuery(getUserDetailsQueryOptions());
      return updatePassword({ userId: user.id, ...passwords });
    },
  });
}
