import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QuotesPage } from '#src/web/app/admin/pages/quotes-page';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { routeFetch, sentRequests } from '#src/web/testing/route-fetch';
import { quoteList, summary } from '../testing/fixtures';

const fetchMock = stubFetch();

const renderQueue = (url = '/admin/quotes') =>
  renderAt(url, <QuotesPage />, { path: '/admin/quotes/*' });

describe('/admin/quotes', () => {
  it('opens on the quotes awaiting staff, with every queue’s count on its tab', async () => {
    routeFetch(fetchMock, { 'GET /api/admin/quotes': () => jsonResponse(quoteList()) });
    renderQueue();
    const tabs = await screen.findByRole('tablist', { name: 'Queues' });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual([
        'New 2',
        'Awaiting staff 3',
        'Awaiting buyer 4',
        'Expiring within 7 days 1',
        'All 9',
      ]),
    );
    expect(
      screen.getByRole('tab', { name: 'Awaiting staff 3' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(sentRequests(fetchMock)[0]!.request).toBe('GET /api/admin/quotes?queue=awaiting_staff');
  });

  it('links each row to its quote and its company, with its figures', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/quotes': () =>
        jsonResponse(
          quoteList({
            quotes: [
              summary({
                status: 'quoted',
                currentVersion: 2,
                total: 2219.07,
                validUntil: '2026-12-08',
              }),
            ],
          }),
        ),
    });
    renderQueue();
    const link = await screen.findByRole('link', { name: 'Q-2026-000012' });
    expect(link.getAttribute('href')).toBe('/admin/quotes/Q-2026-000012');
    const row = link.closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Doyle Hotels' }).getAttribute('href')).toBe(
      '/admin/companies/3',
    );
    expect(within(row).getByText('Ciara Doyle')).toBeTruthy();
    expect(within(row).getByText('Harbour Hotel refit')).toBeTruthy();
    expect(within(row).getByText('Quoted')).toBeTruthy();
    expect(within(row).getByText('3 / 6')).toBeTruthy();
    expect(within(row).getByText('€2,219.07')).toBeTruthy();
    expect(within(row).getByText('8 Dec 2026')).toBeTruthy();
  });

  it('switches queue, searches and filters by status through the address', async () => {
    routeFetch(fetchMock, { 'GET /api/admin/quotes': () => jsonResponse(quoteList()) });
    const user = userEvent.setup();
    renderQueue();
    await user.click(await screen.findByRole('tab', { name: /^New/ }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/quotes?queue=new'));
    await user.type(screen.getByRole('searchbox', { name: 'Search quotes' }), 'Doyle');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'requested');
    await waitFor(() =>
      expect(currentLocation()).toBe('/admin/quotes?queue=new&status=requested&q=Doyle'),
    );
    await waitFor(() =>
      expect(sentRequests(fetchMock).at(-1)!.request).toBe(
        'GET /api/admin/quotes?queue=new&status=requested&q=Doyle',
      ),
    );
  });

  it('says when a queue is empty', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/quotes': () => jsonResponse(quoteList({ quotes: [] })),
    });
    renderQueue('/admin/quotes?queue=expiring');
    expect(await screen.findByText('No quotes in this queue.')).toBeTruthy();
    expect(
      screen.getByRole('tab', { name: /^Expiring within 7 days/ }).getAttribute('aria-selected'),
    ).toBe('true');
  });
});
