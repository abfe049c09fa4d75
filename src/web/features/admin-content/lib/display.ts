export const panelClassName = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-linen-200';
export const smallPrimaryClassName =
  'rounded-md bg-walnut-700 px-4 py-2 text-sm font-semibold text-white hover:bg-walnut-800 disabled:cursor-not-allowed disabled:opacity-70';
export const secondaryButtonClassName =
  'rounded-md bg-white px-3 py-1.5 text-sm font-medium text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100 disabled:cursor-not-allowed disabled:opacity-50';

/** The storefront's news styles (features/news), so the preview looks like the home page. */
export const NEWS_HTML_CLASSES =
  'max-w-prose [&_a]:text-walnut-700 [&_a]:underline [&_h2]:text-2xl [&_h2]:sm:text-3xl [&_h3]:mt-4 [&_h3]:text-xl [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:pl-3';

export { formatDateTime } from '#src/web/components/admin/format';
