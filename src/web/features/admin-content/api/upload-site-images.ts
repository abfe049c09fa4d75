import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';

const formWith = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export const uploadHeroPoster = (file: File) =>
  api.post<{ success: true; asset: { key: string; url: string } }>(
    '/api/admin/site-assets/hero-poster',
    formWith(file),
  );

export const uploadCategoryImage = ({ id, file }: { id: number; file: File }) =>
  api.post<{ success: true; category: { id: number; imageUrl: string } }>(
    `/api/admin/categories/${id}/image`,
    formWith(file),
  );

export function useUploadHeroPoster() {
  return useMutation({ mutationFn: uploadHeroPoster });
}

export function useUploadCategoryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCategoryImage,
    // The console's category lists and the shop's category tiles.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]),
  });
}

export const uploadHeroVideo = (file: File) =>
  api.post<{ success: true; asset: { key: string; url: string } }>(
    '/api/admin/site-assets/hero-video',
    formWith(file),
  );

export function useUploadHeroVideo() {
  return useMutation({ mutationFn: uploadHeroVideo });
}
