import { useEffect, useId, useState } from 'react';
import {
  HERO_VIDEO_ACCEPT,
  HERO_VIDEO_MAX_BYTES,
  HERO_VIDEO_TOO_LARGE,
  HERO_VIDEO_WRONG_TYPE,
  SITE_IMAGE_ACCEPT,
  SITE_IMAGE_MAX_BYTES,
  SITE_IMAGE_TOO_LARGE,
  SITE_IMAGE_WRONG_TYPE,
} from '#src/shared/schemas/admin-content';
import { HERO_POSTER, HERO_VIDEO, PLACEHOLDER_IMAGE } from '#src/shared/site/media';
import { Spinner } from '#src/web/components/ui/spinner';
import { serverFieldErrors, serverMessage } from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { useCategories } from '../api/get-categories';
import {
  useUploadCategoryImage,
  useUploadHeroPoster,
  useUploadHeroVideo,
} from '../api/upload-site-images';
import { panelClassName, smallPrimaryClassName } from '../lib/display';

export const UPLOAD_FAILED = 'The picture could not be uploaded. Please try again.';

/** The hero poster and the category tiles: an upload replaces the generated picture. */
export function SiteImagesEditor() {
  const categories = useCategories();
  const hero = useUploadHeroPoster();
  const category = useUploadCategoryImage();
  const video = useUploadHeroVideo();
  const [heroSrc, setHeroSrc] = useState(HERO_POSTER);
  const [videoSrc, setVideoSrc] = useState(HERO_VIDEO);

  return (
    <section aria-labelledby="content-images" className={panelClassName}>
      <h2 id="content-images" className="text-xl">
        Pictures
      </h2>
      <p className="mt-1 text-sm text-linen-700">
        Pictures: JPEG, PNG or WebP up to 10 MB, stored as WebP and cropped to fit. Video: MP4 up to
        40 MB. Visitors who have the old one cached may see it for up to a day.
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <ImageUploader
          label="Home page hero poster"
          currentSrc={heroSrc}
          pending={hero.isPending}
          error={hero.error}
          onUpload={(file, done) =>
            hero.mutate(file, {
              onSuccess: ({ asset }) => {
                setHeroSrc(asset.url);
                toastSuccess('Hero poster replaced');
                done();
              },
            })
          }
        />
        <ImageUploader
          label="Home page hero video"
          video
          currentSrc={videoSrc}
          pending={video.isPending}
          error={video.error}
          onUpload={(file, done) =>
            video.mutate(file, {
              onSuccess: ({ asset }) => {
                setVideoSrc(asset.url);
                toastSuccess('Hero video replaced');
                done();
              },
            })
          }
        />
      </div>
      <h3 className="mt-8 text-lg">Category pictures</h3>
      {categories.isPending ? (
        <Spinner label="Loading the categories" className="py-10" />
      ) : categories.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          The categories could not load. Please reload the page.
        </p>
      ) : (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {categories.data.map((c) => (
            <li key={c.id}>
              <ImageUploader
                label={`${c.category_name} picture`}
                currentSrc={
                  c.image_url ??
                  `/category-images/${encodeURIComponent(c.category_name.toLowerCase())}.jpg`
                }
                pending={category.isPending && category.variables.id === c.id}
                error={category.variables?.id === c.id ? category.error : null}
                onUpload={(file, done) =>
                  category.mutate(
                    { id: c.id, file },
                    {
                      onSuccess: () => {
                        toastSuccess(`${c.category_name} picture replaced`);
                        done();
                      },
                    },
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Why the chosen file cannot be sent, said when it is chosen (the server checks again):
 * a 20 MB picture is not uploaded to be refused.
 */
function chosenFileProblem(file: File, video: boolean): string | undefined {
  const [accept, maxBytes, tooLarge, wrongType] = video
    ? [HERO_VIDEO_ACCEPT, HERO_VIDEO_MAX_BYTES, HERO_VIDEO_TOO_LARGE, HERO_VIDEO_WRONG_TYPE]
    : [SITE_IMAGE_ACCEPT, SITE_IMAGE_MAX_BYTES, SITE_IMAGE_TOO_LARGE, SITE_IMAGE_WRONG_TYPE];
  if (!accept.split(',').includes(file.type)) return wrongType;
  if (file.size > maxBytes) return tooLarge;
  return undefined;
}

interface ImageUploaderProps {
  label: string;
  /** An MP4 instead of a picture. */
  video?: boolean;
  currentSrc: string;
  pending: boolean;
  error: unknown;
  onUpload: (file: File, done: () => void) => void;
}

/** The current picture, a chosen file's preview, and the button that sends it. */
function ImageUploader({
  label,
  video = false,
  currentSrc,
  pending,
  error,
  onUpload,
}: ImageUploaderProps) {
  const id = useId();
  const [file, setFile] = useState<File>();
  const [refused, setRefused] = useState<string>();
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const message =
    refused ??
    (error ? (serverFieldErrors(error).file ?? serverMessage(error) ?? UPLOAD_FAILED) : undefined);

  return (
    <div>
      <p className="text-sm font-semibold text-linen-900">{label}</p>
      {video ? (
        <video
          src={preview ?? currentSrc}
          aria-label={preview ? `New ${label}` : `Current ${label}`}
          controls
          muted
          preload="metadata"
          className="mt-2 aspect-video w-full rounded-md bg-linen-900 object-cover"
        />
      ) : (
        <img
          src={preview ?? currentSrc}
          alt={preview ? `New ${label}` : `Current ${label}`}
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(PLACEHOLDER_IMAGE))
              e.currentTarget.src = PLACEHOLDER_IMAGE;
          }}
          className="mt-2 aspect-[4/3] w-full rounded-md bg-linen-200 object-cover"
        />
      )}
      <form
        className="mt-2 flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          if (file) {
            onUpload(file, () => {
              setFile(undefined);
              form.reset(); // the box no longer names the file just uploaded
            });
          }
        }}
      >
        <label htmlFor={id} className="sr-only">
          Choose a new {label}
        </label>
        <input
          id={id}
          type="file"
          accept={video ? HERO_VIDEO_ACCEPT : SITE_IMAGE_ACCEPT}
          aria-invalid={refused ? true : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            const problem = chosen && chosenFileProblem(chosen, video);
            setRefused(problem);
            if (problem) e.target.value = '';
            setFile(problem ? undefined : chosen);
          }}
          className="min-w-0 flex-1 text-sm file:mr-2 file:rounded-md file:border-0 file:bg-linen-200 file:px-3 file:py-1.5"
        />
        <button
          type="submit"
          disabled={!file || pending}
          aria-label={`Upload ${label}`}
          className={smallPrimaryClassName}
        >
          {pending ? 'Uploading…' : 'Upload'}
        </button>
      </form>
      {message && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
