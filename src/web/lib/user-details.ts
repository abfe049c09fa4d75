import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetails } from '../../shared/schemas/accounts';
import { api } from './api-client';

/** The signed-in user's profile and credit (account page, checkout); removed from the cache on sign-out. */
export const USER_DETAILS_QUERY_KEY = ['user-details'] as const;

/** GET /api/user/details: 401 when signed out. */
export function getUserDetails({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<UserDetails>('/api/user/details', { signal });
}

export function getUserDetailsQueryOptions() {
  return queryOptions({
    queryKey: USER_DETAILS_QUERY_KEY,
    queryFn: ({ signal }) => getUserDetails({ signal }),
  });
}

export function useUserDetails() {
  return useQuery(getUserDetailsQueryOptions());
}
