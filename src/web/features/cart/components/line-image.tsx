import { useState } from 'react';

export const PLACEHOLDER_IMAGE = '/media/placeholder.webp';

/** A cart line's picture, or the shop's placeholder when it has none or it fails. */
export function LineImage({ src, className = '' }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed || !src ? PLACEHOLDER_IMAGE : src}
      alt=""
      width={160}
      height={160}
      loading="lazy"
      decoding="async"
      onError={() => {
        setFailed(true);
      }}
      className={`shrink-0 rounded-md bg-linen-200 object-cover ${className}`}
    />
  );
}
