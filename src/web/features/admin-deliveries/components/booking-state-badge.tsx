import type { PlannerBooking } from '#src/shared/schemas/admin-deliveries';
import { StatusBadge } from '#src/web/components/ui/status-badge';

const STATES: Record<PlannerBooking['state'], { label: string; tone: string }> = {
  requested: { label: 'Requested', tone: 'bg-amber-50 text-amber-900 ring-amber-300' },
  proposed: { label: 'Proposed', tone: 'bg-sky-50 text-sky-900 ring-sky-300' },
  confirmed: { label: 'Confirmed', tone: 'bg-green-50 text-green-900 ring-green-300' },
  released: { label: 'Released', tone: 'bg-linen-100 text-linen-800 ring-linen-300' },
};

/** Requested by the buyer, proposed by staff, or confirmed (the orders are Scheduled). */
export function BookingStateBadge({ state }: { state: PlannerBooking['state'] }) {
  return <StatusBadge tone={STATES[state].tone}>{STATES[state].label}</StatusBadge>;
}
