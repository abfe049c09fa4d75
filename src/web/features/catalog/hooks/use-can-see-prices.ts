import { useSignedIn } from '#src/web/lib/session';

/**
 * Whether the viewer may see trade prices (docs/business-rules.md "Prices", ADR 0003): only
 * approved trade users and staff can sign in, and they all may. The server ignores price filters
 * and price sorts for visitors, so the price controls are hidden from them.
 */
export function useCanSeePrices(): boolean {
  return useSignedIn();
}
