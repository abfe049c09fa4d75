import { useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  CATEGORY_RESULTS_CLASS,
  LISTING_SECTION_CLASS,
  LISTING_TITLE_CLASS,
  SCROLL_TARGET_CLASS,
} from '#src/shared/site/first-paint';
import { Pagination } from '#src/web/components/ui/pagination';
import { Spinner } from '#src/web/components/ui/spinner';
import { ApiError, messageInBody } from '#src/web/lib/api-client';
import { categoryTitle } from '#src/shared/site/page-titles';
import { pageParam } from '#src/web/lib/page-param';
import { useCategoryProducts } from '../api/get-category-products';
import { isBedsCategory } from '#src/shared/domain/catalog-rules';
import { ProductGrid } from './product-grid';

export const FAILED_TO_FETCH = 'Failed to fetch products.';
export const ERROR_FETCHING = 'Error fetching products.';
export const NO_PRODUCTS = 'No products found';

/**
 * docs/screens.md "Catalogue screens": the server's message when it gave one (404 "Category not
 * found"), "Failed to fetch products." for an answer without one, "Error fetching products." when
 * no answer came at all.
 */
export function categoryErrorMessage(error: Error): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return ERROR_FETCHING;
    return messageInBody(error.body) ?? FAILED_TO_FETCH;
  }
  return ERROR_FETCHING;
}

/** The /category/{name} page: heading, grid, pagination and its messages. */
export function CategoryProducts({
  categoryName,
  notFound,
}: {
  categoryName: string;
  /** An unknown category's page (the server answers it 404 too), with the server's message. */
  notFound?: (message: string) => ReactNode;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams);
  const gridTop = useRef<HTMLDivElement>(null);
  const query = useCategoryProducts({ categoryName, page });

  const changePage = (next: number) => {
    setSearchParams(next === 1 ? {} : { page: String(next) });
    gridTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  if (notFound && query.error instanceof ApiError && query.error.status === 404) {
    return notFound(categoryErrorMessage(query.error));
  }
  let body;
  if (query.isPending) {
    body = <Spinner label="Loading products" />;
  } else if (query.isError) {
    body = (
      <p role="alert" className="py-12 text-center text-red-700">
        {categoryErrorMessage(query.error)}
      </p>
    );
  } else if (!query.data.success) {
    body = (
      <p role="alert" className="py-12 text-center text-red-700">
        {messageInBody(query.data) ?? FAILED_TO_FETCH}
      </p>
    );
  } else if (query.data.products.length === 0) {
    body = <p className="py-12 text-center text-linen-700">{NO_PRODUCTS}</p>;
  } else {
    body = (
      <>
        <ProductGrid
          products={query.data.products}
          forceLeadTime={isBedsCategory(categoryName)}
          busy={query.isPlaceholderData}
        />
        {query.data.pagination && (
          <Pagination
            className="mt-10"
            currentPage={query.data.pagination.currentPage}
            totalPages={query.data.pagination.totalPages}
            onPageChange={changePage}
          />
        )}
      </>
    );
  }

  return (
    <section className={LISTING_SECTION_CLASS}>
      <div ref={gridTop} className={SCROLL_TARGET_CLASS}>
        <h1 className={LISTING_TITLE_CLASS}>{categoryTitle(categoryName)}</h1>
      </div>
      <div className={CATEGORY_RESULTS_CLASS}>{body}</div>
    </section>
  );
}
