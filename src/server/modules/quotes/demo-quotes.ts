import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import { addDays, dublinDate } from '#src/shared/domain/calendar-dates';
import type { StorageType } from '#src/shared/domain/pricing';
import { createQuoteBody, quoteVersionBody } from '#src/shared/schemas/quotes';
import { demoCompanyOf } from '../invoices/demo-money.repo';
import { acceptQuote } from './quote-accept.service';
import type { QuotesDeps, QuoteViewer } from './quote-access';
import { createQuote, expireQuotes, sendVersion, step } from './quotes.service';
import * as repo from './quotes.repo';
import { catalogueIds, companyHasQuotes, memberOf } from './demo-quotes.repo';

/**
 * The demo shop's quotes (docs/business-rules.md "The demo shop"): trade@example.com's
 * company gets one quote in each state — hotel fit-outs in Galway and Cork — made through
 * the same steps buyers and staff take, so versions, thread, mails and the accepted one's
 * orders are real. Only a fresh `npm start` seeds them; a company with quotes gets none.
 */

type Buyer = Extract<QuoteViewer, { kind: 'buyer' }>;

interface DemoLine {
  sku: string;
  size: string;
  /** "Fabric/Colour" for upholstered products. */
  colour?: string;
  storage?: StorageType;
  quantity: number;
  group: string;
  reference?: string;
  note?: string;
  /** Staff's own unit price ex VAT; without it the version's discount applies. */
  price?: number;
  leadTimeDays: number;
}

interface DemoRequest {
  title: string;
  site: string;
  /** The delivery window, in days from today. */
  window: [number, number];
  message: string;
  lines: DemoLine[];
}

const HARBOUR = 'Harbour Hotel, Dock Road, Galway H91 X2F7';
const LEE_QUAY = "Lee Quay Hotel, Lavitt's Quay, Cork T12 K8P4";

const standardDouble = (rooms: number, leadTimeDays = 15): DemoLine[] => [
  {
    sku: 'BED-ASH-001',
    size: '4ft6 Double',
    colour: 'Linen Weave/Natural',
    storage: 'Ottoman',
    quantity: rooms,
    group: `Standard double × ${rooms}`,
    leadTimeDays,
  },
  {
    sku: 'MAT-CPK-011',
    size: '4ft6 Double',
    quantity: rooms,
    group: `Standard double × ${rooms}`,
    leadTimeDays: 10,
  },
];

const twinRooms = (rooms: number, leadTimeDays = 15): DemoLine[] => [
  {
    sku: 'BED-ASH-001',
    size: '3ft Single',
    colour: 'Linen Weave/Stone',
    quantity: rooms * 2,
    group: 'Twin rooms',
    note: 'Two singles a room, zip-and-link not needed.',
    leadTimeDays,
  },
  {
    sku: 'MAT-CPK-011',
    size: '3ft Single',
    quantity: rooms * 2,
    group: 'Twin rooms',
    leadTimeDays: 5,
  },
];

const SKUS = [
  'BED-ASH-001',
  'BED-KIL-002',
  'BED-TAR-005',
  'BED-NAV-009',
  'MAT-CPK-011',
  'HB-BCU-018',
];

const DELIVERY_TERMS =
  'Delivered to site and assembled in the rooms, packaging taken away. One delivery a floor, ' +
  'booked a week ahead; tail-lift access needed at the goods entrance.';

export async function seedDemoQuotes(deps: QuotesDeps): Promise<number> {
  const { db } = deps;
  const demo = await demoCompanyOf(db, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.admin.email);
  if (!demo || (await companyHasQuotes(db, demo.companyId))) return 0;
  const ids = await catalogueIds(db, SKUS);
  if (SKUS.some((sku) => !ids.products.has(sku))) return 0; // generated products: no demo catalogue
  const ownerRole = await memberOf(db, demo.companyId, DEMO_ACCOUNTS.trade.email);
  const buyerRole = await memberOf(db, demo.companyId, DEMO_ACCOUNTS.buyer.email);
  const owner: Buyer = {
    kind: 'buyer',
    userId: demo.userId,
    companyId: demo.companyId,
    role: ownerRole?.role ?? 'owner',
  };
  const niamh: Buyer = buyerRole
    ? { kind: 'buyer', companyId: demo.companyId, ...buyerRole }
    : owner;
  const staff: QuoteViewer = { kind: 'staff', userId: demo.staffId };
  const today = dublinDate();

  const ask = async (who: Buyer, request: DemoRequest, draft = false) => {
    const body = createQuoteBody.parse({
      title: request.title,
      site_address: request.site,
      delivery_from: addDays(today, request.window[0]),
      delivery_to: addDays(today, request.window[1]),
      message: request.message,
      draft,
      lines: request.lines.map((line) => {
        const colour = line.colour === undefined ? undefined : ids.colours.get(line.colour);
        return {
          productId: ids.products.get(line.sku)!,
          sizeId: ids.sizes.get(line.size)!,
          fabricId: colour?.fabricId ?? null,
          fabricColorId: colour?.fabricColorId ?? null,
          storageType: line.storage ?? 'Non Ottoman',
          quantity: line.quantity,
          group_label: line.group,
          referenceNumber: line.reference,
          note: line.note,
        };
      }),
    });
    return (await createQuote(deps, who, body)).number;
  };
  /** Staff's version: each line's own price or the discount, its lead time. */
  const quote = async (
    number: string,
    request: DemoRequest,
    answer: { discount?: number; validDays: number; message: string },
  ) => {
    const found = (await repo.findQuote(db, number))!;
    const lines = await repo.linesOf(db, found.id);
    const body = quoteVersionBody.parse({
      lines: lines.map((line, index) => ({
        line_id: line.id,
        unit_price: request.lines[index]!.price ?? null,
        lead_time_days: request.lines[index]!.leadTimeDays,
      })),
      discount_percent: answer.discount,
      valid_until: addDays(today, answer.validDays),
      delivery_terms: DELIVERY_TERMS,
      message: answer.message,
    });
    const sent = await sendVersion(deps, demo.staffId, number, body);
    return sent.version!;
  };
  const say = (who: QuoteViewer, number: string, message: string) =>
    step(deps, who, number, 'message', { message });

  // Draft: the owner's next floor, not sent yet.
  const floor4: DemoRequest = {
    title: 'Harbour Hotel refit — Floor 4',
    site: HARBOUR,
    window: [70, 84],
    message: 'Floor 4 — waiting on the final room count from the architect before sending.',
    lines: [...standardDouble(22), ...twinRooms(4)],
  };
  await ask(owner, floor4, true);

  // Requested: the buyer asks; staff say when prices will come.
  const floor3: DemoRequest = {
    title: 'Harbour Hotel refit — Floor 3',
    site: HARBOUR,
    window: [42, 56],
    message:
      'Floor 3 of the Harbour Hotel: 24 doubles and 6 twin rooms, with headboards in the ' +
      'doubles. The rooms are handed over floor by floor, so delivery in the window please.',
    lines: [
      ...standardDouble(24),
      {
        sku: 'HB-BCU-018',
        size: '4ft6 Double',
        colour: 'Linen Weave/Stone',
        quantity: 24,
        group: 'Standard double × 24',
        leadTimeDays: 20,
      },
      ...twinRooms(6),
    ],
  };
  const requested = await ask(niamh, floor3);
  await say(
    staff,
    requested,
    'Thanks Niamh — we are checking the Stone linen for the headboards with the mill and ' +
      'will have prices to you by Thursday.',
  );

  // Quoted: a version out, 10 % off with the mattresses priced on their own.
  const floor2: DemoRequest = {
    title: 'Harbour Hotel refit — Floor 2',
    site: HARBOUR,
    window: [21, 35],
    message: 'Floor 2: 24 standard doubles and 6 twin rooms, same spec as the pilot rooms.',
    lines: [
      ...standardDouble(24),
      ...twinRooms(6).map((line) => (line.sku === 'MAT-CPK-011' ? { ...line, price: 199 } : line)),
    ],
  };
  const quoted = await ask(owner, floor2);
  await quote(quoted, floor2, {
    discount: 10,
    validDays: 30,
    message: 'Floor 2 at 10 % off list, the twin-room mattresses at contract price.',
  });
  await say(
    owner,
    quoted,
    'Can your crew start at 7am? The lift is shared with the builders from 10.',
  );
  await say(
    staff,
    quoted,
    'Yes — our crew can start at 7:00 on weekdays. We will book the lift with your site manager.',
  );

  // Revision requested: Cork, the kings' price asked again.
  const leeQuay: DemoRequest = {
    title: 'Lee Quay Hotel — bedroom refresh',
    site: LEE_QUAY,
    window: [30, 45],
    message: 'Sixteen king rooms on the river side, navy velvet to match the new curtains.',
    lines: [
      {
        sku: 'BED-TAR-005',
        size: '5ft King',
        colour: 'Plush Velvet/Midnight Navy',
        quantity: 16,
        group: 'King rooms × 16',
        leadTimeDays: 25,
      },
      {
        sku: 'MAT-CPK-011',
        size: '5ft King',
        quantity: 16,
        group: 'King rooms × 16',
        leadTimeDays: 10,
      },
    ],
  };
  const revision = await ask(owner, leeQuay);
  const leeVersion = await quote(revision, leeQuay, {
    discount: 8,
    validDays: 21,
    message: 'The king rooms at 8 % off list; the velvet beds are made to order.',
  });
  await step(deps, owner, revision, 'request_revision', {
    version: leeVersion,
    message:
      'Could you look again at the kings? We have a second hotel coming with another 20 rooms ' +
      'if the price is right.',
  });

  // Accepted: the pilot rooms, a second version after a revision, ordered at its prices.
  const pilot: DemoRequest = {
    title: 'Harbour Hotel refit — pilot rooms',
    site: HARBOUR,
    window: [14, 21],
    message: 'Two pilot rooms to sign off the spec before we order the floors.',
    lines: [
      ...standardDouble(2, 12),
      {
        sku: 'HB-BCU-018',
        size: '4ft6 Double',
        colour: 'Linen Weave/Natural',
        quantity: 2,
        group: 'Standard double × 2',
        leadTimeDays: 12,
      },
    ],
  };
  const accepted = await ask(owner, pilot);
  const first = await quote(accepted, pilot, {
    discount: 5,
    validDays: 14,
    message: 'The pilot rooms at 5 % off list.',
  });
  await step(deps, owner, accepted, 'request_revision', {
    version: first,
    message: 'These are the pilot for three floors: can you give us the contract discount now?',
  });
  const second = await quote(accepted, pilot, {
    discount: 12.5,
    validDays: 14,
    message: 'Agreed: 12.5 % off list, the rate we will hold for the floors.',
  });
  await acceptQuote(deps, owner, accepted, { version: second, poNumber: 'MH-PO-2291' });

  // Rejected: the airport lodge went elsewhere.
  const lodge: DemoRequest = {
    title: 'Cork Airport lodge — twin rooms',
    site: 'Airport Lodge, Kinsale Road, Cork T12 X5R2',
    window: [10, 20],
    message: 'Twenty twin rooms; the lodge opens on the 1st, so delivery is tight.',
    lines: [
      {
        sku: 'BED-NAV-009',
        size: '3ft Single',
        colour: 'Linen Weave/Slate',
        quantity: 40,
        group: 'Twin rooms',
        price: 349,
        leadTimeDays: 25,
      },
      {
        sku: 'MAT-CPK-011',
        size: '3ft Single',
        quantity: 40,
        group: 'Twin rooms',
        price: 189,
        leadTimeDays: 5,
      },
    ],
  };
  const rejected = await ask(owner, lodge);
  const lodgeVersion = await quote(rejected, lodge, {
    validDays: 30,
    message: 'Contract prices for the twin rooms; the Navan beds need five weeks.',
  });
  await step(deps, owner, rejected, 'reject', {
    version: lodgeVersion,
    message:
      'We have gone with a supplier who can deliver inside three weeks — the opening date ' +
      'decided it. Thanks for the quick answer.',
  });

  // Expired: a version whose validity passed unanswered.
  const salthill: DemoRequest = {
    title: 'Salthill guesthouse — family rooms',
    site: 'Seapoint Guesthouse, Upper Salthill, Galway H91 E2K3',
    window: [25, 40],
    message: 'Six family rooms: a king and a single in each.',
    lines: [
      {
        sku: 'BED-NAV-009',
        size: '5ft King',
        colour: 'Linen Weave/Stone',
        quantity: 6,
        group: 'Family rooms × 6',
        leadTimeDays: 15,
      },
      {
        sku: 'BED-ASH-001',
        size: '3ft Single',
        colour: 'Linen Weave/Stone',
        quantity: 6,
        group: 'Family rooms × 6',
        leadTimeDays: 15,
      },
      {
        sku: 'MAT-CPK-011',
        size: '5ft King',
        quantity: 6,
        group: 'Family rooms × 6',
        leadTimeDays: 10,
      },
      {
        sku: 'MAT-CPK-011',
        size: '3ft Single',
        quantity: 6,
        group: 'Family rooms × 6',
        leadTimeDays: 10,
      },
    ],
  };
  const expired = await ask(owner, salthill);
  await quote(expired, salthill, {
    discount: 7.5,
    validDays: 0,
    message: 'The family rooms at 7.5 % off list: our best price, valid today only.',
  });
  // A version is kept as sent and cannot be dated back: the expiry runs as tomorrow's
  // would, on it alone — every other quoted demo quote is valid for weeks.
  await expireQuotes(deps, addDays(today, 1));

  // Withdrawn: the buyer's request, taken back before it was answered.
  const kinsale: DemoRequest = {
    title: 'Kinsale boathouse suites',
    site: 'The Boathouse, Pier Road, Kinsale P17 W8C6',
    window: [90, 120],
    message: 'Four suites in the converted boathouse: super kings in emerald velvet.',
    lines: [
      {
        sku: 'BED-KIL-002',
        size: '6ft Super King',
        colour: 'Plush Velvet/Emerald',
        quantity: 4,
        group: 'Suites × 4',
        leadTimeDays: 30,
      },
      {
        sku: 'MAT-CPK-011',
        size: '6ft Super King',
        quantity: 4,
        group: 'Suites × 4',
        leadTimeDays: 10,
      },
    ],
  };
  const withdrawn = await ask(niamh, kinsale);
  await step(deps, niamh, withdrawn, 'withdraw', {
    message: 'The owners have put the boathouse on hold until spring — we will ask again then.',
  });
  return 8;
}
