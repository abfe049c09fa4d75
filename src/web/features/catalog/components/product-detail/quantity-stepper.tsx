import { useState } from 'react';
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '../../../../../shared/domain/cart';

type QuantityStepperProps = { id: string; value: number; onChange: (value: number) => void };

/** Accounts §5: − and + and a number, always 1–99. */
export function QuantityStepper({ id, value, onChange }: QuantityStepperProps) {
  // The box may be empty for a moment (deleting "1" to type "5"); the value never is.
  const [empty, setEmpty] = useState(false);
  const buttonClass =
    'grid size-10 place-items-center text-lg font-semibold text-linen-900 hover:bg-linen-100 disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-linen-900">
        Quantity
      </label>
      <div className="mt-1 inline-flex items-center overflow-hidden rounded-md border border-linen-400 bg-white">
        <button
          type="button"
          aria-label="Decrease quantity"
          aria-controls={id}
          disabled={value <= MIN_QUANTITY}
          onClick={() => onChange(clampQuantity(value - 1))}
          className={buttonClass}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          value={empty ? '' : String(value)}
          onChange={(event) => {
            const text = event.target.value;
            setEmpty(text === '');
            if (text !== '') onChange(clampQuantity(Number(text)));
          }}
          onBlur={() => setEmpty(false)}
          className="h-10 w-16 border-x border-linen-400 text-center text-linen-950 [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label="Increase quantity"
          aria-controls={id}
          disabled={value >= MAX_QUANTITY}
          onClick={() => onChange(clampQuantity(value + 1))}
          className={buttonClass}
        >
          +
        </button>
      </div>
    </div>
  );
}
