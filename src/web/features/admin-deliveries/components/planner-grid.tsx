import type { Planner } from '#src/shared/schemas/admin-deliveries';
import { shortDay } from '../lib/week';

export interface SelectedCell {
  regionId: number;
  date: string;
}

const cellTone = (closed: boolean, left: number, booked: number) =>
  closed
    ? 'bg-linen-100 text-linen-700'
    : left === 0
      ? 'bg-red-50 text-red-900 ring-red-300'
      : booked > 0
        ? 'bg-amber-50 text-amber-900 ring-amber-200'
        : 'bg-white text-linen-900';

/**
 * The week: a row per day, a column per region; each cell says booked / capacity (or
 * Closed) and opens its day.
 */
export function PlannerGrid({
  planner,
  selected,
  onSelect,
}: {
  planner: Planner;
  selected: SelectedCell | null;
  onSelect: (cell: SelectedCell) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-linen-200">
      <table className="w-full min-w-max text-sm">
        <caption className="sr-only">Deliveries booked against capacity, by day and region</caption>
        <thead className="bg-linen-50 text-left">
          <tr>
            <th scope="col" className="sticky left-0 bg-linen-50 px-3 py-2 font-semibold">
              Day
            </th>
            {planner.regions.map((region) => (
              <th key={region.id} scope="col" className="px-3 py-2 font-semibold">
                {region.name}
                <span className="block text-xs font-normal text-linen-700">
                  {region.capacity_unit}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-linen-100">
          {planner.days.map((day) => (
            <tr key={day.date}>
              <th
                scope="row"
                className="sticky left-0 bg-white px-3 py-2 text-left font-medium whitespace-nowrap"
              >
                {shortDay(day.date)}
                {day.closure && (
                  <span className="block text-xs font-normal text-linen-700">{day.closure}</span>
                )}
              </th>
              {day.cells.map((cell) => {
                const region = planner.regions.find((r) => r.id === cell.region_id)!;
                const isSelected =
                  selected?.regionId === cell.region_id && selected.date === day.date;
                const figure = cell.closed ? 'Closed' : `${cell.booked} / ${cell.capacity}`;
                const label = `${region.name}, ${shortDay(day.date)}: ${
                  cell.closed
                    ? `closed, ${cell.bookings.length} booked`
                    : `${cell.booked} of ${cell.capacity} ${region.capacity_unit} booked`
                }`;
                return (
                  <td key={cell.region_id} className="px-2 py-1.5">
                    <button
                      type="button"
                      aria-label={label}
                      aria-pressed={isSelected}
                      onClick={() => onSelect({ regionId: cell.region_id, date: day.date })}
                      className={`w-full min-w-20 rounded-md px-2 py-2 text-center tabular-nums ring-1 ring-linen-200 ring-inset hover:ring-walnut-600 focus-visible:outline-2 focus-visible:outline-walnut-700 aria-pressed:ring-2 aria-pressed:ring-walnut-700 ${cellTone(cell.closed, cell.left, cell.booked)}`}
                    >
                      {figure}
                      {cell.closed && cell.bookings.length > 0 && (
                        <span className="block text-xs font-semibold text-red-800">
                          {cell.bookings.length} to move
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
