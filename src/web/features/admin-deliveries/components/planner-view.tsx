import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDays } from '#src/shared/domain/calendar-dates';
import { secondaryButtonClassName } from '#src/web/components/admin/console-forms';
import { inputClassName } from '#src/web/components/ui/form-field';
import { Spinner } from '#src/web/components/ui/spinner';
import { serverMessage } from '#src/web/lib/form-errors';
import { usePlanner } from '../api/get-planner';
import { useRegions } from '../api/get-regions';
import { longDay, weekFrom } from '../lib/week';
import { DayPanel } from './day-panel';
import { PlannerGrid, type SelectedCell } from './planner-grid';
import { ToAgreeList } from './to-agree-list';

export const PLANNER_FAILED = 'The planner could not load. Please try again.';

/** The planner by week (`?week=` any day of it, `?region=` one region), its day panel. */
export function PlannerView() {
  const [params, setParams] = useSearchParams();
  const from = weekFrom(params.get('week'));
  const to = addDays(from, 6);
  const regionParam = Number(params.get('region'));
  const regionId = Number.isInteger(regionParam) && regionParam > 0 ? regionParam : null;
  const [selected, setSelected] = useState<SelectedCell | null>(null);
  const planner = usePlanner({ from, to, regionId });
  const regions = useRegions();

  const goTo = (week: string | null, region = regionId) => {
    const next = new URLSearchParams(params);
    if (week) next.set('week', week);
    else next.delete('week');
    if (region) next.set('region', String(region));
    else next.delete('region');
    setParams(next);
    setSelected(null);
  };

  const data = planner.data;
  const day = selected && data?.days.find((d) => d.date === selected.date);
  const cell = day?.cells.find((c) => c.region_id === selected?.regionId);
  const region = data?.regions.find((r) => r.id === selected?.regionId);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end gap-3">
        <nav aria-label="Weeks" className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButtonClassName}
            onClick={() => goTo(addDays(from, -7))}
          >
            <span aria-hidden="true">← </span>Previous week
          </button>
          <button type="button" className={secondaryButtonClassName} onClick={() => goTo(null)}>
            This week
          </button>
          <button
            type="button"
            className={secondaryButtonClassName}
            onClick={() => goTo(addDays(from, 7))}
          >
            Next week<span aria-hidden="true"> →</span>
          </button>
        </nav>
        <div>
          <label htmlFor="planner-region" className="block text-sm font-medium">
            Region
          </label>
          <select
            id="planner-region"
            value={regionId ?? ''}
            onChange={(e) =>
              goTo(params.get('week'), e.target.value ? Number(e.target.value) : null)
            }
            className={`${inputClassName} mt-1`}
          >
            <option value="">All regions</option>
            {regions.data?.regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <h2 className="text-lg font-semibold" aria-live="polite">
        Week of {longDay(from)}
        {planner.isFetching && !planner.isPending && (
          <span className="ml-2 text-sm font-normal text-linen-700">Updating…</span>
        )}
      </h2>
      {planner.isPending ? (
        <Spinner label="Loading the planner" className="py-12" />
      ) : planner.isError ? (
        <p role="alert" className="text-red-700">
          {serverMessage(planner.error) ?? PLANNER_FAILED}
        </p>
      ) : data!.regions.length === 0 ? (
        <p className="text-linen-700">
          No delivery region yet: add one under Settings, with its routing keys and capacity.
        </p>
      ) : (
        <>
          <PlannerGrid planner={data!} selected={selected} onSelect={setSelected} />
          {day && cell && region && (
            <DayPanel
              key={`${region.id}-${day.date}`}
              region={region}
              day={day}
              cell={cell}
              onClose={() => setSelected(null)}
            />
          )}
        </>
      )}
      {data && <ToAgreeList bookings={data.to_agree} />}
    </div>
  );
}
