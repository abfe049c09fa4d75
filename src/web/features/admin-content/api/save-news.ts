import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { AdminNews } from '../types';
import { NEWS_QUERY_KEY } from './get-news';

export function saveNews(content: string) {
  return api.put<{ success: true; news: AdminNews }>('/api/admin/news', { content });
}

export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNews,
    onSuccess: ({ news }) => {
      queryClient.setQueryData(NEWS_QUERY_KEY, news);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
