import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { inputClassName } from '#src/web/components/ui/form-field';

/**
 * The tracking view of a tracking ID or reference number
 * (docs/screens.md "My Orders and tracking").
 */
export const trackingPath = (value: string) => `/order-tracking/${encodeURIComponent(value)}`;
export const TRACK_WHAT = 'Enter a tracking ID or a reference number.';

export interface TrackOrderFormProps {
  label: string;
  /** The label is read out but not shown (the placeholder says it on screen). */
  hideLabel?: boolean;
  placeholder?: string;
  className?: string;
}

/** One box and a Track button: /track, My Orders and the tracking view use it. */
export function TrackOrderForm({ label, hideLabel, placeholder, className }: TrackOrderFormProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [blank, setBlank] = useState(false);
  const navigate = useNavigate();

  const track = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = value.trim();
    setBlank(wanted === '');
    if (wanted === '') return;
    void navigate(trackingPath(wanted));
  };

  return (
    <form role="search" onSubmit={track} className={className}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-linen-900'}
      >
        {label}
      </label>
      <div className={`flex gap-2 ${hideLabel ? '' : 'mt-1'}`}>
        <input
          id={id}
          type="text"
          value={value}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => {
            setValue(event.target.value);
            setBlank(false);
          }}
          aria-invalid={blank || undefined}
          aria-describedby={blank ? `${id}-blank` : undefined}
          className={inputClassName}
        />
        <button
          type="submit"
          className="shrink-0 rounded-md bg-walnut-700 px-5 py-2 font-semibold text-white hover:bg-walnut-800"
        >
          Track
        </button>
      </div>
      {blank && (
        <p id={`${id}-blank`} role="alert" className="mt-1 text-sm text-red-700">
          {TRACK_WHAT}
        </p>
      )}
    </form>
  );
}
