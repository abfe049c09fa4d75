import { useState, type FormEvent } from 'react';
import type { PlannerBooking } from '#src/shared/schemas/admin-deliveries';
import {
  secondaryButtonClassName,
  smallPrimaryClassName,
  textAreaClassName,
} from '#src/web/components/admin/console-forms';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#src/web/components/ui/dialog';
import { inputClassName } from '#src/web/components/ui/form-field';
import { serverFieldErrors, serverMessage } from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { useBookingDays } from '../api/get-booking-days';
import { useProposeDay } from '../api/propose-day';
import { longDay, shortDay } from '../lib/week';

export const MOVE_FAILED = 'The delivery could not be moved. Please try again.';
export const CHOOSE_DAY = 'Choose a day.';
export const NO_DAY_WITH_ROOM = 'No day in the next two months has room for this delivery.';
/** No region has the address's routing key, so no day can be offered (the To agree card says so). */
export const NO_REGION = 'No region covers this address: add its routing key to a region first.';

/**
 * Move… (or, for a booking without a day, Propose a day…): a day with room for the booking,
 * from the server's list; the buyer is told and accepts it or moves it again.
 */
export function MoveDialog({
  booking,
  open,
  onOpenChange,
}: {
  booking: PlannerBooking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const days = useBookingDays(booking.id, open);
  const [day, setDay] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const propose = useProposeDay({
    onSuccess: (answer) => {
      toastSuccess(answer.message);
      onOpenChange(false);
    },
    onError: (e) => setError(serverFieldErrors(e).delivery_day ?? serverFieldErrors(e).day),
  });
  const failure =
    propose.isError && !error ? (serverMessage(propose.error) ?? MOVE_FAILED) : undefined;
  const verb = booking.day ? 'Move' : 'Propose a day for';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (propose.isPending) return;
    propose.reset();
    if (!day) {
      setError(CHOOSE_DAY);
      return;
    }
    setError(undefined);
    propose.mutate({ id: booking.id, day, note });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !propose.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-10">
          {verb} {booking.checkout_number}
        </DialogTitle>
        <DialogDescription>
          {booking.day ? `Booked for ${longDay(booking.day)}. ` : ''}The buyer is told the new day
          and accepts it or moves it again
          {booking.day ? '; the old day’s room is given back.' : '.'}
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <div>
            <label htmlFor={`move-day-${booking.id}`} className="block text-sm font-medium">
              New day
            </label>
            <select
              id={`move-day-${booking.id}`}
              value={day}
              onChange={(e) => setDay(e.target.value)}
              disabled={propose.isPending || days.isPending}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `move-day-${booking.id}-error` : undefined}
              className={`${inputClassName} mt-1`}
            >
              <option value="">
                {days.isPending ? 'Finding days with room…' : 'Choose a day with room'}
              </option>
              {days.data?.days.map((d) => (
                <option key={d.date} value={d.date}>
                  {shortDay(d.date)} {d.date.slice(0, 4)} — {d.left} left
                </option>
              ))}
            </select>
            {days.isError && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {serverMessage(days.error) ?? 'The days could not load.'}
              </p>
            )}
            {days.data && days.data.days.length === 0 && (
              <p className="mt-1 text-sm text-linen-700">
                {booking.region_id === null ? NO_REGION : NO_DAY_WITH_ROOM}
              </p>
            )}
            {error && (
              <p
                id={`move-day-${booking.id}-error`}
                role="alert"
                className="mt-1 text-sm text-red-700"
              >
                {error}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`move-note-${booking.id}`} className="block text-sm font-medium">
              Note to the buyer (optional)
            </label>
            <textarea
              id={`move-note-${booking.id}`}
              value={note}
              maxLength={500}
              rows={2}
              onChange={(e) => setNote(e.target.value)}
              disabled={propose.isPending}
              className={`${textAreaClassName} mt-1`}
            />
          </div>
          {failure && (
            <p role="alert" className="text-sm text-red-700">
              {failure}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <DialogClose disabled={propose.isPending} className={secondaryButtonClassName}>
              Go back
            </DialogClose>
            <button type="submit" disabled={propose.isPending} className={smallPrimaryClassName}>
              {propose.isPending ? 'Moving…' : booking.day ? 'Move delivery' : 'Propose day'}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
