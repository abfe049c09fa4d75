import { describe, expect, it } from 'vitest';
import { canCancel, orderTab, statusProgress } from './orders';

describe('order tabs (docs/business-rules.md "Order tabs")', () => {
  it.each([
    ['active', 'Order Placed', 'Active'],
    ['active', 'Scheduled', 'Active'],
    ['active', 'order delivered', 'Delivered'],
    ['active', 'Order Delivered', 'Delivered'],
    ['cancelled', 'Order Placed', 'Cancelled'],
    ['cancelled', 'Order Delivered', 'Cancelled'],
  ])('status %s with delivery status %s is %s', (status, deliveryStatus, tab) => {
    expect(orderTab({ status, deliveryStatus })).toBe(tab);
  });
});

describe('Cancel (docs/business-rules.md "Cancellation")', () => {
  it.each([
    ['active', 'Order Placed', true, true],
    ['active', 'In Production', true, true],
    ['active', 'In Production', false, false],
    ['active', 'Scheduled', true, false],
    ['active', 'SCHEDULED', true, false],
    ['active', 'Order Delivered', true, false],
    ['cancelled', 'Order Placed', true, false],
  ])('%s, %s, may be cancelled %s → %s', (status, deliveryStatus, isCancelled, allowed) => {
    expect(canCancel({ status, deliveryStatus, isCancelled })).toBe(allowed);
  });
});

describe('tracking progress (docs/business-rules.md "Delivery statuses")', () => {
  const statuses = ['Order Placed', 'In Production', 'Scheduled', 'Order Delivered'];

  it('completes the steps before the current one, matched case-insensitively', () => {
    expect(statusProgress(statuses, 'in production').map((s) => s.state)).toEqual([
      'complete',
      'current',
      'pending',
      'pending',
    ]);
  });

  it('leaves every step pending for a status not in the list', () => {
    expect(statusProgress(statuses, 'Cancelled').every((s) => s.state === 'pending')).toBe(true);
  });
});
