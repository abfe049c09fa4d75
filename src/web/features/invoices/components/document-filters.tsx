import { SearchBox } from '#src/web/components/ui/search-box';
import type { DocumentKind, DocumentStatus } from '../api/get-documents';

const KINDS: Array<[DocumentKind | undefined, string]> = [
  [undefined, 'All'],
  ['invoice', 'Invoices'],
  ['credit_note', 'Credit notes'],
];
const STATUSES: Array<[DocumentStatus | undefined, string]> = [
  [undefined, 'All'],
  ['open', 'Open'],
  ['overdue', 'Overdue'],
  ['paid', 'Paid'],
  ['credited', 'Credited'],
];

const switchButton = (pressed: boolean) =>
  `px-3 py-1.5 text-sm font-medium first:rounded-l-md last:rounded-r-md ${
    pressed ? 'bg-walnut-700 text-white' : 'bg-white text-linen-900 hover:bg-linen-100'
  }`;

function Choice<T>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Array<[T, string]>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="text-sm font-medium text-linen-800">
        {label}
      </span>
      <div role="group" aria-label={label} className="inline-flex rounded-md ring-1 ring-linen-300">
        {options.map(([option, name]) => (
          <button
            key={name}
            type="button"
            aria-pressed={option === value}
            className={switchButton(option === value)}
            onClick={() => {
              if (option !== value) onChange(option);
            }}
          >
            {name}
          </button>
        ))}
      </div>
    </div>
  );
}

export interface DocumentFilterValues {
  kind: DocumentKind | undefined;
  status: DocumentStatus | undefined;
  search: string;
}

/** What the search finds (docs/screens.md "Account screens", Invoices); the placeholder fits a phone. */
export const DOCUMENT_SEARCH_LABEL =
  'Find a document by invoice, credit note, checkout or PO number, or your line reference';

/** Which documents: invoices or credit notes, by status, and a search by number or reference. */
export function DocumentFilters({
  values,
  onChange,
}: {
  values: DocumentFilterValues;
  onChange: (values: DocumentFilterValues) => void;
}) {
  return (
    <div className="space-y-4">
      <SearchBox
        label={DOCUMENT_SEARCH_LABEL}
        showLabel
        placeholder="Number or reference"
        value={values.search}
        onSearch={(search) => {
          onChange({ ...values, search });
        }}
      />
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <Choice
          label="Type"
          options={KINDS}
          value={values.kind}
          onChange={(kind) => {
            onChange({ ...values, kind });
          }}
        />
        <Choice
          label="Status"
          options={STATUSES}
          value={values.status}
          onChange={(status) => {
            onChange({ ...values, status });
          }}
        />
      </div>
    </div>
  );
}
