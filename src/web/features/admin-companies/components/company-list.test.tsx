import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { routeFetch, sentRequests } from '#src/web/testing/route-fetch';
import { companyItem } from '../testing/fixtures';
import { CompanyList } from './company-list';

const fetchMock = stubFetch();

function serve(totalPages = 1) {
  routeFetch(fetchMock, {
    'GET /api/admin/companies': ({ url }) => {
      const search = url.searchParams.get('search');
      const companies = search
        ? [companyItem({ id: 13, short_name: 'Kelly Hostels', available_credit: -20.5 })]
        : [companyItem()];
      return jsonResponse({
        success: true,
        companies,
        pagination: { total: 1, page: Number(url.searchParams.get('page')), limit: 20, totalPages },
      });
    },
  });
}

describe('CompanyList', () => {
  it('lists companies with their credit, linking each to its page', async () => {
    serve();
    renderAt('/admin/companies', <CompanyList />, { path: '/admin/companies' });
    const link = await screen.findByRole('link', { name: 'Murphy Hotels' });
    expect(link.getAttribute('href')).toBe('/admin/companies/12');
    const row = within(link.closest('tr')!);
    expect(row.getByText('Murphy Hotels Group Limited')).toBeTruthy();
    expect(row.getByText('IE6388047V')).toBeTruthy();
    expect(row.getByText('€50,000.00')).toBeTruthy();
    expect(row.getByText('€48,500.25')).toBeTruthy();
    expect(screen.getByText('1 company')).toBeTruthy();
  });

  it('searches by what staff type, keeping the search in the address', async () => {
    serve();
    const user = userEvent.setup();
    renderAt('/admin/companies', <CompanyList />, { path: '/admin/companies' });
    await screen.findByRole('link', { name: 'Murphy Hotels' });
    await user.type(screen.getByLabelText('Search companies'), ' Seán Ó ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'Kelly Hostels' })).toBeTruthy();
    expect(currentLocation()).toContain('search=Se%C3%A1n+%C3%93');
    expect(sentRequests(fetchMock).at(-1)!.request).toBe(
      'GET /api/admin/companies?page=1&search=Se%C3%A1n+%C3%93',
    );
    // Credit gone below zero shows in red.
    expect(screen.getByText('-€20.50').className).toContain('text-red-700');
  });
});
