import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt } from '#src/web/testing/render';
import { application, routeFetch, sentRequests } from '../testing/fixtures';
import { screenTestSetup, toasts } from '../testing/screen-test';
import { ApplicationQueue } from './application-queue';

vi.mock('react-toastify', async () => ({
  toast: (await import('../testing/screen-test')).toasts,
}));

const fetchMock = screenTestSetup();

const kelly = application();
const other = application({ id: 42, full_name: 'Tom Walsh', company_name: 'Walsh Inns' });

/** The queue answers `first`, then `after` once a decision was sent. */
function serve({
  decision = () => jsonResponse({ success: true, message: 'ok', user: kelly }),
}: { decision?: () => Response } = {}) {
  let decided = false;
  routeFetch(fetchMock, {
    'GET /api/admin/applications': () =>
      jsonResponse({ success: true, applications: decided ? [other] : [kelly, other] }),
    [`POST /api/admin/applications/${kelly.id}/approve`]: () => {
      const answer = decision();
      decided = answer.ok;
      return answer;
    },
    [`POST /api/admin/applications/${kelly.id}/reject`]: () => {
      const answer = decision();
      decided = answer.ok;
      return answer;
    },
  });
}

const card = () => screen.getByRole('article', { name: 'Kelly Hostels' });

describe('ApplicationQueue', () => {
  it('lists the pending applications with every sign-up field', async () => {
    serve();
    renderAt('/admin/applications', <ApplicationQueue />);
    expect(await screen.findByRole('article', { name: 'Kelly Hostels' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Walsh Inns' })).toBeTruthy();
    expect(screen.getByText('2 waiting for a decision')).toBeTruthy();
    const fields = within(card());
    for (const text of [
      'Siobhan Kelly',
      'siobhan@kellyhostels.ie',
      'accounts@kellyhostels.ie',
      '+353 86 555 0456',
      'IE',
      '12 Quay Street, Galway, H91 X2Y3',
      'Unit 7, Oranmore Park, Oranmore, H91 A1B2',
      'Subscribed',
      'Kelly Hostels Galway Ltd',
      'IE1234567T',
    ]) {
      expect(fields.getByText(text)).toBeTruthy();
    }
    expect(sentRequests(fetchMock)[0]!.request).toBe('GET /api/admin/applications?status=pending');
  });

  it('says so when no application is waiting', async () => {
    routeFetch(fetchMock, {
      'GET /api/admin/applications': () => jsonResponse({ success: true, applications: [] }),
    });
    renderAt('/admin/applications', <ApplicationQueue />);
    expect(await screen.findByText(/No applications are waiting/)).toBeTruthy();
  });

  it('approves with a credit limit and a note, confirms, and refreshes the queue', async () => {
    serve();
    const user = userEvent.setup();
    renderAt('/admin/applications', <ApplicationQueue />);
    await user.click(await screen.findByRole('button', { name: 'Approve Kelly Hostels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve application' });

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Enter a credit limit')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Credit limit (€)'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('The credit limit cannot be negative')).toBeTruthy();
    // A decimal comma is not read as 250,050 (or 2,500.50): the staff member is asked.
    await user.clear(within(dialog).getByLabelText('Credit limit (€)'));
    await user.type(within(dialog).getByLabelText('Credit limit (€)'), '2500,50');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Use a point for decimals, as in 249.99')).toBeTruthy();
    expect(sentRequests(fetchMock).some((r) => r.request.startsWith('POST'))).toBe(false);

    await user.clear(within(dialog).getByLabelText('Credit limit (€)'));
    await user.type(within(dialog).getByLabelText('Credit limit (€)'), '2,500.50');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Known to the office');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(toasts.success).toHaveBeenCalledWith(
      'Siobhan Kelly approved with a credit limit of €2,500.50',
      expect.anything(),
    );
    expect(sentRequests(fetchMock).find((r) => r.request.startsWith('POST'))).toEqual({
      request: 'POST /api/admin/applications/41/approve',
      body: { credit_limit: 2500.5, note: 'Known to the office' },
    });
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Kelly Hostels' })).toBeNull();
    });
    expect(screen.getByRole('article', { name: 'Walsh Inns' })).toBeTruthy();
  });

  it('rejects only with a reason, and confirms', async () => {
    serve();
    const user = userEvent.setup();
    renderAt('/admin/applications', <ApplicationQueue />);
    await user.click(await screen.findByRole('button', { name: 'Reject Kelly Hostels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject application' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give the reason')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Reason'), 'Retail shop, not trade');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => {
      expect(toasts.success).toHaveBeenCalledWith(
        'Siobhan Kelly’s application was rejected',
        expect.anything(),
      );
    });
    expect(sentRequests(fetchMock).find((r) => r.request.startsWith('POST'))).toEqual({
      request: 'POST /api/admin/applications/41/reject',
      body: { reason: 'Retail shop, not trade' },
    });
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Kelly Hostels' })).toBeNull();
    });
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    serve({
      decision: () =>
        jsonResponse(
          { success: false, message: 'This application has already been decided.' },
          409,
        ),
    });
    const user = userEvent.setup();
    renderAt('/admin/applications', <ApplicationQueue />);
    await user.click(await screen.findByRole('button', { name: 'Approve Kelly Hostels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve application' });
    await user.type(within(dialog).getByLabelText('Credit limit (€)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText('This application has already been decided.'),
    ).toBeTruthy();
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
