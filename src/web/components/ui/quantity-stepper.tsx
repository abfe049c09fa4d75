import { useId, useState } from 'react';
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '#src/shared/domain/cart';

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
const INPUT_CLASS =
  'border-x text-center text-linen-950 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none';

type QuantityStepperProps = {
  value: number;
  /** Always called with a quantity within 1–99. */
  onChange: (quantity: number) => void;
  /** The product's name, where several lines have a stepper: "Decrease quantity of …". */
  name?: string;
  /** A visible label above the stepper (the product page's "Quantity"). */
  label?: string;
  id?: string;
  /** The number can be typed as well as stepped; otherwise it is read-only. */
  editable?: boolean;
  size?: keyof typeof SIZES;
  disabled?: boolean;
};

/** − / + around a number, always within 1–99 (docs/business-rules.md "Orders and checkouts"). */
export function QuantityStepper({
  value,
  onChange,
  name,
  label,
  id,
  editable = false,
  size = 'sm',
  disabled = false,
}: QuantityStepperProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  // An editable box may be empty for a moment (deleting "1" to type "5"); the value never is.
  const [empty, setEmpty] = useState(false);
  const of = name ? ` of ${name}` : '';
  const classes = SIZES[size];
  const buttonClass = `${classes.button} ${BUTTON_CLASS}`;

  const stepper = (
    <div
      className={`inline-flex items-center overflow-hidden rounded-md border border-linen-400 bg-white ${label ? 'mt-1' : ''}`}
    >
      <button
        type="button"
        aria-label={`Decrease quantity${of}`}
        aria-controls={inputId}
        disabled={disabled || value <= MIN_QUANTITY}
        onClick={() => {
          onChange(clampQuantity(value - 1));
        }}
        className={buttonClass}
      >
        −
      </button>
      <input
        id={inputId}
        type="number"
        aria-label={label ? undefined : `Quantity${of}`}
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        className={`${classes.input} ${INPUT_CLASS}`}
        readOnly={!editable}
        disabled={editable && disabled}
        inputMode={editable ? 'numeric' : undefined}
        step={editable ? 1 : undefined}
        value={editable && empty ? '' : String(value)}
        onChange={
          editable
            ? (event) => {
                const text = event.target.value;
                setEmpty(text === '');
                if (text !== '') onChange(clampQuantity(Number(text)));
              }
            : undefined
        }
        onBlur={() => {
          setEmpty(false);
        }}
      />
      <button
        type="button"
        aria-label={`Increase quantity${of}`}
        aria-controls={inputId}
        disabled={disabled || value >= MAX_QUANTITY}
        onClick={() => {
          onChange(clampQuantity(value + 1));
        }}
        className={buttonClass}
      >
        +
      </button>
    </div>
  );

  if (!label) return stepper;
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-linen-900">
        {label}
      </label>
      {stepper}
    </div>
  );
}
