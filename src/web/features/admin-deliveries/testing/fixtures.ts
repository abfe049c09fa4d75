import type { Planner, PlannerBooking } from '#src/shared/schemas/admin-deliveries';

/** A booking as the planner answers it: Quay Hotel in Galway, two beds. */
export function plannerBooking(overrides: Partial<PlannerBooking> = {}): PlannerBooking {
  return {
    id: 41,
    checkout_number: 'CHK-2027-00041',
    po_number: 'PO-7731',
    company: 'Murphy Hotels',
    buyer: 'Ciara Doyle',
    region_id: 3,
    day: '2027-03-09',
    earliest_on: '2027-03-08',
    state: 'requested',
    units: 2,
    load: 1,
    shipping_address: 'Quay Hotel, 1 Quay Street, Galway, H91 E2K3',
    site: {
      name: 'Quay Hotel',
      address: '1 Quay Street',
      city: 'Galway',
      eircode: 'H91 E2K3',
      contact_name: 'Pádraig Ó Sé',
      contact_phone: '+353875550123',
      delivery_notes: 'Goods lift at the back, 7–11 am only',
    },
    items: [
      {
        order_id: 501,
        tracking_id: 'TRK-501',
        product: 'Ashbourne Divan Bed',
        size: '4ft6 Double',
        fabric: 'Linen Weave',
        colour: 'Natural',
        quantity: 1,
        reference: 'Room 101',
      },
      {
        order_id: 502,
        tracking_id: 'TRK-502',
        product: 'Ashbourne Divan Bed',
        size: '4ft6 Double',
        fabric: 'Linen Weave',
        colour: 'Natural',
        quantity: 1,
        reference: 'Room 102',
      },
    ],
    ...overrides,
  };
}

const DAYS = [
  '2027-03-08',
  '2027-03-09',
  '2027-03-10',
  '2027-03-11',
  '2027-03-12',
  '2027-03-13',
  '2027-03-14',
];

/** The week of Monday 8 March 2027 for Galway (3) and Dublin (4). */
export function plannerWeek({
  bookings = [plannerBooking()],
  toAgree = [] as PlannerBooking[],
} = {}): Planner {
  return {
    from: DAYS[0]!,
    to: DAYS[6]!,
    regions: [
      { id: 3, name: 'Galway', capacity_unit: 'deliveries', daily_capacity: 4 },
      { id: 4, name: 'Dublin', capacity_unit: 'units', daily_capacity: 40 },
    ],
    days: DAYS.map((date, i) => {
      const working = i < 5;
      return {
        date,
        working,
        closure: null,
        cells: [3, 4].map((regionId) => {
          const here = bookings.filter((b) => b.day === date && b.region_id === regionId);
          const capacity = regionId === 3 ? 4 : 40;
          const closed = !working || (regionId === 4 && date === '2027-03-10');
          const booked = here.reduce((sum, b) => sum + b.load, 0);
          return {
            region_id: regionId,
            capacity,
            own_capacity: null,
            booked,
            left: closed ? 0 : capacity - booked,
            closed,
            bookings: here,
          };
        }),
      };
    }),
    to_agree: toAgree,
  };
}
