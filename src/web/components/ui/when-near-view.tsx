import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once this spot comes within `margin` of the viewport; until then a
 * box of `minHeight` holds its place (no layout shift). Used to keep below-the-fold
 * code, such as the home page's contact form, out of the first page load.
 */
export function WhenNearView({
  children,
  minHeight,
  margin = '600px',
}: {
  children: ReactNode;
  minHeight: string;
  margin?: string;
}) {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !spot.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(spot.current);
    return () => {
      observer.disconnect();
    };
  }, [near, margin]);

  return (
    <div ref={spot} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  );
}
