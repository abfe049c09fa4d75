import type { ProductDetail, Variation } from '#src/shared/schemas/catalog';
import type { ProductResponse } from '../api/get-product';
import { product, productPage } from './fixtures';

// The product page's API answers (GET /api/product/{id}, storage prices, related) for
// component tests.

export const DOUBLE = {
  id: 11,
  size: 'Double',
  length: 190,
  width: 135,
  height: 110,
  multiplier: 1,
};
export const KING = { id: 12, size: 'King', length: 200, width: 150, height: 115, multiplier: 1.5 };

export const VELVET = {
  id: 21,
  fabric_name: 'Plush Velvet',
  lead_time: null,
  fabricColors: [
    { id: 31, color_name: 'Steel', image_url: '/media/fabrics/steel.webp' },
    { id: 32, color_name: 'Mink', image_url: null },
  ],
};
export const LINEN = {
  id: 22,
  fabric_name: 'Linen Weave',
  lead_time: null,
  fabricColors: [{ id: 33, color_name: 'Oatmeal', image_url: null }],
};

/** A bed with two sizes and two fabrics (prices as a signed-in trade user sees them). */
export function bedDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...product({
      id: 7,
      product_name: 'Kinsale Divan Bed',
      sku: 'BED-KIN-007',
      description: '<p>A <strong>hand-built</strong> divan.</p><script>alert(1)</script>',
      price_euro: 400,
      stock: 0,
      images: [
        { image_url: '/media/products/kinsale-1.webp' },
        { image_url: '/media/products/kinsale-2.webp' },
      ],
      Categories: [{ id: 1, category_name: 'Beds' }],
    }),
    made_to_order: true,
    available_stock: null,
    special_instructions: 'Assembly on site by two people.',
    Sizes: [DOUBLE, KING],
    Fabrics: [VELVET, LINEN],
    ...overrides,
  };
}

/**
 * A sofa without fabrics: a size alone is a complete choice. Unlimited stock unless
 * `stock` says otherwise; `available_stock` follows `stock`.
 */
export function sofaDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const stock = overrides.stock ?? -1;
  return {
    ...product({
      id: 8,
      product_name: 'Howth Sofa',
      sku: 'SOF-HOW-008',
      price_euro: 900,
      stock,
      images: [{ image_url: '/media/products/howth.webp' }],
      Categories: [{ id: 2, category_name: 'Sofas' }],
    }),
    made_to_order: false,
    available_stock: stock < 0 ? null : stock,
    special_instructions: '',
    Sizes: [{ id: 13, size: '3 Seater', length: 210, width: 95, height: 85, multiplier: 1 }],
    Fabrics: [],
    ...overrides,
  };
}

export function variation(overrides: Partial<Variation> = {}): Variation {
  return {
    id: 100,
    productId: 7,
    sizeId: DOUBLE.id,
    fabricId: null,
    fabricColorId: null,
    price_euro: 450,
    image_url: null,
    ...overrides,
  };
}

/** Double alone 450, King alone 500, King in Steel velvet 520. */
export const BED_VARIATIONS: Variation[] = [
  variation(),
  variation({ id: 101, sizeId: KING.id, price_euro: 500 }),
  variation({ id: 102, sizeId: KING.id, fabricId: VELVET.id, fabricColorId: 31, price_euro: 520 }),
];

export const productResponse = (
  detail: ProductDetail,
  variations: Variation[] = [],
): ProductResponse => ({ success: true, product: detail, variations });

/**
 * The same answers with every price hidden, as a visitor gets them
 * (docs/business-rules.md "Prices").
 */
export function visitorResponse(response: ProductResponse): ProductResponse {
  return {
    ...response,
    product: { ...response.product, price_euro: null, from_price_euro: null },
    variations: response.variations.map((v) => ({ ...v, price_euro: null })),
  };
}

export const storagePricesResponse = (ottomanBase: number | null, cloudBase: number | null) => ({
  success: true,
  ottomanBase,
  cloudBase,
});

export const relatedResponse = (names: string[]) =>
  productPage(names.map((name, index) => product({ id: 50 + index, product_name: name })));

/**
 * A `fetch` implementation answering each listed URL with its [body, status]; any
 * other URL gets a 404.
 */
export function answersFor(routes: Record<string, [body: unknown, status?: number]>) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = routes[url];
    const [body, status = 200] = answer ?? [{ success: false, message: 'Not found' }, 404];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
}
