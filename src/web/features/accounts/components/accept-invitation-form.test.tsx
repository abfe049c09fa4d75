import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INVITATION_ACCEPTED, INVITATION_INVALID } from '#src/shared/schemas/companies';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { AcceptInvitationForm } from './accept-invitation-form';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const fetchMock = stubFetch();
const OFFER = {
  success: true,
  invitation: {
    email: 'eoin@galwaybay.ie',
    company_name: 'Galway Bay Hotel',
    registered_name: 'Galway Bay Hotel Group Ltd',
    role: 'buyer',
    spending_limit: 2000,
    invited_by: 'Máire Ní Bhriain',
    expires_at: '2026-12-05T10:00:00.000Z',
  },
};

/** The paragraph saying who invites whom, once the invitation is read. */
const offerShown = () =>
  screen.findByText(
    (_text, element) =>
      element?.tagName === 'P' && /^Máire Ní Bhriain invites/.test(element.textContent ?? ''),
  );

describe('AcceptInvitationForm', () => {
  it('does not offer an accounts member buying, which their role does not allow', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        ...OFFER,
        invitation: { ...OFFER.invitation, role: 'accounts', spending_limit: null },
      }),
    );
    renderAt('/invitation/tok', <AcceptInvitationForm token="tok" />);
    expect((await offerShown()).textContent).toBe(
      'Máire Ní Bhriain invites eoin@galwaybay.ie to the trade account of Galway Bay Hotel (Galway Bay Hotel Group Ltd) as an accounts member.',
    );
  });

  it('says who invites whom, checks the form, joins and goes to sign in', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(OFFER));
    const user = userEvent.setup();
    renderAt('/invitation/tok', <AcceptInvitationForm token="tok" />);
    expect((await offerShown()).textContent).toBe(
      'Máire Ní Bhriain invites eoin@galwaybay.ie to buy for Galway Bay Hotel (Galway Bay Hotel Group Ltd) as a buyer, up to €2,000.00 per order (VAT included).',
    );

    await user.type(screen.getByLabelText(/Full name/), 'Eoin Walsh');
    await user.type(screen.getByLabelText(/Phone number/), '087 765 4321');
    await user.type(screen.getByLabelText(/^Password/), 'weak');
    await user.type(screen.getByLabelText(/Confirm password/), 'weak');
    await user.click(screen.getByRole('button', { name: 'Join Galway Bay Hotel' }));
    expect(await screen.findByText(/Password must contain at least 8 characters/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, message: INVITATION_ACCEPTED }, 201),
    );
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Strong#Pass1');
    await user.clear(screen.getByLabelText(/Confirm password/));
    await user.type(screen.getByLabelText(/Confirm password/), 'Strong#Pass1');
    await user.click(screen.getByRole('button', { name: 'Join Galway Bay Hotel' }));
    await waitFor(() => expect(currentLocation()).toBe('/signin'));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/invitations/tok/accept');
    expect(JSON.parse(init?.body as string)).toMatchObject({
      full_name: 'Eoin Walsh',
      phone_number: '+353877654321',
      password: 'Strong#Pass1',
    });
    expect(toastSuccess).toHaveBeenCalledWith(INVITATION_ACCEPTED, expect.anything());
  });

  it('says so when the link is used, withdrawn or expired', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: false, message: INVITATION_INVALID }, 410),
    );
    renderAt('/invitation/old', <AcceptInvitationForm token="old" />);
    expect((await screen.findByRole('alert')).textContent).toContain(INVITATION_INVALID);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeTruthy();
  });
});
