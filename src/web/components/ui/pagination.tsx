import { pageItems } from '#src/shared/domain/pagination';

type PaginationProps = {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
};

const buttonBase =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium ring-1 ring-linen-300 transition-colors';
const enabled = 'bg-white text-linen-900 hover:bg-linen-100';
const disabled = 'cursor-not-allowed bg-linen-100 text-linen-500';
const current = 'bg-walnut-700 text-white ring-walnut-700';

/** Page buttons from `pageItems`: every page up to 5, else first and last with ellipses. */
export function Pagination({
  currentPage,
  totalPages,
  onPageChange,
  className = '',
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const hasPrevious = currentPage > 1;
  const hasNext = currentPage < totalPages;

  return (
    <nav aria-label="Pagination" className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            disabled={!hasPrevious}
            onClick={() => {
              onPageChange(currentPage - 1);
            }}
            className={`${buttonBase} ${hasPrevious ? enabled : disabled}`}
          >
            Previous
          </button>
        </li>
        {pageItems(totalPages, currentPage).map((item, index) =>
          item === 'ellipsis' ? (
            // Two ellipses at most, told apart by position.
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-1 text-linen-700">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === currentPage ? 'page' : undefined}
                onClick={() => {
                  if (item !== currentPage) onPageChange(item);
                }}
                className={`${buttonBase} ${item === currentPage ? current : enabled}`}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            disabled={!hasNext}
            onClick={() => {
              onPageChange(currentPage + 1);
            }}
            className={`${buttonBase} ${hasNext ? enabled : disabled}`}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
