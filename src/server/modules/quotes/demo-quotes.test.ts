import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, signIn, type Session } from '#test/customers';
import { createTestApp, OWN_APP_TIMEOUT, type TestApp } from '#test/test-app';
import { DEMO_ACCOUNTS } from '#src/db/seed/demo-accounts';
import { dublinDate } from '#src/shared/domain/calendar-dates';
import { QUOTE_STATES } from '#src/shared/domain/quotes';
import type { UserDetails } from '#src/shared/schemas/accounts';
import type { QuoteDetail, QuoteList } from '#src/shared/schemas/quotes';
import { seedDemoMoney } from '../invoices/demo-money';
import { sellerOf } from '../invoices/parties';
import { seedDemoQuotes } from './demo-quotes';
import { quotesDepsOf } from '.';

// docs/business-rules.md "The demo shop": a fresh `npm start` gives trade@example.com's
// company a quote in each state, after the demo money, as prepare.ts seeds them.

let t: TestApp;
let trade: Session;
beforeAll(async () => {
  t = await createTestApp();
  trade = await signIn(t, DEMO_ACCOUNTS.trade.email, DEMO_ACCOUNTS.trade.password);
}, OWN_APP_TIMEOUT);
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: asBearer(trade) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

describe('the demo quotes', () => {
  it('gives trade@example.com a quote in each state, once', async () => {
    await seedDemoMoney(t.database.db, { seller: sellerOf(t.app.config), publicUrl: 'http://x' });
    const before = await get<UserDetails>('/api/user/details');
    expect(await seedDemoQuotes(quotesDepsOf(t.app))).toBe(8);

    const list = await get<QuoteList>('/api/quotes');
    expect(list.quotes.map((q) => q.status).sort()).toEqual([...QUOTE_STATES].sort());
    expect(list.quotes.every((q) => q.companyName && q.title)).toBe(true);
    const of = (state: string) => list.quotes.find((q) => q.status === state)!;

    const accepted = await get<QuoteDetail>(`/api/quotes/${of('accepted').number}`);
    expect(accepted.quote.checkoutNumber).toBeTruthy();
    expect(accepted.quote.acceptedVersion).toBe(2);
    expect(accepted.versions).toHaveLength(2);
    // Ordered at the quoted prices, within the company's credit.
    const after = await get<UserDetails>('/api/user/details');
    expect(before.available_credit - after.available_credit).toBeCloseTo(accepted.quote.total!, 2);
    expect(after.available_credit).toBeGreaterThan(0);

    const expired = await get<QuoteDetail>(`/api/quotes/${of('expired').number}`);
    expect(expired.quote.validUntil).toBe(dublinDate());
    expect(expired.events.map((e) => e.kind)).toContain('expire');
    const quoted = await get<QuoteDetail>(`/api/quotes/${of('quoted').number}`);
    expect(quoted.quote.validUntil! > dublinDate()).toBe(true);
    expect(quoted.actions).toContain('accept');
    expect(quoted.lines.map((l) => l.group_label)).toContain('Twin rooms');
    expect(quoted.events.filter((e) => e.kind === 'message')).toHaveLength(2);

    expect(await seedDemoQuotes(quotesDepsOf(t.app))).toBe(0);
    const again = await get<QuoteList>('/api/quotes');
    expect(again.quotes).toHaveLength(8);
  });
});
