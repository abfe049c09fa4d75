import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import type { CallbackRequestItem, ContactMessageItem } from '../types';
import { Inbox } from './inbox';

const fetchMock = stubFetch();

const pagination = (total: number) => ({
  total,
  totalPages: 1,
  currentPage: 1,
  hasNextPage: false,
  hasPreviousPage: false,
});

const message: ContactMessageItem = {
  id: 7,
  fullName: 'Aoife Byrne',
  email: 'aoife@hotel.example.ie',
  phoneNumber: '+353877654321',
  message: 'We need 12 divan beds by March.',
  createdAt: '2026-03-02T10:15:00.000Z',
  attachment: { name: 'Room plan.pdf', mimeType: 'application/pdf', sizeBytes: 20_480 },
  handledAt: null,
  handledBy: null,
};

const handledMessage: ContactMessageItem = {
  ...message,
  id: 8,
  fullName: 'Seán Walsh',
  attachment: null,
  handledAt: '2026-03-03T09:00:00.000Z',
  handledBy: { id: 1, name: 'Nuala Planner' },
};

const callback: CallbackRequestItem = {
  id: 3,
  name: 'Ciara Doyle',
  companyName: 'Doyle Hotels',
  phoneNumber: '+353861234567',
  message: 'Please ring about bunk beds.',
  createdAt: '2026-03-02T11:00:00.000Z',
  handledAt: null,
  handledBy: null,
};

const urlOf = (call: unknown[]) => call[0] as string;
const callsTo = (part: string) => fetchMock.mock.calls.filter((c) => urlOf(c).includes(part));

describe('staff inbox', () => {
  it('lists unhandled contact messages first, with the attachment to download', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: true, messages: [message], pagination: pagination(1) }),
    );
    renderAt('/admin/inbox', <Inbox />);

    const card = await screen.findByRole('article', { name: 'Message from Aoife Byrne' });
    expect(within(card).getByText('We need 12 divan beds by March.')).toBeTruthy();
    expect(within(card).getByText('Unhandled')).toBeTruthy();
    const file = within(card).getByRole('link', { name: /Room plan\.pdf/ });
    expect(file.getAttribute('href')).toBe('/api/admin/inbox/messages/7/attachment');
    expect(within(card).getByText('(20 KB)')).toBeTruthy();
    expect(urlOf(fetchMock.mock.calls[0]!)).toBe(
      '/api/admin/inbox/messages?page=1&limit=20&handled=false',
    );
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Show' }).value).toBe(
      'unhandled',
    );
  });

  it('marks a message handled and shows who and when', async () => {
    let handled = false;
    fetchMock.mockImplementation(async (input, init) => {
      const url = input as string;
      if (init?.method === 'POST' && url === '/api/admin/inbox/messages/7/handled') {
        handled = true;
        return jsonResponse({ success: true, message: { ...handledMessage, id: 7 } });
      }
      const item = handled
        ? {
            ...message,
            handledAt: '2026-03-03T09:00:00.000Z',
            handledBy: { id: 1, name: 'Nuala Planner' },
          }
        : message;
      return jsonResponse({ success: true, messages: [item], pagination: pagination(1) });
    });
    renderAt('/admin/inbox?show=all', <Inbox />);

    fireEvent.click(
      await screen.findByRole('button', { name: 'Mark message from Aoife Byrne handled' }),
    );
    expect(await screen.findByText(/Handled by Nuala Planner on 3 Mar 2026, 09:00/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mark message/ })).toBeNull();
    expect(callsTo('/handled')).toHaveLength(1);
  });

  it('switches to callback requests and to the handled ones, keeping them in the address', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = input as string;
      if (url.includes('/callbacks')) {
        return jsonResponse({ success: true, callbacks: [callback], pagination: pagination(1) });
      }
      return jsonResponse({ success: true, messages: [handledMessage], pagination: pagination(1) });
    });
    renderAt('/admin/inbox', <Inbox />);

    fireEvent.click(await screen.findByRole('tab', { name: 'Callback requests' }));
    const card = await screen.findByRole('article', { name: 'Callback for Ciara Doyle' });
    expect(within(card).getByRole('link', { name: '+353 86 123 4567' }).getAttribute('href')).toBe(
      'tel:+353861234567',
    );
    expect(currentLocation()).toBe('/admin/inbox?tab=callbacks');
    expect(
      screen.getByRole('tab', { name: 'Callback requests' }).getAttribute('aria-selected'),
    ).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Contact messages' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), {
      target: { value: 'handled' },
    });
    expect(await screen.findByText(/Handled by Nuala Planner/)).toBeTruthy();
    expect(currentLocation()).toBe('/admin/inbox?show=handled');
    expect(callsTo('handled=true').length).toBeGreaterThan(0);
  });

  it('says when there is nothing to do, and when the inbox cannot load', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: true, messages: [], pagination: pagination(0) }),
    );
    renderAt('/admin/inbox', <Inbox />);
    expect(await screen.findByText('No unhandled contact messages. All caught up.')).toBeTruthy();

    fetchMock.mockResolvedValue(jsonResponse({ message: 'down' }, 500));
    fireEvent.click(screen.getByRole('tab', { name: 'Callback requests' }));
    expect((await screen.findByRole('alert')).textContent).toContain('could not load');
  });
});
