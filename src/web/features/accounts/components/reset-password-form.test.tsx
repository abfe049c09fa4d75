import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_DONE } from '#src/shared/schemas/accounts';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { ResetPassword } from './reset-password-form';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const fetchMock = stubFetch({ fakeTimers: true });
afterEach(() => {
  toastSuccess.mockReset();
});

/** The messages of the form's list (one alert with one item per message). */
const messages = () =>
  screen
    .getAllByRole('alert')
    .flatMap((alert) => within(alert).queryAllByRole('listitem'))
    .map((item) => item.textContent);

function setupWithToken() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  renderAt('/reset-password?token=abc123', <ResetPassword />);
  return {
    user,
    password: screen.getByLabelText<HTMLInputElement>('New password'),
    confirm: screen.getByLabelText<HTMLInputElement>('Confirm password'),
    submit: () => user.click(screen.getByRole('button', { name: 'Reset Password' })),
  };
}

describe('ResetPassword', () => {
  it('offers a new link when the reset link has no token', () => {
    renderAt('/reset-password', <ResetPassword />);
    expect(screen.getByRole('heading', { name: 'Invalid or expired reset link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forget-password',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('asks for both passwords', async () => {
    const form = setupWithToken();
    await form.submit();
    expect(messages()).toEqual(['new password is required', 'confirm password is required']);
  });

  it('says the passwords do not match, for 4 s', async () => {
    const form = setupWithToken();
    await form.user.type(form.password, 'Walnut#2026');
    await form.user.type(form.confirm, 'Walnut#2025');
    await form.submit();
    expect(messages()).toEqual(['Passwords do not match!']);

    act(() => {
      vi.advanceTimersByTime(3900);
    });
    expect(messages()).toEqual(['Passwords do not match!']);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(messages()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the password rules a weak password breaks', async () => {
    const form = setupWithToken();
    await form.user.type(form.password, 'walnut');
    await form.user.type(form.confirm, 'walnut');
    await form.submit();
    expect(messages()).toEqual([
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character (!@#$%^&*)',
      'Password must be at least 8 characters long',
    ]);
  });

  it('toggles both passwords independently', async () => {
    const form = setupWithToken();
    await form.user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(form.password.type).toBe('text');
    expect(form.confirm.type).toBe('password');
    await form.user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(form.confirm.type).toBe('text');
  });

  it("shows the server's message when the link is refused", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: 'Invalid or expired reset link!' }, 400),
    );
    const form = setupWithToken();
    await form.user.type(form.password, 'Walnut#2026');
    await form.user.type(form.confirm, 'Walnut#2026');
    await form.submit();
    await waitFor(() => expect(messages()).toEqual(['Invalid or expired reset link!']));
  });

  it("falls back to 'Something went wrong!' without a message", async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    const form = setupWithToken();
    await form.user.type(form.password, 'Walnut#2026');
    await form.user.type(form.confirm, 'Walnut#2026');
    await form.submit();
    await waitFor(() => expect(messages()).toEqual(['Something went wrong!']));
  });

  it('resets the password, toasts and goes to /signin', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: 'Done' }, 200));
    const form = setupWithToken();
    await form.user.type(form.password, 'Walnut#2026');
    await form.user.type(form.confirm, 'Walnut#2026');
    await form.submit();
    await waitFor(() => expect(currentLocation()).toBe('/signin'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/user/reset-password');
    expect(JSON.parse(init?.body as string)).toEqual({ token: 'abc123', password: 'Walnut#2026' });
    expect(toastSuccess).toHaveBeenCalledWith(PASSWORD_RESET_DONE, expect.anything());
  });
});
