import { useEffect, useId, useState, type FormEvent } from 'react';
import { daysBetween, dublinDate, isIsoDate } from '#src/shared/domain/calendar-dates';
import { STATEMENT_MAX_DAYS } from '#src/shared/schemas/invoices';
import { inputClassName } from '#src/web/components/ui/form-field';
import type { StatementPeriod } from '../api/get-statement';

export const PERIOD_DATES_NEEDED = 'Enter both dates.';
export const PERIOD_BACKWARDS = 'The From date must be on or before the To date.';
export const PERIOD_TOO_LONG = `A statement covers at most ${STATEMENT_MAX_DAYS} days.`;
/** The server refuses it too: a statement ages the debt as of its To, which has not come. */
export const PERIOD_IN_FUTURE = 'The To date cannot be after today.';

/** What is wrong with a period the buyer typed, checked before it is asked for. */
export function periodError(
  { from, to }: StatementPeriod,
  today = dublinDate(),
): string | undefined {
  if (!isIsoDate(from) || !isIsoDate(to)) return PERIOD_DATES_NEEDED;
  if (to > today) return PERIOD_IN_FUTURE;
  if (from > to) return PERIOD_BACKWARDS;
  if (daysBetween(from, to) >= STATEMENT_MAX_DAYS) return PERIOD_TOO_LONG;
  return undefined;
}

/**
 * From and To, shown when asked: a date typed digit by digit passes through years such as
 * 0002, which must not each fetch a statement.
 */
export function StatementPeriodForm({
  period,
  onShow,
  onProblem,
}: {
  period: StatementPeriod;
  onShow: (period: StatementPeriod) => void;
  /** What the form says is wrong with its dates (undefined: nothing), as it changes. */
  onProblem?: (message: string | undefined) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(period);
  const [shown, setShown] = useState(period);
  const [tried, setTried] = useState(false);
  // Back or Forward changes the period under the form: the form follows it.
  if (shown.from !== period.from || shown.to !== period.to) {
    setShown(period);
    setDraft(period);
    setTried(false);
  }
  const error = periodError(draft);
  // Dates the other way round or to come are said at once; a half-typed date only when
  // shown. A period in the address that is wrong is said as it opens.
  const opened = draft.from === period.from && draft.to === period.to;
  const message =
    error === PERIOD_BACKWARDS || error === PERIOD_IN_FUTURE || tried || opened ? error : undefined;
  useEffect(() => {
    onProblem?.(message);
  }, [message, onProblem]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!error) onShow(draft);
  };

  const field = (name: 'from' | 'to', label: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-linen-900">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="date"
        value={draft[name]}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-error`}
        onChange={(event) => {
          setTried(false);
          setDraft({ ...draft, [name]: event.target.value });
        }}
        className={`mt-1 ${inputClassName}`}
      />
    </div>
  );

  return (
    <form aria-label="Statement period" noValidate onSubmit={submit} className="space-y-1">
      <div className="flex flex-wrap items-end gap-4">
        {field('from', 'From')}
        {field('to', 'To')}
        <button
          type="submit"
          className="h-10.5 rounded-md bg-walnut-700 px-5 font-semibold text-white hover:bg-walnut-800"
        >
          Show statement
        </button>
      </div>
      <p id={`${id}-error`} role="alert" className="min-h-5 text-sm text-red-700">
        {message}
      </p>
    </form>
  );
}
