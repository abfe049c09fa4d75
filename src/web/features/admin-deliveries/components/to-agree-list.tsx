import type { PlannerBooking } from '#src/shared/schemas/admin-deliveries';
import { panelClassName } from '#src/web/components/admin/console-forms';
import { BookingCard } from './booking-card';

/** Bookings without a day ("the earliest possible" found none, or no region covers them). */
export function ToAgreeList({ bookings }: { bookings: PlannerBooking[] }) {
  return (
    <section aria-labelledby="to-agree-heading" className={`${panelClassName} space-y-3`}>
      <h2 id="to-agree-heading" className="text-lg font-semibold">
        To agree ({bookings.length})
      </h2>
      {bookings.length === 0 ? (
        <p className="text-sm text-linen-700">Every delivery has a day.</p>
      ) : (
        <>
          <p className="text-sm text-linen-700">
            These deliveries have no day yet: propose one, and the buyer accepts it.
          </p>
          {bookings.map((booking) => (
            <div key={booking.id}>
              {booking.region_id === null && (
                <p className="mb-1 text-sm font-medium text-red-800">
                  No region covers this address: add its routing key to a region first.
                </p>
              )}
              <BookingCard booking={booking} />
            </div>
          ))}
        </>
      )}
    </section>
  );
}
