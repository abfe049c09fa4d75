import { useId, useRef, useState } from 'react';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  onlyInStockMessage,
  readQuantity,
} from '#src/shared/domain/cart';

const SIZES = {
  sm: {
    button: 'size-9',
    input: 'h-9 w-12 border-linen-300',
  },
  md: {
    button: 'size-10',
    input: 'h-10 w-16 border-linen-400',
  },
} as const;

const BUTTON_CLASS =
  'grid place-items-center text-lg font-semibold text-linen-900 hover:bg-linen-100 disabled:cursor-not-allowed disabled:opacity-40';
const INPUT_CLASS = 'border-x text-center text-linen-950 aria-invalid:bg-red-50';

type QuantityInputProps = {
  /** The last valid quantity: what the line or the form holds. */
  value: number;
  /** Called only with a valid quantity (1–99, and no more than `stock`). */
  onChange: (quantity: number) => void;
  /**
   * Why what is typed is refused, or null once it is valid again: a form that sends the
   * quantity refuses to while there is one (the value is still the last valid one).
   */
  onProblem?: (message: string | null) => void;
  /** The product's name, where several lines have a quantity: "Quantity of …". */
  name?: string;
  /** A visible label above the box (the product page's "Quantity"). */
  label?: string;
  /** A line under the label that describes the box ("12 in stock"). */
  hint?: string | undefined;
  id?: string;
  /**
   * The units a product sold from stock has left; null or undefined for made to order or
   * unlimited (docs/business-rules.md "Cart").
   */
  stock?: number | null;
  size?: keyof typeof SIZES;
  disabled?: boolean;
};

/**
 * A quantity typed, pasted or stepped with − / + (docs/business-rules.md "Cart"): 1–99,
 * and no more than the stock left. What cannot be read is never rounded or clamped: the
 * box keeps the text with the reason beside it, and the value stays the last valid one.
 */
export function QuantityInput({
  value,
  onChange,
  onProblem,
  name,
  label,
  hint,
  id,
  stock,
  size = 'sm',
  disabled = false,
}: QuantityInputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const messageId = `${inputId}-message`;
  const hintId = `${inputId}-hint`;
  const [text, setText] = useState(String(value));
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  // The value changed from outside (a stepper, another tab, the form reset): shown as is.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
    setTypedProblem(null);
  }
  // A click that focuses the box selects its number (focus selects it; the mouse's release
  // would put a caret in it instead), so typing or pasting replaces it.
  const focusedByMouse = useRef(false);
  const [focused, setFocused] = useState(false);

  const max = Math.min(MAX_QUANTITY, stock ?? MAX_QUANTITY);
  // A line already above the stock now left (it sold meanwhile) says so too.
  const problem =
    typedProblem ?? (stock != null && value > stock ? onlyInStockMessage(stock) : null);
  // An emptied box is someone about to type: the reason waits until they leave it.
  const visibleProblem = text.trim() === '' && focused ? null : problem;
  const of = name ? ` of ${name}` : '';
  const classes = SIZES[size];
  const buttonClass = `${classes.button} ${BUTTON_CLASS}`;

  const report = (message: string | null) => {
    setTypedProblem(message);
    onProblem?.(message);
  };

  const step = (quantity: number) => {
    setText(String(quantity));
    report(null);
    if (quantity !== value) onChange(quantity);
  };

  const type = (typed: string) => {
    setText(typed);
    const read = readQuantity(typed, stock);
    if ('message' in read) {
      report(read.message);
      return;
    }
    report(null);
    if (read.quantity !== value) onChange(read.quantity);
  };

  const box = (
    <div
      className={`inline-flex items-center overflow-hidden rounded-md border border-linen-400 bg-white ${label ? 'mt-1' : ''}`}
    >
      <button
        type="button"
        aria-label={`Decrease quantity${of}`}
        aria-controls={inputId}
        disabled={disabled || value <= MIN_QUANTITY}
        onClick={() => {
          step(Math.max(MIN_QUANTITY, Math.min(max, value - 1)));
        }}
        className={buttonClass}
      >
        −
      </button>
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label ? undefined : `Quantity${of}`}
        aria-invalid={visibleProblem ? true : undefined}
        aria-describedby={
          [hint ? hintId : '', visibleProblem ? messageId : ''].filter(Boolean).join(' ') ||
          undefined
        }
        className={`${classes.input} ${INPUT_CLASS}`}
        disabled={disabled}
        value={text}
        onChange={(event) => {
          type(event.target.value);
        }}
        onMouseDown={(event) => {
          focusedByMouse.current = document.activeElement !== event.currentTarget;
        }}
        onMouseUp={(event) => {
          if (focusedByMouse.current) event.preventDefault();
          focusedByMouse.current = false;
        }}
        onFocus={(event) => {
          setFocused(true);
          event.currentTarget.select();
        }}
        onBlur={() => {
          setFocused(false);
        }}
      />
      <button
        type="button"
        aria-label={`Increase quantity${of}`}
        aria-controls={inputId}
        disabled={disabled || value >= max}
        onClick={() => {
          step(Math.max(MIN_QUANTITY, value + 1));
        }}
        className={buttonClass}
      >
        +
      </button>
    </div>
  );

  return (
    <div>
      {label && (
        <label htmlFor={inputId} className="block text-sm font-medium text-linen-900">
          {label}
        </label>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-linen-700">
          {hint}
        </p>
      )}
      {box}
      <p id={messageId} aria-live="polite" className="mt-1 text-sm text-red-700 empty:hidden">
        {visibleProblem}
      </p>
    </div>
  );
}
