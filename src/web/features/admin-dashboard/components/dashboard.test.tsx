import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithQuery, stubFetch } from '#src/web/testing/render';
import { MemoryRouter } from 'react-router';
import type { Dashboard as DashboardData } from '../api/get-dashboard';
import { Dashboard } from './dashboard';

const fetchMock = stubFetch();

const data: DashboardData = {
  success: true,
  pendingApplications: 3,
  openOrdersByStatus: [
    { id: 1, deliveryStatus: 'Order Placed', count: 4 },
    { id: 3, deliveryStatus: 'Scheduled', count: 1 },
    { id: 5, deliveryStatus: 'Order Delivered', count: 0 },
  ],
  unhandledInbox: { contactMessages: 1, callbackRequests: 2 },
  today: { orders: 2, value: 1234.5 },
  failingMails: 0,
};

const renderDashboard = () =>
  renderWithQuery(
    <MemoryRouter>
      <Dashboard />
    </MemoryRouter>,
  );

describe('staff dashboard', () => {
  it('shows pending applications, the unhandled inbox, today’s orders and open orders by status', async () => {
    fetchMock.mockResolvedValue(jsonResponse(data));
    renderWithQuery(
      <MemoryRouter>
        <Dashboard />
      </MemoryRouter>,
    );
    const applications = await screen.findByRole('link', { name: /Applications waiting/ });
    expect(applications.textContent).toContain('3');
    expect(applications.getAttribute('href')).toBe('/admin/applications');
    expect(screen.getByRole('link', { name: /Unhandled inbox/ }).textContent).toContain(
      '1 message, 2 callbacks',
    );
    expect(screen.getByRole('link', { name: /Today’s orders/ }).textContent).toContain('€1,234.50');
    expect(screen.getByRole('link', { name: /Open orders/ }).textContent).toContain('5');
    const byStatus = screen.getByRole('list', { name: 'Open orders by delivery status' });
    const scheduled = within(byStatus).getByRole('link', { name: /Scheduled/ });
    expect(scheduled.getAttribute('href')).toBe('/admin/orders?status=active&deliveryStatus=3');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/dashboard', expect.anything());
  });

  it('warns while mails could not be sent, and leads to them', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...data, failingMails: 2 }));
    renderDashboard();
    expect(await screen.findByText('2 mails could not be sent.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'See the failing mails' });
    expect(link.getAttribute('href')).toBe('/admin/mail');
  });

  it('says nothing of mail while every mail gets through', async () => {
    fetchMock.mockResolvedValue(jsonResponse(data));
    renderDashboard();
    await screen.findByRole('link', { name: /Applications waiting/ });
    expect(screen.queryByText(/could not be sent/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'See the failing mails' })).toBeNull();
  });

  it('says so when the dashboard cannot load', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'nope' }, 500));
    renderWithQuery(
      <MemoryRouter>
        <Dashboard />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('could not load');
  });
});
