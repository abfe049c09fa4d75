import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '../../testing/render';
import { userDetails } from '../../testing/user-fixtures';
import { orderDetail } from '../../features/admin-orders/testing/fixtures';
import { quoteList, quoteStats } from '../../features/admin-quotes/testing/fixtures';
import { AdminApp } from './admin-app';

const fetchMock = stubFetch();

function answer(details: Response, more: Record<string, unknown> = {}) {
  fetchMock.mockImplementation((input) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url === '/api/user/details') return Promise.resolve(details);
    if (url in more) return Promise.resolve(jsonResponse(more[url]));
    if (url === '/api/admin/dashboard') {
      return Promise.resolve(
        jsonResponse({
          success: true,
          pendingApplications: 1,
          openOrdersByStatus: [],
          unhandledInbox: { contactMessages: 0, callbackRequests: 0 },
          today: { orders: 0, value: 0 },
          failingMails: 0,
        }),
      );
    }
    return Promise.resolve(jsonResponse({ message: 'Not found' }, 404));
  });
}

describe('the staff console', () => {
  it('sends a visitor to sign in, and back to the console afterwards', async () => {
    answer(jsonResponse({ message: 'User not authenticated' }, 401));
    renderAt('/admin/orders', <AdminApp />, { path: '/admin/*' });
    await screen.findByTestId('location');
    await expect.poll(() => currentLocation()).toBe('/signin');
  });

  it('tells a trade user the console is for staff only, and shows none of it', async () => {
    answer(jsonResponse(userDetails({ role: 'trade' })));
    renderAt('/admin', <AdminApp />, { path: '/admin/*' });
    expect(
      await screen.findByRole('heading', { name: 'This area is for the shop staff only' }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admin/dashboard', expect.anything());
  });

  it('gives staff the sections and the dashboard', async () => {
    answer(jsonResponse(userDetails({ role: 'admin' })));
    renderAt('/admin', <AdminApp />, { path: '/admin/*' });
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Applications',
      'Customers',
      'Companies',
      'Orders',
      'Quotes',
      'Deliveries',
      'Receivables',
      'Catalogue',
      'Content',
      'Inbox',
      'Mail',
    ]);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(document.title).toBe('Dashboard | Staff Console | Trade Beds & Furniture');
  });

  it('shows who is signed in, and signs them out', async () => {
    answer(jsonResponse(userDetails({ role: 'admin', full_name: 'Aoife Byrne' })), {
      '/api/auth/user/logout': { success: true, message: 'Signed out' },
    });
    renderAt('/admin', <AdminApp />, { path: '/admin/*' });
    expect((await screen.findByText(/Signed in as/)).textContent).toBe(
      'Signed in as Aoife Byrne (aoife@byrnebeds.ie)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/auth/user/logout', expect.anything()),
    );
    await expect.poll(() => currentLocation()).toBe('/');
  });

  it('lets the keyboard skip the header and the sections (WCAG 2.4.1)', async () => {
    answer(jsonResponse(userDetails({ role: 'admin' })));
    renderAt('/admin', <AdminApp />, { path: '/admin/*' });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const links = screen.getAllByRole('link');
    expect(links[0]!.textContent).toBe('Skip to main content');
    fireEvent.click(links[0]!);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Dashboard' }),
    ).toBeTruthy();
  });

  it('names the section in the tab title, so that open tabs can be told apart', async () => {
    answer(jsonResponse(userDetails({ role: 'admin' })));
    renderAt('/admin/orders', <AdminApp />, { path: '/admin/*' });
    await screen.findByRole('navigation', { name: 'Console' });
    expect(document.title).toBe('Orders | Staff Console | Trade Beds & Furniture');
  });

  it('opens the receivables from its section', async () => {
    answer(jsonResponse(userDetails({ role: 'admin' })));
    renderAt('/admin', <AdminApp />, { path: '/admin/*' });
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Receivables' }));
    expect(await screen.findByRole('heading', { name: 'Receivables', level: 1 })).toBeTruthy();
    expect(document.title).toBe('Receivables | Staff Console | Trade Beds & Furniture');
  });

  it("names a record's page after the record: an order (WCAG 2.4.2)", async () => {
    answer(jsonResponse(userDetails({ role: 'admin' })), {
      '/api/admin/orders/12': orderDetail({ id: 12, trackingId: 'TRK-ADMIN00012' }),
    });
    renderAt('/admin/orders/12', <AdminApp />, { path: '/admin/*' });
    await screen.findByRole('heading', { name: 'Order TRK-ADMIN00012' });
    await waitFor(() =>
      expect(document.title).toBe(
        'Order TRK-ADMIN00012 | Orders | Staff Console | Trade Beds & Furniture',
      ),
    );
  });

  it('gives the dashboard its Quotes card, and opens the quotes queue from its section', async () => {
    answer(jsonResponse(userDetails({ role: 'admin' })), {
      '/api/admin/quotes/stats': quoteStats(),
      '/api/admin/quotes?queue=awaiting_staff': quoteList(),
    });
    renderAt('/admin', <AdminApp />, { path: '/admin/*' });
    const card = await screen.findByRole('region', { name: 'Quotes' });
    expect(await within(card).findByText('38 %')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Quotes' }));
    expect(await screen.findByRole('heading', { name: 'Quotes', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Q-2026-000012' })).toBeTruthy();
    expect(document.title).toBe('Quotes | Staff Console | Trade Beds & Furniture');
  });
});
