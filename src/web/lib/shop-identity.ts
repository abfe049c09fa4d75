import {
  DEFAULT_SHOP_IDENTITY,
  SHOP_IDENTITY_ID,
  type ShopIdentity,
} from '../../shared/site/shop-identity';

/**
 * Who the shop is, as the server's configuration says in the page (shared/site/shop-identity);
 * the shop's own defaults where the page carries none (the development server, tests).
 */
export function shopIdentity(): ShopIdentity {
  const text =
    typeof document === 'undefined' ? null : document.getElementById(SHOP_IDENTITY_ID)?.textContent;
  let given: Partial<ShopIdentity> = {};
  try {
    given = text ? (JSON.parse(text) as Partial<ShopIdentity>) : {};
  } catch {
    // A page without a readable identity shows the defaults.
  }
  return { ...DEFAULT_SHOP_IDENTITY, ...given };
}
