import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Receivables } from '#src/shared/schemas/invoices';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { routeFetch } from '#src/web/testing/route-fetch';
import { EXPORT_PERIOD_BACKWARDS } from './export-links';
import { ReceivablesOverview } from './receivables-overview';

const fetchMock = stubFetch();

const receivables = (): Receivables => ({
  success: true,
  asOf: '2026-11-24',
  totals: {
    notDue: 5200,
    days1to30: 800,
    days31to60: 0,
    days61to90: 1800,
    over90: 950.25,
    balance: 8750.25,
  },
  companies: [
    {
      id: 14,
      name: 'Galway Bay Lodges',
      balance: 1750.25,
      aged: { notDue: 0, days1to30: 800, days31to60: 0, days61to90: 0, over90: 950.25 },
      onHold: true,
      oldestOverdueDays: 131,
    },
    {
      id: 12,
      name: 'Murphy Hotels',
      balance: 7000,
      aged: { notDue: 5200, days1to30: 0, days31to60: 0, days61to90: 1800, over90: 0 },
      onHold: false,
      oldestOverdueDays: 85,
    },
  ],
  overdueInvoices: [
    {
      companyId: 14,
      company: 'Galway Bay Lodges',
      number: 'INV-2026-000031',
      dueDate: '2026-07-16',
      daysOverdue: 131,
      open: 950.25,
    },
  ],
});

const show = () => {
  routeFetch(fetchMock, { 'GET /api/admin/receivables': () => jsonResponse(receivables()) });
  return renderAt('/admin/receivables', <ReceivablesOverview />);
};
const region = (name: string | RegExp) => within(screen.getByRole('region', { name }));
const companyNames = () =>
  region('Companies with a balance')
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

describe('ReceivablesOverview', () => {
  it('shows the totals by age, the companies by balance and the overdue invoices', async () => {
    const user = userEvent.setup();
    show();
    expect(await screen.findByText('As of 24 Nov 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Owed in all: €8,750.25' })).toBeTruthy();
    const totals = within(screen.getByRole('group', { name: 'Owed by age' }));
    expect(totals.getByText('Over 90 days overdue')).toBeTruthy();
    expect(totals.getByText('€950.25')).toBeTruthy();

    expect(companyNames()).toEqual(['Murphy Hotels', 'Galway Bay Lodges']);
    const companies = region('Companies with a balance');
    const galway = within(companies.getByRole('row', { name: /Galway Bay Lodges/ }));
    expect(galway.getByRole('link').getAttribute('href')).toBe('/admin/companies/14');
    expect(galway.getByText('On hold')).toBeTruthy();
    expect(galway.getByText('131 days')).toBeTruthy();
    expect(galway.getByText('€1,750.25')).toBeTruthy();
    const murphy = within(companies.getByRole('row', { name: /Murphy Hotels/ }));
    expect(murphy.queryByText('On hold')).toBeNull();
    expect(companies.getByRole('columnheader', { name: '61–90 days overdue' })).toBeTruthy();

    await user.click(companies.getByRole('button', { name: 'Oldest overdue' }));
    expect(companyNames()).toEqual(['Galway Bay Lodges', 'Murphy Hotels']);

    const overdue = within(
      region('Overdue invoices').getByRole('row', { name: /INV-2026-000031/ }),
    );
    expect(overdue.getByRole('link', { name: 'Galway Bay Lodges' })).toBeTruthy();
    // Never broken at its hyphens in the narrow column of a phone.
    expect(overdue.getByText('INV-2026-000031').className).toContain('whitespace-nowrap');
    expect(overdue.getByRole('link', { name: 'PDF of INV-2026-000031' }).getAttribute('href')).toBe(
      '/api/admin/documents/INV-2026-000031/pdf',
    );
    expect(overdue.getByText('16 Jul 2026')).toBeTruthy();
    expect(overdue.getByText('131')).toBeTruthy();
  });

  it('links the CSV exports with the dates chosen', async () => {
    const user = userEvent.setup();
    show();
    const exports = region('Exports');
    const href = (name: string) => exports.getByRole('link', { name }).getAttribute('href');
    expect(href('Invoices (CSV)')).toBe('/api/admin/exports/invoices.csv');
    await user.type(exports.getByLabelText('From'), '2026-10-01');
    await user.type(exports.getByLabelText('To'), '2026-10-31');
    expect(href('Invoices (CSV)')).toBe(
      '/api/admin/exports/invoices.csv?from=2026-10-01&to=2026-10-31',
    );
    expect(href('Credit notes (CSV)')).toBe(
      '/api/admin/exports/credit-notes.csv?from=2026-10-01&to=2026-10-31',
    );
    expect(href('Payments (CSV)')).toBe(
      '/api/admin/exports/payments.csv?from=2026-10-01&to=2026-10-31',
    );
    expect(exports.queryByText(EXPORT_PERIOD_BACKWARDS)).toBeNull();
    // Clicking an export still downloads it (nothing cancels the link).
    expect(fireEvent.click(exports.getByRole('link', { name: 'Invoices (CSV)' }))).toBe(true);
  });

  it('says that both dates blank export everything', () => {
    show();
    expect(
      region('Exports').getByText(
        'Leave a date blank for no limit on that side; with both blank, everything is exported.',
      ),
    ).toBeTruthy();
  });

  it('says so when From is after To, and goes nowhere', async () => {
    const user = userEvent.setup();
    show();
    const exports = region('Exports');
    await user.type(exports.getByLabelText('From'), '2026-11-01');
    await user.type(exports.getByLabelText('To'), '2026-10-01');
    expect(exports.getByText(EXPORT_PERIOD_BACKWARDS).getAttribute('role')).toBe('alert');
    const link = exports.getByRole('link', { name: 'Payments (CSV)' });
    expect(link.getAttribute('aria-describedby')).toBe('exports-error');
    // The click is cancelled: the browser does not open the server's error.
    expect(fireEvent.click(link)).toBe(false);
  });
});
