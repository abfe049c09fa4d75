import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REGISTRATION_SUCCESS } from '#src/shared/schemas/accounts';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { alertTexts } from '../testing/fixtures';
import { SignUpForm } from './sign-up-form';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const fetchMock = stubFetch();
afterEach(() => {
  toastSuccess.mockReset();
});

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

function setup() {
  const user = userEvent.setup();
  renderAt('/signup', <SignUpForm />);
  return {
    user,
    submit: () => user.click(screen.getByRole('button', { name: 'Submit' })),
    errorOf: (label: string) => {
      const ids = input(label).getAttribute('aria-describedby') ?? '';
      const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
      return errorId ? document.getElementById(errorId)?.textContent : undefined;
    },
  };
}

async function fillValid({ user }: ReturnType<typeof setup>) {
  await user.type(input('Full name'), 'Aoife Byrne');
  await user.type(input('Company name'), 'Byrne Beds');
  await user.type(input('Email'), 'aoife@byrnebeds.ie');
  await user.type(input('Invoice email'), 'accounts@byrnebeds.ie');
  await user.type(input('Phone number'), '871234567');
  await user.type(input('Office address'), '1 Main Street');
  await user.type(input('Office city'), 'Navan');
  await user.type(input('Office Eircode'), 'C15 AB12');
  await user.type(input('Delivery address'), 'Unit 4');
  await user.type(input('Delivery city'), 'Trim');
  await user.type(input('Delivery Eircode'), 'C15 CD34');
  await user.type(input('Password'), 'Walnut#2026');
  await user.type(input('Confirm password'), 'Walnut#2026');
}

const REQUIRED_FIELDS = [
  'Full name',
  'Company name',
  'Email',
  'Invoice email',
  'Phone number',
  'Office address',
  'Office city',
  'Office Eircode',
  'Delivery address',
  'Delivery city',
  'Delivery Eircode',
  'Password',
  'Confirm password',
];

describe('SignUpForm', () => {
  it('says every field is required before anything is submitted, and ties the password rules to the password (WCAG 3.3.2)', () => {
    setup();
    expect(screen.getByText('All fields are required unless marked optional.')).toBeTruthy();
    expect(
      REQUIRED_FIELDS.filter((label) => input(label).getAttribute('aria-required') !== 'true'),
    ).toEqual([]);
    const described = (input('Password').getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toMatch(/^At least 8 characters, with an uppercase/);
  });

  it('names each missing field in its required message and sends nothing', async () => {
    const form = setup();
    await form.submit();
    expect(alertTexts()).toEqual([
      'full name is required',
      'company name is required',
      'email is required',
      'invoice email is required',
      'phone number is required',
      'office address is required',
      'office city is required',
      'office eir code is required',
      'delivery address is required',
      'delivery city is required',
      'delivery eir code is required',
      'password is required',
      'confirm password is required',
    ]);
    expect(input('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field message as soon as the field is edited', async () => {
    const form = setup();
    await form.submit();
    await form.user.type(input('Full name'), 'A');
    expect(form.errorOf('Full name')).toBeUndefined();
    expect(alertTexts()).toHaveLength(12);
  });

  it('explains a short phone number, a weak password, a mismatch and bad emails', async () => {
    const form = setup();
    await fillValid(form);
    await form.user.clear(input('Phone number'));
    await form.user.type(input('Phone number'), '8712');
    await form.user.clear(input('Email'));
    await form.user.type(input('Email'), 'aoife@byrnebeds');
    await form.user.clear(input('Invoice email'));
    await form.user.type(input('Invoice email'), 'accounts');
    await form.user.clear(input('Password'));
    await form.user.type(input('Password'), 'walnut');
    await form.user.clear(input('Confirm password'));
    await form.user.type(input('Confirm password'), 'walnuts');
    await form.submit();

    expect(form.errorOf('Phone number')).toBe('Please enter a valid phone number');
    expect(form.errorOf('Email')).toBe('Invalid email format');
    expect(form.errorOf('Invoice email')).toBe('Invalid email format');
    expect(form.errorOf('Password')).toBe(
      'Password must contain at least 8 characters, one uppercase, one lowercase, one number, and one special character.',
    );
    expect(form.errorOf('Confirm password')).toBe('Passwords do not match');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a mismatch alone when the password itself is good', async () => {
    const form = setup();
    await fillValid(form);
    await form.user.type(input('Confirm password'), 'x');
    await form.submit();
    expect(alertTexts()).toEqual(['Passwords do not match']);
  });

  it('accepts letters and spaces only in the office city', async () => {
    const form = setup();
    await fillValid(form);
    await form.user.type(input('Office city'), ' 15');
    await form.submit();
    expect(alertTexts()).toEqual(['City name must contain only letters and spaces']);
  });

  it('shows a pasted company name whole, with its count and the reason, and refuses it', async () => {
    const form = setup();
    await fillValid(form);
    const company = input('Company name');
    await form.user.clear(company);
    await form.user.click(company);
    await form.user.paste('Galway Bay Hotel Group Ltd');
    // Not cut to "Galway Bay Hotel ": the buyer sees what they pasted and why it is too long.
    expect(company.value).toBe('Galway Bay Hotel Group Ltd');
    expect(screen.getByText('26/17')).toBeTruthy();
    expect(form.errorOf('Company name')).toMatch(/company name must be at most 17 characters/i);
    await form.submit();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the registered name and the VAT number as stored, and refuses a wrong VAT number', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: true, message: REGISTRATION_SUCCESS }, 201),
    );
    const form = setup();
    await fillValid(form);
    await form.user.type(input('Registered company name'), 'Byrne Beds and Bedding Ltd');
    await form.user.type(input('VAT number'), 'ie 1234567 x');
    await form.submit();
    expect(form.errorOf('VAT number')).toMatch(/Irish or EU VAT number/);
    expect(fetchMock).not.toHaveBeenCalled();
    await form.user.clear(input('VAT number'));
    await form.user.type(input('VAT number'), 'ie 1234567 t');
    await form.submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toMatchObject({
      company_name: 'Byrne Beds',
      registered_name: 'Byrne Beds and Bedding Ltd',
      vat_number: 'IE1234567T',
    });
  });

  it('copies the office address into the delivery fields, disabled and in sync', async () => {
    const form = setup();
    await form.user.type(input('Office address'), '1 Main Street');
    await form.user.type(input('Office city'), 'Navan');
    await form.user.type(input('Office Eircode'), 'C15 AB12');
    await form.user.click(screen.getByRole('checkbox', { name: 'Same as Office Address' }));

    expect(input('Delivery address').value).toBe('1 Main Street');
    expect(input('Delivery city').value).toBe('Navan');
    expect(input('Delivery Eircode').value).toBe('C15 AB12');
    for (const label of ['Delivery address', 'Delivery city', 'Delivery Eircode']) {
      expect(input(label).disabled).toBe(true);
    }

    await form.user.type(input('Office city'), ' Town');
    expect(input('Delivery city').value).toBe('Navan Town');

    await form.user.click(screen.getByRole('checkbox', { name: 'Same as Office Address' }));
    expect(input('Delivery city').disabled).toBe(false);
    expect(input('Delivery city').value).toBe('Navan Town');
  });

  it('shows the server field errors under their fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          success: false,
          message: 'Conflict',
          errors: [{ field: 'email', message: 'An account with this email already exists' }],
        },
        409,
      ),
    );
    const form = setup();
    await fillValid(form);
    await form.submit();
    await waitFor(() =>
      expect(form.errorOf('Email')).toBe('An account with this email already exists'),
    );
    expect(alertTexts()).toEqual(['An account with this email already exists']);
    expect(currentLocation()).toBe('/signup');
  });

  it('sends the application, Ireland its country, and goes to /signin on 201', async () => {
    let resolve: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    const form = setup();
    await fillValid(form);
    await form.user.click(screen.getByRole('checkbox', { name: /Subscribe/ }));
    await form.submit();

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/user/register');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      full_name: 'Aoife Byrne',
      company_name: 'Byrne Beds',
      email: 'aoife@byrnebeds.ie',
      invoice_email: 'accounts@byrnebeds.ie',
      phone_number: '+353871234567',
      country: 'IE',
      office_address: '1 Main Street',
      office_city: 'Navan',
      office_eir_code: 'C15 AB12',
      delivery_address: 'Unit 4',
      delivery_city: 'Trim',
      delivery_eir_code: 'C15 CD34',
      password: 'Walnut#2026',
      confirm_password: 'Walnut#2026',
      subscribe: true,
    });

    resolve(jsonResponse({ success: true, message: REGISTRATION_SUCCESS }, 201));
    await waitFor(() => expect(currentLocation()).toBe('/signin'));
    expect(toastSuccess).toHaveBeenCalledWith(REGISTRATION_SUCCESS, expect.anything());
  });
});
