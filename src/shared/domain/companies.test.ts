import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canApprove,
  canManageCompany,
  canOrder,
  COMPANY_ROLES,
  withinSpendingLimit,
} from './companies';

describe('roles', () => {
  it('lets owners, buyers and approvers order; owners and approvers approve; owners manage', () => {
    expect(COMPANY_ROLES.filter(canOrder)).toEqual(['owner', 'buyer', 'approver']);
    expect(COMPANY_ROLES.filter(canApprove)).toEqual(['owner', 'approver']);
    expect(COMPANY_ROLES.filter(canManageCompany)).toEqual(['owner']);
  });
});

describe('withinSpendingLimit', () => {
  it('takes any total without a limit, and a total up to the limit exactly, not a cent more', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000_000 });
    fc.assert(
      fc.property(cents, cents, (limit, total) => {
        expect(withinSpendingLimit(null, total)).toBe(true);
        expect(withinSpendingLimit(limit, total)).toBe(total <= limit);
        expect(withinSpendingLimit(limit, limit)).toBe(true);
        expect(withinSpendingLimit(limit, limit + 1)).toBe(false);
      }),
    );
  });
});
