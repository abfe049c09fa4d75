import { expect } from 'vitest';
import { asBearer, type Session } from './customers';
import type { TestApp } from './test-app';

interface ProductDetail {
  product: {
    id: number;
    product_name: string;
    status: string;
    Sizes: Array<{ id: number }>;
    Fabrics: Array<{ id: number; fabricColors: Array<{ id: number }> }>;
  };
}

/** A bed of the demo catalogue as the product page offers it: first size, fabric, colour. */
export interface DemoBed {
  productId: number;
  product_name: string;
  sizeId: number;
  fabricId: number;
  fabricColorId: number;
}

/**
 * Finds an orderable bed of the demo catalogue through the API, as a client written from
 * the specifications would: the Beds category's first page, then the product's detail.
 */
export async function demoBed(t: TestApp, session: Session): Promise<DemoBed> {
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/category/beds/products?page=1&limit=8',
    headers: asBearer(session),
  });
  expect(list.statusCode, list.body).toBe(200);
  for (const card of list.json<{ products: Array<{ id: number }> }>().products) {
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/product/${card.id}`,
      headers: asBearer(session),
    });
    const { product } = detail.json<ProductDetail>();
    const fabric = product.Fabrics.find((f) => f.fabricColors.length > 0);
    if (product.status === 'unavailable' || !fabric || product.Sizes.length === 0) continue;
    return {
      productId: product.id,
      product_name: product.product_name,
      sizeId: product.Sizes[0]!.id,
      fabricId: fabric.id,
      fabricColorId: fabric.fabricColors[0]!.id,
    };
  }
  throw new Error('The demo catalogue has no orderable bed');
}

/**
 * A line of POST /api/order/product for the demo bed, as the specification names its
 * fields: `quantity` of it, non-ottoman storage, with the buyer's reference.
 */
export const bedLine = (bed: DemoBed, referenceNumber: string, quantity = 1) => ({
  productId: bed.productId,
  sizeId: bed.sizeId,
  fabricId: bed.fabricId,
  fabricColorId: bed.fabricColorId,
  quantity,
  referenceNumber,
  storageType: 'Non Ottoman',
});
