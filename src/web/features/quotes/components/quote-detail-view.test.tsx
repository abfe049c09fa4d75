import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  QUOTE_ACCEPTED,
  QUOTE_ACCEPTED_AWAITING,
  QUOTE_NOT_FOUND,
} from '#src/shared/schemas/quotes';
import { AccountQuotePage } from '#src/web/app/pages/account-quote-page';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { routeFetch, sentRequests } from '#src/web/testing/route-fetch';
import { quoteDetail } from '../testing/fixtures';
import { MESSAGE_REQUIRED } from './answer-dialog';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const fetchMock = stubFetch();
const NUMBER = 'Q-2026-000123';
const QUOTE = `/api/quotes/${NUMBER}`;

const placed = {
  success: true,
  message: QUOTE_ACCEPTED,
  checkoutId: 'c1',
  checkoutNumber: 'CHK-2026-00042',
  poNumber: 'PO-77',
  orders: [{ id: 1, trackingId: 'TRK1', referenceNumber: 'ROOM-101', total_price: 22140 }],
  subtotal: 18000,
  vat: 4140,
  total: 22140,
  available_credit: 3000,
};

function renderQuote(answers: Record<string, () => Response> = {}, detail = quoteDetail()) {
  routeFetch(fetchMock, {
    [`GET ${QUOTE}`]: () => jsonResponse(detail),
    ...Object.fromEntries(Object.entries(answers).map(([key, answer]) => [key, () => answer()])),
  });
  renderAt(`/account/quotes/${NUMBER}`, <AccountQuotePage />, { path: '/account/quotes/:number' });
  return screen.findByRole('heading', { name: `Quote ${NUMBER}`, level: 1 });
}

const posts = () => sentRequests(fetchMock).filter((r) => r.request.startsWith('POST'));
const keysSent = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

async function openAccept() {
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  return within(await screen.findByRole('dialog'));
}

describe('Quote page', () => {
  it('shows the current version up front, the earlier one folded, the lines by group and the thread', async () => {
    await renderQuote();
    expect(screen.getByText('Quoted')).toBeTruthy();
    expect(screen.getByText('Harbour Hotel, Quay Street, Galway')).toBeTruthy();

    const current = within(screen.getByRole('region', { name: /^Version 2/ }));
    const row = within(current.getByRole('row', { name: /40 × Navan Low Bed/ }));
    expect(row.getByText('€450.00')).toBeTruthy();
    expect(row.getByText('€500.00')).toBeTruthy();
    expect(row.getByText('20 working days')).toBeTruthy();
    expect(current.getByText('€22,140.00', { selector: 'dd' })).toBeTruthy();
    expect(current.getByText('Delivered to site, ground floor.')).toBeTruthy();
    expect(current.getByText('Version 2 with the headboards included.')).toBeTruthy();
    expect(
      current.getByRole('link', { name: 'Download version 2 (PDF)' }).getAttribute('href'),
    ).toBe(`/api/quotes/${NUMBER}/versions/2/pdf`);

    // Version 1 is folded away but readable, its prices and its PDF with it.
    const older = screen.getByText(/Version 1 — superseded/).closest('details')!;
    expect(older.open).toBe(false);
    expect(within(older).getByText('30 working days')).toBeTruthy();
    expect(within(older).getByRole('link', { name: 'Download version 1 (PDF)' })).toBeTruthy();

    const asked = within(screen.getByRole('region', { name: 'What you asked for' }));
    expect(asked.getByRole('heading', { name: 'Standard double × 120' })).toBeTruthy();
    expect(asked.getByRole('heading', { name: 'Floor 3' })).toBeTruthy();
    expect(asked.getAllByText('Reference: ROOM-101')).toHaveLength(2);

    const thread = within(screen.getByRole('list', { name: 'Thread' }));
    expect(thread.getByText('For the hotel refit in March.')).toBeTruthy();
    expect(thread.getByText(/Sent version 1/)).toBeTruthy();
    expect(thread.getByText(/Asked for a revision of version 1/)).toBeTruthy();
    expect(thread.getByRole('link', { name: 'floor-plan.pdf' }).getAttribute('href')).toBe(
      '/api/quotes/files/6b1f2c1e-0c1d-4f53-9d39-0f3a2c1b5e77',
    );
  });

  it('accepts after a confirmation with the total and a PO number, and links the orders (201)', async () => {
    await renderQuote({ [`POST ${QUOTE}/accept`]: () => jsonResponse(placed, 201) });
    const dialog = await openAccept();
    expect(dialog.getByText(/€22,140\.00 including VAT/)).toBeTruthy();
    await userEvent.type(dialog.getByLabelText('PO number (optional)'), 'PO-77');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept and place orders' }));

    const result = await screen.findByText('Orders placed: CHK-2026-00042');
    expect(posts()).toEqual([
      { request: `POST ${QUOTE}/accept`, body: { version: 2, po_number: 'PO-77' } },
    ]);
    expect(keysSent()[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      within(result.closest('[role="status"]')!)
        .getByRole('link', { name: 'See the order confirmation' })
        .getAttribute('href'),
    ).toBe('/checkout/confirmation/CHK-2026-00042');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the acceptance went to the company’s approvers (202)', async () => {
    const awaiting = {
      success: true,
      message: QUOTE_ACCEPTED_AWAITING,
      state: 'awaiting',
      checkoutNumber: 'CHK-2026-00043',
      poNumber: null,
      subtotal: 18000,
      vat: 4140,
      total: 22140,
      spending_limit: 2000,
      available_credit: 3000,
    };
    await renderQuote({ [`POST ${QUOTE}/accept`]: () => jsonResponse(awaiting, 202) });
    const dialog = await openAccept();
    await userEvent.click(dialog.getByRole('button', { name: 'Accept and place orders' }));
    expect(await screen.findByText(QUOTE_ACCEPTED_AWAITING)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Approvals' }).getAttribute('href')).toBe(
      '/account/approvals',
    );
    expect(screen.queryByText(/Orders placed/)).toBeNull();
  });

  it('shows the server’s refusal in the dialog (409), and the next attempt is a new one', async () => {
    const refusal = 'This version was replaced by version 3: read it and answer that one.';
    await renderQuote({
      [`POST ${QUOTE}/accept`]: () => jsonResponse({ success: false, message: refusal }, 409),
    });
    const dialog = await openAccept();
    await userEvent.click(dialog.getByRole('button', { name: 'Accept and place orders' }));
    expect((await dialog.findByText(refusal)).getAttribute('role')).toBe('alert');
    expect(screen.queryByText(/Orders placed/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Accept and place orders' }));
    await waitFor(() => expect(keysSent()).toHaveLength(2));
    expect(keysSent()[1]).not.toBe(keysSent()[0]);
  });

  it('retries with the same Idempotency-Key when no answer came back', async () => {
    let calls = 0;
    await renderQuote({
      [`POST ${QUOTE}/accept`]: () =>
        ++calls === 1 ? jsonResponse({ message: 'Bad gateway' }, 502) : jsonResponse(placed, 201),
    });
    const dialog = await openAccept();
    await userEvent.click(dialog.getByRole('button', { name: 'Accept and place orders' }));
    await dialog.findByText('Bad gateway');
    await userEvent.click(dialog.getByRole('button', { name: 'Accept and place orders' }));
    await screen.findByText('Orders placed: CHK-2026-00042');
    expect(keysSent()).toHaveLength(2);
    expect(keysSent()[1]).toBe(keysSent()[0]);
  });

  it('asks for a revision only with a message', async () => {
    await renderQuote({
      [`POST ${QUOTE}/revision`]: () =>
        jsonResponse({ success: true, message: 'Asked.', status: 'revision_requested' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a revision' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Ask for a revision' }));
    expect(dialog.getByText(MESSAGE_REQUIRED)).toBeTruthy();
    expect(posts()).toEqual([]);

    await userEvent.type(dialog.getByLabelText('What should change'), 'Twenty more beds, please.');
    await userEvent.click(dialog.getByRole('button', { name: 'Ask for a revision' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([
      {
        request: `POST ${QUOTE}/revision`,
        body: { version: 2, message: 'Twenty more beds, please.', file_ids: [] },
      },
    ]);
    expect(toastSuccess).toHaveBeenCalledWith('Asked.', expect.anything());
  });

  it('writes to us in the thread, with a file; an empty message is refused', async () => {
    await renderQuote({
      [`POST ${QUOTE}/messages`]: () =>
        jsonResponse({ success: true, message: 'Message sent.', status: 'quoted' }),
      'POST /api/quotes/files': () =>
        jsonResponse(
          {
            fileId: '0b7c8a52-6f39-4d8e-9a1b-2f8d4e6c1a90',
            fileName: 'photo.jpg',
            fileSize: 3_145_728,
            mimeType: 'image/jpeg',
          },
          201,
        ),
    });
    const box = within(screen.getByRole('form', { name: 'Write to us' }));
    await userEvent.click(box.getByRole('button', { name: 'Send message' }));
    expect(box.getByText('Write a message.')).toBeTruthy();
    expect(posts()).toEqual([]);

    await userEvent.upload(
      box.getByLabelText('Attach files (optional)'),
      new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' }),
    );
    expect(await box.findByText('3.0 MB')).toBeTruthy();
    await userEvent.type(box.getByLabelText('Message'), 'Site photo attached.');
    await userEvent.click(box.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(box.getByLabelText<HTMLTextAreaElement>('Message').value).toBe(''));
    expect(posts().at(-1)).toEqual({
      request: `POST ${QUOTE}/messages`,
      body: { message: 'Site photo attached.', file_ids: ['0b7c8a52-6f39-4d8e-9a1b-2f8d4e6c1a90'] },
    });
  });

  it('offers only what the server lists: a reader gets no answers and no message box', async () => {
    await renderQuote({}, quoteDetail({ actions: [] }));
    for (const name of ['Accept', 'Ask for a revision', 'Reject', 'Withdraw', 'Send draft']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('form', { name: 'Write to us' })).toBeNull();
  });

  it('shows the validity staff extended it to, and says what it was before', async () => {
    const base = quoteDetail();
    await renderQuote(
      {},
      { ...base, quote: { ...base.quote, validUntil: '2027-01-15', extendedFrom: '2026-12-01' } },
    );
    expect(await screen.findByText(/15 Jan 2027 \(extended from 1 Dec 2026\)/)).toBeTruthy();
  });

  it('promises no answer on a request that was withdrawn', async () => {
    const base = quoteDetail({ versions: [], actions: [] });
    await renderQuote({}, { ...base, quote: { ...base.quote, status: 'withdrawn' } });
    expect(await screen.findByText(/withdrawn before we sent a version/)).toBeTruthy();
    expect(screen.queryByText(/We are preparing your quote/)).toBeNull();
  });

  it('sends a draft, and withdraws it after a confirmation', async () => {
    const draft = quoteDetail({ versions: [], actions: ['submit', 'withdraw', 'message'] });
    draft.quote.status = 'draft';
    await renderQuote(
      {
        [`POST ${QUOTE}/submit`]: () =>
          jsonResponse({ success: true, message: 'Sent.', status: 'requested' }),
        [`POST ${QUOTE}/withdraw`]: () =>
          jsonResponse({ success: true, message: 'Withdrawn.', status: 'withdrawn' }),
      },
      draft,
    );
    expect(screen.getByText(/This is a draft/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send draft' }));
    await waitFor(() => expect(posts().map((p) => p.request)).toEqual([`POST ${QUOTE}/submit`]));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw the request' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]).toEqual({ request: `POST ${QUOTE}/withdraw`, body: {} });
  });

  it('says so for a quote that does not exist or is not the viewer’s', async () => {
    routeFetch(fetchMock, {
      [`GET ${QUOTE}`]: () => jsonResponse({ success: false, message: QUOTE_NOT_FOUND }, 404),
    });
    renderAt(`/account/quotes/${NUMBER}`, <AccountQuotePage />, {
      path: '/account/quotes/:number',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(QUOTE_NOT_FOUND);
    expect(screen.getByRole('link', { name: 'Back to your quotes' })).toBeTruthy();
  });
});
