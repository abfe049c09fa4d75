export const SITE_NAME = 'Trade Beds & Furniture';

export type SiteLink = { to: string; label: string };

export const MAIN_MENU: readonly SiteLink[] = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Collections' },
  { to: '/contracts', label: 'Contracts' },
  { to: '/story', label: 'Our Story' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/track', label: 'Track' },
];

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
