import { useCallback, useRef, useState } from 'react';
import { PRODUCT_ARTICLE_CLASS, PRODUCT_COLUMNS_CLASS } from '#src/shared/site/first-paint';
import { toCents } from '#src/shared/domain/money';
import { unitCentsOf } from '#src/shared/domain/pricing';
import type { ProductDetail, Variation } from '#src/shared/schemas/catalog';
import { useStoragePrices } from '../../api/get-storage-prices';
import { useCanSeePrices } from '../../hooks/use-can-see-prices';
import { productAvailability } from '#src/shared/domain/product-availability';
import { ColorChooser, FabricChooser, SizeChooser, StorageChooser } from './option-choosers';
import { ProductAvailability } from './product-availability';
import { ProductGallery } from './product-gallery';
import { ProductPrice } from './product-price';
import {
  baseCentsOf,
  fromBaseCentsOf,
  bedsCategoryOf,
  buildCartItem,
  cartUnitPrice,
  chooseColor,
  chooseFabric,
  chooseSize,
  fabricOf,
  initialSelection,
  isSelectionComplete,
  missingChoice,
  sizeOf,
  type PurchaseDetails,
  type Selection,
} from '../../lib/product-selection';
import { ProductTabs } from './product-tabs';
import { PurchaseForm } from './purchase-form';
import { RelatedProducts } from './related-products';

type ProductViewProps = { product: ProductDetail; variations: Variation[] };

/** The loaded product page: gallery, choosers, price, purchase form, tabs, related. */
export function ProductView({ product, variations }: ProductViewProps) {
  const [selection, setSelection] = useState(() => initialSelection(product));
  // Whether the buyer has chosen anything yet (the first size comes preselected).
  const [chosen, setChosen] = useState(false);
  const choose = (change: (current: Selection) => Selection) => {
    setChosen(true);
    setSelection(change);
  };
  const canSeePrices = useCanSeePrices();
  const bedsCategory = bedsCategoryOf(product);
  const storage = useStoragePrices(bedsCategory?.id);

  const priceWith = (base: number | null) =>
    canSeePrices && base !== null
      ? unitCentsOf({
          baseCents: base,
          storageType: selection.storageType,
          surcharges: storage.prices,
          sizeMultiplier: sizeOf(product, selection)?.multiplier,
        })
      : null;
  // In cents; euro only where the price is shown and in the cart line.
  const unit = priceWith(baseCentsOf(product, variations, selection));
  // Until fabric and colour are chosen, the lowest price they can give.
  const from = priceWith(fromBaseCentsOf(product, variations, selection));
  // Before any choice: the lowest price of every configuration, the figure the listing shows
  // ("From €…", docs/business-rules.md "Prices").
  const listed =
    !chosen && canSeePrices && typeof product.from_price_euro === 'number'
      ? toCents(product.from_price_euro)
      : null;

  const cartUnit = cartUnitPrice(unit, selection.storageType, storage.pending);

  // docs/business-rules.md "Catalogue": beds are made to order, so only other products run out of
  // stock.
  const availability = productAvailability(product);
  const orderable = availability !== 'unavailable' && availability !== 'out-of-stock';

  const lineFor = useCallback(
    (details: PurchaseDetails) =>
      cartUnit !== null && isSelectionComplete(product, selection)
        ? buildCartItem(product, selection, cartUnit, details)
        : undefined,
    [product, selection, cartUnit],
  );
  const reset = useCallback(() => {
    setChosen(false);
    setSelection(initialSelection(product));
  }, [product]);
  // Add to Cart refused for a choice not made: focus goes to that choice (WCAG 3.3.1).
  const groups = {
    size: useRef<HTMLFieldSetElement>(null),
    fabric: useRef<HTMLFieldSetElement>(null),
    color: useRef<HTMLFieldSetElement>(null),
  };
  const showMissingChoice = () => {
    const missing = missingChoice(product, selection);
    if (missing) groups[missing].current?.querySelector('input')?.focus();
  };

  const fabric = fabricOf(product, selection);
  const imageUrls = product.images.length
    ? product.images.map((image) => image.image_url)
    : product.product_image
      ? [product.product_image]
      : [];

  return (
    <article className={PRODUCT_ARTICLE_CLASS}>
      <div className={PRODUCT_COLUMNS_CLASS}>
        <ProductGallery productName={product.product_name} imageUrls={imageUrls} />
        <div className="flex flex-col gap-6">
          <div>
            <h1 className="text-3xl sm:text-4xl">{product.product_name}</h1>
            <p className="mt-2 text-sm text-linen-700">SKU: {product.sku}</p>
            <ProductAvailability product={product} fabricId={selection.fabricId} />
          </div>
          <ProductPrice
            unitCents={listed ?? from ?? unit}
            from={listed !== null || from !== null}
          />
          {product.Sizes.length > 0 && (
            <SizeChooser
              groupRef={groups.size}
              product={product}
              value={selection.sizeId}
              onChange={(sizeId) => choose((current) => chooseSize(current, sizeId))}
            />
          )}
          {product.Fabrics.length > 0 && (
            <FabricChooser
              groupRef={groups.fabric}
              product={product}
              value={selection.fabricId}
              onChange={(fabricId) => choose((current) => chooseFabric(current, product, fabricId))}
            />
          )}
          {fabric && fabric.fabricColors.length > 0 && (
            <ColorChooser
              groupRef={groups.color}
              colors={fabric.fabricColors}
              value={selection.fabricColorId}
              onChange={(colorId) => choose((current) => chooseColor(current, colorId))}
            />
          )}
          {bedsCategory && (
            <StorageChooser
              value={selection.storageType}
              onChange={(storageType) => choose((current) => ({ ...current, storageType }))}
            />
          )}
          <PurchaseForm
            product={product}
            orderable={orderable}
            priceKnown={cartUnit !== null}
            lineFor={lineFor}
            onAdded={reset}
            onIncomplete={showMissingChoice}
          />
        </div>
      </div>
      <ProductTabs product={product} selectedSizeId={selection.sizeId} />
      <RelatedProducts
        categoryIds={product.Categories.map((category) => category.id)}
        productId={product.id}
      />
    </article>
  );
}
