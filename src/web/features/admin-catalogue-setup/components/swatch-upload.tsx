import { useEffect, useState, type ChangeEvent } from 'react';
import {
  SWATCH_ACCEPT,
  SWATCH_MAX_BYTES,
  SWATCH_TOO_LARGE,
  SWATCH_TYPES,
  SWATCH_WRONG_TYPE,
  type AdminColor,
} from '#src/shared/schemas/admin-catalogue-setup';
import { serverFieldErrors } from '#src/web/lib/form-errors';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useUploadSwatch } from '../api/upload-swatch';
import { failureMessage } from '../lib/form-values';

/** The browser's word on the file, for a fast answer; the server checks the bytes. */
function problemWith(file: File): string | undefined {
  if (file.size > SWATCH_MAX_BYTES) return SWATCH_TOO_LARGE;
  if (file.type && !Object.hasOwn(SWATCH_TYPES, file.type)) return SWATCH_WRONG_TYPE;
  return undefined;
}

/** A colour's swatch: what the shop shows now, a preview of a new one while it uploads. */
export function SwatchUpload({ fabricId, color }: { fabricId: number; color: AdminColor }) {
  const upload = useUploadSwatch();
  const [preview, setPreview] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const inputId = `swatch-${color.id}`;
  const errorId = `${inputId}-error`;

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = problemWith(file);
    setProblem(refused);
    if (refused) return;
    setPreview(URL.createObjectURL(file));
    upload.mutate(
      { fabricId, colorId: color.id, file },
      {
        onSuccess: () => toastSuccess(`Swatch for ${color.color_name} saved`),
        onError: (error) => {
          setPreview(undefined);
          setProblem(serverFieldErrors(error).file ?? failureMessage(error));
          toastError(`The swatch for ${color.color_name} was not saved`);
        },
      },
    );
  };

  const shown = upload.isPending ? preview : (color.image_url ?? preview);
  return (
    <div className="flex items-center gap-3">
      {shown ? (
        <img
          src={shown}
          alt={`${upload.isPending ? 'Preview of the new swatch' : 'Swatch'} for ${color.color_name}`}
          className="size-12 rounded-md object-cover ring-1 ring-linen-300"
        />
      ) : (
        <span
          aria-label={`No swatch for ${color.color_name}`}
          role="img"
          className="grid size-12 place-items-center rounded-md bg-linen-100 text-xs text-linen-700 ring-1 ring-linen-300"
        >
          none
        </span>
      )}
      <div>
        <label
          htmlFor={inputId}
          className="cursor-pointer text-sm font-medium text-walnut-700 underline-offset-4 hover:underline"
        >
          {upload.isPending ? 'Uploading…' : `Upload swatch for ${color.color_name}`}
        </label>
        <input
          id={inputId}
          type="file"
          accept={SWATCH_ACCEPT}
          disabled={upload.isPending}
          onChange={choose}
          aria-describedby={problem ? errorId : undefined}
          aria-invalid={problem ? true : undefined}
          className="sr-only"
        />
        {problem && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
