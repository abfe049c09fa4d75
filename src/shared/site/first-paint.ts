/**
 * The classes of the elements the server paints before the JavaScript runs (the page's
 * largest picture in its place: server/lib/page-shells.ts) and that React then paints
 * the same. One list, so that the two cannot drift apart; e2e/page-hints checks that the
 * early picture sits exactly where the page's own picture does.
 */
export const LAYOUT_CLASS = 'flex min-h-dvh flex-col';
export const MAIN_CLASS = 'min-h-dvh flex-1 outline-none';
/** Below the fixed header, on every page but the home page (the header overlays its hero). */
export const HEADER_SPACER_CLASS = 'h-16 lg:h-20';

export const HERO_SECTION_CLASS =
  'relative isolate min-h-svh overflow-hidden bg-linen-950 text-white';
export const HERO_IMAGE_CLASS = 'absolute inset-0 -z-10 h-full w-full object-cover';
export const HERO_SHADE_CLASS = 'absolute inset-0 -z-10 bg-linen-950/65';
export const HERO_CONTENT_CLASS = 'mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-28';
export const HERO_TITLE_CLASS = 'max-w-3xl text-4xl text-white sm:text-6xl';
export const HERO_TITLE = 'Beds and furniture made in Ireland, for the trade';

export const PRODUCT_ARTICLE_CLASS = 'mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14';
export const PRODUCT_COLUMNS_CLASS = 'grid gap-10 lg:grid-cols-2';
export const GALLERY_CLASS = 'flex flex-col gap-4';
export const GALLERY_IMAGE_CLASS = 'aspect-[4/3] w-full rounded-lg bg-linen-200 object-cover';

/** The gallery's text for picture `index` of `count` of a product. */
export const galleryAlt = (productName: string, index: number, count: number) =>
  count > 1 ? `${productName}, image ${index + 1} of ${count}` : productName;
