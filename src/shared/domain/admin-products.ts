/**
 * The staff console's products (admin issue, item 3): constants the server and the
 * console share, without Zod (the console's screens stay small).
 */

export const PRODUCT_STATUSES = ['available', 'unavailable', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  available: 'Available',
  unavailable: 'Unavailable',
  archived: 'Archived',
};

export const UNLIMITED_STOCK = -1;
export const MAX_PRICE = 99_999_999.99;

export const SKU_TAKEN = (sku: string) => `Another product already has the SKU “${sku}”.`;
export const PRODUCT_NOT_FOUND = 'Product not found';
export const PRODUCT_CHANGED =
  'Someone else saved this product after you opened it. Your changes are not saved: reload the page to see theirs, then make yours again.';
export const LEAD_TIME_BOTH = 'Give both ends of the lead time, or leave both empty';
export const LEAD_TIME_ORDER = 'The shortest lead time must not be more than the longest';
export const FABRIC_NOT_LINKED = 'Choose this fabric for the product before giving it a lead time';
export const FABRIC_LEAD_TIME_TWICE = 'Give each fabric one lead time';
export const IMAGE_NOT_FOUND = 'Image not found';
export const IMAGE_ORDER_MISMATCH = 'List every image of this product exactly once.';
export const IMAGE_TOO_LARGE = 'Each image must be 10 MB or smaller.';
export const IMAGE_WRONG_TYPE = 'Images must be JPEG, PNG or WebP pictures.';
export const IMAGE_UNREADABLE = 'This picture could not be read. Try another file.';
export const TOO_MANY_IMAGES = 'Upload at most 10 images at a time.';
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGES_PER_UPLOAD = 10;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

export const ADMIN_PRODUCT_SORTS = ['updated', 'name', 'sku', 'price-asc', 'price-desc'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
