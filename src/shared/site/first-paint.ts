/**
 * The classes of the elements the server paints before the JavaScript runs (the page's
 * largest picture in its place: server/modules/storefront/page-shells.ts) and that React then paints
 * the same. One list, so that the two cannot drift apart; e2e/page-hints-early-paint
 * checks that the early picture sits exactly where the page's own picture does.
 */
export const LAYOUT_CLASS = 'flex min-h-dvh flex-col';
export const MAIN_CLASS = 'min-h-dvh flex-1 outline-none';
/** Below the fixed header, on every page but the home page (the header overlays its hero). */
export const HEADER_SPACER_CLASS = 'h-16 lg:h-20';

export const HERO_SECTION_CLASS =
  'on-dark relative isolate min-h-svh overflow-hidden bg-linen-950 text-white';
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

/* The visitors' listings, /products and /category/{name}: their heading, and the first
   product cards, whose first picture is the page's largest paint (page-shells: productsShell, categoryShell). */
export const LISTING_SECTION_CLASS = 'mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16';
export const LISTING_TITLE_CLASS = 'text-3xl sm:text-4xl';
/** What a page scrolls to when its page of products changes (below the fixed header). */
export const SCROLL_TARGET_CLASS = 'scroll-mt-24';
/** /products: the filters sidebar beside the results from lg up. */
export const CATALOG_COLUMNS_CLASS = 'mt-8 lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10';
export const FILTERS_ASIDE_CLASS = 'hidden lg:block';
/** Above the results: the count, the filters button (below lg) and the sort (h-10 each). */
export const resultsToolbarClass = (wrap: boolean) =>
  `mb-6 flex min-h-10 ${wrap ? 'flex-wrap ' : ''}items-center justify-between gap-3`;
export const RESULTS_STATUS_CLASS = 'min-w-0 truncate text-sm text-linen-700';
/** /category/{name}: the grid below the heading. */
export const CATEGORY_RESULTS_CLASS = 'mt-8';

/** One column on phones, two from sm, three from lg, four from xl. */
export const PRODUCT_GRID_CLASS =
  'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
/** Cards whose picture is fetched at once (preloaded by the server): the first row below lg. */
export const EAGER_CARDS = 2;
export const PRODUCT_CARD_CLASS =
  'relative flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-linen-200 transition-shadow hover:shadow-md';
export const productCardImageClass = (unavailable: boolean) =>
  `aspect-[4/3] w-full bg-linen-200 object-cover ${unavailable ? 'opacity-60' : ''}`;
export const PRODUCT_CARD_BODY_CLASS = 'flex grow flex-col gap-2 p-4';
export const PRODUCT_CARD_NAME_CLASS = 'text-lg leading-snug font-semibold text-linen-900';
/** The whole card is the link's hit area. */
export const PRODUCT_CARD_LINK_CLASS = 'after:absolute after:inset-0 hover:text-walnut-700';

/** The count at the start of /products' toolbar. */
export const productCount = (total: number) => `${total} ${total === 1 ? 'product' : 'products'}`;

/* /cart: its heading and first line, painted by the entry from the browser's cart before
   the app has loaded (web/features/cart/first-paint.ts), then by React (cart-page,
   cart-view, cart-line, product-thumb). */
export const CART_TITLE = 'Cart';
export const CART_LINES_LABEL = 'Cart items';
export const CART_SECTION_CLASS = 'mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16';
export const CART_TITLE_CLASS = 'text-3xl sm:text-4xl';
export const CART_BODY_CLASS = 'mt-8';
export const CART_COLUMNS_CLASS = 'grid gap-8 lg:grid-cols-[1fr_20rem] lg:items-start';
export const CART_LINES_CLASS = 'divide-y divide-linen-200 border-y border-linen-200';
export const CART_LINE_CLASS = 'grid grid-cols-[5rem_1fr] gap-4 py-6 sm:grid-cols-[7rem_1fr_auto]';
export const CART_THUMB_CLASS = 'size-20 rounded-md bg-linen-200 sm:size-28';
export const CART_LINE_TEXT_CLASS = 'min-w-0';
export const CART_LINE_NAME_CLASS = 'text-lg leading-snug font-semibold text-linen-950';
export const CART_LINE_LINK_CLASS = 'hover:text-walnut-700';
/** A product's square picture (web/components/ui/product-thumb), before its size classes. */
export const THUMB_CLASS = 'shrink-0 object-cover';
/** The sizes a product thumbnail is fetched for (at most 7rem on screen, 2× density). */
export const THUMB_SIZES = '160px';
