import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Approval, ApprovalsAnswer } from '#src/shared/schemas/approvals';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { routeFetch, sentRequests } from '#src/web/testing/route-fetch';
import { storedCart } from '#src/web/testing/cart-fixtures';
import type { UserDetails } from '#src/shared/schemas/accounts';
import { onHoldText, SEE_INVOICES } from '#src/web/components/ui/credit-hold-notice';
import { memberDetails } from '#src/web/testing/user-fixtures';
import { ApprovalsView, ON_HOLD_APPROVE } from './approvals-view';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const fetchMock = stubFetch();

const approval = (over: Partial<Approval> = {}): Approval => ({
  checkoutNumber: 'CHK-2026-00042',
  state: 'awaiting',
  buyer: { id: 2, full_name: 'Eoin Walsh' },
  requestedAt: '2026-11-27T10:00:00.000Z',
  poNumber: 'PO-881',
  shipping_address: 'Salthill, 1 Promenade, Galway, H91 E2K3',
  site_id: 9,
  delivery_day: '2026-12-10',
  lines: [
    {
      productId: 12,
      sizeId: 3,
      fabricId: 5,
      fabricColorId: 51,
      special_quote: 'None',
      product_name: 'Aran Bed',
      size_name: 'King',
      fabric_name: 'Velvet',
      fabric_color_name: 'Moss',
      product_image: null,
      storageType: 'Ottoman',
      quantity: 12,
      unit_price: 400,
      vat: 92,
      total_price: 5904,
      referenceNumber: 'Floor 3',
    },
  ],
  subtotal: 4800,
  vat: 1104,
  total: 5904,
  spending_limit: 2000,
  decided_by: null,
  decidedAt: null,
  reason: null,
  ...over,
});

/** Signed in as user `me`; the approvals list answers `awaiting` and `decided`. */
function serve(
  me: number,
  lists: { awaiting: Approval[]; decided?: Approval[]; canApprove?: boolean },
  decision: (action: string, body: unknown) => Response = () =>
    jsonResponse({ success: true, message: 'Done' }),
  details: Partial<UserDetails> = {},
) {
  const decided = (action: string, body: unknown) => {
    const answer = decision(action, body);
    if (answer.ok) lists.awaiting = [];
    return answer;
  };
  routeFetch(fetchMock, {
    'GET /api/user/details': () => jsonResponse({ id: me, full_name: 'Someone', ...details }),
    'GET /api/company/approvals': ({ url }) =>
      jsonResponse({
        success: true,
        can_approve: lists.canApprove ?? true,
        approvals:
          url.searchParams.get('state') === 'decided' ? (lists.decided ?? []) : lists.awaiting,
      } satisfies ApprovalsAnswer),
    // A decided order leaves the awaiting list, as the server's does.
    'POST /api/company/approvals/CHK-2026-00042/approve': ({ body }) => decided('approve', body),
    'POST /api/company/approvals/CHK-2026-00042/reject': ({ body }) => decided('reject', body),
    'POST /api/company/approvals/CHK-2026-00042/withdraw': ({ body }) => decided('withdraw', body),
  });
}

const posts = () => sentRequests(fetchMock).filter((r) => r.request.startsWith('POST'));

describe('ApprovalsView', () => {
  it('says the account is on credit hold and keeps Approve disabled; Reject still works', async () => {
    serve(1, { awaiting: [approval()] }, undefined, {
      ...memberDetails('approver', null, { on_credit_hold: true, credit_hold_days: 60 }),
      id: 1,
    });
    renderAt('/account/approvals', <ApprovalsView />);
    const notice = (await screen.findByText(onHoldText(60))).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(within(notice).getByRole('link', { name: SEE_INVOICES }).getAttribute('href')).toBe(
      '/account/invoices?status=overdue',
    );
    const card = await screen.findByRole('article', { name: 'CHK-2026-00042' });
    const approve = within(card).getByRole<HTMLButtonElement>('button', { name: 'Approve' });
    expect(approve.disabled).toBe(true);
    const why = document.getElementById(approve.getAttribute('aria-describedby')!);
    expect(why?.textContent).toBe(ON_HOLD_APPROVE);
    expect(within(card).getByRole<HTMLButtonElement>('button', { name: 'Reject' }).disabled).toBe(
      false,
    );
  });

  it('shows an approver the waiting order, and approves it after a confirmation', async () => {
    serve(1, { awaiting: [approval()] });
    renderAt('/account/approvals', <ApprovalsView />);
    const card = await screen.findByRole('article', { name: 'CHK-2026-00042' });
    expect(card.textContent).toContain('Eoin Walsh');
    expect(card.textContent).toContain('€5,904.00 with VAT, above their limit of €2,000.00');
    expect(card.textContent).toContain('Reference: Floor 3');
    expect(card.textContent).toContain('PO PO-881');
    // The delivery day the buyer asked for (docs/business-rules.md "Delivery days").
    expect(card.textContent).toContain('on Thu 10 Dec 2026 if that day can still be had');
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('places its order for Eoin Walsh, €5,904.00');
    expect(posts()).toEqual([]);
    toastSuccess.mockClear();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and place' }));
    await waitFor(() => {
      expect(posts().map((p) => p.request)).toEqual([
        'POST /api/company/approvals/CHK-2026-00042/approve',
      ]);
    });
    // The card leaves the list; the confirmation is still said.
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'CHK-2026-00042' })).toBeNull();
    });
    expect(toastSuccess).toHaveBeenCalledWith(
      'CHK-2026-00042 approved: the orders are placed',
      expect.anything(),
    );
  });

  it('keeps the dialog open with the server’s reason when the approval is refused', async () => {
    serve(1, { awaiting: [approval()] }, () =>
      jsonResponse({ success: false, message: 'This order was already approved by Máire.' }, 409),
    );
    renderAt('/account/approvals', <ApprovalsView />);
    const card = await screen.findByRole('article', { name: 'CHK-2026-00042' });
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve and place' }));
    await waitFor(() => {
      expect(screen.getByRole('dialog').textContent).toContain('already approved by Máire');
    });
  });

  it('asks for a reason before rejecting, and sends it', async () => {
    serve(1, { awaiting: [approval()] });
    renderAt('/account/approvals', <ApprovalsView />);
    const card = await screen.findByRole('article', { name: 'CHK-2026-00042' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Reject order' }));
    expect(within(card).getByRole('alert').textContent).toBe(
      'Say why the order is rejected: the buyer reads it.',
    );
    expect(posts()).toEqual([]);
    await userEvent.type(
      within(card).getByLabelText(/Why is it rejected/),
      'Floor 3 is not refurbished until March.',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Reject order' }));
    await waitFor(() => {
      expect(posts()).toEqual([
        {
          request: 'POST /api/company/approvals/CHK-2026-00042/reject',
          body: { reason: 'Floor 3 is not refurbished until March.' },
        },
      ]);
    });
  });

  it('shows the buyer their own order as sent, with Withdraw and no Approve', async () => {
    serve(2, { awaiting: [approval()], canApprove: false });
    renderAt('/account/approvals?sent=chk-2026-00042', <ApprovalsView />);
    expect(await screen.findByText(/^CHK-2026-00042 is above your per-order limit/)).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'CHK-2026-00042' });
    expect(card.textContent).toContain('You ·');
    expect(card.textContent).toContain('above your limit of €2,000.00');
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }),
    );
    await waitFor(() => {
      expect(posts().map((p) => p.request)).toEqual([
        'POST /api/company/approvals/CHK-2026-00042/withdraw',
      ]);
    });
  });

  it('lists decided orders with who decided and why', async () => {
    serve(2, {
      awaiting: [],
      decided: [
        approval({
          state: 'rejected',
          decided_by: 'Máire Ní Bhriain',
          decidedAt: '2026-11-27T12:00:00.000Z',
          reason: 'Not this quarter.',
        }),
      ],
    });
    renderAt('/account/approvals', <ApprovalsView />);
    expect(await screen.findByText('No orders are awaiting approval.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Decided' }));
    const card = await screen.findByRole('article', { name: 'CHK-2026-00042' });
    expect(card.textContent).toContain('Rejected by Máire Ní Bhriain');
    expect(card.textContent).toContain('Reason: Not this quarter.');
  });

  it('puts the buyer’s own rejected order back in the cart, priced today', async () => {
    window.localStorage.clear();
    serve(2, {
      awaiting: [],
      decided: [approval({ state: 'rejected', decided_by: 'Máire', reason: 'Too many.' })],
    });
    const quote = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      input === '/api/order/quote'
        ? jsonResponse({
            success: true,
            lines: [{ price: 410, vat: 94.3 }],
            subtotal: 0,
            vat: 0,
            total: 0,
          })
        : quote(input, init),
    );
    renderAt('/account/approvals?show=decided', <ApprovalsView />);
    const card = await screen.findByRole('article', { name: 'CHK-2026-00042' });
    await userEvent.click(within(card).getByRole('button', { name: 'Put back in cart' }));
    expect(
      await within(card).findByText(/1 line added to your cart at today's prices\./),
    ).toBeTruthy();
    expect(storedCart()).toEqual([
      expect.objectContaining({
        id: 12,
        sizeId: 3,
        fabricId: 5,
        fabricColorId: 51,
        quantity: 12,
        referenceNumber: 'Floor 3',
        price: 410,
      }),
    ]);
  });

  it('offers no way back to the cart for another member’s order', async () => {
    serve(1, { awaiting: [], decided: [approval({ state: 'withdrawn' })] });
    renderAt('/account/approvals?show=decided', <ApprovalsView />);
    const card = await screen.findByRole('article', { name: 'CHK-2026-00042' });
    expect(within(card).queryByRole('button', { name: 'Put back in cart' })).toBeNull();
  });
});
