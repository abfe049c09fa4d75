import { describe, expect, it } from 'vitest';
import { cartItem } from '#src/web/testing/cart-fixtures';
import { orderSignature } from './place-order';

describe('orderSignature', () => {
  it('is the same order whatever price the cart shows, so a retry keeps its Idempotency-Key', () => {
    const address = 'Unit 4, Business Park, Navan';
    const shown = orderSignature([cartItem()], address);
    // Brought up to today's price between a lost answer and its retry (ADR 0020).
    expect(orderSignature([cartItem({ price: 480, vat: 110.4 })], address)).toBe(shown);
    // Anything that makes it another order makes another signature.
    expect(orderSignature([cartItem({ quantity: 2 })], address)).not.toBe(shown);
    expect(orderSignature([cartItem({ referenceNumber: 'ROOM-102' })], address)).not.toBe(shown);
    expect(orderSignature([cartItem()], 'Elsewhere')).not.toBe(shown);
  });
});
