import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountQuotesPage } from '#src/web/app/pages/account-quotes-page';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { quoteList, summary } from '../testing/fixtures';
import { QUOTE_SEARCH_LABEL } from './quote-filters';
import { NO_QUOTES_YET } from './quotes-view';

const fetchMock = stubFetch();

/** Answers every list read with `body`; records the queries asked. */
function serve(body: unknown, status = 200) {
  const asked: Array<Record<string, string>> = [];
  fetchMock.mockImplementation((input) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://x');
    asked.push(Object.fromEntries(url.searchParams));
    return Promise.resolve(
      url.pathname === '/api/quotes' ? jsonResponse(body, status) : jsonResponse({}, 404),
    );
  });
  return asked;
}

const statusButton = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name });

describe('My Account → Quotes', () => {
  it('lists the quotes with their status, size, total, validity and last change', async () => {
    serve(
      quoteList([
        summary(),
        summary({
          number: 'Q-2026-000120',
          title: null,
          status: 'requested',
          total: null,
          validUntil: null,
          lineCount: 1,
          units: 1,
        }),
      ]),
    );
    renderAt('/account/quotes', <AccountQuotesPage />);
    const row = within(await screen.findByRole('row', { name: /Q-2026-000123/ }));
    for (const text of ['Harbour Hotel, floor 3', 'Quoted', '2 lines', '48 units', '€24,600.00']) {
      expect(row.getByText(text)).toBeTruthy();
    }
    expect(row.getByText('31 Dec 2026')).toBeTruthy();
    expect(row.getByText('20 Nov 2026')).toBeTruthy();
    expect(row.getByRole('link', { name: 'Q-2026-000123' }).getAttribute('href')).toBe(
      '/account/quotes/Q-2026-000123',
    );
    const asked = within(screen.getByRole('row', { name: /Q-2026-000120/ }));
    expect(asked.getByText('Requested')).toBeTruthy();
    expect(asked.getByText('1 line')).toBeTruthy();
    expect(asked.getAllByLabelText('None')).toHaveLength(3);
  });

  it('filters by state with the counts, searches, and keeps both in the address', async () => {
    const asked = serve(quoteList([summary()], { counts: { requested: 3, quoted: 2 } }));
    const user = userEvent.setup();
    renderAt('/account/quotes', <AccountQuotesPage />);
    await screen.findByRole('row', { name: /Q-2026-000123/ });
    expect(statusButton(/^All/).textContent).toBe('All(5)');
    expect(statusButton(/^Requested/).textContent).toBe('Requested(3)');
    expect(statusButton(/^Accepted/).textContent).toBe('Accepted(0)');

    await user.click(statusButton(/^Quoted/));
    await waitFor(() => expect(asked.at(-1)).toEqual({ status: 'quoted', page: '1' }));
    expect(statusButton(/^Quoted/).getAttribute('aria-pressed')).toBe('true');
    await user.type(screen.getByRole('searchbox', { name: QUOTE_SEARCH_LABEL }), 'Harbour{Enter}');
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ status: 'quoted', q: 'Harbour', page: '1' }),
    );
    expect(currentLocation()).toBe('/account/quotes?status=quoted&q=Harbour');
  });

  it('turns the pages', async () => {
    const asked = serve(
      quoteList([summary()], {
        pageInfo: {
          total: 45,
          totalPages: 3,
          currentPage: 1,
          limit: 20,
          hasNextPage: true,
          hasPreviousPage: false,
        },
      }),
    );
    const user = userEvent.setup();
    renderAt('/account/quotes', <AccountQuotesPage />);
    await screen.findByRole('row', { name: /Q-2026-000123/ });
    expect(screen.getByText('45 quotes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: '2' }));
    expect(currentLocation()).toBe('/account/quotes?page=2');
  });

  it('says when there is no quote yet', async () => {
    serve(quoteList([], { counts: {} }));
    renderAt('/account/quotes', <AccountQuotesPage />);
    expect(await screen.findByText(NO_QUOTES_YET)).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    serve({ success: false, message: 'Quotes are for members of a company.' }, 403);
    renderAt('/account/quotes', <AccountQuotesPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Quotes are for members of a company.',
    );
  });
});
