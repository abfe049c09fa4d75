import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pagination } from '../ui/pagination';
import { Spinner } from '../ui/spinner';

export interface ListColumn {
  label: ReactNode;
  align?: 'left' | 'right';
}

interface ListResultsProps<Data> {
  query: UseQueryResult<Data>;
  /** The spinner's accessible name, e.g. "Loading customers". */
  loadingLabel: string;
  errorText: string;
  isEmpty: (data: Data) => boolean;
  emptyText: ReactNode;
  /** "3 customers", announced when the results change. */
  countText: (data: Data) => ReactNode;
  /** A table's columns; without them the results are a list of cards (each child an <li>). */
  columns?: readonly ListColumn[];
  /** The list's accessible name, when the results are a list. */
  listLabel?: string;
  pages: (data: Data) => { page: number; totalPages: number };
  onPageChange: (page: number) => void;
  /** The table rows (or list items) for one page of results. */
  children: (data: Data) => ReactNode;
}

/** A console list's results: loading, failure, nothing found, or a table (or list) with pages. */
export function ListResults<Data>({
  query,
  loadingLabel,
  errorText,
  isEmpty,
  emptyText,
  countText,
  columns,
  listLabel,
  pages,
  onPageChange,
  children,
}: ListResultsProps<Data>) {
  if (query.isPending) return <Spinner label={loadingLabel} className="py-24" />;
  if (query.isError) {
    return (
      <p role="alert" className="mt-6">
        {errorText}
      </p>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <p className="mt-6 rounded-xl bg-white p-8 text-center text-linen-700 ring-1 ring-linen-200">
        {emptyText}
      </p>
    );
  }
  const { page, totalPages } = pages(query.data);
  return (
    <>
      <p className="mt-4 text-sm text-linen-700" aria-live="polite">
        {countText(query.data)}
      </p>
      {columns ? (
        <div className="mt-2 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-linen-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-linen-50 text-linen-700">
              <tr>
                {columns.map((column, index) => (
                  <th
                    key={index}
                    scope="col"
                    className={`px-4 py-3 font-medium ${column.align === 'right' ? 'text-right' : ''}`}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-linen-200">{children(query.data)}</tbody>
          </table>
        </div>
      ) : (
        <ul aria-label={listLabel} className="mt-2 space-y-4">
          {children(query.data)}
        </ul>
      )}
      <Pagination
        className="mt-6"
        currentPage={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
      />
    </>
  );
}
