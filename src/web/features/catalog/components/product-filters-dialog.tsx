import { lazy, Suspense, useRef, useState } from 'react';
import type { FilterSelection } from './product-filters-panel';

// Radix Dialog and the panel's modal arrive with the first opening, not with the page.
const ProductFiltersModal = lazy(() =>
  import('./product-filters-modal').then((module) => ({ default: module.ProductFiltersModal })),
);

type FiltersDialogProps = {
  value: FilterSelection;
  onApply: (next: FilterSelection) => void;
  canSeePrices: boolean;
  /** See ProductFiltersPanel. */
  withCategories?: boolean;
};

/** Phones and tablets: the filters in a modal that edits a draft, applied only on Apply. */
export function ProductFiltersDialog({
  value,
  onApply,
  canSeePrices,
  withCategories = true,
}: FiltersDialogProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
        }}
        className="inline-flex h-10 items-center rounded-md bg-white px-4 text-sm font-medium text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100"
      >
        Filters
      </button>
      {open && (
        <Suspense fallback={null}>
          <ProductFiltersModal
            value={value}
            onApply={onApply}
            canSeePrices={canSeePrices}
            withCategories={withCategories}
            opener={opener}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
