import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '#src/web/components/ui/toaster';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import type { MailItem } from '../types';
import { MailList } from './mail-list';

const fetchMock = stubFetch();

const pagination = (total: number) => ({
  total,
  totalPages: 1,
  currentPage: 1,
  limit: 20,
  hasNextPage: false,
  hasPreviousPage: false,
});

const failing: MailItem = {
  id: 41,
  purpose: 'order confirmation 12',
  recipient: 'buyer@hotel.example.ie',
  subject: 'Your order TRK-ADMIN00012',
  state: 'failing',
  attempts: 3,
  lastError: 'connect ECONNREFUSED smtp.example.ie:587',
  nextAttemptAt: '2026-03-02T10:19:00.000Z',
  sentAt: null,
  createdAt: '2026-03-02T10:15:00.000Z',
  secret: false,
};

const sentReset: MailItem = {
  id: 42,
  purpose: 'reset link',
  recipient: 'trade@example.ie',
  subject: 'Reset your password',
  state: 'sent',
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  sentAt: '2026-03-01T09:00:30.000Z',
  createdAt: '2026-03-01T09:00:00.000Z',
  secret: true,
};

const mails = (items: MailItem[], failingCount = 1) =>
  jsonResponse({
    success: true,
    mails: items,
    pagination: pagination(items.length),
    failing: failingCount,
  });

const urlOf = (call: unknown[]) => call[0] as string;
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

const renderMail = (url = '/admin/mail') =>
  renderAt(
    url,
    <>
      <MailList />
      <Toaster />
    </>,
    { path: '/admin/mail' },
  );

describe('the Mail screen', () => {
  it('lists a failing mail with its envelope, tries, times and last error', async () => {
    fetchMock.mockResolvedValue(mails([failing, sentReset]));
    renderMail();

    const list = await screen.findByRole('list', { name: 'Mails' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const card = within(list).getByRole('article', { name: 'Your order TRK-ADMIN00012' });
    expect(within(card).getByText('Failing')).toBeTruthy();
    expect(within(card).getByText('buyer@hotel.example.ie')).toBeTruthy();
    expect(within(card).getByText('order confirmation 12')).toBeTruthy();
    expect(within(card).getByText('3')).toBeTruthy();
    expect(within(card).getByText('2 Mar 2026, 10:15')).toBeTruthy();
    expect(within(card).getByText('Next try').nextElementSibling?.textContent).toBe(
      '2 Mar 2026, 10:19',
    );
    expect(within(card).getByText('connect ECONNREFUSED smtp.example.ie:587')).toBeTruthy();
    expect(urlOf(fetchMock.mock.calls[0]!)).toBe('/api/admin/mails?page=1&limit=20');
    expect(screen.getByRole('heading', { level: 1, name: 'Mail' })).toBeTruthy();
  });

  it('sends a mail again: the button waits for the answer, whose message is shown', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation((input, init) => {
      if (init?.method === 'POST') return new Promise<Response>((resolve) => (answer = resolve));
      return Promise.resolve(mails([failing]));
    });
    const { queryClient } = renderMail();
    queryClient.setQueryData(['admin', 'dashboard'], { failingMails: 1 });

    const card = await screen.findByRole('article', { name: 'Your order TRK-ADMIN00012' });
    fireEvent.click(within(card).getByRole('button', { name: 'Send again' }));
    const pending = await within(card).findByRole('button', { name: 'Sending again…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(urlOf(posts()[0]!)).toBe('/api/admin/mails/41/resend');

    answer(jsonResponse({ success: true, message: 'The mail will be sent again in a moment.' }));
    expect(await screen.findByText('The mail will be sent again in a moment.')).toBeTruthy();
    expect(await within(card).findByRole('button', { name: 'Send again' })).toBeTruthy();
    expect(posts()).toHaveLength(1);
    // The list asks again for the mail's state, and the dashboard's count is stale.
    expect(
      fetchMock.mock.calls.filter(([url]) => url === '/api/admin/mails?page=1&limit=20'),
    ).toHaveLength(2);
    expect(queryClient.getQueryState(['admin', 'dashboard'])?.isInvalidated).toBe(true);
  });

  it('shows the server’s reason when a mail cannot be sent again', async () => {
    fetchMock.mockImplementation((_input, init) =>
      Promise.resolve(
        init?.method === 'POST'
          ? jsonResponse({ success: false, message: 'This mail does not exist.' }, 404)
          : mails([failing]),
      ),
    );
    renderMail();

    fireEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('This mail does not exist.')).toBeTruthy();
  });

  it('offers no Send again for a sent reset link, and says why', async () => {
    fetchMock.mockResolvedValue(mails([sentReset], 0));
    renderMail();

    const card = await screen.findByRole('article', { name: 'Reset your password' });
    expect(within(card).getByText('Sent')).toBeTruthy();
    expect(within(card).getByText('Sent at').nextElementSibling?.textContent).toBe(
      '1 Mar 2026, 09:00',
    );
    expect(
      within(card).getByText(
        'Reset links are never sent twice: the customer can ask for a new link.',
      ),
    ).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByText('Last error')).toBeNull();
  });

  it('filters by state, keeping the filter in the address and asking the server for it', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        urlOf([input]).includes('state=sent') ? mails([sentReset], 0) : mails([failing]),
      ),
    );
    renderMail('/admin/mail?state=failing');

    await screen.findByRole('article', { name: 'Your order TRK-ADMIN00012' });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' });
    expect(select.value).toBe('failing');
    expect(urlOf(fetchMock.mock.calls[0]!)).toBe('/api/admin/mails?page=1&limit=20&state=failing');

    fireEvent.change(select, { target: { value: 'sent' } });
    expect(await screen.findByRole('article', { name: 'Reset your password' })).toBeTruthy();
    expect(currentLocation()).toBe('/admin/mail?state=sent');
    expect(fetchMock.mock.calls.some((call) => urlOf(call).endsWith('state=sent'))).toBe(true);

    fireEvent.change(select, { target: { value: 'all' } });
    expect(currentLocation()).toBe('/admin/mail');
  });

  it('says when a filter finds nothing, and when the list cannot load', async () => {
    fetchMock.mockResolvedValueOnce(mails([], 0));
    renderMail('/admin/mail?state=given-up');
    expect(await screen.findByText('No mail has been given up.')).toBeTruthy();

    fetchMock.mockResolvedValue(jsonResponse({ message: 'down' }, 500));
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), {
      target: { value: 'failing' },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('could not load');
  });
});
