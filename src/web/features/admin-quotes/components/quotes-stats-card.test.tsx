import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithQuery, stubFetch } from '#src/web/testing/render';
import { routeFetch } from '#src/web/testing/route-fetch';
import { quoteStats } from '../testing/fixtures';
import { QuotesStatsCard } from './quotes-stats-card';

const fetchMock = stubFetch();

const renderCard = () =>
  renderWithQuery(
    <MemoryRouter>
      <QuotesStatsCard />
    </MemoryRouter>,
  );
const figure = (card: HTMLElement, term: string) =>
  within(card).getByText(term).nextElementSibling?.textContent;

describe('the dashboard’s Quotes card', () => {
  it('shows the conversion, the values and who must act, and leads to the queue', async () => {
    routeFetch(fetchMock, { 'GET /api/admin/quotes/stats': () => jsonResponse(quoteStats()) });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Quotes' });
    await within(card).findByText('Conversion rate');
    expect(figure(card, 'Conversion rate')).toBe('38 %');
    expect(figure(card, 'Value accepted')).toBe('€48,210.50');
    expect(figure(card, 'Value quoted')).toBe('€125,400.00');
    // Requested and revision requested wait for staff; quoted for the buyer.
    expect(figure(card, 'Awaiting staff')).toBe('4');
    expect(figure(card, 'Awaiting buyer')).toBe('5');
    expect(within(card).getByText('Over the last 90 days.')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Open the quotes queue' }).getAttribute('href'),
    ).toBe('/admin/quotes');
  });

  it('shows a dash while no quote was decided', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/quotes/stats': () => jsonResponse(quoteStats({ conversion_rate: null })),
    });
    renderCard();
    const card = await screen.findByRole('region', { name: 'Quotes' });
    await within(card).findByText('Conversion rate');
    expect(figure(card, 'Conversion rate')).toBe('—');
  });

  it('says so when the figures cannot load', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/quotes/stats': () => jsonResponse({ message: 'nope' }, 500),
    });
    renderCard();
    expect(await screen.findByText('The quotes figures could not load.')).toBeTruthy();
  });
});
