import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { USER_DETAILS_QUERY_KEY } from '../../../lib/user-details';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '../../../testing/render';
import { userDetails } from '../testing/fixtures';
import { useSignOut } from './use-sign-out';

const fetchMock = stubFetch();

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
});
