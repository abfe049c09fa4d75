import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROFILE_UPDATE_FAILED,
  PROFILE_UPDATED,
  type UserDetails,
} from '#src/shared/schemas/accounts';
import { USER_DETAILS_QUERY_KEY } from '#src/web/lib/user-details';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { memberDetails, userDetails } from '#src/web/testing/user-fixtures';
import { AccountInfo } from './account-info';

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: toastError } }));

const fetchMock = stubFetch();
afterEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
});

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

async function setup() {
  const user = userEvent.setup();
  const view = renderAt('/account/account-info', <AccountInfo />);
  await screen.findByRole('button', { name: 'Save' });
  return { ...view, user, save: () => user.click(screen.getByRole('button', { name: 'Save' })) };
}

describe('AccountInfo', () => {
  it('shows a spinner, then the details; email, invoice email and credit read-only', async () => {
    fetchMock.mockResolvedValue(jsonResponse(userDetails(), 200));
    renderAt('/account/account-info', <AccountInfo />);
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Save' });

    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/details');
    expect(input('Email').value).toBe('aoife@byrnebeds.ie');
    expect(input('Invoice email').value).toBe('accounts@byrnebeds.ie');
    expect(input('Credit limit').value).toBe('€5,000.00');
    expect(input('Available credit').value).toBe('€1,234.50');
    for (const label of ['Email', 'Invoice email', 'Credit limit', 'Available credit']) {
      expect(input(label).readOnly).toBe(true);
    }
    expect(input('Full name').value).toBe('Aoife Byrne');
    expect(input('Company name').value).toBe('Byrne Beds');
    expect(input('Phone number').value.replace(/\D/g, '')).toBe('871234567');
    expect(input('Office city').value).toBe('Navan');
    expect(input('Delivery Eircode').value).toBe('C15 CD34');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Subscribe/ }).checked).toBe(
      true,
    );
  });

  it('shows the company, the member’s role and own limit; the name is the owner’s to change', async () => {
    fetchMock.mockResolvedValue(jsonResponse(memberDetails('buyer', 2000), 200));
    await setup();
    expect(input('Registered name').value).toBe('Byrne Beds Ltd');
    expect(input('Your role').value).toBe('Buyer');
    expect(input('Your limit per order').value).toBe('€2,000.00');
    expect(input('Company name').readOnly).toBe(true);
    expect(screen.getByText('Your company’s owners change its name.')).toBeTruthy();
    expect(screen.queryByText('10/17')).toBeNull();
  });

  it('lets the owner rename the company; an owner has no limit of their own', async () => {
    fetchMock.mockResolvedValue(jsonResponse(userDetails(), 200));
    await setup();
    expect(input('Your role').value).toBe('Owner');
    expect(input('Your limit per order').value).toBe('None of your own');
    expect(input('Company name').readOnly).toBe(false);
  });

  it('says so when the details cannot be loaded', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Boom' }, 500));
    renderAt('/account/account-info', <AccountInfo />);
    expect(await screen.findByText('We could not load your account details.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('checks the fields before saving', async () => {
    fetchMock.mockResolvedValue(jsonResponse(userDetails(), 200));
    const form = await setup();
    await form.user.clear(input('Full name'));
    await form.user.type(input('Office city'), '2');
    await form.save();
    expect(screen.getByText('full name is required')).toBeTruthy();
    expect(screen.getByText('City name must contain only letters and spaces')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('saves only the editable fields, toasts and updates the cached details', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(userDetails(), 200));
    const form = await setup();
    const { available_credit: _credit, ...saved } = userDetails({ full_name: 'Aoife Byrne-Walsh' });
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, message: PROFILE_UPDATED, data: saved }, 200),
    );
    await form.user.type(input('Full name'), '-Walsh');
    await form.save();

    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(PROFILE_UPDATED, expect.anything()),
    );
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/auth/user/update/7');
    expect(init?.method).toBe('PUT');
    // The loaded details with the new name, less what the user cannot change here: the id,
    // the emails, the role, the credit, the credit hold and the company.
    const {
      id: _id,
      email: _email,
      invoice_email: _invoiceEmail,
      credit_limit: _creditLimit,
      on_credit_hold: _onHold,
      credit_hold_days: _holdDays,
      role: _role,
      company: _company,
      ...editable
    } = saved;
    expect(JSON.parse(init?.body as string)).toEqual(editable);
    const cached = form.queryClient.getQueryData<UserDetails>(USER_DETAILS_QUERY_KEY);
    expect(cached?.full_name).toBe('Aoife Byrne-Walsh');
    expect(cached?.available_credit).toBe(1234.5);
    expect(input('Full name').value).toBe('Aoife Byrne-Walsh');
  });

  it('shows an Eircode as it was stored once saved', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(userDetails(), 200));
    const form = await setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          success: true,
          message: PROFILE_UPDATED,
          data: userDetails({ office_eir_code: 'H91 E2K3' }),
        },
        200,
      ),
    );
    await form.user.clear(input('Office Eircode'));
    await form.user.type(input('Office Eircode'), 'h91e2k3');
    await form.save();
    await waitFor(() => expect(input('Office Eircode').value).toBe('H91 E2K3'));
    const [, init] = fetchMock.mock.calls[1]!;
    expect(JSON.parse(init?.body as string)).toMatchObject({ office_eir_code: 'H91 E2K3' });
  });

  it('shows the failure and the server field errors', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(userDetails(), 200));
    const form = await setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          success: false,
          message: 'Validation failed',
          errors: [{ field: 'delivery_city', message: 'delivery city is too far away' }],
        },
        400,
      ),
    );
    await form.save();
    expect(await screen.findByText(PROFILE_UPDATE_FAILED)).toBeTruthy();
    expect(screen.getByText('delivery city is too far away')).toBeTruthy();
    expect(input('Delivery city').getAttribute('aria-invalid')).toBe('true');
    expect(toastError).toHaveBeenCalledWith(PROFILE_UPDATE_FAILED, expect.anything());
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});
