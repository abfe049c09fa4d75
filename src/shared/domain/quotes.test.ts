import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalsCentsOf } from './pricing';
import {
  actionsIn,
  awaitingOf,
  conversionBasisPoints,
  discountedCents,
  FINAL_QUOTE_STATES,
  mayAnswerQuote,
  nextState,
  QUOTE_ACTIONS,
  QUOTE_STATES,
  refusalOf,
} from './quotes';

// docs/business-rules.md "Quotes".

describe('the quote state machine', () => {
  it.each([
    ['draft', 'submit', 'buyer', 'requested'],
    ['requested', 'quote', 'staff', 'quoted'],
    ['quoted', 'request_revision', 'buyer', 'revision_requested'],
    ['revision_requested', 'quote', 'staff', 'quoted'],
    ['quoted', 'accept', 'buyer', 'accepted'],
    ['quoted', 'reject', 'buyer', 'rejected'],
    ['quoted', 'expire', 'system', 'expired'],
    ['expired', 'extend', 'staff', 'quoted'],
    ['requested', 'withdraw', 'staff', 'withdrawn'],
    ['draft', 'withdraw', 'buyer', 'withdrawn'],
  ] as const)('%s --%s by %s--> %s', (from, action, actor, to) => {
    expect(nextState(from, action, actor)).toBe(to);
  });

  it('moves nothing out of a final state, and says why', () => {
    for (const state of FINAL_QUOTE_STATES) {
      for (const actor of ['buyer', 'staff', 'system'] as const) {
        expect(actionsIn(state, actor)).toEqual([]);
      }
      for (const action of QUOTE_ACTIONS) expect(refusalOf(state, action)).toMatch(/\.$/);
    }
  });

  it('lets only the buyer accept, only staff quote, only the schedule expire', () => {
    for (const state of QUOTE_STATES) {
      expect(nextState(state, 'accept', 'staff')).toBeUndefined();
      expect(nextState(state, 'quote', 'buyer')).toBeUndefined();
      expect(nextState(state, 'expire', 'buyer')).toBeUndefined();
      expect(nextState(state, 'expire', 'staff')).toBeUndefined();
    }
  });

  it('puts a quote in the queue of who must act', () => {
    expect(awaitingOf('requested')).toBe('staff');
    expect(awaitingOf('revision_requested')).toBe('staff');
    expect(awaitingOf('quoted')).toBe('buyer');
    expect(awaitingOf('accepted')).toBeNull();
  });

  it('lets the requester, owners and approvers answer; accounts members never', () => {
    expect(mayAnswerQuote('buyer', true)).toBe(true);
    expect(mayAnswerQuote('buyer', false)).toBe(false);
    expect(mayAnswerQuote('approver', false)).toBe(true);
    expect(mayAnswerQuote('owner', false)).toBe(true);
    expect(mayAnswerQuote('accounts', true)).toBe(false);
  });
});

describe('a discount off list', () => {
  it.each([
    [100_00, 10_00, 90_00],
    [333, 1_250, 291], // 291.375 → 291
    [1, 5_000, 1], // half a cent rounds up
    [12_345, 0, 12_345],
    [12_345, 10_000, 0],
  ])('%i cents less %i basis points is %i cents', (list, off, expected) => {
    expect(discountedCents(list, off)).toBe(expected);
  });

  it('never goes below zero or above list, and a larger discount never costs more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (list, a, b) => {
          const [less, more] = a <= b ? [a, b] : [b, a];
          const small = discountedCents(list, less);
          const large = discountedCents(list, more);
          expect(Number.isInteger(small)).toBe(true);
          expect(small).toBeGreaterThanOrEqual(0);
          expect(small).toBeLessThanOrEqual(list);
          expect(large).toBeLessThanOrEqual(small);
        },
      ),
    );
  });

  it('prices a version whose total is its lines’ totals to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            list: fc.integer({ min: 1, max: 5_000_00 }),
            quantity: fc.integer({ min: 1, max: 99 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        fc.integer({ min: 0, max: 10_000 }),
        (lines, off) => {
          const priced = lines.map((l) => ({
            unitCents: discountedCents(l.list, off),
            quantity: l.quantity,
          }));
          const totals = totalsCentsOf(priced);
          expect(totals.totalCents).toBe(totals.subtotalCents + totals.vatCents);
          const listTotals = totalsCentsOf(
            lines.map((l) => ({ unitCents: l.list, quantity: l.quantity })),
          );
          expect(totals.totalCents).toBeLessThanOrEqual(listTotals.totalCents);
        },
      ),
    );
  });
});

describe('conversion', () => {
  it('is accepted over decided, in basis points, and none before anything is decided', () => {
    expect(conversionBasisPoints({ accepted: 0, rejected: 0, expired: 0 })).toBeNull();
    expect(conversionBasisPoints({ accepted: 1, rejected: 1, expired: 1 })).toBe(3_333);
    expect(conversionBasisPoints({ accepted: 2, rejected: 0, expired: 1 })).toBe(6_667);
  });
});
