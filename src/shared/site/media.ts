/** Fixed media addresses that the storefront, the server and the seeder agree on. */
export const HERO_POSTER = '/media/hero-poster.webp';
/** Made by scripts/make-hero-video.ts; staff may replace it. */
export const HERO_VIDEO = '/media/hero.mp4';
/** Shown for a product or category without a picture, or whose picture fails to load. */
export const PLACEHOLDER_IMAGE = '/media/placeholder.webp';
