import * as Dialog from '@radix-ui/react-dialog';
import { useState, type RefObject } from 'react';
import { DEFAULT_FILTERS } from '../lib/product-filters';
import { ProductFiltersPanel, type FilterSelection } from './product-filters-panel';

export type FiltersModalProps = {
  value: FilterSelection;
  onApply: (next: FilterSelection) => void;
  canSeePrices: boolean;
  /** See ProductFiltersPanel. */
  withCategories?: boolean;
  onClose: () => void;
  /** Focus goes back here when the modal closes. */
  opener: RefObject<HTMLButtonElement | null>;
};

const EMPTY_SELECTION: FilterSelection = {
  categories: DEFAULT_FILTERS.categories,
  sizes: DEFAULT_FILTERS.sizes,
  min: DEFAULT_FILTERS.min,
  max: DEFAULT_FILTERS.max,
};

/**
 * The modal of ProductFiltersDialog, loaded on first opening. It edits a draft that
 * starts from what is applied now; a dismissed draft is dropped.
 */
export function ProductFiltersModal({
  value,
  onApply,
  canSeePrices,
  withCategories = true,
  onClose,
  opener,
}: FiltersModalProps) {
  const [draft, setDraft] = useState(value);

  return (
    <Dialog.Root
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-linen-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-xl bg-linen-50 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl"
        >
          <div className="flex items-center justify-between border-b border-linen-200 px-5 py-4">
            <Dialog.Title className="text-xl font-semibold text-linen-900">
              Products filters
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              className="grid size-9 place-items-center rounded-md text-2xl leading-none text-linen-800 hover:bg-linen-100"
            >
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">
            <ProductFiltersPanel
              value={draft}
              onChange={setDraft}
              canSeePrices={canSeePrices}
              withCategories={withCategories}
            />
          </div>
          <div className="flex gap-3 border-t border-linen-200 px-5 py-4">
            <button
              type="button"
              onClick={() => {
                setDraft(EMPTY_SELECTION);
              }}
              className="h-10 flex-1 rounded-md bg-white text-sm font-medium text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100"
            >
              Clear
            </button>
            <button
              type="button"
              onClick={() => {
                onApply(draft);
                onClose();
              }}
              className="h-10 flex-1 rounded-md bg-walnut-700 text-sm font-medium text-white hover:bg-walnut-800"
            >
              Apply
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
