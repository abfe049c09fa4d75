import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memberDetails, userDetails } from '#src/web/testing/user-fixtures';
import { PaymentMethod } from './checkout-sections';

afterEach(cleanup);

const row = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('PaymentMethod', () => {
  it('shows the company’s credit and the buyer’s own limit per order beside the order', () => {
    render(
      <PaymentMethod
        user={memberDetails('buyer', 2000, { credit_limit: 20000, available_credit: 18765.5 })}
        orderTotal={1845}
      />,
    );
    expect(row('Byrne Beds’s credit limit')).toBe('€20,000.00');
    expect(row('Available credit')).toBe('€18,765.50');
    expect(row('Your limit per order')).toBe('€2,000.00');
    expect(row('This order')).toBe('€1,845.00');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says up front that an order above the buyer’s limit goes to the approvers', () => {
    const buyer = memberDetails('buyer', 2000);
    render(<PaymentMethod user={buyer} orderTotal={2000} />);
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    render(<PaymentMethod user={buyer} orderTotal={2000.01} />);
    expect(screen.getByRole('status').textContent).toBe(
      'This order is above your per-order limit: Confirm Order sends it to your company’s approvers, and nothing is ordered until one of them approves it.',
    );
  });

  it('shows no limit of their own for an owner', () => {
    render(<PaymentMethod user={userDetails()} orderTotal={100} />);
    expect(screen.queryByText('Your limit per order')).toBeNull();
  });
});
