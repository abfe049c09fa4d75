import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QuotesPage } from '#src/web/app/admin/pages/quotes-page';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { routeFetch, sentRequests } from '#src/web/testing/route-fetch';
import { quotedDetail } from '../testing/fixtures';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: vi.fn() } }));

const fetchMock = stubFetch();
beforeEach(() => toastSuccess.mockClear());
const PATH = '/api/admin/quotes/Q-2026-000012';

const renderQuote = () =>
  renderAt('/admin/quotes/Q-2026-000012', <QuotesPage />, { path: '/admin/quotes/*' });

function superseded() {
  const detail = quotedDetail();
  const first = { ...detail.versions[0]!, superseded: true, total: 2400.5 };
  const second = { ...detail.versions[0]!, version: 2 };
  return { ...detail, versions: [first, second] };
}

describe('/admin/quotes/{number}', () => {
  it('shows who asked for what, the lines by group, the versions and the thread with its files', async () => {
    routeFetch(fetchMock, { [`GET ${PATH}`]: () => jsonResponse(superseded()) });
    renderQuote();
    const heading = await screen.findByRole('heading', { name: /Quote Q-2026-000012/ });
    expect(heading.textContent).toContain('Quoted');
    expect(screen.getByRole('link', { name: 'Doyle Hotels' }).getAttribute('href')).toBe(
      '/admin/companies/3',
    );
    expect(screen.getByText('Harbour Hotel, Quay St, Galway')).toBeTruthy();
    expect(screen.getByText('10 Jan 2027 – 20 Jan 2027')).toBeTruthy();

    const lines = screen.getByRole('region', { name: 'Lines as asked' });
    const floor = within(lines).getByRole('table', { name: 'Floor 3' });
    expect(within(floor).getByText('Navan Divan Bed')).toBeTruthy();
    expect(within(floor).getByText('Kells Headboard')).toBeTruthy();
    expect(within(floor).queryByText('Boyne Mattress')).toBeNull();
    expect(within(lines).getByText('€499.99')).toBeTruthy();

    const versions = screen.getByRole('region', { name: 'Versions' });
    expect(within(versions).getByRole('heading', { name: 'Version 2 (current)' })).toBeTruthy();
    expect(
      within(versions)
        .getByText(/Version 1 · superseded/)
        .closest('details'),
    ).toBeTruthy();
    expect(
      within(versions).getByRole('link', { name: 'PDF of version 2' }).getAttribute('href'),
    ).toBe(`${PATH}/versions/2/pdf`);

    const thread = screen.getByRole('list', { name: 'Thread' });
    expect(within(thread).getByText('For the January reopening.')).toBeTruthy();
    expect(within(thread).getByRole('link', { name: 'floor-plan.pdf' }).getAttribute('href')).toBe(
      '/api/admin/quotes/files/0b7c4a8e-4d1f-4c2a-9a55-3f2b8e9d1c01',
    );
  });

  it('links an accepted quote to its checkout among the orders', async () => {
    const detail = quotedDetail();
    routeFetch(fetchMock, {
      [`GET ${PATH}`]: () =>
        jsonResponse({
          ...detail,
          quote: {
            ...detail.quote,
            status: 'accepted',
            acceptedVersion: 1,
            checkoutNumber: 'CHK-2026-00031',
          },
          actions: [],
        }),
    });
    renderQuote();
    const link = await screen.findByRole('link', { name: 'CHK-2026-00031' });
    expect(link.getAttribute('href')).toBe('/admin/orders?q=CHK-2026-00031');
    expect(screen.queryByRole('form', { name: 'Write to the buyer' })).toBeNull();
  });

  it('sends a message with an uploaded file, and clears the box once sent', async () => {
    const fileId = '7d1e2f30-1111-4a2b-8c3d-9e8f7a6b5c4d';
    routeFetch(fetchMock, {
      [`GET ${PATH}`]: () => jsonResponse(quotedDetail()),
      'POST /api/admin/quotes/files': () =>
        jsonResponse(
          { fileId, fileName: 'spec.pdf', fileSize: 10, mimeType: 'application/pdf' },
          201,
        ),
      [`POST ${PATH}/messages`]: () =>
        jsonResponse({ success: true, message: 'Message sent.', status: 'quoted' }),
    });
    const user = userEvent.setup();
    renderQuote();
    const form = await screen.findByRole('form', { name: 'Write to the buyer' });
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Write a message.')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'See the spec.');
    await user.upload(
      within(form).getByLabelText(/^Attach a file/),
      new File(['%PDF-1.4'], 'spec.pdf', { type: 'application/pdf' }),
    );
    expect(await within(form).findByText('spec.pdf')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Message sent.', expect.anything()),
    );
    expect(sentRequests(fetchMock).find((r) => r.request.endsWith('/messages'))!.body).toEqual({
      message: 'See the spec.',
      file_ids: [fileId],
    });
    await waitFor(() =>
      expect(
        within(form).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value,
      ).toBe(''),
    );
  });

  it('says a file is too large before sending it', async () => {
    routeFetch(fetchMock, { [`GET ${PATH}`]: () => jsonResponse(quotedDetail()) });
    const user = userEvent.setup();
    renderQuote();
    const form = await screen.findByRole('form', { name: 'Write to the buyer' });
    const big = new File(['x'], 'survey.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(within(form).getByLabelText(/^Attach a file/), big);
    expect(await within(form).findByText('Each file must be at most 10 MB.')).toBeTruthy();
    expect(sentRequests(fetchMock).filter((r) => r.request.startsWith('POST'))).toEqual([]);
  });
});
