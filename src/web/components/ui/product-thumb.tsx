import { useState } from 'react';
import { THUMB_CLASS, THUMB_SIZES } from '#src/shared/site/first-paint';
import { PLACEHOLDER_IMAGE, srcSetOf } from '#src/shared/site/media';

type ProductThumbProps = {
  src: string | null | undefined;
  /** '' where the product's name is printed next to the picture. */
  alt?: string;
  /** Size, corners and background: `size-16 rounded-md bg-linen-200`. */
  className?: string;
  /** The page's main picture: fetched at once rather than when scrolled near. */
  eager?: boolean;
};

/** A product's square picture, or the shop's placeholder when it has none or it fails. */
export function ProductThumb({ src, alt = '', className = '', eager = false }: ProductThumbProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
      srcSet={failed ? undefined : srcSetOf(src)}
      sizes={THUMB_SIZES}
      alt={alt}
      width={160}
      height={160}
      loading={eager ? undefined : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      // Setting the flag again if the placeholder fails too changes nothing: no loop.
      onError={() => {
        setFailed(true);
      }}
      className={`${THUMB_CLASS} ${className}`}
    />
  );
}
