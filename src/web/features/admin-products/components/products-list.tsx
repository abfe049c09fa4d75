import type { FormEvent } from 'react';
import { useDraftOf } from '#src/web/lib/use-draft-of';
import { Link, useSearchParams } from 'react-router';
import { ListResults, type ListColumn } from '#src/web/components/admin/list-results';
import { formatDate, formatEuro } from '#src/web/lib/format';
import {
  ADMIN_PRODUCT_SORTS,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
} from '#src/shared/domain/admin-products';
import { useFormOptions } from '../api/get-form-options';
import { useProducts, type ProductsParams } from '../api/get-products';
import {
  inputLikeSelect,
  panelClassName,
  secondaryButtonClassName,
  smallPrimaryClassName,
} from '../lib/styles';
import type { AdminProductSort, ProductStatus } from '../types';
import { ProductStatusBadge, stockLabel } from './status-badge';

const SORT_LABELS: Record<AdminProductSort, string> = {
  updated: 'Recently changed',
  name: 'Name A–Z',
  sku: 'SKU',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
};

function paramsOf(search: URLSearchParams): ProductsParams {
  const status = search.get('status') ?? '';
  const sort = search.get('sort') ?? '';
  const page = Number(search.get('page'));
  return {
    search: search.get('search') ?? '',
    status: (PRODUCT_STATUSES as readonly string[]).includes(status)
      ? (status as ProductStatus)
      : '',
    category: Number(search.get('category')) || 0,
    sort: (ADMIN_PRODUCT_SORTS as readonly string[]).includes(sort)
      ? (sort as AdminProductSort)
      : 'updated',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

const COLUMNS: readonly ListColumn[] = [
  { label: <span className="sr-only">Picture</span> },
  { label: 'Product' },
  { label: 'SKU' },
  { label: 'Categories' },
  { label: 'Price', align: 'right' },
  { label: 'Stock', align: 'right' },
  { label: 'Status' },
  { label: 'Changed' },
];

/** Admin issue, item 3: every product (archived ones too), searchable and filterable. */
export function ProductsList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = paramsOf(searchParams);
  const query = useProducts(params);
  const options = useFormOptions();
  const [text, setText] = useDraftOf(params.search);

  const update = (changes: Partial<ProductsParams>) => {
    const next = { ...params, page: 1, ...changes };
    const entries: Record<string, string> = {};
    if (next.search) entries.search = next.search;
    if (next.status) entries.status = next.status;
    if (next.category) entries.category = String(next.category);
    if (next.sort !== 'updated') entries.sort = next.sort;
    if (next.page > 1) entries.page = String(next.page);
    setSearchParams(entries);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: text.trim() });
  };

  return (
    <section aria-labelledby="products-title">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="products-title" className="text-xl font-semibold">
          Products
        </h2>
        <Link to="new" className={smallPrimaryClassName}>
          New product
        </Link>
      </div>

      <div className={`mt-4 flex flex-wrap items-end gap-3 ${panelClassName}`}>
        <form role="search" onSubmit={onSearch} className="flex min-w-64 flex-1 items-end gap-2">
          <label className="flex-1 text-sm font-medium">
            Search
            <input
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={100}
              placeholder="Name, SKU or description"
              className={`mt-1 ${inputLikeSelect}`}
            />
          </label>
          <button type="submit" className={secondaryButtonClassName}>
            Search
          </button>
        </form>
        <label className="text-sm font-medium">
          Status
          <select
            value={params.status}
            onChange={(e) => update({ status: e.target.value as ProductStatus | '' })}
            className={`mt-1 ${inputLikeSelect}`}
          >
            <option value="">All statuses</option>
            {PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {PRODUCT_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          Category
          <select
            value={params.category || ''}
            onChange={(e) => update({ category: Number(e.target.value) || 0 })}
            className={`mt-1 ${inputLikeSelect}`}
          >
            <option value="">All categories</option>
            {options.data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          Sort
          <select
            value={params.sort}
            onChange={(e) => update({ sort: e.target.value as AdminProductSort })}
            className={`mt-1 ${inputLikeSelect}`}
          >
            {ADMIN_PRODUCT_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <ListResults
        query={query}
        loadingLabel="Loading products"
        errorText="The products could not load. Please reload the page."
        isEmpty={(data) => data.products.length === 0}
        emptyText="No products match. Try another search or filter."
        countText={(data) => (data.total === 1 ? '1 product' : `${data.total} products`)}
        columns={COLUMNS}
        pages={(data) => data}
        onPageChange={(page) => update({ page })}
      >
        {(data) => (
          <>
            {data.products.map((p) => (
              <tr key={p.id} className="hover:bg-linen-50">
                <td className="px-4 py-2">
                  {p.image_url ? (
                    <img
                      src={p.image_url}
                      alt=""
                      width={48}
                      height={36}
                      loading="lazy"
                      className="h-9 w-12 rounded object-cover"
                    />
                  ) : (
                    <span className="block h-9 w-12 rounded bg-linen-200" />
                  )}
                </td>
                <td className="px-4 py-2 font-medium">
                  <Link to={String(p.id)} className="underline-offset-4 hover:underline">
                    {p.product_name}
                  </Link>
                </td>
                <td className="px-4 py-2 font-mono text-xs">{p.sku}</td>
                <td className="px-4 py-2 text-linen-700">{p.categories.join(', ') || '—'}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatEuro(p.price_euro)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{stockLabel(p.stock)}</td>
                <td className="px-4 py-2">
                  <ProductStatusBadge status={p.status} />
                </td>
                <td className="px-4 py-2 whitespace-nowrap text-linen-700">
                  {formatDate(p.updatedAt)}
                </td>
              </tr>
            ))}
          </>
        )}
      </ListResults>
    </section>
  );
}
