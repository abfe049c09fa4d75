export const SITE_NAME = 'Trade Beds & Furniture';

export type SiteLink = { to: string; label: string };

// Storefront spec §2 "Header": Collections sits between Home and Contracts as a mega menu.
export const MENU_BEFORE_COLLECTIONS: readonly SiteLink[] = [{ to: '/', label: 'Home' }];
export const MENU_AFTER_COLLECTIONS: readonly SiteLink[] = [
  { to: '/contracts', label: 'Contracts' },
  // Signed-in users get My Orders (/orders) here instead.
  { to: '/story', label: 'Our Story' },
  { to: '/contact', label: 'Contact Us' },
];

export const ALL_PRODUCTS_LINK: SiteLink = { to: '/products', label: 'All Products' };

// Storefront spec §2: two promo cards in the Collections mega menu.
export const PROMO_LINKS: readonly (SiteLink & { image: string })[] = [
  { to: '/products', label: 'Furniture Wholesale', image: '/category-images/beds.jpg' },
  { to: '/contracts', label: 'Contract Furniture', image: '/category-images/sofas.jpg' },
];

export const SIGNED_OUT_ACCOUNT_LINKS: readonly SiteLink[] = [
  { to: '/signup', label: 'Sign Up' },
  { to: '/signin', label: 'Sign In' },
];

export const TRACK_LINK: SiteLink = { to: '/track', label: 'Track your order' };

export const FOOTER_COMPANY_LINKS: readonly SiteLink[] = [
  { to: '/', label: 'Home' },
  { to: '/story', label: 'Our Story' },
  { to: '/contracts', label: 'Contracts' },
  { to: '/contact', label: 'Contact Us' },
];

export const FOOTER_POLICY_LINKS: readonly SiteLink[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/cookies-policy', label: 'Cookies Policy' },
  { to: '/return-policy', label: 'Return Policy' },
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
];

/** /category/{lower-cased name}, as the home grid and the menu both link. */
export function categoryPath(categoryName: string): string {
  return `/category/${encodeURIComponent(categoryName.toLowerCase())}`;
}

export function productPath(id: number): string {
  return `/products/${id}`;
}
