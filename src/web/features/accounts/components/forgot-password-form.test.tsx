import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMAIL_NOT_FOUND } from '#src/shared/schemas/accounts';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { alertTexts } from '../testing/fixtures';
import { ForgotPasswordForm } from './forgot-password-form';

const fetchMock = stubFetch();

function setup() {
  const user = userEvent.setup();
  renderAt('/forget-password', <ForgotPasswordForm />);
  return {
    user,
    request: async (email: string) => {
      await user.type(screen.getByLabelText('Email'), email);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
    },
  };
}

describe('ForgotPasswordForm', () => {
  it('links to sign in and sign up', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });

  it('asks for a valid email before sending', async () => {
    const form = setup();
    await form.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(alertTexts()).toEqual(['email is required']);
    await form.request('aoife@');
    expect(alertTexts()).toEqual(['Invalid email format']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('replaces the form with the sent panel and a way back to the login', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: 'Sent' }, 200));
    const form = setup();
    await form.request('aoife@byrnebeds.ie');

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/check your\s+email and follow the link/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to Login' }).getAttribute('href')).toBe(
      '/signin',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/user/forgot-password');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'aoife@byrnebeds.ie' });
  });

  it('says the email does not exist on 404', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Not Found' }, 404));
    const form = setup();
    await form.request('nobody@byrnebeds.ie');
    expect(await screen.findByText(EMAIL_NOT_FOUND)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it("shows the rate limit's own message and the network failure", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: false, message: 'Too many requests, try again in 10 minutes' }, 429),
    );
    const form = setup();
    await form.request('aoife@byrnebeds.ie');
    expect(await screen.findByText('Too many requests, try again in 10 minutes')).toBeTruthy();

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await form.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });
});
