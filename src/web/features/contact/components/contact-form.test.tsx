import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithQuery, stubFetch } from '#src/web/testing/render';
import { ContactForm } from './contact-form';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const fetchMock = stubFetch({ fakeTimers: true });
afterEach(() => {
  toastSuccess.mockReset();
});

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  renderWithQuery(<ContactForm />);
  return {
    user,
    fullName: screen.getByLabelText<HTMLInputElement>('Full name'),
    email: screen.getByLabelText<HTMLInputElement>('Email'),
    phone: screen.getByLabelText<HTMLInputElement>('Phone number'),
    message: screen.getByLabelText<HTMLTextAreaElement>('Message'),
    submit: () => user.click(screen.getByRole('button', { name: 'Send Message' })),
  };
}

const alerts = () =>
  screen
    .queryAllByRole('alert')
    .map((el) => el.textContent)
    .filter(Boolean);

async function fillValid(form: ReturnType<typeof setup>) {
  await form.user.type(form.fullName, 'Aoife Byrne');
  await form.user.type(form.email, 'aoife@example.ie');
  await form.user.type(form.phone, '871234567');
  await form.user.type(form.message, 'Please send your trade price list.');
}

describe('ContactForm', () => {
  it('says which fields it needs before anything is sent (WCAG 3.3.2)', () => {
    const form = setup();
    expect(screen.getByText('All fields are required unless marked optional.')).toBeTruthy();
    for (const field of [form.fullName, form.email, form.phone, form.message]) {
      expect(field.getAttribute('aria-required')).toBe('true');
    }
    expect(
      screen
        .getByLabelText('Attachment (optional)', { selector: 'input' })
        .getAttribute('aria-required'),
    ).toBeNull();
  });

  it('refuses characters other than letters and spaces in the full name', async () => {
    const form = setup();
    await form.user.type(form.fullName, 'Seán 2');
    expect(form.fullName.value).toBe('Seán ');
    expect(alerts()).toEqual(['Full name must contain only letters and spaces']);
    expect(form.fullName.getAttribute('aria-describedby')).toContain('fullName-error');
  });

  it('checks the email format only once it is longer than 5 characters', async () => {
    const form = setup();
    await form.user.type(form.email, 'abcde');
    expect(alerts()).toEqual([]);
    await form.user.type(form.email, 'f');
    expect(alerts()).toEqual(['Invalid email format']);
    await form.user.type(form.email, '@shop.ie');
    expect(alerts()).toEqual([]);
  });

  it('stops an empty submit with a required message on each field, gone after 3 s', async () => {
    const form = setup();
    await form.submit();
    expect(alerts()).toEqual([
      'This field is required.',
      'This field is required.',
      'This field is required.',
      'This field is required.',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(alerts()).toHaveLength(4);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(alerts()).toEqual([]);
  });

  it('clears a field error as soon as the field is edited', async () => {
    const form = setup();
    await form.submit();
    await form.user.type(form.message, 'H');
    expect(alerts()).toHaveLength(3);
  });

  it('counts the message up to 250 characters', async () => {
    const form = setup();
    expect(screen.getByText('0/250')).toBeTruthy();
    await form.user.type(form.message, 'Hello');
    expect(screen.getByText('5/250')).toBeTruthy();
    await form.user.click(form.message);
    await form.user.paste('x'.repeat(300));
    expect(form.message.value).toHaveLength(250);
    expect(screen.getByText('250/250')).toBeTruthy();
  });

  it('keeps the Irish dial code and accepts digits only', async () => {
    const form = setup();
    await form.user.type(form.phone, '-87a123');
    expect(form.phone.value.replace(/\D/g, '')).toBe('87123');
    expect(screen.getByRole('button', { name: /Country: Ireland \+353/ })).toBeTruthy();
  });

  it('refuses an attachment over 10 MB', async () => {
    const form = setup();
    const big = new File(['x'], 'plan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await form.user.upload(screen.getByLabelText('Attachment (optional)'), big);
    expect(alerts()).toEqual(['The file must be 10 MB or smaller.']);
    expect(screen.queryByText('plan.pdf')).toBeNull();
  });

  it('refuses, when it is chosen, an attachment whose bytes are not what its name says', async () => {
    const form = setup();
    const renamed = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      'contract.pdf',
      {
        type: 'application/pdf',
      },
    );
    await form.user.upload(screen.getByLabelText('Attachment (optional)'), renamed);
    expect(
      await screen.findByText('The file must be a PDF, Word document, JPEG or PNG.'),
    ).toBeTruthy();
    expect(screen.queryByText('contract.pdf')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Attachment (optional)').value).toBe('');

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), ' photo'], 'showroom.jpg', {
      type: 'image/jpeg',
    });
    await form.user.upload(screen.getByLabelText('Attachment (optional)'), photo);
    expect(await screen.findByText('showroom.jpg')).toBeTruthy();
  });

  it('waits, when Send follows the choice at once, for the attachment being checked', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: 'Thank you!' }, 201));
    const form = setup();
    await fillValid(form);
    const chooseAndSend = (file: File) => {
      act(() => {
        fireEvent.change(screen.getByLabelText('Attachment (optional)'), {
          target: { files: [file] },
        });
        fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
      });
    };

    // A picture renamed .pdf, refused once its first bytes are read: nothing is sent.
    chooseAndSend(
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'plan.pdf'),
    );
    expect(
      await screen.findByText('The file must be a PDF, Word document, JPEG or PNG.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    // A good one is sent with the message, not dropped because its check had not finished.
    chooseAndSend(new File(['%PDF-1.4'], 'site-plan.pdf', { type: 'application/pdf' }));
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    const body = fetchMock.mock.calls[0]![1]?.body as FormData;
    expect((body.get('file') as File | null)?.name).toBe('site-plan.pdf');
  });

  it('shows the duplicate message for a 409 answer, for 3 s', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Conflict' }, 409));
    const form = setup();
    await fillValid(form);
    await form.submit();
    expect(await screen.findByText('You have already submitted this message.')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText('You have already submitted this message.')).toBeNull();
  });

  it('sends a multipart message, toasts the server message and clears the form', async () => {
    let resolve: (r: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    const form = setup();
    await fillValid(form);
    const file = new File(['%PDF-1.4'], 'floor-plan.pdf', { type: 'application/pdf' });
    await form.user.upload(screen.getByLabelText('Attachment (optional)'), file);
    expect(screen.getByText('floor-plan.pdf')).toBeTruthy();

    await form.submit();
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button.hasAttribute('disabled')).toBe(true);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/contact-us');
    const body = init?.body as FormData;
    expect(body.get('fullName')).toBe('Aoife Byrne');
    expect(body.get('phoneNumber')).toBe('+353871234567');
    expect((body.get('file') as File).name).toBe('floor-plan.pdf');

    await act(async () => resolve(jsonResponse({ success: true, message: 'Thank you!' }, 201)));
    await screen.findByRole('button', { name: 'Send Message' });
    expect(toastSuccess).toHaveBeenCalledWith('Thank you!', expect.anything());
    expect(form.fullName.value).toBe('');
    expect(form.email.value).toBe('');
    expect(form.phone.value).toBe('');
    expect(form.message.value).toBe('');
    expect(screen.queryByText('floor-plan.pdf')).toBeNull();
  });
});
