import {
  basePriceOf,
  lineCentsOf,
  unitCentsOf,
  type LineCents,
  type StorageSurcharges,
  type StorageType,
} from '#src/shared/domain/pricing';
import {
  OUT_OF_STOCK,
  PRODUCT_UNAVAILABLE,
  STORAGE_BEDS_ONLY,
  type OrderItem,
} from '#src/shared/schemas/orders';
import { SELECTION_INVALID } from '#src/shared/domain/order-lines';
import { lineLeadTime, type LeadTime } from '#src/shared/domain/delivery-days';
import type { FieldError } from '../../lib/form-validation';

/** What the catalogue says about one product, read inside the order's transaction. */
export interface ProductFacts {
  id: number;
  name: string;
  status: 'available' | 'unavailable' | 'archived';
  /** -1: unlimited. */
  stock: number;
  priceCents: number;
  image: string | null;
  isBed: boolean;
  /** Its own lead time in working days (docs/business-rules.md "Delivery days"), if set. */
  leadTime: LeadTime | null;
  sizes: Map<number, { name: string; multiplier: number }>;
  /** Each fabric's colours and, when it has one on this product, its own lead time. */
  fabrics: Map<number, { name: string; colors: Map<number, string>; leadTime: LeadTime | null }>;
  /** Price in cents by `${sizeId}:${fabricId ?? ''}:${fabricColorId ?? ''}`. */
  variations: Map<string, number>;
  /** The pictures of variations that have one, by the same key. */
  variationImages: Map<string, string>;
  surcharges: StorageSurcharges;
}

/**
 * An order line's picture: the chosen colour's, when there is one — the picture of the
 * variation of this size, fabric and colour, else of this fabric and colour in any size —
 * else the product's first picture.
 */
export function lineImageOf(
  product: Pick<ProductFacts, 'image' | 'variationImages'>,
  choice: { sizeId: number; fabricId: number | null; fabricColorId: number | null },
): string | null {
  const { sizeId, fabricId, fabricColorId } = choice;
  if (fabricColorId === null) return product.image;
  const exact = product.variationImages.get(variationKey(sizeId, fabricId, fabricColorId));
  if (exact) return exact;
  const ofColour = `:${fabricId ?? ''}:${fabricColorId}`;
  for (const [key, image] of product.variationImages) {
    if (key.endsWith(ofColour) && key.split(':').length === 3) return image;
  }
  return product.image;
}

export interface PricedLine extends LineCents {
  item: OrderItem;
  product: ProductFacts;
  sizeName: string;
  fabricName: string | null;
  fabricColorName: string | null;
  storageType: StorageType;
}

export const variationKey = (sizeId: number, fabricId: number | null, colorId: number | null) =>
  `${sizeId}:${fabricId ?? ''}:${colorId ?? ''}`;

type Priced = { ok: true; line: PricedLine } | { ok: false; error: FieldError };

/** Why a product sold from stock cannot be ordered in the quantity asked. */
export const stockMessage = (name: string, left: number) =>
  left < 1 ? OUT_OF_STOCK : `Only ${left} of ${name} in stock.`;

/**
 * Checks one line against the catalogue and prices it with the shared rule
 * (docs/business-rules.md "Prices"): the variation of size, fabric and colour, else the size's own
 * variation, else the product price; plus the storage surcharge × the size multiplier for beds.
 * Whatever price the client sent plays no part.
 */
export function priceLine(
  item: OrderItem,
  product: ProductFacts | undefined,
  field: string,
  /** How many of this product the whole order asks for (several lines may share it). */
  orderedOfProduct = item.quantity,
): Priced {
  const refuse = (at: string, message: string): Priced => ({
    ok: false,
    error: { field: `${field}.${at}`, message },
  });
  if (!product || product.status === 'archived') return refuse('productId', PRODUCT_UNAVAILABLE);
  if (product.status === 'unavailable') return refuse('productId', PRODUCT_UNAVAILABLE);
  // Beds are made to order (lead time); everything else is sold from stock.
  if (!product.isBed && product.stock >= 0 && product.stock < orderedOfProduct) {
    return refuse('quantity', stockMessage(product.name, product.stock));
  }
  const size = product.sizes.get(item.sizeId);
  if (!size) return refuse('sizeId', SELECTION_INVALID);

  let fabricName: string | null = null;
  let fabricColorName: string | null = null;
  if (product.fabrics.size > 0 || item.fabricId !== null || item.fabricColorId !== null) {
    const fabric = item.fabricId === null ? undefined : product.fabrics.get(item.fabricId);
    if (!fabric) return refuse('fabricId', SELECTION_INVALID);
    // A fabric without colours is complete by itself; otherwise a colour of it is needed.
    const color =
      item.fabricColorId === null
        ? fabric.colors.size === 0
          ? null
          : undefined
        : fabric.colors.get(item.fabricColorId);
    if (color === undefined) return refuse('fabricColorId', SELECTION_INVALID);
    fabricName = fabric.name;
    fabricColorName = color;
  }
  if (item.storageType !== 'Non Ottoman' && !product.isBed) {
    return refuse('storageType', STORAGE_BEDS_ONLY);
  }

  const unitCents = unitCentsOf({
    baseCents: basePriceOf(
      (choice) =>
        product.variations.get(variationKey(choice.sizeId, choice.fabricId, choice.fabricColorId)),
      item,
      product.priceCents,
    ),
    storageType: item.storageType,
    surcharges: product.surcharges,
    sizeMultiplier: size.multiplier,
  });
  return {
    ok: true,
    line: {
      ...lineCentsOf(unitCents, item.quantity),
      item,
      product,
      sizeName: size.name,
      fabricName,
      fabricColorName,
      storageType: item.storageType,
    },
  };
}

/** What a line's lead time depends on: the product's, its fabrics' own, whether a bed. */
export interface LeadTimeFacts {
  isBed: boolean;
  leadTime: LeadTime | null;
  fabrics: ReadonlyMap<number, { leadTime: LeadTime | null }>;
}

/** A line's lead time: its fabric's on the product, the product's, Beds' or from stock. */
export function leadTimeOfLine(product: LeadTimeFacts, fabricId: number | null) {
  return lineLeadTime({
    product: product.leadTime,
    fabric: (fabricId === null ? undefined : product.fabrics.get(fabricId)?.leadTime) ?? null,
    isBeds: product.isBed,
  });
}
