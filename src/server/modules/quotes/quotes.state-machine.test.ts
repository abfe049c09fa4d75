import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, signIn, type Session } from '#test/customers';
import { bedLine, demoBed, type DemoBed } from '#test/demo-lines';
import { createTestApp, type TestApp } from '#test/test-app';
import { quotes } from '#src/db/schema/quotes';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import { addDays, dublinDate } from '#src/shared/domain/calendar-dates';
import {
  nextState,
  QUOTE_STATES,
  refusalOf,
  type QuoteAction,
  type QuoteActor,
  type QuoteState,
} from '#src/shared/domain/quotes';
import type { QuoteDetail } from '#src/shared/schemas/quotes';
import { afterAll } from 'vitest';
import { quotesDepsOf } from '.';
import { expireQuotes } from './quotes.service';

// docs/business-rules.md "Quotes": every move of the state machine from every state, by
// the buyer, staff and the scheduled expiry, through the API on this engine — allowed moves
// land in the state the rule names, every other is refused with its reason and changes
// nothing.

let t: TestApp;
let staff: Session;
let owner: Session;
let bed: DemoBed;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  bed = await demoBed(t, staff);
  owner = await newCustomer(t, { creditLimit: 1_000_000 });
});
afterAll(() => t.close());

const call = (s: Session, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: asBearer(s), payload });

/** A quote of `owner` with version 1 sent, then put in `state` as the rule's moves would. */
async function quoteIn(state: QuoteState) {
  const { productId, sizeId, fabricId, fabricColorId } = bedLine(bed, 'Room 1');
  const asked = await call(owner, '/api/quotes', {
    lines: [{ productId, sizeId, fabricId, fabricColorId, quantity: 2, group_label: 'Doubles' }],
    site_address: '1 Quay Street, Galway',
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const number = asked.json<{ number: string }>().number;
  const [row] = await t.database.db.select().from(quotes).where(eq(quotes.number, number));
  const sent = await t.app.inject({
    method: 'GET',
    url: `/api/admin/quotes/${number}`,
    headers: asBearer(staff),
  });
  const lineId = sent.json<QuoteDetail>().lines[0]!.id;
  const version = await call(staff, `/api/admin/quotes/${number}/versions`, {
    lines: [{ line_id: lineId, unit_price: 250, lead_time_days: 10 }],
    valid_until: addDays(dublinDate(), 5),
  });
  expect(version.statusCode, version.body).toBe(201);
  await t.database.db.update(quotes).set({ status: state }).where(eq(quotes.id, row!.id));
  return number;
}

const statusOf = async (number: string) =>
  (await t.database.db.select().from(quotes).where(eq(quotes.number, number)))[0]!.status;

/** The API call of each action, by who may try it. */
const calls: Array<
  [QuoteAction, QuoteActor, (n: string) => Promise<{ statusCode: number; body: string }>]
> = [
  ['submit', 'buyer', (n) => call(owner, `/api/quotes/${n}/submit`)],
  [
    'request_revision',
    'buyer',
    (n) => call(owner, `/api/quotes/${n}/revision`, { version: 1, message: 'Cheaper?' }),
  ],
  ['accept', 'buyer', (n) => call(owner, `/api/quotes/${n}/accept`, { version: 1 })],
  ['reject', 'buyer', (n) => call(owner, `/api/quotes/${n}/reject`, { version: 1 })],
  ['withdraw', 'buyer', (n) => call(owner, `/api/quotes/${n}/withdraw`, {})],
  ['message', 'buyer', (n) => call(owner, `/api/quotes/${n}/messages`, { message: 'Hello' })],
  [
    'quote',
    'staff',
    async (n) => {
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/admin/quotes/${n}`,
        headers: asBearer(staff),
      });
      if (detail.statusCode !== 200) return detail;
      return call(staff, `/api/admin/quotes/${n}/versions`, {
        lines: [
          { line_id: detail.json<QuoteDetail>().lines[0]!.id, unit_price: 240, lead_time_days: 10 },
        ],
        valid_until: addDays(dublinDate(), 7),
      });
    },
  ],
  [
    'withdraw',
    'staff',
    (n) => call(staff, `/api/admin/quotes/${n}/withdraw`, { message: 'Sorry' }),
  ],
  [
    'extend',
    'staff',
    (n) => call(staff, `/api/admin/quotes/${n}/extend`, { valid_until: addDays(dublinDate(), 20) }),
  ],
  ['message', 'staff', (n) => call(staff, `/api/admin/quotes/${n}/messages`, { message: 'Hi' })],
];

const cases = QUOTE_STATES.flatMap((state) =>
  calls.map(([action, actor, send]) => ({ state, action, actor, send })),
);

describe('the quote state machine', () => {
  it.each(cases)('$actor $action from $state', async ({ state, action, actor, send }) => {
    const number = await quoteIn(state);
    const response = await send(number);
    const next = nextState(state, action, actor);
    if (actor === 'staff' && state === 'draft') {
      // A draft is the buyer's own: staff do not see it at all.
      expect(response.statusCode, response.body).toBe(404);
      expect(await statusOf(number)).toBe('draft');
    } else if (next === undefined) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.body).toContain(refusalOf(state, action).slice(0, 30));
      expect(await statusOf(number)).toBe(state);
    } else {
      expect(response.statusCode, response.body).toBeLessThan(300);
      expect(await statusOf(number)).toBe(next);
    }
  });

  it.each(QUOTE_STATES)('the scheduled expiry from %s', async (state) => {
    const number = await quoteIn(state);
    await expireQuotes(quotesDepsOf(t.app), addDays(dublinDate(), 6));
    expect(await statusOf(number)).toBe(nextState(state, 'expire', 'system') ?? state);
  });
});
