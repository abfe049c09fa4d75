import { useState } from 'react';
import { Link } from 'react-router';
import type { PlannerBooking } from '#src/shared/schemas/admin-deliveries';
import { formatPhone } from '#src/shared/domain/phone';
import {
  secondaryButtonClassName,
  smallPrimaryClassName,
} from '#src/web/components/admin/console-forms';
import { serverMessage } from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import { useConfirmBooking } from '../api/confirm-booking';
import { longDay } from '../lib/week';
import { BookingStateBadge } from './booking-state-badge';
import { MoveDialog } from './move-dialog';

export const CONFIRM_FAILED = 'The day could not be confirmed. Please try again.';

const linkClassName = 'font-medium text-walnut-700 underline-offset-4 hover:underline';

/** One delivery: the site and how to get in, the items, its state, Confirm and Move…. */
export function BookingCard({ booking }: { booking: PlannerBooking }) {
  const [moving, setMoving] = useState(false);
  const confirm = useConfirmBooking({ onSuccess: (answer) => toastSuccess(answer.message) });
  const site = booking.site;
  const headingId = `booking-${booking.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg p-4 ring-1 ring-linen-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 id={headingId} className="font-semibold">
            {site?.name ?? booking.company} · {booking.checkout_number}
          </h4>
          <p className="text-sm text-linen-700">
            {booking.company} ({booking.buyer})
            {booking.po_number ? ` · PO ${booking.po_number}` : ''} · {booking.units} unit
            {booking.units === 1 ? '' : 's'}
          </p>
        </div>
        <BookingStateBadge state={booking.state} />
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-linen-700">Address</dt>
        <dd>
          {site ? `${site.address}, ${site.city}, ${site.eircode}` : booking.shipping_address}
        </dd>
        {site && (
          <>
            <dt className="text-linen-700">Contact</dt>
            <dd>
              {site.contact_name || '—'}
              {site.contact_phone && (
                <>
                  {' · '}
                  <a href={`tel:${site.contact_phone}`} className={linkClassName}>
                    {formatPhone(site.contact_phone)}
                  </a>
                </>
              )}
            </dd>
            <dt className="text-linen-700">Access notes</dt>
            <dd>{site.delivery_notes || '—'}</dd>
          </>
        )}
        <dt className="text-linen-700">Ready from</dt>
        <dd>{longDay(booking.earliest_on)}</dd>
      </dl>
      <ul className="mt-3 space-y-1 text-sm" aria-label={`Items of ${booking.checkout_number}`}>
        {booking.items.map((item) => (
          <li key={item.order_id}>
            {item.quantity} ×{' '}
            {[item.product, item.size, item.fabric, item.colour].filter(Boolean).join(', ')}{' '}
            <span className="text-linen-700">— {item.reference}</span> ·{' '}
            <Link to={`/admin/orders/${item.order_id}`} className={linkClassName}>
              Order {item.tracking_id}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {booking.day && booking.state !== 'confirmed' && (
          <button
            type="button"
            className={smallPrimaryClassName}
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(booking.id)}
          >
            {confirm.isPending ? 'Confirming…' : 'Confirm'}
          </button>
        )}
        <button
          type="button"
          className={secondaryButtonClassName}
          disabled={confirm.isPending}
          onClick={() => setMoving(true)}
        >
          {booking.day ? 'Move…' : 'Propose a day…'}
        </button>
      </div>
      {confirm.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {serverMessage(confirm.error) ?? CONFIRM_FAILED}
        </p>
      )}
      {moving && <MoveDialog booking={booking} open={moving} onOpenChange={setMoving} />}
    </article>
  );
}
