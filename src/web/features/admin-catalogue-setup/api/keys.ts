/** Query keys of the catalogue set-up screens: a change invalidates the list it alters. */
export const setupKeys = {
  categories: ['admin', 'catalogue-setup', 'categories'] as const,
  sizes: ['admin', 'catalogue-setup', 'sizes'] as const,
  fabrics: ['admin', 'catalogue-setup', 'fabrics'] as const,
};

export interface Saved {
  success: true;
  message: string;
}

export interface Created extends Saved {
  id: number;
}
