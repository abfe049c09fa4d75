import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DOCUMENTS_FORBIDDEN } from '#src/shared/schemas/invoices';
import { currentLocation, jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { account, creditNote, documentList, invoice, statement } from '../testing/fixtures';
import { DOCUMENT_SEARCH_LABEL } from './document-filters';
import { CORRECT_THE_PERIOD } from './statement-panel';
import { PERIOD_IN_FUTURE } from './statement-period';
import { addDays, dublinDate, monthStart } from '#src/shared/domain/calendar-dates';
import { AccountInvoicesPage } from '#src/web/app/pages/account-invoices-page';
import { InvoicesView, INVOICES_INTRO } from './invoices-view';

const fetchMock = stubFetch();

/** Answers GETs by path (the first matching prefix); records every URL asked for. */
function serve(answers: Record<string, [unknown, number?]>) {
  const asked: string[] = [];
  fetchMock.mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    asked.push(url);
    const path = Object.keys(answers)
      .sort((a, b) => b.length - a.length)
      .find((prefix) => url.startsWith(prefix));
    const [body, status = 200] = path ? answers[path]! : [{ message: 'Not found' }, 404];
    return Promise.resolve(jsonResponse(body, status));
  });
  return asked;
}

const queryOf = (url: string | undefined) =>
  Object.fromEntries(new URL(url!, 'http://x').searchParams);
const table = () => screen.getByRole('table', { name: 'Invoices and credit notes' });

describe('InvoicesView: documents', () => {
  it('lists the invoices and credit notes with their totals, what is left and their status', async () => {
    serve({ '/api/account/documents': [documentList([invoice(), creditNote()])] });
    renderAt('/account/invoices', <InvoicesView />);

    const row = within(await screen.findByRole('row', { name: /INV-2026-000001 Invoice/ }));
    expect(row.getAllByRole('cell').map((c) => c.textContent)).toContain('ROOM-101, ROOM-102');
    for (const text of [
      'CHK-2026-00042',
      'PO PO-7731',
      '€2,460.00',
      '€1,230.50',
      'Overdue',
      '12 days overdue',
    ]) {
      expect(row.getByText(text)).toBeTruthy();
    }
    const credit = within(screen.getByRole('row', { name: /CN-2026-000001/ }));
    expect(credit.getByRole('rowheader').textContent).toBe(
      'CN-2026-000001Credit note for INV-2026-000001',
    );
    expect(credit.getByText('€615.00')).toBeTruthy();
    expect(credit.getByText('Issued')).toBeTruthy();

    // The account at a glance, above.
    const summary = within(screen.getByRole('region', { name: 'Your account' }));
    expect(summary.getByText('€18,769.50 of €20,000.00')).toBeTruthy();
    expect(summary.getByText('30 days')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never breaks a number or a reference at its hyphens', async () => {
    serve({ '/api/account/documents': [documentList([invoice(), creditNote()])] });
    renderAt('/account/invoices', <InvoicesView />);

    const row = within(await screen.findByRole('row', { name: /INV-2026-000001 Invoice/ }));
    const credit = within(screen.getByRole('row', { name: /CN-2026-000001/ }));
    for (const whole of [
      row.getByText('INV-2026-000001'),
      row.getByText('ROOM-101'),
      row.getByText('ROOM-102'),
      credit.getByText('CN-2026-000001'),
      credit.getByText('INV-2026-000001'),
    ]) {
      expect(whole.closest('.whitespace-nowrap'), whole.textContent ?? '').not.toBeNull();
    }
    // The line under a number wraps ("Credit note for" / "INV-…") rather than widening the
    // table past the page at 1280 px.
    expect(credit.getByRole('rowheader').className).not.toContain('whitespace-nowrap');
  });

  it('links each document to its PDF, named by its number', async () => {
    serve({ '/api/account/documents': [documentList([invoice(), creditNote()])] });
    renderAt('/account/invoices', <InvoicesView />);
    const link = await screen.findByRole('link', { name: 'Download INV-2026-000001 (PDF)' });
    expect(link.getAttribute('href')).toBe('/api/account/documents/INV-2026-000001/pdf');
    expect(link.hasAttribute('download')).toBe(true);
    expect(
      screen.getByRole('link', { name: 'Download CN-2026-000001 (PDF)' }).getAttribute('href'),
    ).toBe('/api/account/documents/CN-2026-000001/pdf');
  });

  it('asks for the chosen type, status and search, and keeps them in the address', async () => {
    const asked = serve({ '/api/account/documents': [documentList([invoice()])] });
    const user = userEvent.setup();
    renderAt('/account/invoices', <InvoicesView />);
    await screen.findByRole('row', { name: /INV-2026-000001/ });
    expect(queryOf(asked.at(-1))).toEqual({ page: '1', limit: '20' });

    await user.click(
      within(screen.getByRole('group', { name: 'Type' })).getByRole('button', { name: 'Invoices' }),
    );
    await waitFor(() => expect(queryOf(asked.at(-1))).toMatchObject({ kind: 'invoice' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('button', {
        name: 'Overdue',
      }),
    );
    await waitFor(() =>
      expect(queryOf(asked.at(-1))).toEqual({
        kind: 'invoice',
        status: 'overdue',
        page: '1',
        limit: '20',
      }),
    );
    await user.type(
      screen.getByRole('searchbox', { name: DOCUMENT_SEARCH_LABEL }),
      'ROOM-101{Enter}',
    );
    await waitFor(() =>
      expect(queryOf(asked.at(-1))).toEqual({
        kind: 'invoice',
        status: 'overdue',
        search: 'ROOM-101',
        page: '1',
        limit: '20',
      }),
    );
    expect(currentLocation()).toBe('/account/invoices?kind=invoice&status=overdue&search=ROOM-101');
  });

  it('reads the filters and the page from the address, and turns the pages', async () => {
    const asked = serve({
      '/api/account/documents': [
        documentList([creditNote()], {
          pagination: { total: 45, page: 2, limit: 20, totalPages: 3 },
        }),
      ],
    });
    const user = userEvent.setup();
    renderAt('/account/invoices?kind=credit_note&page=2', <InvoicesView />);
    await screen.findByRole('row', { name: /CN-2026-000001/ });
    expect(queryOf(asked[0])).toEqual({ kind: 'credit_note', page: '2', limit: '20' });
    expect(screen.getByText('21–40 of 45 documents')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Type' }))
        .getByRole('button', { name: 'Credit notes' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(queryOf(asked.at(-1))).toMatchObject({ kind: 'credit_note', page: '3' }),
    );
    expect(currentLocation()).toBe('/account/invoices?kind=credit_note&page=3');
  });

  it('says when there is no invoice yet', async () => {
    serve({ '/api/account/documents': [documentList([])] });
    renderAt('/account/invoices', <InvoicesView />);
    expect(
      await screen.findByText('No invoices yet. An invoice is issued when an order is delivered.'),
    ).toBeTruthy();
  });

  it('tells a buyer that invoices are not theirs to see', async () => {
    const asked = serve({
      '/api/account/documents': [{ success: false, message: DOCUMENTS_FORBIDDEN }, 403],
    });
    renderAt('/account/invoices', <AccountInvoicesPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(DOCUMENTS_FORBIDDEN);
    // Only the refusal: no intro offering PDFs they cannot have, one apostrophe style.
    expect(screen.queryByText(INVOICES_INTRO)).toBeNull();
    expect(DOCUMENTS_FORBIDDEN).not.toContain("'");
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('introduces the page to those who may read it', async () => {
    serve({ '/api/account/documents': [documentList([invoice()])] });
    renderAt('/account/invoices', <AccountInvoicesPage />);
    expect(await screen.findByText(INVOICES_INTRO)).toBeTruthy();
  });

  it('offers to try again when the list could not be read', async () => {
    serve({ '/api/account/documents': [{ message: 'Down for a moment' }, 503] });
    const user = userEvent.setup();
    renderAt('/account/invoices', <InvoicesView />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Down for a moment')).toBeTruthy();
    serve({ '/api/account/documents': [documentList([invoice()])] });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /INV-2026-000001/ })).toBeTruthy();
    expect(table()).toBeTruthy();
  });

  it('says clearly when the account is on hold, and a balance in the company’s favour', async () => {
    serve({
      '/api/account/documents': [
        documentList([invoice()], {
          account: account({ onHold: true, creditHoldDays: 60, balance: -12 }),
        }),
      ],
    });
    renderAt('/account/invoices', <InvoicesView />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account is on hold: an invoice is more than 60 days overdue. Checkout and approvals are paused until it is paid.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Your account' })).getByText(
        '€12.00 in your favour',
      ),
    ).toBeTruthy();
  });
});

describe('InvoicesView: statement', () => {
  const at = '/account/invoices?tab=statement&from=2026-03-01&to=2026-03-31';

  it('shows the opening balance, the entries, the closing balance and the aged balance', async () => {
    const asked = serve({
      '/api/account/documents': [documentList([invoice()])],
      '/api/account/statement': [statement()],
    });
    renderAt(at, <InvoicesView />);
    const entries = await screen.findByRole('table', { name: 'Statement' });
    expect(asked).toContain('/api/account/statement?from=2026-03-01&to=2026-03-31');
    expect(screen.getByRole('tab', { name: 'Statement' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    const opening = within(within(entries).getByRole('row', { name: /Opening balance/ }));
    expect(opening.getByText('€500.00')).toBeTruthy();
    const invoiced = within(within(entries).getByRole('row', { name: /INV-2026-000001/ }));
    expect(invoiced.getByText('Invoice for CHK-2026-00042')).toBeTruthy();
    expect(invoiced.getByText('€2,460.00')).toBeTruthy();
    expect(invoiced.getByText('€2,960.00')).toBeTruthy();
    const paid = within(within(entries).getByRole('row', { name: /PAY-17/ }));
    expect(paid.getByText('€3,000.00')).toBeTruthy();
    expect(paid.getByText('€40.00 in your favour')).toBeTruthy();
    const closing = within(within(entries).getByRole('row', { name: /Closing balance/ }));
    expect(closing.getByText('€40.00 in your favour')).toBeTruthy();
    // Every date stays on one line, the bold opening and closing ones too ("31 Mar" / "2026").
    for (const date of within(entries).getAllByText(/^\d{1,2} \w+ \d{4}$/)) {
      expect(date.className, date.textContent ?? '').toContain('whitespace-nowrap');
    }

    expect(screen.getByRole('heading', { name: 'Aged balance', level: 2 })).toBeTruthy();
    const aged = within(screen.getByRole('table', { name: 'Aged balance' }));
    for (const label of [
      'Not yet due',
      '1–30 days overdue',
      '31–60 days overdue',
      '61–90 days overdue',
      'Over 90 days overdue',
    ]) {
      expect(aged.getByRole('rowheader', { name: label })).toBeTruthy();
    }
    expect(
      within(aged.getByRole('row', { name: /Not yet due/ })).getByText('€40.00 in your favour'),
    ).toBeTruthy();

    expect(
      screen.getByRole('link', { name: 'Download statement (PDF)' }).getAttribute('href'),
    ).toBe('/api/account/statement/pdf?from=2026-03-01&to=2026-03-31');
  });

  it('asks again for other dates, and refuses a From after the To', async () => {
    const asked = serve({
      '/api/account/documents': [documentList([invoice()])],
      '/api/account/statement': [statement()],
    });
    const user = userEvent.setup();
    renderAt(at, <InvoicesView />);
    await screen.findByRole('table', { name: 'Statement' });
    const form = within(screen.getByRole('form', { name: 'Statement period' }));

    fireEvent.change(form.getByLabelText('From'), { target: { value: '2026-04-01' } });
    expect(form.getByRole('alert').textContent).toBe(
      'The From date must be on or before the To date.',
    );
    await user.click(form.getByRole('button', { name: 'Show statement' }));
    expect(asked.filter((url) => url.startsWith('/api/account/statement'))).toHaveLength(1);

    fireEvent.change(form.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: '2026-02-28' } });
    expect(form.getByRole('alert').textContent).toBe('');
    await user.click(form.getByRole('button', { name: 'Show statement' }));
    await waitFor(() =>
      expect(asked.at(-1)).toBe('/api/account/statement?from=2026-01-01&to=2026-02-28'),
    );
    expect(currentLocation()).toBe('/account/invoices?tab=statement&from=2026-01-01&to=2026-02-28');
    expect(
      screen.getByRole('link', { name: 'Download statement (PDF)' }).getAttribute('href'),
    ).toBe('/api/account/statement/pdf?from=2026-01-01&to=2026-02-28');
  });

  it('refuses a To after today: says so, and shows no statement nor its PDF link', async () => {
    const asked = serve({
      '/api/account/documents': [documentList([invoice()])],
      '/api/account/statement': [statement()],
    });
    renderAt(at, <InvoicesView />);
    await screen.findByRole('table', { name: 'Statement' });
    const form = within(screen.getByRole('form', { name: 'Statement period' }));

    const tomorrow = addDays(dublinDate(), 1);
    fireEvent.change(form.getByLabelText('To'), { target: { value: tomorrow } });
    expect(form.getByRole('alert').textContent).toBe(PERIOD_IN_FUTURE);
    // The March statement on screen would read as the new period's: it goes.
    expect(screen.queryByRole('table', { name: 'Statement' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download statement (PDF)' })).toBeNull();
    expect(screen.getByText(CORRECT_THE_PERIOD)).toBeTruthy();

    fireEvent.change(form.getByLabelText('To'), { target: { value: '2026-03-31' } });
    expect(await screen.findByRole('table', { name: 'Statement' })).toBeTruthy();
    expect(asked.filter((url) => url.includes(tomorrow))).toEqual([]);
  });

  it('asks nothing for a period in the address that ends after today', async () => {
    const asked = serve({
      '/api/account/documents': [documentList([invoice()])],
      '/api/account/statement': [statement()],
    });
    const next = addDays(dublinDate(), 40);
    renderAt(
      `/account/invoices?tab=statement&from=${monthStart(next)}&to=${next}`,
      <InvoicesView />,
    );
    const form = within(await screen.findByRole('form', { name: 'Statement period' }));
    expect(form.getByRole('alert').textContent).toBe(PERIOD_IN_FUTURE);
    expect(screen.getByText(CORRECT_THE_PERIOD)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download statement (PDF)' })).toBeNull();
    expect(asked.filter((url) => url.startsWith('/api/account/statement'))).toEqual([]);
  });

  it('opens from the tab on this month so far', async () => {
    const asked = serve({
      '/api/account/documents': [documentList([invoice()])],
      '/api/account/statement': [statement()],
    });
    const user = userEvent.setup();
    renderAt('/account/invoices', <InvoicesView />);
    await user.click(await screen.findByRole('tab', { name: 'Statement' }));
    await screen.findByRole('table', { name: 'Statement' });
    const { from, to } = queryOf(asked.find((url) => url.startsWith('/api/account/statement')));
    expect(from).toBe(`${to!.slice(0, 7)}-01`);
    expect(currentLocation()).toBe('/account/invoices?tab=statement');
  });
});
