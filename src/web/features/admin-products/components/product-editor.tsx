import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#src/web/components/ui/dialog';
import { Spinner } from '#src/web/components/ui/spinner';
import { ApiError } from '#src/web/lib/api-client';
import { formatDate } from '#src/web/lib/format';
import { serverMessage } from '#src/web/lib/form-errors';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useArchiveProduct } from '../api/archive-product';
import { useFormOptions } from '../api/get-form-options';
import { useProduct } from '../api/get-product';
import { dangerButtonClassName, secondaryButtonClassName } from '../lib/styles';
import type { AdminProduct, ProductFormOptions } from '../types';
import { ProductForm } from './product-form';
import { ProductHistory } from './product-history';
import { ProductImages } from './product-images';
import { ProductStatusBadge } from './status-badge';
import { VariationGrid } from './variation-grid';
import { usePageTitle } from '#src/web/lib/page-title';

const backLink = (
  <Link to="/admin/catalogue/products" className="text-sm underline underline-offset-4">
    ← All products
  </Link>
);

/** /admin/catalogue/products/new and /admin/catalogue/products/:id */
export function ProductEditor() {
  const { id } = useParams();
  const options = useFormOptions();
  if (id === undefined || id === 'new') {
    return (
      <section aria-labelledby="editor-title" className="space-y-6">
        {backLink}
        <h2 id="editor-title" className="text-xl font-semibold">
          New product
        </h2>
        {options.isPending ? (
          <Spinner label="Loading the form" />
        ) : options.isError ? (
          <p role="alert">The form could not load. Please reload the page.</p>
        ) : (
          <>
            <ProductForm options={options.data} />
            <p className="text-sm text-linen-700">
              Images and variation prices can be added once the product is created.
            </p>
          </>
        )}
      </section>
    );
  }
  const productId = Number(id);
  if (!Number.isInteger(productId) || productId < 1) {
    return <NotFound />;
  }
  return <ExistingProduct productId={productId} options={options} />;
}

function NotFound() {
  return (
    <section className="space-y-4">
      {backLink}
      <p role="alert">There is no such product.</p>
    </section>
  );
}

function ExistingProduct({
  productId,
  options,
}: {
  productId: number;
  options: ReturnType<typeof useFormOptions>;
}) {
  const product = useProduct(productId);
  usePageTitle(product.data?.product_name);
  if (product.error instanceof ApiError && product.error.status === 404) return <NotFound />;
  if (product.isPending || options.isPending) return <Spinner label="Loading the product" />;
  if (product.isError || options.isError) {
    return <p role="alert">The product could not load. Please reload the page.</p>;
  }
  return <Editor product={product.data} options={options.data} />;
}

function Editor({ product, options }: { product: AdminProduct; options: ProductFormOptions }) {
  const [confirming, setConfirming] = useState(false);
  const archive = useArchiveProduct();
  const onArchive = () =>
    archive.mutate(product.id, {
      onSuccess: () => {
        toastSuccess('Product archived: the storefront no longer shows it');
        setConfirming(false);
      },
      onError: (e) => toastError(serverMessage(e) ?? 'The product could not be archived.'),
    });

  return (
    <section aria-labelledby="editor-title" className="space-y-6">
      {backLink}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="editor-title" className="flex items-center gap-3 text-xl font-semibold">
            {product.product_name} <ProductStatusBadge status={product.status} />
          </h2>
          <p className="text-sm text-linen-700">
            SKU {product.sku} · created {formatDate(product.createdAt)} · changed{' '}
            {formatDate(product.updatedAt)}
          </p>
        </div>
        <div className="flex gap-2">
          {product.status !== 'archived' && (
            <>
              <a
                href={`/products/${product.id}`}
                target="_blank"
                rel="noreferrer"
                className={secondaryButtonClassName}
              >
                View in shop
              </a>
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className={dangerButtonClassName}
              >
                Archive
              </button>
            </>
          )}
        </div>
      </header>
      {product.status === 'archived' && (
        <p className="rounded-lg bg-linen-200 p-3 text-sm">
          This product is archived: the storefront hides it. Set its status to Available and save to
          show it again.
        </p>
      )}

      {/* Keyed by version: a save elsewhere (archive) starts the form from the saved product. */}
      <ProductForm key={`${product.id}:${product.status}`} product={product} options={options} />
      <ProductImages
        productId={product.id}
        productName={product.product_name}
        images={product.images}
      />
      <VariationGrid product={product} options={options} />
      <ProductHistory productId={product.id} />

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogTitle className="text-lg font-semibold">
            Archive {product.product_name}?
          </DialogTitle>
          <DialogDescription className="mt-3">
            The storefront stops showing it at once and it can no longer be ordered. Past orders
            keep it. You can bring it back by setting its status to Available.
          </DialogDescription>
          <div className="mt-6 flex justify-end gap-2">
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className={secondaryButtonClassName}
            >
              Cancel
            </button>
            <button
              type="button"
              onClick={onArchive}
              disabled={archive.isPending}
              className={dangerButtonClassName}
            >
              {archive.isPending ? 'Archiving…' : 'Archive product'}
            </button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
