import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithQuery, stubFetch } from '#src/web/testing/render';
import { CallbackDialog } from './callback-dialog';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const fetchMock = stubFetch({ fakeTimers: true });
afterEach(() => {
  toastSuccess.mockReset();
});

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <CallbackDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  renderWithQuery(<Harness />);
  const dialog = () => screen.queryByRole('dialog', { name: 'Request a Callback' });
  return {
    user,
    dialog,
    field: (label: string) => screen.getByLabelText<HTMLInputElement>(label),
    submit: () => user.click(screen.getByRole('button', { name: 'Request a Callback' })),
  };
}

const alerts = () =>
  screen
    .queryAllByRole('alert')
    .map((el) => el.textContent)
    .filter(Boolean);

describe('CallbackDialog', () => {
  it('requires every field, and the messages go after 3 s', async () => {
    const form = setup();
    expect(form.dialog()).toBeTruthy();
    await form.submit();
    expect(alerts()).toEqual(Array(4).fill('This field is required.'));
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(alerts()).toEqual([]);
  });

  it('takes digits only in the phone number', async () => {
    const form = setup();
    await form.user.type(form.field('Phone number'), '-8-7x1 2');
    expect(form.field('Phone number').value.replace(/\D/g, '')).toBe('8712');
    expect(form.field('Phone number').value).not.toContain('-');
  });

  it('counts the message up to 200 characters', async () => {
    const form = setup();
    await form.user.type(form.field('Message'), 'Call me');
    expect(screen.getByText('7/200')).toBeTruthy();
    await form.user.paste('y'.repeat(250));
    expect(form.field('Message').value).toHaveLength(200);
    expect(screen.getByText('200/200')).toBeTruthy();
  });

  it('sends the request, closes and toasts the server message', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: 'We will call you.' }, 201));
    const form = setup();
    await form.user.type(form.field('Name'), 'Ciara');
    await form.user.type(form.field('Company name'), 'Beds Ltd');
    await form.user.type(form.field('Phone number'), '871234567');
    await form.user.type(form.field('Message'), 'Mornings please');
    await form.submit();

    await vi.waitFor(() => expect(form.dialog()).toBeNull());
    expect(toastSuccess).toHaveBeenCalledWith('We will call you.', expect.anything());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/request-call');
    expect(JSON.parse(init!.body as string)).toEqual({
      name: 'Ciara',
      companyName: 'Beds Ltd',
      phoneNumber: '+353871234567',
      message: 'Mornings please',
    });

    // Opened again, the form is empty.
    await form.user.click(screen.getByRole('button', { name: 'Open' }));
    expect(form.field('Name').value).toBe('');
  });

  it('shows a failure above the form for 3 s, with a generic text when there is none', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    const form = setup();
    await form.user.type(form.field('Name'), 'Ciara');
    await form.user.type(form.field('Company name'), 'Beds Ltd');
    await form.user.type(form.field('Phone number'), '871234567');
    await form.user.type(form.field('Message'), 'Hi');
    await form.submit();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(form.dialog()).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
  });

  it('closes on the close button', async () => {
    const form = setup();
    await form.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(form.dialog()).toBeNull();
  });
});
