import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTotals } from './order-totals';

describe('OrderTotals', () => {
  it('names the tax VAT, as the rest of the shop does', () => {
    render(<OrderTotals totals={{ subtotal: 500, vat: 115, total: 615 }} />);
    expect(screen.getByText('VAT').nextElementSibling?.textContent).toBe('€115.00');
    expect(screen.queryByText('Vat')).toBeNull();
  });
});
