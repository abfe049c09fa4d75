import { lazy, Suspense, useId } from 'react';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '#src/shared/domain/catalog-rules';
import { useCategories } from '../api/get-categories';
import { useSizes } from '../api/get-sizes';

// Only viewers who may see prices get the slider (and its Radix code).
const PriceSlider = lazy(() =>
  import('#src/web/components/ui/price-slider').then((module) => ({
    default: module.PriceSlider,
  })),
);
import type { ProductFilters } from '../lib/product-filters';

export type FilterSelection = Pick<ProductFilters, 'categories' | 'sizes' | 'min' | 'max'>;

type FiltersPanelProps = {
  value: FilterSelection;
  onChange: (next: FilterSelection) => void;
  canSeePrices: boolean;
  /** False where the page picks the category another way (the search page's tabs). */
  withCategories?: boolean;
};

function toggle(list: string[], item: string, on: boolean): string[] {
  return on ? [...list, item] : list.filter((entry) => entry !== item);
}

function CheckboxList({
  legend,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  options: { name: string; count?: number }[];
  selected: string[];
  onToggle: (name: string, on: boolean) => void;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-3 text-base font-semibold text-linen-900">{legend}</legend>
      <ul className="space-y-2">
        {options.map((option, index) => (
          <li key={option.name} className="flex items-center gap-2">
            <input
              id={`${id}-${index}`}
              type="checkbox"
              checked={selected.includes(option.name)}
              onChange={(event) => {
                onToggle(option.name, event.target.checked);
              }}
              className="size-4 accent-walnut-700"
            />
            <label htmlFor={`${id}-${index}`} className="text-sm text-linen-800">
              {option.name}
              {option.count !== undefined && (
                <span className="text-linen-700"> ({option.count})</span>
              )}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Categories, sizes and (for viewers who may see prices) the price range. */
export function ProductFiltersPanel({
  value,
  onChange,
  canSeePrices,
  withCategories = true,
}: FiltersPanelProps) {
  const categories = useCategories();
  const sizes = useSizes();

  return (
    <div className="space-y-8">
      {withCategories && (
        <CheckboxList
          legend="Categories"
          options={(categories.data ?? []).map((c) => ({
            name: c.category_name,
            count: c.product_count,
          }))}
          selected={value.categories}
          onToggle={(name, on) => {
            onChange({ ...value, categories: toggle(value.categories, name, on) });
          }}
        />
      )}
      <CheckboxList
        legend="Sizes"
        options={(sizes.data ?? []).map((s) => ({ name: s.size }))}
        selected={value.sizes}
        onToggle={(name, on) => {
          onChange({ ...value, sizes: toggle(value.sizes, name, on) });
        }}
      />
      {canSeePrices && (
        <div>
          <h2 className="mb-3 text-base font-semibold text-linen-900">Price Range</h2>
          <Suspense fallback={<div className="h-14" />}>
            <PriceSlider
              label="Price Range"
              min={PRICE_FILTER_MIN}
              max={PRICE_FILTER_MAX}
              value={{ min: value.min, max: value.max }}
              onValueCommit={(range) => {
                onChange({ ...value, ...range });
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
