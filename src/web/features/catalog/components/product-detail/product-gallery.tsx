import { useRef, useState } from 'react';
import { GALLERY_CLASS, GALLERY_IMAGE_CLASS, galleryAlt } from '#src/shared/site/first-paint';
import { GALLERY_IMAGE_SIZES, PLACEHOLDER_IMAGE, srcSetOf } from '#src/shared/site/media';

/**
 * docs/screens.md "Catalogue screens": the thumbnail strip scrolls with arrows only beyond 4
 * images.
 */
export const THUMBNAILS_IN_VIEW = 4;

type ProductGalleryProps = { productName: string; imageUrls: string[] };

/** The product's pictures: one large, the rest as thumbnails that pick it. */
export function ProductGallery({ productName, imageUrls }: ProductGalleryProps) {
  const images = imageUrls.length > 0 ? imageUrls : [PLACEHOLDER_IMAGE];
  const [current, setCurrent] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const strip = useRef<HTMLUListElement>(null);
  const shown = Math.min(current, images.length - 1);
  const sourceOf = (url: string) => (failed.has(url) ? PLACEHOLDER_IMAGE : url);
  const onError = (url: string) => () => {
    setFailed((previous) => (previous.has(url) ? previous : new Set(previous).add(url)));
  };
  const altOf = (index: number) => galleryAlt(productName, index, images.length);
  const scroll = (direction: -1 | 1) => {
    const element = strip.current;
    element?.scrollBy?.({ left: direction * element.clientWidth, behavior: 'smooth' });
  };
  const scrollable = images.length > THUMBNAILS_IN_VIEW;

  return (
    <div className={GALLERY_CLASS}>
      <img
        src={sourceOf(images[shown]!)}
        srcSet={srcSetOf(sourceOf(images[shown]!))}
        sizes={GALLERY_IMAGE_SIZES}
        alt={altOf(shown)}
        onError={onError(images[shown]!)}
        width={800}
        height={600}
        fetchPriority="high"
        decoding="async"
        className={GALLERY_IMAGE_CLASS}
      />
      {images.length > 1 && (
        <div className="flex items-center gap-2">
          {scrollable && (
            <ArrowButton label="Previous images" onClick={() => scroll(-1)} direction="left" />
          )}
          <ul
            ref={strip}
            aria-label="Product images"
            className="flex min-w-0 grow snap-x gap-3 overflow-x-auto scroll-smooth py-1"
          >
            {images.map((url, index) => (
              <li key={`${url}-${index}`} className="w-[calc(25%-0.5625rem)] shrink-0 snap-start">
                <button
                  type="button"
                  aria-pressed={index === shown}
                  aria-label={`Show image ${index + 1} of ${images.length}`}
                  onClick={() => setCurrent(index)}
                  className={`block w-full overflow-hidden rounded-md ring-2 ${
                    index === shown ? 'ring-walnut-700' : 'ring-transparent hover:ring-linen-400'
                  }`}
                >
                  <img
                    src={sourceOf(url)}
                    srcSet={srcSetOf(sourceOf(url))}
                    sizes="160px"
                    alt=""
                    onError={onError(url)}
                    width={160}
                    height={120}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-full bg-linen-200 object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
          {scrollable && (
            <ArrowButton label="Next images" onClick={() => scroll(1)} direction="right" />
          )}
        </div>
      )}
    </div>
  );
}

function ArrowButton({
  label,
  onClick,
  direction,
}: {
  label: string;
  onClick: () => void;
  direction: 'left' | 'right';
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-9 shrink-0 place-items-center rounded-full bg-white text-linen-900 shadow ring-1 ring-linen-300 hover:bg-linen-100"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
        <path
          d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
