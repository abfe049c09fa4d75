import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SELECTION_INVALID } from '#src/shared/domain/order-lines';
import { ProductDetailPage } from '#src/web/app/pages/product-detail-page';
import { quoteLinesOfState } from '#src/web/lib/quote-request';
import {
  radio,
  reference,
  signIn,
  storedCart,
  stubProductPageFetch,
} from './purchase-form.test-setup';
import { REQUEST_QUOTE } from './request-quote-button';

// Request a quote beside Add to Cart: the configuration goes to the request form, as one
// line, and the cart is left alone (docs/business-rules.md "Quotes").

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: toastError } }));

stubProductPageFetch([toastSuccess, toastError]);

/** What the request form would receive. */
function RequestProbe() {
  const lines = quoteLinesOfState(useLocation().state as unknown) ?? [];
  return <output aria-label="Handed over">{JSON.stringify(lines)}</output>;
}

async function renderProductPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/products/7']} useTransitions={false}>
        <Routes>
          <Route path="/products/:id" element={<ProductDetailPage />} />
          <Route path="/quotes/new" element={<RequestProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
}

describe('Request a quote on the product page', () => {
  it('is not offered to a visitor', async () => {
    await renderProductPage();
    expect(screen.queryByRole('button', { name: REQUEST_QUOTE })).toBeNull();
  });

  it('refuses an incomplete choice as Add to Cart does', async () => {
    signIn();
    const user = await renderProductPage();
    await user.click(await screen.findByRole('button', { name: REQUEST_QUOTE }));
    expect(screen.getByText(SELECTION_INVALID)).toBeTruthy();
    const fabrics = screen.getByRole('group', { name: 'Fabric' });
    expect(document.activeElement).toBe(within(fabrics).getAllByRole('radio')[0]);
    expect(screen.queryByLabelText('Handed over')).toBeNull();
  });

  it('hands the configuration over as one line and leaves the cart alone', async () => {
    signIn();
    const user = await renderProductPage();
    await user.click(radio('King'));
    await user.click(radio('Plush Velvet'));
    await user.click(radio('Ottoman'));
    await screen.findByText('€670.00');
    await user.type(reference(), 'Room 12');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: REQUEST_QUOTE }));

    const handed = JSON.parse(
      (await screen.findByLabelText('Handed over')).textContent ?? '[]',
    ) as unknown[];
    expect(handed).toEqual([
      expect.objectContaining({
        id: 7,
        sizeId: 12,
        fabricId: 21,
        fabricColorId: 31,
        storageType: 'Ottoman',
        quantity: 2,
        referenceNumber: 'Room 12',
      }),
    ]);
    expect(storedCart()).toEqual([]);
  });
});
