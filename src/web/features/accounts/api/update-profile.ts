import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, UpdateProfileInput, UserDetails } from '#src/shared/schemas/accounts';
import { api } from '#src/web/lib/api-client';
import { USER_DETAILS_QUERY_KEY } from '#src/web/lib/user-details';

export type UpdateProfileResponse = { success: true; message: string; data: PublicUser };

export type UpdateProfileVariables = { userId: number; profile: UpdateProfileInput };

/** Only the editable profile fields (updateProfileSchema): anything else is refused. */
export function updateProfile({ userId, profile }: UpdateProfileVariables) {
  return api.put<UpdateProfileResponse>(`/api/auth/user/update/${userId}`, profile);
}

/** Saves the profile and puts the answer into the cached user details. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (response) => {
      queryClient.setQueryData<UserDetails>(USER_DETAILS_QUERY_KEY, (current) =>
        current ? { ...current, ...response.data } : current,
      );
    },
  });
}
