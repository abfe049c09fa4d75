import type { ListedProduct, ProductPage } from '../types';

// Products as the catalogue API lists them, for component tests.

export function product(overrides: Partial<ListedProduct> = {}): ListedProduct {
  return {
    id: 1,
    product_name: 'Navan Low Bed',
    sku: 'BED-NAV-001',
    description: '<p>A low bed.</p>',
    price_euro: null,
    from_price_euro: null,
    stock: 3,
    status: 'available',
    createdAt: '2026-11-01T00:00:00.000Z',
    product_image: '/media/products/bed.webp',
    images: [],
    Categories: [{ id: 2, category_name: 'Sofas' }],
    lead_time: null,
    ...overrides,
  };
}

export function productPage(
  products: ListedProduct[],
  { totalProducts = products.length, totalPages = 1, currentPage = 1, totalIsAtLeast = false } = {},
): ProductPage {
  return {
    success: true,
    products,
    pagination: {
      totalProducts,
      totalPages,
      currentPage,
      hasNextPage: currentPage < totalPages,
      hasPreviousPage: currentPage > 1,
      ...(totalIsAtLeast ? { totalIsAtLeast } : {}),
    },
  };
}
