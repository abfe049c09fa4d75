/**
 * A landing page that paints a picture first (server/modules/storefront/page-shells) does not preload its
 * own chunks beside it: the server names them in a JSON script element with this id, and
 * the entry (web/main.tsx) fetches them with the app once the picture is on screen.
 * docs/decisions/0015-paint-first-then-the-app.md
 */
export const PAGE_CHUNKS_ID = 'page-chunks';

/** The chunks named in the page (none when the element is absent or not a list of paths). */
export function namedPageChunks(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((href): href is string => typeof href === 'string' && href.startsWith('/'))
      : [];
  } catch {
    return [];
  }
}
