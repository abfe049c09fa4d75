import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListAnswer, ListBodyInput, ListsAnswer } from '#src/shared/schemas/saved-lists';
import { api } from './api-client';

/**
 * The buyer's saved lists (docs/api.md "Saved lists"), for the list screens
 * (features/saved-lists) and the cart's Save as list (features/cart).
 */

export const SAVED_LISTS_KEY = ['saved-lists'] as const;
export const savedListKey = (id: number) => [...SAVED_LISTS_KEY, id] as const;

export const fetchLists = () => api.get<ListsAnswer>('/api/lists');
export const fetchList = (id: number) => api.get<ListAnswer>(`/api/lists/${id}`);
export const createList = (body: ListBodyInput) => api.post<ListAnswer>('/api/lists', body);
export const replaceList = (id: number, body: ListBodyInput) =>
  api.put<ListAnswer>(`/api/lists/${id}`, body);
export const deleteList = (id: number) =>
  api.delete<{ success: true; message: string }>(`/api/lists/${id}`);

export const useSavedLists = (enabled = true) =>
  useQuery({ queryKey: SAVED_LISTS_KEY, queryFn: fetchLists, enabled });

export const useSavedList = (id: number) =>
  useQuery({ queryKey: savedListKey(id), queryFn: () => fetchList(id) });

/** A change of one list: the lists and that list are read again. */
export function useSaveList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ListBodyInput }) =>
      id === null ? createList(body) : replaceList(id, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(savedListKey(answer.list.id), answer);
      await queryClient.invalidateQueries({ queryKey: SAVED_LISTS_KEY, exact: true });
    },
  });
}

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteList,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: savedListKey(id) });
      await queryClient.invalidateQueries({ queryKey: SAVED_LISTS_KEY, exact: true });
    },
  });
}
