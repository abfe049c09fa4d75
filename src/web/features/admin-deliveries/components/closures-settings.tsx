import { useState, type FormEvent } from 'react';
import { closureBody } from '#src/shared/schemas/admin-deliveries';
import {
  panelClassName,
  secondaryButtonClassName,
  smallPrimaryClassName,
} from '#src/web/components/admin/console-forms';
import { inputClassName } from '#src/web/components/ui/form-field';
import { Spinner } from '#src/web/components/ui/spinner';
import {
  firstIssueMessages,
  serverFieldErrors,
  serverMessage,
  type FieldMessages,
} from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { useAddClosures } from '../api/add-closures';
import { useDeleteClosure } from '../api/delete-closure';
import { useClosures } from '../api/get-closures';
import { longDay } from '../lib/week';

export const CLOSURES_FAILED = 'The closure days could not load. Please try again.';
export const CLOSURE_SAVE_FAILED = 'The closure days could not be saved. Please try again.';

function ClosureRow({ day, reason }: { day: string; reason: string }) {
  const remove = useDeleteClosure({ onSuccess: (answer) => toastSuccess(answer.message) });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span>
        <span className="font-medium">{longDay(day)}</span>
        <span className="text-linen-700"> — {reason}</span>
      </span>
      <span className="flex items-center gap-2">
        {remove.isError && (
          <span role="alert" className="text-sm text-red-700">
            {serverMessage(remove.error) ?? 'Could not remove it.'}
          </span>
        )}
        <button
          type="button"
          disabled={remove.isPending}
          onClick={() => remove.mutate(day)}
          className={secondaryButtonClassName}
        >
          {remove.isPending ? 'Removing…' : 'Remove'}
          <span className="sr-only"> {longDay(day)}</span>
        </button>
      </span>
    </li>
  );
}

/** The factory's closure days: no lead time counts them and no crew goes out. */
export function ClosuresSettings() {
  const closures = useClosures();
  const [day, setDay] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const add = useAddClosures({
    onSuccess: (answer) => {
      toastSuccess(answer.message, answer.bookings > 0 ? 6000 : undefined);
      setDay('');
      setTo('');
      setReason('');
    },
  });
  const server = serverFieldErrors(add.error);
  const shown = { ...server, ...errors };
  const failure =
    add.isError && Object.keys(server).length === 0
      ? (serverMessage(add.error) ?? CLOSURE_SAVE_FAILED)
      : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    add.reset();
    const parsed = closureBody.safeParse({ day, ...(to ? { to } : {}), reason });
    if (!parsed.success) {
      setErrors(firstIssueMessages(parsed.error));
      return;
    }
    setErrors({});
    add.mutate(parsed.data);
  };
  const field = (key: string) => ({
    'aria-invalid': shown[key] ? true : undefined,
    'aria-describedby': shown[key] ? `closure-${key}-error` : undefined,
    disabled: add.isPending,
  });
  const error = (key: string) =>
    shown[key] && (
      <p id={`closure-${key}-error`} role="alert" className="mt-1 text-sm text-red-700">
        {shown[key]}
      </p>
    );

  return (
    <section aria-labelledby="closures-heading" className={`${panelClassName} space-y-4`}>
      <h2 id="closures-heading" className="text-lg font-semibold">
        Closure days
      </h2>
      <p className="text-sm text-linen-700">
        Days the factory does not work (a summer shutdown, a stocktake), besides weekends and public
        holidays. A range adds its weekdays.
      </p>
      {closures.isPending ? (
        <Spinner label="Loading the closure days" />
      ) : closures.isError ? (
        <p role="alert" className="text-red-700">
          {serverMessage(closures.error) ?? CLOSURES_FAILED}
        </p>
      ) : closures.data.closures.length === 0 ? (
        <p className="text-sm">No closure days.</p>
      ) : (
        <ul className="divide-y divide-linen-100">
          {closures.data.closures.map((c) => (
            <ClosureRow key={c.day} day={c.day} reason={c.reason} />
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="closure-day" className="block text-sm font-medium">
            Day (or first day)
          </label>
          <input
            id="closure-day"
            type="date"
            value={day}
            onChange={(e) => setDay(e.target.value)}
            className={`${inputClassName} mt-1`}
            {...field('day')}
          />
          {error('day')}
        </div>
        <div>
          <label htmlFor="closure-to" className="block text-sm font-medium">
            To (optional)
          </label>
          <input
            id="closure-to"
            type="date"
            value={to}
            min={day || undefined}
            onChange={(e) => setTo(e.target.value)}
            className={`${inputClassName} mt-1`}
            {...field('to')}
          />
          {error('to')}
        </div>
        <div>
          <label htmlFor="closure-reason" className="block text-sm font-medium">
            Reason
          </label>
          <input
            id="closure-reason"
            value={reason}
            maxLength={120}
            placeholder="Summer shutdown"
            onChange={(e) => setReason(e.target.value)}
            className={`${inputClassName} mt-1`}
            {...field('reason')}
          />
          {error('reason')}
        </div>
        {failure && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-3">
            {failure}
          </p>
        )}
        <div className="sm:col-span-3">
          <button type="submit" disabled={add.isPending} className={smallPrimaryClassName}>
            {add.isPending ? 'Adding…' : 'Add closure days'}
          </button>
        </div>
      </form>
    </section>
  );
}
