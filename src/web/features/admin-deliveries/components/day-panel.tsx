import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CAPACITY_MESSAGE,
  type Planner,
  type PlannerCell,
} from '#src/shared/schemas/admin-deliveries';
import { panelClassName, smallPrimaryClassName } from '#src/web/components/admin/console-forms';
import { inputClassName } from '#src/web/components/ui/form-field';
import { serverFieldErrors, serverMessage } from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { daySheetUrl } from '../api/day-sheet-url';
import { useSetRegionDay } from '../api/set-region-day';
import { longDay } from '../lib/week';
import { BookingCard } from './booking-card';

export const DAY_SAVE_FAILED = 'The day could not be saved. Please try again.';

const linkClassName = 'font-medium text-walnut-700 underline-offset-4 hover:underline';

/** A capacity as typed: blank is the region's own, else a whole number 0–999. */
export function readCapacity(text: string): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (!/^\d{1,3}$/.test(trimmed)) return { error: CAPACITY_MESSAGE };
  return { value: Number(trimmed) };
}

/** A region's day: its own capacity or closing, then its bookings. */
function DaySettings({
  region,
  date,
  cell,
}: {
  region: Planner['regions'][number];
  date: string;
  cell: PlannerCell;
}) {
  const [capacity, setCapacity] = useState(
    cell.own_capacity === null ? '' : String(cell.own_capacity),
  );
  const [closed, setClosed] = useState(cell.closed);
  const [error, setError] = useState<string>();
  const save = useSetRegionDay({
    onSuccess: (answer) =>
      toastSuccess(answer.message, answer.day.bookings > 0 && answer.day.closed ? 6000 : undefined),
    onError: (e) => setError(serverFieldErrors(e).capacity),
  });
  const ids = `day-${region.id}-${date}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.reset();
    const read = readCapacity(capacity);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(undefined);
    save.mutate({ regionId: region.id, day: date, body: { capacity: read.value, closed } });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={`${ids}-capacity`} className="block text-sm font-medium">
          This day’s capacity ({region.capacity_unit})
        </label>
        <input
          id={`${ids}-capacity`}
          inputMode="numeric"
          value={capacity}
          placeholder={`${region.daily_capacity} (the region’s)`}
          onChange={(e) => setCapacity(e.target.value)}
          disabled={save.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : `${ids}-hint`}
          className={`${inputClassName} mt-1 w-40`}
        />
      </div>
      <label className="flex items-center gap-2 py-2 text-sm">
        <input
          type="checkbox"
          checked={closed}
          onChange={(e) => setClosed(e.target.checked)}
          disabled={save.isPending}
          className="size-4"
        />
        Closed: no crew goes out
      </label>
      <button type="submit" disabled={save.isPending} className={smallPrimaryClassName}>
        {save.isPending ? 'Saving…' : 'Save day'}
      </button>
      <p id={`${ids}-hint`} className="w-full text-sm text-linen-700">
        Leave the capacity blank for the region’s {region.daily_capacity}. Closing a day keeps its
        bookings: move them to another day.
      </p>
      {error && (
        <p id={`${ids}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
      {save.isError && !error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {serverMessage(save.error) ?? DAY_SAVE_FAILED}
        </p>
      )}
    </form>
  );
}

/** The day a planner cell opens: its figures, settings, bookings and the crew's day sheet. */
export function DayPanel({
  region,
  day,
  cell,
  onClose,
}: {
  region: Planner['regions'][number];
  day: Planner['days'][number];
  cell: PlannerCell;
  onClose: () => void;
}) {
  const headingId = `day-panel-${region.id}-${day.date}`;
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel opens below the grid: focus goes to it, so a keyboard user lands on the day.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className={`${panelClassName} space-y-4`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
            {region.name}, {longDay(day.date)}
          </h2>
          <p className="text-sm text-linen-700">
            {cell.closed
              ? `Closed${day.closure ? `: ${day.closure}` : ''}`
              : `${cell.booked} of ${cell.capacity} ${region.capacity_unit} booked, ${cell.left} left`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <a href={daySheetUrl(region.id, day.date)} className={linkClassName} download>
            Day sheet (PDF)
          </a>
          <button type="button" onClick={onClose} className="text-sm underline">
            Back to the week
          </button>
        </div>
      </div>
      {day.working ? (
        <DaySettings
          key={`${cell.own_capacity}-${cell.closed}`}
          region={region}
          date={day.date}
          cell={cell}
        />
      ) : (
        <p className="text-sm text-linen-700">
          {day.closure
            ? `No crew goes out that day (${day.closure}). Closure days are kept under Settings.`
            : 'No crew goes out at weekends.'}
        </p>
      )}
      <h3 className="font-semibold">
        {cell.bookings.length === 0
          ? 'No deliveries booked'
          : `${cell.bookings.length} deliver${cell.bookings.length === 1 ? 'y' : 'ies'}`}
      </h3>
      <div className="space-y-3">
        {cell.bookings.map((booking) => (
          <BookingCard key={booking.id} booking={booking} />
        ))}
      </div>
    </section>
  );
}
