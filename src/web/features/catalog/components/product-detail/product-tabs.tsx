import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ProductDetail } from '#src/shared/schemas/catalog';
import { sanitizeHtml } from '#src/web/lib/sanitize-html';

const TABS = ['Description', 'Dimensions', 'Special Instructions'] as const;
type Tab = (typeof TABS)[number];

const HTML_CLASSES =
  'max-w-prose text-linen-900 [&_a]:text-walnut-700 [&_a]:underline [&_h2]:text-2xl [&_h3]:mt-4 [&_h3]:text-xl [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

type ProductTabsProps = { product: ProductDetail; selectedSizeId: number | null };

/**
 * docs/screens.md "Catalogue screens": Description, Dimensions and Special Instructions as ARIA
 * tabs.
 */
export function ProductTabs({ product, selectedSizeId }: ProductTabsProps) {
  const id = useId();
  const [active, setActive] = useState<Tab>('Description');
  const tabs = useRef(new Map<Tab, HTMLButtonElement>());

  // Arrow keys, Home and End move between tabs and show them (automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setActive(next);
    tabs.current.get(next)?.focus();
  };

  const slug = (tab: Tab) => tab.toLowerCase().replace(/\s+/g, '-');

  return (
    <section aria-label="Product information" className="mt-12">
      <div
        role="tablist"
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-linen-300"
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) tabs.current.set(tab, element);
              else tabs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${id}-${slug(tab)}-tab`}
            aria-selected={tab === active}
            aria-controls={`${id}-${slug(tab)}-panel`}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => setActive(tab)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap ${
              tab === active
                ? 'border-walnut-700 text-walnut-800'
                : 'border-transparent text-linen-700 hover:text-walnut-700'
            }`}
          >
            {tab}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${slug(active)}-panel`}
        aria-labelledby={`${id}-${slug(active)}-tab`}
        tabIndex={0}
        className="py-6"
      >
        {active === 'Description' && <Description html={product.description} />}
        {active === 'Dimensions' && (
          <Dimensions sizes={product.Sizes} selectedSizeId={selectedSizeId} />
        )}
        {active === 'Special Instructions' && (
          <p className="max-w-prose whitespace-pre-line text-linen-900">
            {product.special_instructions.trim() || 'No special instructions.'}
          </p>
        )}
      </div>
    </section>
  );
}

function Description({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (clean.trim() === '') return <p className="text-linen-700">No description available.</p>;
  // The HTML went through the DOMPurify allow-list just above
  // (docs/business-rules.md "Staff HTML").
  return <div className={HTML_CLASSES} dangerouslySetInnerHTML={{ __html: clean }} />;
}

const cm = (value: number | null) => (value === null ? '—' : `${value} cm`);

function Dimensions({
  sizes,
  selectedSizeId,
}: {
  sizes: ProductDetail['Sizes'];
  selectedSizeId: number | null;
}) {
  if (sizes.length === 0) return <p className="text-linen-700">No dimensions available.</p>;
  const selected = sizes.find((size) => size.id === selectedSizeId);
  return (
    <>
      {selected && (
        <p className="mb-4 text-linen-900">
          <span className="font-semibold">{selected.size}:</span> {dimensionsOf(selected)}
        </p>
      )}
      <SizesTable sizes={sizes} selectedSizeId={selectedSizeId} />
    </>
  );
}

/** "200 × 150 × 110 cm" (length × width × height), a dash for an unknown measure. */
function dimensionsOf(size: ProductDetail['Sizes'][number]) {
  const part = (value: number | null) => (value === null ? '—' : String(value));
  return `${part(size.length)} × ${part(size.width)} × ${part(size.height)} cm`;
}

function SizesTable({
  sizes,
  selectedSizeId,
}: {
  sizes: ProductDetail['Sizes'];
  selectedSizeId: number | null;
}) {
  return (
    <table className="w-full max-w-2xl text-left text-sm">
      <caption className="sr-only">Dimensions of each size (length × width × height)</caption>
      <thead className="border-b border-linen-300 text-linen-700">
        <tr>
          <th scope="col" className="py-2 pr-4 font-medium">
            Size
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Length
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Width
          </th>
          <th scope="col" className="py-2 font-medium">
            Height
          </th>
        </tr>
      </thead>
      <tbody>
        {sizes.map((size) => {
          const selected = size.id === selectedSizeId;
          return (
            <tr
              key={size.id}
              aria-current={selected ? 'true' : undefined}
              className={`border-b border-linen-200 ${selected ? 'bg-walnut-50 font-semibold' : ''}`}
            >
              <th scope="row" className="py-2 pr-4 font-medium">
                {size.size}
                {selected && <span className="sr-only"> (selected)</span>}
              </th>
              <td className="py-2 pr-4">{cm(size.length)}</td>
              <td className="py-2 pr-4">{cm(size.width)}</td>
              <td className="py-2">{cm(size.height)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
