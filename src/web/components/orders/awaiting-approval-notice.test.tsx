import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs } from '#src/web/testing/cart-fixtures';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { routeFetch } from '#src/web/testing/route-fetch';
import { userDetails } from '#src/web/testing/user-fixtures';
import { AwaitingApprovalNotice } from './awaiting-approval-notice';

const fetchMock = stubFetch();

const waiting = (buyerId: number) => ({
  checkoutNumber: `CHK-2026-0000${buyerId}`,
  buyer: { id: buyerId },
});

function serve(approvals: unknown[], canApprove: boolean) {
  routeFetch(fetchMock, {
    'GET /api/user/details': () => jsonResponse(userDetails({ id: 7 })),
    'GET /api/company/approvals': () =>
      jsonResponse({ success: true, can_approve: canApprove, approvals }),
  });
}

beforeEach(() => {
  signInAs();
});

describe('AwaitingApprovalNotice', () => {
  it('tells an approver how many orders wait, and links to them', async () => {
    serve([waiting(7), waiting(8), waiting(9)], true);
    renderAt('/orders', <AwaitingApprovalNotice />);
    const link = await screen.findByRole('link', { name: 'Review them' });
    expect(link.getAttribute('href')).toBe('/account/approvals');
    expect(
      await screen.findByText(/^3 orders are awaiting approval \(1 of them yours\)\./),
    ).toBeTruthy();
  });

  it('tells a buyer of their own', async () => {
    serve([waiting(7)], false);
    renderAt('/orders', <AwaitingApprovalNotice />);
    const link = await screen.findByRole('link', { name: 'See it' });
    expect(link.parentElement!.textContent).toContain('1 order is awaiting approval.');
  });

  it('links to the decided ones when none wait', async () => {
    serve([], true);
    renderAt('/orders', <AwaitingApprovalNotice />);
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/awaiting approval/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Approvals' }).getAttribute('href')).toBe(
      '/account/approvals',
    );
  });
});
