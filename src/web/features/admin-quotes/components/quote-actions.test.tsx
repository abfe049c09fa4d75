import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, dublinDate } from '#src/shared/domain/calendar-dates';
import { QuotesPage } from '#src/web/app/admin/pages/quotes-page';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { routeFetch, sentRequests } from '#src/web/testing/route-fetch';
import { quoteDetail, quotedDetail } from '../testing/fixtures';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const fetchMock = stubFetch();
beforeEach(() => toastSuccess.mockClear());
const PATH = '/api/admin/quotes/Q-2026-000012';

const renderQuote = () =>
  renderAt('/admin/quotes/Q-2026-000012', <QuotesPage />, { path: '/admin/quotes/*' });
const posts = () => sentRequests(fetchMock).filter((r) => r.request.startsWith('POST'));

describe('withdrawing and extending a quote', () => {
  it('withdraws after a confirmation, with the message to the buyer', async () => {
    routeFetch(fetchMock, {
      [`GET ${PATH}`]: () => jsonResponse(quotedDetail()),
      [`POST ${PATH}/withdraw`]: () =>
        jsonResponse({ success: true, message: 'Quote withdrawn.', status: 'withdrawn' }),
    });
    const user = userEvent.setup();
    renderQuote();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Q-2026-000012?' });
    await user.type(
      screen.getByRole('textbox', { name: 'Message to the buyer (optional)' }),
      'The range is discontinued.',
    );
    expect(posts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Withdraw quote' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Quote withdrawn.', expect.anything()),
    );
    expect(posts()).toEqual([
      { request: `POST ${PATH}/withdraw`, body: { message: 'The range is discontinued.' } },
    ]);
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('keeps the dialog open with the server’s reason when the withdrawal is refused', async () => {
    routeFetch(fetchMock, {
      [`GET ${PATH}`]: () => jsonResponse(quotedDetail()),
      [`POST ${PATH}/withdraw`]: () =>
        jsonResponse(
          { success: false, message: 'This quote was already accepted: its orders are placed.' },
          409,
        ),
    });
    const user = userEvent.setup();
    renderQuote();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw quote' }));
    expect(
      await screen.findByText('This quote was already accepted: its orders are placed.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('extends to a day from today on, and refuses a day past', async () => {
    routeFetch(fetchMock, {
      [`GET ${PATH}`]: () => jsonResponse(quotedDetail()),
      [`POST ${PATH}/extend`]: () =>
        jsonResponse({ success: true, message: 'Quote extended.', status: 'quoted' }),
    });
    const user = userEvent.setup();
    renderQuote();
    await user.click(await screen.findByRole('button', { name: 'Extend' }));
    await screen.findByRole('dialog', { name: 'Extend Q-2026-000012?' });
    const date = screen.getByLabelText<HTMLInputElement>('Valid until');
    expect(date.value).toBe('2026-12-08');
    fireEvent.change(date, { target: { value: addDays(dublinDate(), -1) } });
    await user.click(screen.getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText('The validity date must be today or later.')).toBeTruthy();
    expect(posts()).toEqual([]);
    const later = addDays(dublinDate(), 30);
    fireEvent.change(date, { target: { value: later } });
    await user.click(screen.getByRole('button', { name: 'Extend' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Quote extended.', expect.anything()),
    );
    expect(posts()).toEqual([{ request: `POST ${PATH}/extend`, body: { valid_until: later } }]);
  });

  it('offers only what the quote’s actions allow', async () => {
    routeFetch(fetchMock, {
      [`GET ${PATH}`]: () => jsonResponse(quoteDetail({ actions: ['message'] })),
    });
    renderQuote();
    await screen.findByRole('heading', { name: /Quote Q-2026-000012/ });
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Extend' })).toBeNull();
    expect(screen.queryByRole('form', { name: /^Version/ })).toBeNull();
    expect(screen.getByRole('form', { name: 'Write to the buyer' })).toBeTruthy();
  });
});
