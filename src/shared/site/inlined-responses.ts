/**
 * The server may put the answer to a landing page's first API request into the page
 * itself (a JSON script element), saving a round trip; the API client uses it once in
 * place of the identical request. Both sides name a request with this key.
 */
export const INLINED_RESPONSES_ID = 'inlined-responses';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
}

/** Method, path with query, and the JSON body with its keys in a fixed order. */
export function inlinedRequestKey(method: string, path: string, body?: unknown): string {
  return `${method} ${path} ${body === undefined ? '' : JSON.stringify(canonical(body))}`;
}
