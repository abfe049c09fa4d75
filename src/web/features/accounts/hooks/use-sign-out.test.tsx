import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '#src/web/lib/api-client';
import { clearCart } from '#src/web/lib/cart-store';
import { forgetIdempotencyKey, idempotencyKeyFor } from '#src/web/lib/idempotency-key';
import { USER_DETAILS_QUERY_KEY } from '#src/web/lib/user-details';
import { cartItem, seedCart, storedCart } from '#src/web/testing/cart-fixtures';
import { keptQuoteFileIds, lineWithKeptFile } from '#src/web/testing/kept-quote-files';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { userDetails } from '#src/web/testing/user-fixtures';
import { useSignOut } from './use-sign-out';

const fetchMock = stubFetch();
afterEach(() => {
  clearCart();
  forgetIdempotencyKey();
});

/** The previous buyer's line: a reference and a quote file. */
const PREVIOUS_BUYERS_LINE = cartItem({
  referenceNumber: 'Room 12',
  specialQuote: { text: 'Taller headboard', fileBase64: btoa('%PDF-1.4'), fileName: 'spec.pdf' },
});

function SignOutButton() {
  const { signOut } = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign Out
    </button>
  );
}

describe('useSignOut', () => {
  it.each([
    ['answers', () => fetchMock.mockResolvedValue(jsonResponse({ success: true }, 200))],
    ['cannot be reached', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('signs out, forgets the user and goes home when the server %s', async (_, answer) => {
    answer();
    const user = userEvent.setup();
    const { queryClient } = renderAt('/orders', <SignOutButton />);
    queryClient.setQueryData(USER_DETAILS_QUERY_KEY, userDetails());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const sessionChanged = vi.fn();
    window.addEventListener('session-changed', sessionChanged);

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/user/logout');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    expect(queryClient.getQueryData(USER_DETAILS_QUERY_KEY)).toBeUndefined();
    expect(invalidate).toHaveBeenCalled();
    expect(sessionChanged).toHaveBeenCalled();
    window.removeEventListener('session-changed', sessionChanged);
  });

  it.each([
    ['answers', () => fetchMock.mockResolvedValue(jsonResponse({ success: true }, 200))],
    ['cannot be reached', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])(
    'empties the cart and forgets the checkout retry key when the server %s',
    async (_, answer) => {
      answer();
      const user = userEvent.setup();
      renderAt('/orders', <SignOutButton />);
      // One quote file in the cart as the original client stores it, one kept in IndexedDB
      // (ADR 0021).
      seedCart([
        PREVIOUS_BUYERS_LINE,
        await lineWithKeptFile('drawing.pdf', undefined, { id: 30 }),
      ]);
      const previousKey = idempotencyKeyFor('same cart, same address');
      const cartUpdated = vi.fn();
      window.addEventListener('cartUpdated', cartUpdated);

      await user.click(screen.getByRole('button', { name: 'Sign Out' }));
      await waitFor(() => expect(currentLocation()).toBe('/'));

      expect(storedCart()).toEqual([]);
      expect(localStorage.getItem('cart')).toBeNull();
      await waitFor(async () => expect(await keptQuoteFileIds()).toEqual([]));
      // The header badge and popover hear of it.
      expect(cartUpdated).toHaveBeenCalled();
      // The next buyer's identical-looking order is a new order, not a retry.
      expect(idempotencyKeyFor('same cart, same address')).not.toBe(previousKey);
      window.removeEventListener('cartUpdated', cartUpdated);
    },
  );

  it('keeps the cart and the retry key when the server ends the session (401): same buyer', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'User not authenticated' }, 401));
    seedCart([PREVIOUS_BUYERS_LINE]);
    const key = idempotencyKeyFor('same cart, same address');
    const sessionChanged = vi.fn();
    window.addEventListener('session-changed', sessionChanged);

    await expect(api.get('/api/user/details')).rejects.toMatchObject({ status: 401 });

    expect(sessionChanged).toHaveBeenCalled();
    expect(storedCart()).toEqual([PREVIOUS_BUYERS_LINE]);
    expect(idempotencyKeyFor('same cart, same address')).toBe(key);
    window.removeEventListener('session-changed', sessionChanged);
  });
});
