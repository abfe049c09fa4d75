/**
 * Whether the viewer may see trade prices (DECISIONS #1, ADR 0003). Visitors may not,
 * and the server ignores price filters and price sorts for them, so the price controls
 * are hidden. Until the accounts feature provides the session this is always false.
 */
export function useCanSeePrices(): boolean {
  return false;
}
