// One name for the tab title, the server's HTML and the header (shared/site/page-titles).
export { SITE_NAME } from '#src/shared/site/page-titles';

export type SiteLink = { to: string; label: string };

// docs/screens.md "Layout": Collections sits between Home and Contracts as a mega menu.
export const MENU_BEFORE_COLLECTIONS: readonly SiteLink[] = [{ to: '/', label: 'Home' }];
const OUR_STORY: SiteLink = { to: '/story', label: 'Our Story' };
export const MY_ORDERS_LINK: SiteLink = { to: '/orders', label: 'My Orders' };

/** Contracts, then Our Story (My Orders when signed in), then Contact Us. */
export function menuAfterCollections(signedIn: boolean): readonly SiteLink[] {
  return [
    { to: '/contracts', label: 'Contracts' },
    signedIn ? MY_ORDERS_LINK : OUR_STORY,
    { to: '/contact', label: 'Contact Us' },
  ];
}

export const ALL_PRODUCTS_LINK: SiteLink = { to: '/products', label: 'All Products' };

// docs/screens.md "Layout": two promo cards in the Collections mega menu.
export const PROMO_LINKS: readonly (SiteLink & { image: string })[] = [
  { to: '/products', label: 'Furniture Wholesale', image: '/category-images/beds.jpg' },
  { to: '/contracts', label: 'Contract Furniture', image: '/category-images/sofas.jpg' },
];

export const SIGNED_OUT_ACCOUNT_LINKS: readonly SiteLink[] = [
  { to: '/signup', label: 'Sign Up' },
  { to: '/signin', label: 'Sign In' },
];

export const SIGNED_IN_ACCOUNT_LINKS: readonly SiteLink[] = [
  { to: '/account/account-info', label: 'My Account' },
  { to: '/account/company', label: 'Company' },
  { to: '/account/account-password', label: 'Update Password' },
  { to: '/quick-order', label: 'Quick Order' },
  { to: '/lists', label: 'Saved Lists' },
];

// docs/screens.md "Layout": the avatar's colour comes from the first letter of the name. Each is
// dark enough for white text (WCAG AA).
const AVATAR_COLOURS = ['#7a4b2a', '#2f5d50', '#3d4f7c', '#7c3d5a', '#5b5b2e', '#8a3b2e'];

export function avatarColour(name: string): string {
  const letter = name.trim().toUpperCase().charCodeAt(0) || 0;
  return AVATAR_COLOURS[letter % AVATAR_COLOURS.length]!;
}

export const TRACK_LINK: SiteLink = { to: '/track', label: 'Track your order' };
/** docs/screens.md "Routes": the search page, reached from the header and the drawer. */
export const SEARCH_LINK: SiteLink = { to: '/search', label: 'Search products' };

/** Where an account link sends a visitor: sign in first, then come back here. */

/** /category/{lower-cased name}, as the home grid and the menu both link. */
export function categoryPath(categoryName: string): string {
  return `/category/${encodeURIComponent(categoryName.toLowerCase())}`;
}

export function productPath(id: number): string {
  return `/products/${id}`;
}
