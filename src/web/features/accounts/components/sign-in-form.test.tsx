import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_FAILED, LOGIN_SUCCESS } from '#src/shared/schemas/accounts';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { alertTexts } from '../testing/fixtures';
import { SignInForm } from './sign-in-form';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const fetchMock = stubFetch({ fakeTimers: true });
afterEach(() => {
  toastSuccess.mockReset();
});

function setup(state?: unknown) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  const view = renderAt('/signin', <SignInForm />, { state });
  const email = screen.getByLabelText<HTMLInputElement>('Email');
  const password = screen.getByLabelText<HTMLInputElement>('Password');
  return {
    ...view,
    user,
    email,
    password,
    signIn: async (emailText = 'aoife@byrnebeds.ie', passwordText = 'Walnut#2026') => {
      await user.type(email, emailText);
      await user.type(password, passwordText);
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
    },
  };
}

const okLogin = () =>
  jsonResponse({ success: true, message: LOGIN_SUCCESS, token: 't', user: { id: 7 } }, 200);

describe('SignInForm', () => {
  it('links to password recovery and to the trade application', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forget-password',
    );
    expect(
      screen.getByRole('link', { name: 'Apply for a trade account' }).getAttribute('href'),
    ).toBe('/signup');
  });

  it('fills in the email a new member joined with', () => {
    const { email, password } = setup({ email: 'eoin@galwaybay.ie' });
    expect(email.value).toBe('eoin@galwaybay.ie');
    expect(password.value).toBe('');
  });

  it('asks for both fields before sending', async () => {
    const form = setup();
    await form.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(alertTexts()).toEqual(['email is required', 'password is required']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const form = setup();
    await form.user.type(form.password, 'secret');
    expect(form.password.type).toBe('password');
    await form.user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(form.password.type).toBe('text');
    await form.user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(form.password.type).toBe('password');
  });

  it("shows the server's refusal for 3 s", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: 'Invalid email or password' }, 401),
    );
    const form = setup();
    await form.signIn();
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.queryByText('Invalid email or password')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.queryByText('Invalid email or password')).toBeNull();
    expect(currentLocation()).toBe('/signin');
  });

  it('falls back to the generic failure when the answer has no message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const form = setup();
    await form.signIn();
    expect(await screen.findByText(LOGIN_FAILED)).toBeTruthy();
  });

  it('signs in, refreshes cached data and returns to the page the visitor came from', async () => {
    fetchMock.mockResolvedValue(okLogin());
    const form = setup({ from: { pathname: '/products/12', search: '?size=3' } });
    const invalidate = vi.spyOn(form.queryClient, 'invalidateQueries');
    const sessionChanged = vi.fn();
    window.addEventListener('session-changed', sessionChanged);

    await form.signIn(' Aoife@ByrneBeds.ie ');
    await waitFor(() => expect(currentLocation()).toBe('/products/12?size=3'));

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/user/login');
    expect(JSON.parse(init?.body as string)).toEqual({
      email: 'aoife@byrnebeds.ie',
      password: 'Walnut#2026',
    });
    expect(toastSuccess).toHaveBeenCalledWith(LOGIN_SUCCESS, expect.anything());
    expect(invalidate).toHaveBeenCalled();
    expect(sessionChanged).toHaveBeenCalled();
    window.removeEventListener('session-changed', sessionChanged);
  });

  it('goes home when the visitor came from nowhere', async () => {
    fetchMock.mockResolvedValue(okLogin());
    const form = setup();
    await form.signIn();
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });
});
