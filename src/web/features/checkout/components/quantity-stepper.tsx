import { MAX_QUANTITY, MIN_QUANTITY } from '../../../../shared/domain/cart';

const STEP_BUTTON =
  'grid size-9 place-items-center text-lg font-semibold text-linen-900 hover:bg-linen-100 disabled:cursor-not-allowed disabled:opacity-40';

// The cart page has its twin: features do not share components.

/** − / + around a read-only number, kept within 1–99 (accounts-and-ordering §5, §9). */
export function QuantityStepper({
  name,
  value,
  onChange,
  disabled = false,
}: {
  /** The product's name, so each line's buttons say which line they change. */
  name: string;
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}) {
  return (
    <div className="inline-flex items-center overflow-hidden rounded-md border border-linen-400 bg-white">
      <button
        type="button"
        aria-label={`Decrease quantity of ${name}`}
        disabled={disabled || value <= MIN_QUANTITY}
        onClick={() => {
          onChange(value - 1);
        }}
        className={STEP_BUTTON}
      >
        −
      </button>
      <input
        type="number"
        readOnly
        aria-label={`Quantity of ${name}`}
        value={value}
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        className="h-9 w-12 border-x border-linen-300 text-center text-linen-950 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label={`Increase quantity of ${name}`}
        disabled={disabled || value >= MAX_QUANTITY}
        onClick={() => {
          onChange(value + 1);
        }}
        className={STEP_BUTTON}
      >
        +
      </button>
    </div>
  );
}
