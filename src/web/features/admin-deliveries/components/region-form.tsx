import { useState, type FormEvent } from 'react';
import {
  CAPACITY_UNITS,
  regionBody,
  type AdminRegion,
  type RegionBody,
} from '#src/shared/schemas/admin-deliveries';
import {
  secondaryButtonClassName,
  smallPrimaryClassName,
} from '#src/web/components/admin/console-forms';
import { inputClassName } from '#src/web/components/ui/form-field';
import {
  firstIssueMessages,
  serverFieldErrors,
  serverMessage,
  type FieldMessages,
} from '#src/web/lib/form-errors';

export const REGION_SAVE_FAILED = 'The region could not be saved. Please try again.';

/** Routing keys as typed: separated by commas, spaces or lines. */
export const splitKeys = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The region form's fields as typed, checked as the server checks them. */
export function readRegion(draft: {
  name: string;
  keys: string;
  unit: string;
  capacity: string;
}): { body: RegionBody } | { errors: FieldMessages } {
  const capacity = draft.capacity.trim();
  const parsed = regionBody.safeParse({
    name: draft.name,
    routing_keys: splitKeys(draft.keys),
    capacity_unit: draft.unit,
    daily_capacity: /^\d+$/.test(capacity) ? Number(capacity) : capacity === '' ? undefined : NaN,
  });
  if (!parsed.success) return { errors: firstIssueMessages(parsed.error) };
  return {
    body: {
      name: parsed.data.name,
      routing_keys: parsed.data.routing_keys,
      capacity_unit: parsed.data.capacity_unit,
      daily_capacity: parsed.data.daily_capacity,
    },
  };
}

type Mutation = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  reset: () => void;
};

/** Add or change a region: name, routing keys, what capacity counts, the daily capacity. */
export function RegionForm({
  idPrefix,
  region,
  mutation,
  onSubmit,
  onCancel,
  submitLabel,
  busyLabel,
}: {
  idPrefix: string;
  region?: AdminRegion;
  mutation: Mutation;
  onSubmit: (body: RegionBody) => void;
  onCancel?: () => void;
  submitLabel: string;
  busyLabel: string;
}) {
  const [name, setName] = useState(region?.name ?? '');
  const [keys, setKeys] = useState(region?.routing_keys.join(', ') ?? '');
  const [unit, setUnit] = useState<string>(region?.capacity_unit ?? 'deliveries');
  const [capacity, setCapacity] = useState(region ? String(region.daily_capacity) : '');
  const [errors, setErrors] = useState<FieldMessages>({});
  const server = serverFieldErrors(mutation.error);
  const shown = { ...server, ...errors };
  const failure =
    mutation.isError && Object.keys(server).length === 0
      ? (serverMessage(mutation.error) ?? REGION_SAVE_FAILED)
      : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.reset();
    const read = readRegion({ name, keys, unit, capacity });
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    onSubmit(read.body);
  };

  const field = (key: string) => ({
    'aria-invalid': shown[key] ? true : undefined,
    'aria-describedby': shown[key] ? `${idPrefix}-${key}-error` : undefined,
    disabled: mutation.isPending,
  });
  const error = (key: string) =>
    shown[key] && (
      <p id={`${idPrefix}-${key}-error`} role="alert" className="mt-1 text-sm text-red-700">
        {shown[key]}
      </p>
    );

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={`${idPrefix}-name`} className="block text-sm font-medium">
          Name
        </label>
        <input
          id={`${idPrefix}-name`}
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
          className={`${inputClassName} mt-1`}
          {...field('name')}
        />
        {error('name')}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-routing_keys`} className="block text-sm font-medium">
          Routing keys
        </label>
        <input
          id={`${idPrefix}-routing_keys`}
          value={keys}
          placeholder="D01, D02, D6W"
          autoCapitalize="characters"
          onChange={(e) => setKeys(e.target.value)}
          className={`${inputClassName} mt-1`}
          {...field('routing_keys')}
          aria-describedby={[
            `${idPrefix}-routing_keys-hint`,
            ...(shown.routing_keys ? [`${idPrefix}-routing_keys-error`] : []),
          ].join(' ')}
        />
        <p id={`${idPrefix}-routing_keys-hint`} className="mt-1 text-xs text-linen-700">
          The first three characters of the Eircodes the crews cover, separated by commas.
        </p>
        {error('routing_keys')}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-capacity_unit`} className="block text-sm font-medium">
          Capacity counts
        </label>
        <select
          id={`${idPrefix}-capacity_unit`}
          value={unit}
          onChange={(e) => setUnit(e.target.value)}
          className={`${inputClassName} mt-1`}
          {...field('capacity_unit')}
        >
          {CAPACITY_UNITS.map((u) => (
            <option key={u} value={u}>
              {u === 'deliveries' ? 'Deliveries (stops)' : 'Units (beds, sofas)'}
            </option>
          ))}
        </select>
        {error('capacity_unit')}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-daily_capacity`} className="block text-sm font-medium">
          Daily capacity
        </label>
        <input
          id={`${idPrefix}-daily_capacity`}
          inputMode="numeric"
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          className={`${inputClassName} mt-1`}
          {...field('daily_capacity')}
        />
        {error('daily_capacity')}
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" disabled={mutation.isPending} className={smallPrimaryClassName}>
          {mutation.isPending ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button
            type="button"
            disabled={mutation.isPending}
            onClick={onCancel}
            className={secondaryButtonClassName}
          >
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
