import { GROUP_LABEL_MAX } from '#src/shared/schemas/quotes';
import { inputClassName } from '#src/web/components/ui/form-field';
import { lineErrorKey, type RequestLine } from '../lib/request-lines';
import { optionsText } from '../lib/quote-line-text';

/**
 * The lines to ask a price for: each ticked (untick to leave it out) with its group, such
 * as "Standard double × 120" or "Floor 3", which staff quote and the quote lists it under.
 */
export function RequestLinesField({
  id,
  lines,
  errors,
  onChange,
}: {
  id: string;
  lines: RequestLine[];
  errors: Record<string, string>;
  onChange: (index: number, change: Partial<RequestLine>) => void;
}) {
  const ticked = lines.filter((line) => line.included).length;
  return (
    <fieldset aria-describedby={`${id}-lines-error`}>
      <legend className="text-lg font-semibold text-linen-950">
        Lines ({ticked} of {lines.length} ticked)
      </legend>
      <ul
        aria-label="Lines to quote"
        className="mt-3 divide-y divide-linen-200 border-y border-linen-200"
      >
        {lines.map((line, index) => {
          const { item } = line;
          const name = `${item.product_name}${item.referenceNumber ? ` (${item.referenceNumber})` : ''}`;
          const error = errors[lineErrorKey(index)];
          return (
            <li key={index} aria-label={name} className="grid gap-3 py-3 sm:grid-cols-[1fr_16rem]">
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  checked={line.included}
                  onChange={(event) => {
                    onChange(index, { included: event.target.checked });
                  }}
                  aria-label={`Ask for ${name}`}
                  className="mt-1 size-4 shrink-0 accent-walnut-700"
                />
                <span className="text-sm">
                  <span className="block font-medium text-linen-950">
                    {item.quantity} × {item.product_name}
                  </span>
                  <span className="block text-linen-700">{optionsText(item)}</span>
                  {item.referenceNumber && (
                    <span className="block text-linen-700">Reference: {item.referenceNumber}</span>
                  )}
                  {item.specialQuote.text && (
                    <span className="block text-linen-700">Note: {item.specialQuote.text}</span>
                  )}
                </span>
              </label>
              <div>
                <label htmlFor={`${id}-group-${index}`} className="block text-sm text-linen-900">
                  Group (optional)
                </label>
                <input
                  id={`${id}-group-${index}`}
                  value={line.group}
                  maxLength={GROUP_LABEL_MAX}
                  disabled={!line.included}
                  placeholder="e.g. Floor 3"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-line-${index}-error` : undefined}
                  onChange={(event) => {
                    onChange(index, { group: event.target.value });
                  }}
                  className={`mt-1 ${inputClassName}`}
                />
              </div>
              {error && (
                <p
                  id={`${id}-line-${index}-error`}
                  role="alert"
                  className="text-sm text-red-700 sm:col-span-2"
                >
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p id={`${id}-lines-error`} role="alert" className="mt-1 min-h-5 text-sm text-red-700">
        {errors.lines}
      </p>
    </fieldset>
  );
}
