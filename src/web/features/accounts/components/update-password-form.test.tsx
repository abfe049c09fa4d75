import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NEW_PASSWORDS_DO_NOT_MATCH,
  PASSWORD_RULES,
  PASSWORD_UPDATE_FAILED,
} from '#src/shared/schemas/accounts';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { userDetails } from '#src/web/testing/user-fixtures';
import { UpdatePasswordForm } from './update-password-form';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const fetchMock = stubFetch({ fakeTimers: true });
afterEach(() => {
  toastSuccess.mockReset();
});

const messages = () =>
  screen
    .getAllByRole('alert')
    .flatMap((alert) => within(alert).queryAllByRole('listitem'))
    .map((item) => item.textContent);

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  renderAt('/account/account-password', <UpdatePasswordForm />);
  return {
    user,
    fill: async (current: string, next: string, confirm: string) => {
      if (current) await user.type(screen.getByLabelText('Current password'), current);
      if (next) await user.type(screen.getByLabelText('New password'), next);
      if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
    },
    submit: () => user.click(screen.getByRole('button', { name: 'Update Password' })),
  };
}

describe('UpdatePasswordForm', () => {
  it('lists all five password rules for an empty new password, for 4 s', async () => {
    const form = setup();
    await form.fill('Old#Pass1', '', '');
    await form.submit();
    expect(messages()).toEqual(PASSWORD_RULES.map((rule) => rule.message));
    expect(messages()).toEqual([
      'Password must contain at least one lowercase letter',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character (!@#$%^&*)',
      'Password must be at least 8 characters long',
    ]);

    act(() => {
      vi.advanceTimersByTime(3900);
    });
    expect(messages()).toHaveLength(5);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(messages()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the new passwords differ, with the rules still broken', async () => {
    const form = setup();
    await form.fill('Old#Pass1', 'walnut', 'walnuts');
    await form.submit();
    expect(messages()).toEqual([
      NEW_PASSWORDS_DO_NOT_MATCH,
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character (!@#$%^&*)',
      'Password must be at least 8 characters long',
    ]);
  });

  it('asks for the current password', async () => {
    const form = setup();
    await form.fill('', 'Walnut#2026', 'Walnut#2026');
    await form.submit();
    expect(messages()).toEqual(['current password is required']);
  });

  it("shows the server's refusal", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(userDetails(), 200))
      .mockResolvedValueOnce(
        jsonResponse({ success: false, message: 'Current password is incorrect' }, 400),
      );
    const form = setup();
    await form.fill('Wrong#Pass1', 'Walnut#2026', 'Walnut#2026');
    await form.submit();
    await waitFor(() => expect(messages()).toEqual(['Current password is incorrect']));
    expect(currentLocation()).toBe('/account/account-password');
  });

  it('falls back to the generic failure without a message', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(userDetails(), 200))
      .mockResolvedValueOnce(new Response('', { status: 500 }));
    const form = setup();
    await form.fill('Old#Pass1', 'Walnut#2026', 'Walnut#2026');
    await form.submit();
    await waitFor(() => expect(messages()).toEqual([PASSWORD_UPDATE_FAILED]));
  });

  it("changes the password of the signed-in user, toasts the server's message, goes home", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(userDetails({ id: 42 }), 200))
      .mockResolvedValueOnce(
        jsonResponse({ success: true, message: 'Password updated successfully' }, 200),
      );
    const form = setup();
    await form.fill('Old#Pass1', 'Walnut#2026', 'Walnut#2026');
    await form.submit();
    await waitFor(() => expect(currentLocation()).toBe('/'));

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/details');
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/auth/user/update_password/42');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual({
      curr_password: 'Old#Pass1',
      new_password: 'Walnut#2026',
    });
    expect(toastSuccess).toHaveBeenCalledWith('Password updated successfully', expect.anything());
  });
});
