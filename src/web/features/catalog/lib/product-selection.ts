import type { CartItem, SpecialQuote } from '#src/shared/domain/cart';
import { fromCents, toCents } from '#src/shared/domain/money';
import {
  basePriceOf as sharedBasePriceOf,
  vatCentsOf,
  type StorageType,
} from '#src/shared/domain/pricing';
import type { ProductDetail, Variation } from '#src/shared/schemas/catalog';
import { isBedsCategory } from '#src/shared/domain/catalog-rules';

/** What the buyer has chosen on the product page (docs/screens.md "Catalogue screens"). */
export interface Selection {
  sizeId: number | null;
  fabricId: number | null;
  fabricColorId: number | null;
  storageType: StorageType;
}

export const DEFAULT_STORAGE: StorageType = 'Non Ottoman';

/** The first size is preselected; no fabric until the buyer picks one. */
export function initialSelection(product: ProductDetail): Selection {
  return {
    sizeId: product.Sizes[0]?.id ?? null,
    fabricId: null,
    fabricColorId: null,
    storageType: DEFAULT_STORAGE,
  };
}

/** Another size clears fabric and colour. */
export const chooseSize = (selection: Selection, sizeId: number): Selection => ({
  ...selection,
  sizeId,
  fabricId: null,
  fabricColorId: null,
});

/** A fabric brings its first colour with it. */
export function chooseFabric(
  selection: Selection,
  product: ProductDetail,
  fabricId: number,
): Selection {
  const fabric = product.Fabrics.find((f) => f.id === fabricId);
  return { ...selection, fabricId, fabricColorId: fabric?.fabricColors[0]?.id ?? null };
}

export const chooseColor = (selection: Selection, fabricColorId: number): Selection => ({
  ...selection,
  fabricColorId,
});

/** The Beds category of the product, if it is a bed: only beds offer storage. */
export const bedsCategoryOf = (product: Pick<ProductDetail, 'Categories'>) =>
  product.Categories.find((c) => isBedsCategory(c.category_name));

export const sizeOf = (product: ProductDetail, selection: Selection) =>
  product.Sizes.find((s) => s.id === selection.sizeId);

export const fabricOf = (product: ProductDetail, selection: Selection) =>
  product.Fabrics.find((f) => f.id === selection.fabricId);

export const colorOf = (product: ProductDetail, selection: Selection) =>
  fabricOf(product, selection)?.fabricColors.find((c) => c.id === selection.fabricColorId);

/**
 * Size, fabric and colour are required — fabric and colour only where the product (and its fabric)
 * offers them, so a product without fabrics is complete with a size.
 */
export type RequiredChoice = 'size' | 'fabric' | 'color';

/** The first choice still to make before the line can go in the cart, if any. */
export function missingChoice(
  product: ProductDetail,
  selection: Selection,
): RequiredChoice | undefined {
  if (!sizeOf(product, selection)) return 'size';
  if (product.Fabrics.length === 0) return undefined;
  const fabric = fabricOf(product, selection);
  if (!fabric) return 'fabric';
  return fabric.fabricColors.length === 0 || colorOf(product, selection) !== undefined
    ? undefined
    : 'color';
}

export const isSelectionComplete = (product: ProductDetail, selection: Selection) =>
  missingChoice(product, selection) === undefined;

/** A price of the API (euro, or null when hidden) in cents. */
const centsOf = (euro: number | null | undefined) =>
  euro === null || euro === undefined ? euro : toCents(euro);

/**
 * The price before storage in cents, by the shared rule (`basePriceOf`); null when hidden
 * (a visitor) or no size is chosen.
 */
export function baseCentsOf(
  product: ProductDetail,
  variations: readonly Variation[],
  selection: Selection,
): number | null {
  const productCents = centsOf(product.price_euro) ?? null;
  if (selection.sizeId === null) return productCents;
  const { sizeId, fabricId, fabricColorId } = selection;
  return sharedBasePriceOf(
    (choice) =>
      centsOf(
        variations.find(
          (v) =>
            v.sizeId === choice.sizeId &&
            v.fabricId === choice.fabricId &&
            v.fabricColorId === choice.fabricColorId &&
            v.price_euro !== null,
        )?.price_euro,
      ),
    { sizeId, fabricId, fabricColorId },
    productCents,
  );
}

/**
 * While a fabric or colour is still to be chosen: the lowest price any choice of them
 * gives this size, by the same rule ("From €…"). Null once the choice is complete, or for
 * a product without fabrics: then basePriceOf is the price. The product's own price may
 * be no fabric's price at all, so it is not shown as if it were one.
 */
export function fromBaseCentsOf(
  product: ProductDetail,
  variations: readonly Variation[],
  selection: Selection,
): number | null {
  if (isSelectionComplete(product, selection) || product.Fabrics.length === 0) return null;
  const prices = product.Fabrics.flatMap((fabric) =>
    (fabric.fabricColors.length ? fabric.fabricColors.map((c) => c.id) : [null]).map(
      (fabricColorId) =>
        baseCentsOf(product, variations, { ...selection, fabricId: fabric.id, fabricColorId }),
    ),
  ).filter((price): price is number => price !== null);
  return prices.length ? Math.min(...prices) : null;
}

/**
 * The unit price a cart line may be built at, or null while it is not known: hidden or
 * not loaded yet (e.g. a product cached from before sign-in while it refetches), or a
 * storage choice whose surcharge is still loading. Never a guess: the cart keeps it.
 */
export function cartUnitPrice(
  unit: number | null,
  storageType: StorageType,
  storagePending: boolean,
): number | null {
  if (unit === null) return null;
  return storageType !== DEFAULT_STORAGE && storagePending ? null : unit;
}

export interface PurchaseDetails {
  quantity: number;
  referenceNumber: string;
  specialQuote: SpecialQuote;
}

/** The cart line (docs/business-rules.md "Cart", in euro) of a complete selection at `unitCents`. */
export function buildCartItem(
  product: ProductDetail,
  selection: Selection,
  unitCents: number,
  details: PurchaseDetails,
): CartItem {
  const fabric = fabricOf(product, selection);
  const color = colorOf(product, selection);
  return {
    id: product.id,
    product_name: product.product_name,
    price: fromCents(unitCents),
    vat: fromCents(vatCentsOf(unitCents)),
    size: sizeOf(product, selection)?.size ?? '',
    sizeId: selection.sizeId ?? 0,
    fabric: fabric?.fabric_name ?? null,
    fabricId: fabric?.id ?? null,
    fabricColor: color?.color_name ?? null,
    fabricColorId: color?.id ?? null,
    quantity: details.quantity,
    image: product.images[0]?.image_url ?? product.product_image,
    isStorage: selection.storageType === 'Ottoman',
    isCloudStorage: selection.storageType === 'Cloud Storage',
    storageType: selection.storageType,
    referenceNumber: details.referenceNumber.trim(),
    specialQuote: details.specialQuote,
  };
}
