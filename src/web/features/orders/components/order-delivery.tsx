import { useState, type FormEvent } from 'react';
import type { BuyerDelivery } from '#src/shared/schemas/buyer-deliveries';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '#src/web/components/ui/dialog';
import { Spinner } from '#src/web/components/ui/spinner';
import { deliveryDay, deliveryDayShort, deliveryText } from '#src/web/lib/delivery-day';
import { isNetworkFailure, serverMessage } from '#src/web/lib/form-errors';
import { toastError, toastSuccess } from '#src/web/lib/toast';
import { useAcceptDelivery } from '../api/accept-delivery';
import { useDeliveryDays } from '../api/get-delivery-days';
import { useMoveDelivery } from '../api/move-delivery';
import { secondaryButtonClassName } from '../lib/order-display';

export const MOVE_FAILED = 'The delivery could not be moved. Please try again.';
export const MOVE_NO_ANSWER = 'We could not reach the shop. Please try again.';
export const ACCEPT_FAILED = 'The delivery day could not be accepted. Please try again.';
const TOAST_MS = 3000;

const primaryButtonClassName =
  'rounded-md bg-walnut-700 px-4 py-2 text-sm font-semibold text-white hover:bg-walnut-800 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * A checkout's delivery on My Orders and the order page (docs/screens.md "My Orders and
 * tracking"): its day and state; for the buyer, "Move delivery" while the terms allow it
 * and "Accept" for a day the shop proposed.
 */
export function OrderDelivery({
  delivery,
  checkoutNumber,
  mine = true,
}: {
  delivery: BuyerDelivery;
  checkoutNumber: string;
  mine?: boolean;
}) {
  const accept = useAcceptDelivery({
    onSuccess: (answer) => toastSuccess(answer.message, TOAST_MS),
    onError: (error) => toastError(serverMessage(error) ?? ACCEPT_FAILED, TOAST_MS),
  });
  const open = delivery.state !== 'released';
  return (
    <section
      aria-label="Delivery"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-linen-900"
    >
      <p className="min-w-0 break-words">
        <span className="text-linen-700">Delivery:</span>{' '}
        <span className="font-medium">{deliveryText(delivery)}</span>
      </p>
      {mine && open && delivery.may_move && delivery.move_until && (
        <p className="text-linen-700">
          You can move it until {deliveryDayShort(delivery.move_until)}
        </p>
      )}
      {mine && open && (
        <div className="flex flex-wrap gap-2">
          {delivery.state === 'proposed' && delivery.day && (
            <button
              type="button"
              disabled={accept.isPending}
              onClick={() => accept.mutate(checkoutNumber)}
              className={primaryButtonClassName}
            >
              {accept.isPending ? 'Accepting…' : `Accept ${deliveryDayShort(delivery.day)}`}
            </button>
          )}
          {delivery.may_move && (
            <MoveDeliveryDialog delivery={delivery} checkoutNumber={checkoutNumber} />
          )}
        </div>
      )}
    </section>
  );
}

function MoveDeliveryDialog({
  delivery,
  checkoutNumber,
}: {
  delivery: BuyerDelivery;
  checkoutNumber: string;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const days = useDeliveryDays(checkoutNumber, open);
  const move = useMoveDelivery({
    onSuccess: (answer) => {
      toastSuccess(answer.message, TOAST_MS);
      setOpen(false);
    },
    onError: (error) => {
      // The reason stays in the dialog: the buyer may choose another day.
      setRefusal(isNetworkFailure(error) ? MOVE_NO_ANSWER : (serverMessage(error) ?? MOVE_FAILED));
    },
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setChosen(null);
      setRefusal(null);
    }
  };
  // A day refused as just gone drops out of the days asked again: it is no longer a choice.
  const chosenDay = chosen && days.data?.days.some((d) => d.date === chosen) ? chosen : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosenDay) return;
    setRefusal(null);
    move.mutate({ checkoutNumber, day: chosenDay });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger className={secondaryButtonClassName}>Move delivery</DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-10">Move the delivery of {checkoutNumber}</DialogTitle>
        <DialogDescription>
          {delivery.day ? `Booked for ${deliveryDay(delivery.day)}. ` : ''}
          {delivery.move_until
            ? `You can move it until ${deliveryDayShort(delivery.move_until)}.`
            : ''}{' '}
          We confirm the new day by email.
        </DialogDescription>
        <form onSubmit={onSubmit} className="mt-4 space-y-4">
          {days.isPending ? (
            <Spinner label="Loading the open days" />
          ) : days.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {serverMessage(days.error) ?? 'The open days could not be loaded.'}
            </p>
          ) : days.data.days.length === 0 ? (
            <p className="text-sm text-linen-800">
              No other day is open for this delivery. Call us and we will do what we can.
            </p>
          ) : (
            <fieldset>
              <legend className="text-sm font-medium text-linen-900">Delivery day</legend>
              <ul className="mt-2 max-h-72 space-y-1 overflow-y-auto pr-1">
                {days.data.days.map((d) => (
                  <li key={d.date}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-linen-100">
                      <input
                        type="radio"
                        name="delivery-day"
                        value={d.date}
                        checked={chosen === d.date}
                        onChange={() => setChosen(d.date)}
                        className="size-4"
                      />
                      <span>{deliveryDay(d.date)}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {refusal && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {refusal}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose className={secondaryButtonClassName}>Keep the day</DialogClose>
            <button
              type="submit"
              disabled={!chosenDay || move.isPending}
              className={primaryButtonClassName}
            >
              {move.isPending ? 'Moving…' : 'Move to this day'}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
