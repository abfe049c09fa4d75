import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';
import type { AdminProduct, ProductImage } from '../types';
import { productAuditKey, productKey, productsKey } from './keys';

type ImagesAnswer = { images: ProductImage[] };

export function uploadImages({ id, files }: { id: number; files: File[] }) {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  return api.post<ImagesAnswer>(`/api/admin/products/${id}/images`, form).then((a) => a.images);
}

export const reorderImages = ({ id, ids }: { id: number; ids: number[] }) =>
  api.put<ImagesAnswer>(`/api/admin/products/${id}/images/order`, { ids }).then((a) => a.images);

export const deleteImage = ({ id, imageId }: { id: number; imageId: number }) =>
  api.delete<ImagesAnswer>(`/api/admin/products/${id}/images/${imageId}`).then((a) => a.images);

/** The three image changes answer the product's images: the editor shows them at once. */
function useImagesMutation<V extends { id: number }>(fn: (v: V) => Promise<ProductImage[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (images, { id }) => {
      queryClient.setQueryData<AdminProduct>(productKey(id), (old) =>
        old ? { ...old, images } : old,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...productsKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: productAuditKey(id) }),
      ]);
    },
  });
}

export const useUploadImages = () => useImagesMutation(uploadImages);
export const useReorderImages = () => useImagesMutation(reorderImages);
export const useDeleteImage = () => useImagesMutation(deleteImage);
