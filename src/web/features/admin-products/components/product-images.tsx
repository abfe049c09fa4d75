import { useEffect, useId, useRef, useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#src/web/components/ui/dialog';
import { serverFieldErrors, serverMessage } from '#src/web/lib/form-errors';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import {
  IMAGE_ACCEPT,
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_UPLOAD,
  TOO_MANY_IMAGES,
} from '#src/shared/domain/admin-products';
import { useDeleteImage, useReorderImages, useUploadImages } from '../api/product-images';
import {
  dangerButtonClassName,
  panelClassName,
  secondaryButtonClassName,
  smallPrimaryClassName,
} from '../lib/styles';
import type { ProductImage } from '../types';

const ACCEPTED = IMAGE_ACCEPT.split(',');

/** Why these chosen files cannot be sent, checked before the upload. */
function chosenProblem(files: File[]): string | undefined {
  if (files.length > MAX_IMAGES_PER_UPLOAD) return TOO_MANY_IMAGES;
  if (files.some((f) => !ACCEPTED.includes(f.type))) return IMAGE_WRONG_TYPE;
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) return IMAGE_TOO_LARGE;
  return undefined;
}

export function ProductImages({
  productId,
  productName,
  images,
}: {
  productId: number;
  productName: string;
  images: ProductImage[];
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Array<{ file: File; preview: string }>>([]);
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState<ProductImage | null>(null);
  const upload = useUploadImages();
  const reorder = useReorderImages();
  const remove = useDeleteImage();

  // Previews are object URLs: released when the selection changes or the screen closes.
  useEffect(() => () => chosen.forEach((c) => URL.revokeObjectURL(c.preview)), [chosen]);

  const choose = (list: FileList | null) => {
    const files = [...(list ?? [])];
    const problem = chosenProblem(files);
    setError(problem);
    setChosen(problem ? [] : files.map((file) => ({ file, preview: URL.createObjectURL(file) })));
  };
  const clear = () => {
    setChosen([]);
    if (input.current) input.current.value = '';
  };
  const send = () =>
    upload.mutate(
      { id: productId, files: chosen.map((c) => c.file) },
      {
        onSuccess: () => {
          toastSuccess(chosen.length === 1 ? 'Image uploaded' : 'Images uploaded');
          clear();
        },
        onError: (e) => {
          const message =
            serverFieldErrors(e).images ??
            serverMessage(e) ??
            'The upload failed. Please try again.';
          setError(message);
          toastError(message);
        },
      },
    );
  const move = (index: number, by: -1 | 1) => {
    const ids = images.map((i) => i.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(
      { id: productId, ids },
      { onError: (e) => toastError(serverMessage(e) ?? 'The order could not be saved.') },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: productId, imageId: deleting.id },
      {
        onSuccess: () => {
          toastSuccess('Image deleted');
          setDeleting(null);
        },
        onError: (e) => toastError(serverMessage(e) ?? 'The image could not be deleted.'),
      },
    );
  };
  const busy = reorder.isPending || remove.isPending;

  return (
    <section aria-labelledby="images-title" className={panelClassName}>
      <h2 id="images-title" className="text-lg font-semibold">
        Images
      </h2>
      <p className="text-sm text-linen-700">
        The first image is the product’s picture in listings. JPEG, PNG or WebP, up to 10 MB each;
        they are resized and saved as WebP.
      </p>

      {images.length === 0 ? (
        <p className="mt-4 text-sm text-linen-700">
          No images yet: the storefront shows a placeholder.
        </p>
      ) : (
        <ol
          aria-label="Product images"
          className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
        >
          {images.map((image, n) => (
            <li key={image.id} className="rounded-lg ring-1 ring-linen-200">
              <img
                src={image.image_url}
                alt={`${productName}, image ${n + 1}`}
                className="aspect-[4/3] w-full rounded-t-lg bg-linen-100 object-cover"
              />
              <div className="flex items-center justify-between gap-1 p-2">
                <span className="text-xs text-linen-700">{n === 0 ? 'Main' : `#${n + 1}`}</span>
                <div className="flex gap-1">
                  <button
                    type="button"
                    disabled={n === 0 || busy}
                    onClick={() => move(n, -1)}
                    aria-label={`Move image ${n + 1} earlier`}
                    className="rounded px-2 py-1 text-sm ring-1 ring-linen-300 hover:bg-linen-100 disabled:opacity-40"
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    disabled={n === images.length - 1 || busy}
                    onClick={() => move(n, 1)}
                    aria-label={`Move image ${n + 1} later`}
                    className="rounded px-2 py-1 text-sm ring-1 ring-linen-300 hover:bg-linen-100 disabled:opacity-40"
                  >
                    →
                  </button>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => setDeleting(image)}
                    aria-label={`Delete image ${n + 1}`}
                    className="rounded px-2 py-1 text-sm text-red-700 ring-1 ring-red-300 hover:bg-red-50"
                  >
                    Delete
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}

      <div className="mt-6 border-t border-linen-200 pt-4">
        <label htmlFor={inputId} className="block text-sm font-medium">
          Add images
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          onChange={(e) => choose(e.target.files)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-error`}
          className="mt-1 block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-linen-200 file:px-3 file:py-2"
        />
        <p id={`${inputId}-error`} role="alert" className="mt-1 min-h-5 text-sm text-red-700">
          {error}
        </p>
        {chosen.length > 0 && (
          <>
            <ul aria-label="Images to upload" className="mt-2 flex flex-wrap gap-3">
              {chosen.map((c) => (
                <li key={c.preview} className="w-28">
                  <img
                    src={c.preview}
                    alt={`Preview of ${c.file.name}`}
                    className="aspect-[4/3] w-full rounded object-cover ring-1 ring-linen-200"
                  />
                  <p className="truncate text-xs text-linen-700">{c.file.name}</p>
                </li>
              ))}
            </ul>
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                onClick={send}
                disabled={upload.isPending}
                className={smallPrimaryClassName}
              >
                {upload.isPending
                  ? 'Uploading…'
                  : `Upload ${chosen.length} ${chosen.length === 1 ? 'image' : 'images'}`}
              </button>
              <button
                type="button"
                onClick={clear}
                disabled={upload.isPending}
                className={secondaryButtonClassName}
              >
                Cancel
              </button>
            </div>
          </>
        )}
      </div>

      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogTitle className="text-lg font-semibold">Delete this image?</DialogTitle>
          {deleting && (
            <img
              src={deleting.image_url}
              alt=""
              className="mt-4 aspect-[4/3] w-full rounded object-cover"
            />
          )}
          <DialogDescription className="mt-3">
            It disappears from the storefront at once. This cannot be undone.
          </DialogDescription>
          <div className="mt-6 flex justify-end gap-2">
            <button
              type="button"
              onClick={() => setDeleting(null)}
              className={secondaryButtonClassName}
            >
              Keep it
            </button>
            <button
              type="button"
              onClick={confirmDelete}
              disabled={remove.isPending}
              className={dangerButtonClassName}
            >
              {remove.isPending ? 'Deleting…' : 'Delete image'}
            </button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
