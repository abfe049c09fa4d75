import { useId, type Ref } from 'react';
import type { DeliveryOptions } from '#src/shared/schemas/delivery-options';
import { AGREE_A_DAY } from '#src/shared/schemas/delivery-options';
import { formatDeliveryDay } from '#src/web/lib/delivery-options';

export const DELIVERY_DAYS_LOADING = 'Finding delivery days…';
export const DELIVERY_DAYS_FAILED =
  'We could not load the delivery days. We will book the earliest possible day for you.';
export const CHOOSE_A_DAY = 'Choose a delivery day, or the earliest possible.';

/** The buyer's choice: the earliest possible, or a day of the open ones. */
export type DayChoice = { mode: 'earliest' } | { mode: 'day'; day: string | null };

/** What the checkout sends as `delivery_day`; null when a day is still to be picked. */
export const deliveryDayOf = (choice: DayChoice): string | null =>
  choice.mode === 'earliest' ? 'earliest' : choice.day;

const shortDay = (day: string) => formatDeliveryDay(day, { year: false });

/** The Monday of a day's week, as YYYY-MM-DD. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

function byWeek(days: DeliveryOptions['days']) {
  const weeks = new Map<string, string[]>();
  for (const { date } of days) {
    const monday = mondayOf(date);
    weeks.set(monday, [...(weeks.get(monday) ?? []), date]);
  }
  return [...weeks];
}

/**
 * The checkout's delivery day (docs/screens.md "Cart and checkout", docs/business-rules.md
 * "Delivery days"): the cart's lead time and earliest date, then "the earliest possible" or
 * one of the days the site's region can still take, grouped by week. Where no region
 * covers the address the day is agreed with the buyer.
 */
export function DeliveryDayPicker({
  options,
  loading,
  failed,
  choice,
  onChange,
  notice,
  noticeRef,
}: {
  options: DeliveryOptions | undefined;
  loading: boolean;
  failed: boolean;
  choice: DayChoice;
  onChange: (choice: DayChoice) => void;
  /** Why the choice must be looked at again (a day just taken, none picked). */
  notice: string;
  noticeRef?: Ref<HTMLParagraphElement>;
}) {
  const name = useId();
  const noticeId = useId();
  const option =
    'flex gap-3 rounded-md border border-linen-200 p-3 has-[:checked]:border-walnut-600 has-[:checked]:bg-linen-50';
  const described = notice ? noticeId : undefined;
  return (
    <fieldset className="mt-6" aria-busy={loading} aria-describedby={described}>
      <legend className="text-sm font-medium text-linen-900">Delivery day</legend>
      <p
        id={noticeId}
        ref={noticeRef}
        tabIndex={-1}
        role={notice ? 'alert' : undefined}
        className={notice ? 'mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900' : 'sr-only'}
      >
        {notice}
      </p>
      {loading && !options ? (
        <p role="status" className="mt-2 text-sm text-linen-700">
          {DELIVERY_DAYS_LOADING}
        </p>
      ) : failed && !options ? (
        <p className="mt-2 text-sm text-linen-800">{DELIVERY_DAYS_FAILED}</p>
      ) : options ? (
        <>
          <p className="mt-2 text-sm text-linen-800">
            {options.lead_time.label}. Earliest delivery:{' '}
            <strong>{formatDeliveryDay(options.earliest_on)}</strong>.
          </p>
          {options.region === null ? (
            <p className="mt-2 text-sm font-medium text-linen-950">{AGREE_A_DAY}</p>
          ) : (
            <div className="mt-3 space-y-2">
              <label className={option}>
                <input
                  type="radio"
                  name={name}
                  checked={choice.mode === 'earliest'}
                  onChange={() => {
                    onChange({ mode: 'earliest' });
                  }}
                  className="mt-1 accent-walnut-700"
                />
                <span className="text-sm font-medium text-linen-950">
                  The earliest possible
                  {options.days[0] ? ` (from ${formatDeliveryDay(options.days[0].date)})` : ''}
                </span>
              </label>
              <label className={option}>
                <input
                  type="radio"
                  name={name}
                  checked={choice.mode === 'day'}
                  disabled={options.days.length === 0}
                  onChange={() => {
                    onChange({ mode: 'day', day: null });
                  }}
                  className="mt-1 accent-walnut-700"
                />
                <span className="text-sm font-medium text-linen-950">Choose a day</span>
              </label>
              {choice.mode === 'day' && (
                <DayList
                  days={options.days}
                  chosen={choice.day}
                  busy={loading}
                  onChoose={(day) => {
                    onChange({ mode: 'day', day });
                  }}
                />
              )}
            </div>
          )}
        </>
      ) : null}
    </fieldset>
  );
}

function DayList({
  days,
  chosen,
  busy,
  onChoose,
}: {
  days: DeliveryOptions['days'];
  chosen: string | null;
  busy: boolean;
  onChoose: (day: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className="ml-1 border-l-2 border-linen-200 pl-3" aria-busy={busy}>
      <legend className="sr-only">Delivery days with room</legend>
      {byWeek(days).map(([monday, dates]) => (
        <div key={monday} role="group" aria-label={`Week of ${shortDay(monday)}`} className="mt-2">
          <p aria-hidden="true" className="text-xs font-medium uppercase text-linen-700">
            Week of {shortDay(monday)}
          </p>
          <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {dates.map((date) => (
              <label
                key={date}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-linen-200 px-3 py-2 text-sm has-[:checked]:border-walnut-600 has-[:checked]:bg-linen-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-walnut-600"
              >
                <input
                  type="radio"
                  name={name}
                  value={date}
                  checked={chosen === date}
                  onChange={() => {
                    onChoose(date);
                  }}
                  aria-label={formatDeliveryDay(date)}
                  className="accent-walnut-700"
                />
                <span aria-hidden="true">{shortDay(date)}</span>
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
