import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CART_FULL } from '#src/shared/domain/cart';
import type { ListLineAnswer } from '#src/shared/schemas/saved-lists';
import { primaryButtonClassName, TextField } from '#src/web/components/ui/form-field';
import {
  addRooms,
  checkRooms,
  DEFAULT_FIRST_NUMBER,
  DEFAULT_PATTERN,
  MAX_ROOMS,
} from '../lib/rooms';

const linkClassName = 'font-medium text-walnut-700 underline hover:text-walnut-800';
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Add to cart × rooms (docs/screens.md "Saved lists"): how many rooms, the reference
 * pattern and the first number, a live preview of the references, then every orderable
 * line once per room into the cart.
 */
export function AddRoomsPanel({
  lines,
  disabled = false,
}: {
  lines: readonly ListLineAnswer[];
  /** While the list has unsaved changes: what goes in is the list as saved. */
  disabled?: boolean;
}) {
  const id = useId();
  const [rooms, setRooms] = useState('1');
  const [pattern, setPattern] = useState(DEFAULT_PATTERN);
  const [first, setFirst] = useState(String(DEFAULT_FIRST_NUMBER));
  const [result, setResult] = useState<string | null>(null);
  const { plan, errors, preview } = checkRooms({ rooms, pattern, first });
  const orderable = lines.filter((line) => line.orderable);
  const skipped = lines.filter((line) => !line.orderable);
  const perRoom = orderable.length;

  const add = () => {
    if (!plan) return;
    const { added, full } = addRooms(lines, plan);
    setResult(`${plural(added, 'line')} added to your cart.${full ? ` ${CART_FULL}` : ''}`);
  };

  const type = (set: (value: string) => void) => (value: string) => {
    set(value);
    setResult(null);
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-linen-200"
    >
      <h2 id={`${id}-heading`} className="text-xl">
        Add to cart
      </h2>
      <p className="mt-1 text-sm text-linen-700">
        Every line of the list goes in once per room, each room with its own reference.
      </p>
      <div className="mt-4 grid gap-x-4 sm:grid-cols-3">
        <TextField
          id={`${id}-rooms`}
          label={`Rooms (1–${MAX_ROOMS})`}
          inputMode="numeric"
          autoComplete="off"
          value={rooms}
          onValueChange={type(setRooms)}
          error={errors.rooms}
        />
        <TextField
          id={`${id}-pattern`}
          label="Reference pattern"
          autoComplete="off"
          value={pattern}
          onValueChange={type(setPattern)}
          error={errors.pattern}
          hint="{n} is the room number"
        />
        <TextField
          id={`${id}-first`}
          label="First number"
          inputMode="numeric"
          autoComplete="off"
          value={first}
          onValueChange={type(setFirst)}
          error={errors.first}
        />
      </div>
      <p aria-live="polite" className="text-sm text-linen-900" data-testid="room-preview">
        {preview && plan && (
          <>
            References:{' '}
            <span className="font-semibold">
              {plan.rooms === 1 ? preview.first : `${preview.first} … ${preview.last}`}
            </span>{' '}
            — {plural(perRoom * plan.rooms, 'cart line')} ({plural(perRoom, 'line')} ×{' '}
            {plural(plan.rooms, 'room')})
          </>
        )}
      </p>
      {skipped.length > 0 && (
        <div className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <p>Not orderable today, so left out:</p>
          <ul className="mt-1 list-disc pl-5">
            {skipped.map((line) => (
              <li key={line.position}>
                {line.product.name}: {line.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <button
        type="button"
        className={`mt-4 ${primaryButtonClassName}`}
        disabled={disabled || !plan || perRoom === 0}
        onClick={add}
      >
        {plan ? `Add ${plural(perRoom * plan.rooms, 'line')} to cart` : 'Add to cart'}
      </button>
      {disabled && (
        <p className="mt-2 text-sm text-linen-700">Save your changes first, then add the list.</p>
      )}
      <div aria-live="polite">
        {result && (
          <p role="status" className="mt-4 rounded-md bg-green-50 p-4 text-green-900">
            {result}{' '}
            <Link to="/cart" className={linkClassName}>
              View cart
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
