import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dublinDate } from '#src/shared/domain/calendar-dates';
import {
  CREDIT_ABOVE_INVOICED,
  ALLOCATION_ABOVE_OPEN,
  ALLOCATIONS_ABOVE_PAYMENT,
  CREDIT_HOLD_LIFTED,
  CREDIT_NOTE_ISSUED,
  PAYMENT_RECORDED,
} from '#src/shared/schemas/invoices';
import { jsonResponse, renderAt, stubFetch } from '#src/web/testing/render';
import { routeFetch, sentRequests } from '#src/web/testing/route-fetch';
import {
  documentList,
  invoiceDetail,
  moneyAction,
  paymentList,
  statement,
} from '../testing/account-fixtures';
import { CompanyAccount } from './company-account';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast: toasts }));
afterEach(() => {
  toasts.success.mockReset();
  toasts.error.mockReset();
});

const fetchMock = stubFetch();

type Handlers = Parameters<typeof routeFetch>[1];

/** The account's reads, and the writes a test adds. */
function serve(writes: Handlers = {}, { onHold = false } = {}) {
  routeFetch(fetchMock, {
    'GET /api/admin/companies/12/documents': () => jsonResponse(documentList({ onHold })),
    'GET /api/admin/companies/12/payments': () => jsonResponse(paymentList()),
    'GET /api/admin/companies/12/statement': () => jsonResponse(statement()),
    'GET /api/admin/invoices/INV-2026-000101': () => jsonResponse(invoiceDetail()),
    ...writes,
  });
}

const show = () => renderAt('/admin/companies/12', <CompanyAccount companyId={12} />);
const region = (name: string | RegExp) => within(screen.getByRole('region', { name }));
const posts = () => sentRequests(fetchMock).filter((r) => r.request.startsWith('POST'));
const reads = (path: string) =>
  sentRequests(fetchMock).filter((r) => r.request.startsWith(`GET ${path}`)).length;

describe('CompanyAccount', () => {
  it('sums up the account, its documents with their PDFs, payments and statement', async () => {
    serve();
    show();
    const account = region('Account');
    expect(await account.findByText('€3,250.50', { selector: 'dd' })).toBeTruthy();
    expect(account.getByText('€46,749.50 of €50,000.00')).toBeTruthy();
    const aged = within(screen.getByRole('group', { name: 'Balance by age' }));
    expect(aged.getByText('61–90 days overdue')).toBeTruthy();
    expect(aged.getByText('€1,800.00')).toBeTruthy();
    expect(account.queryByText('On credit hold')).toBeNull();

    const documents = region('Invoices and credit notes');
    const row = within(documents.getByRole('row', { name: /^INV-2026-000101/ }));
    expect(row.getByText('Overdue')).toBeTruthy();
    expect(row.getByRole('link', { name: 'PDF of INV-2026-000101' }).getAttribute('href')).toBe(
      '/api/admin/documents/INV-2026-000101/pdf',
    );
    expect(row.getByRole('button', { name: 'Credit note… for INV-2026-000101' })).toBeTruthy();
    const creditNote = within(documents.getByRole('row', { name: /CN-2026-000007/ }));
    expect(creditNote.queryByRole('button', { name: /Credit note…/ })).toBeNull();

    const payments = region('Payments');
    const paid = within(await payments.findByRole('row', { name: /MURPHY NOV/ }));
    expect(paid.getByText('Bank transfer')).toBeTruthy();
    expect(paid.getByText('INV-2026-000101')).toBeTruthy();
    expect(paid.getByText('€200.00')).toBeTruthy();

    // The Account section's parts are its sub-sections, each an h3 under its h2.
    expect(screen.getByRole('heading', { name: 'Account', level: 2 })).toBeTruthy();
    for (const name of ['Invoices and credit notes', 'Payments', 'Statement']) {
      expect(screen.getByRole('heading', { name, level: 3 })).toBeTruthy();
    }
    const statementRegion = region('Statement');
    expect(await statementRegion.findByText('Order CHK-2')).toBeTruthy();
    expect(statementRegion.getByText(/From 1 Oct 2026 to 30 Nov 2026/)).toBeTruthy();
  });

  it("keeps every visually hidden heading inside its table's scroll box", async () => {
    // An absolutely positioned sr-only span with no positioned ancestor inside the scroll
    // box is laid out against the page: at 390 px it widened the whole console sideways.
    serve();
    show();
    await region('Payments').findByRole('row', { name: /MURPHY NOV/ });
    await region('Invoices and credit notes').findByRole('row', { name: /^INV-2026-000101/ });
    const hidden = [...document.querySelectorAll('.overflow-x-auto .sr-only')];
    expect(hidden.length).toBeGreaterThan(0);
    for (const span of hidden) {
      const box = span.closest('.overflow-x-auto')!;
      let positioned: Element | null = span.parentElement;
      while (positioned && positioned !== box && !positioned.classList.contains('relative')) {
        positioned = positioned.parentElement;
      }
      expect(positioned?.classList.contains('relative'), span.textContent ?? '').toBe(true);
    }
  });

  it('never breaks a document number at its hyphens, nor an amount', async () => {
    serve();
    show();
    const documents = region('Invoices and credit notes');
    await documents.findByRole('row', { name: /^INV-2026-000101/ });
    const statementRegion = region('Statement');
    await statementRegion.findByText('Order CHK-2');
    // Nor an amount: "-€1,340.48" read "-" over "€1,340.48" in the statement's balance.
    const entries = within(statementRegion.getByRole('table'));
    const balances = [/Opening balance/, /Closing balance/].map((text) =>
      statementRegion.getByText(text).querySelector('span')!,
    );
    for (const amount of [...entries.getAllByText(/^-?€[\d,]+\.\d\d$/), ...balances]) {
      expect(amount.className, amount.textContent ?? '').toContain('whitespace-nowrap');
    }
    for (const number of [
      ...documents.getAllByText(/^(INV|CN)-\d{4}-\d{6}$/),
      ...statementRegion.getAllByText(/^(INV|CN)-\d{4}-\d{6}$/),
    ]) {
      expect(number.closest('.whitespace-nowrap'), number.textContent ?? '').not.toBeNull();
    }
  });

  it('calls a credited invoice "Credited" and offers no credit note on it', async () => {
    const list = documentList();
    list.documents.push({
      ...list.documents[0]!,
      number: 'INV-2026-000099',
      open: 0,
      status: 'credited',
    });
    serve({ 'GET /api/admin/companies/12/documents': () => jsonResponse(list) });
    show();
    const documents = region('Invoices and credit notes');
    const row = within(await documents.findByRole('row', { name: /^INV-2026-000099/ }));
    expect(row.getByText('Credited')).toBeTruthy();
    expect(row.queryByText('Paid')).toBeNull();
    expect(row.queryByRole('button', { name: /Credit note…/ })).toBeNull();
  });

  it('shows a company on credit hold and lifts the hold after asking', async () => {
    const user = userEvent.setup();
    serve(
      {
        'POST /api/admin/companies/12/credit-hold/lift': () =>
          jsonResponse(moneyAction(CREDIT_HOLD_LIFTED)),
      },
      { onHold: true },
    );
    show();
    const account = region('Account');
    expect(await account.findByText('On credit hold')).toBeTruthy();
    await user.click(account.getByRole('button', { name: 'Lift credit hold' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lift the credit hold?' }));
    expect(posts()).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Lift credit hold' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(CREDIT_HOLD_LIFTED, expect.anything()),
    );
    expect(posts()).toEqual([
      { request: 'POST /api/admin/companies/12/credit-hold/lift', body: undefined },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('records a payment allocated by hand, sending the same key on a second try', async () => {
    const user = userEvent.setup();
    let tries = 0;
    let release = () => {};
    serve({
      'POST /api/admin/companies/12/payments': async () => {
        if (++tries === 1) {
          return jsonResponse({ success: false, message: 'The service is busy' }, 503);
        }
        await new Promise<void>((resolve) => (release = resolve));
        return jsonResponse(moneyAction(PAYMENT_RECORDED), 201);
      },
    });
    show();
    const payments = region('Payments');
    await user.click(await payments.findByRole('button', { name: 'Record payment' }));
    const form = within(screen.getByRole('form', { name: 'Record payment' }));
    expect(form.getByLabelText<HTMLInputElement>('Received on').value).toBe(dublinDate());
    await user.type(form.getByLabelText('Amount (€)'), '1,000.10');
    await user.selectOptions(form.getByLabelText('Method'), 'Cheque');
    await user.type(form.getByLabelText('Bank reference (optional)'), 'CHQ 1182');
    expect(form.getByRole('radio', { name: 'Oldest open invoices first' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(form.getByRole('radio', { name: 'Choose invoices' }));
    // Each invoice's number stays whole, the table scrolling in its own box on a phone.
    const number = form.getByText('INV-2026-000101');
    expect(number.className).toContain('whitespace-nowrap');
    expect(number.closest('.overflow-x-auto')).not.toBeNull();
    // A fieldset is as wide as its content unless told otherwise: the box could not scroll.
    expect(number.closest('fieldset')!.className).toContain('min-w-0');
    // On a phone the due date goes under the number, leaving the amount's input in view.
    expect(number.textContent).toMatch(/^INV-2026-000101Due \d{1,2} \w+ \d{4}$/);
    await user.type(form.getByLabelText('Amount for INV-2026-000101'), '800.05');
    expect(form.getByText('€200.05')).toBeTruthy();
    await user.type(form.getByLabelText('Amount for INV-2026-000140'), '300');
    // More than the payment: said at once, and nothing sent.
    expect(form.getByText('-€99.95')).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    expect(form.getByText(ALLOCATIONS_ABOVE_PAYMENT('€1,000.10'))).toBeTruthy();
    expect(posts()).toHaveLength(0);

    const second = form.getByLabelText('Amount for INV-2026-000140');
    await user.clear(second);
    await user.type(second, '150');
    expect(form.getByText('€50.05')).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    expect(await form.findByText('The service is busy')).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    expect(await form.findByRole('button', { name: 'Saving…' })).toHaveProperty('disabled', true);
    release();
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(PAYMENT_RECORDED, expect.anything()),
    );

    const sent = posts();
    expect(sent).toHaveLength(2);
    const body = sent[0]!.body as { request_key: string };
    expect(body.request_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toEqual({
      received_on: dublinDate(),
      amount: 1000.1,
      method: 'cheque',
      bank_reference: 'CHQ 1182',
      allocations: [
        { invoice_number: 'INV-2026-000101', amount: 800.05 },
        { invoice_number: 'INV-2026-000140', amount: 150 },
      ],
      request_key: body.request_key,
    });
    expect(sent[1]!.body).toEqual(body);
    expect(screen.queryByRole('form', { name: 'Record payment' })).toBeNull();
    // The account reads again: documents, payments and statement.
    await waitFor(() => expect(reads('/api/admin/companies/12/documents')).toBe(2));
    expect(reads('/api/admin/companies/12/payments')).toBe(2);
    expect(reads('/api/admin/companies/12/statement')).toBe(2);
  });

  it("shows the server's field errors beside the fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    serve({
      'POST /api/admin/companies/12/payments': () =>
        jsonResponse(
          {
            success: false,
            message: 'received_on must not be in the future',
            errors: [
              { field: 'received_on', message: 'received_on must not be in the future' },
              {
                field: 'allocations.0.amount',
                message: ALLOCATION_ABOVE_OPEN('INV-2026-000140', '€1,750.50'),
              },
            ],
          },
          400,
        ),
    });
    show();
    await user.click(await region('Payments').findByRole('button', { name: 'Record payment' }));
    const form = within(screen.getByRole('form', { name: 'Record payment' }));
    await user.type(form.getByLabelText('Amount (€)'), '100');
    await user.click(form.getByRole('radio', { name: 'Choose invoices' }));
    await user.type(form.getByLabelText('Amount for INV-2026-000140'), '100');
    await user.click(form.getByRole('button', { name: 'Record payment' }));

    const date = form.getByLabelText('Received on');
    expect(await form.findByText('received_on must not be in the future')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    const invoice = form.getByLabelText<HTMLInputElement>('Amount for INV-2026-000140');
    expect(invoice.getAttribute('aria-invalid')).toBe('true');
    expect(form.getByText(ALLOCATION_ABOVE_OPEN('INV-2026-000140', '€1,750.50'))).toBeTruthy();
    // The message beside the field is not said twice.
    expect(form.getAllByText('received_on must not be in the future')).toHaveLength(1);
    expect(invoice.value).toBe('100');
    expect(form.getByLabelText<HTMLInputElement>('Amount (€)').value).toBe('100');
  });

  it('issues a credit note of the units chosen, never more than are left', async () => {
    const user = userEvent.setup();
    serve({
      // As the server answers: the message names the credit note.
      'POST /api/admin/invoices/INV-2026-000101/credit-notes': () =>
        jsonResponse(moneyAction(`${CREDIT_NOTE_ISSUED}: CN-2026-000008`, 'CN-2026-000008'), 201),
    });
    show();
    await user.click(
      await screen.findByRole('button', { name: 'Credit note… for INV-2026-000101' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Credit note for INV-2026-000101' }),
    );
    const first = await dialog.findByRole('spinbutton', { name: 'Units to credit of TRK-AAA111' });
    // 4 invoiced, 1 credited: 3 left at most. 7 is kept as typed, and said to be too many.
    await user.type(first, '7');
    expect((first as HTMLInputElement).value).toBe('7');
    const tooMany = CREDIT_ABOVE_INVOICED('TRK-AAA111', 3);
    expect(dialog.getByText(tooMany)).toBeTruthy();
    expect(first.getAttribute('aria-invalid')).toBe('true');
    await user.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    expect(posts()).toHaveLength(0);
    await user.clear(first);
    await user.type(first, '3');
    expect(dialog.queryByText(tooMany)).toBeNull();
    expect(dialog.getByText('€900.00')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    expect(dialog.getByText('A reason is required')).toBeTruthy();
    await user.type(dialog.getByRole('spinbutton', { name: 'Units to credit of TRK-BBB222' }), '1');
    expect(dialog.getByText('€1,200.00')).toBeTruthy();
    expect(posts()).toHaveLength(0);

    await user.click(dialog.getByRole('radio', { name: 'Cancellation' }));
    await user.type(dialog.getByLabelText('Reason'), 'Damaged in transit');
    // Filled in: the message about it goes.
    expect(dialog.queryByText('A reason is required')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        `${CREDIT_NOTE_ISSUED}: CN-2026-000008`,
        expect.anything(),
      ),
    );
    expect(posts()).toEqual([
      {
        request: 'POST /api/admin/invoices/INV-2026-000101/credit-notes',
        body: {
          kind: 'cancellation',
          reason: 'Damaged in transit',
          lines: [
            { tracking_id: 'TRK-AAA111', quantity: 3 },
            { tracking_id: 'TRK-BBB222', quantity: 1 },
          ],
        },
      },
    ]);
  });

  it('clears what it said once the field is filled, and says which price is which', async () => {
    const user = userEvent.setup();
    serve();
    show();
    await user.click(
      await screen.findByRole('button', { name: 'Credit note… for INV-2026-000101' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    // The second amount is the line's, for all its units: said so, not read as a unit price.
    expect(
      await dialog.findByText('€300.00 each ex VAT · line total €1,200.00 incl. VAT'),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    expect(dialog.getByText('A reason is required')).toBeTruthy();
    expect(dialog.getByText('Name at least one line')).toBeTruthy();
    await user.type(dialog.getByLabelText('Reason'), 'Returned');
    expect(dialog.queryByText('A reason is required')).toBeNull();
    expect(dialog.getByText('Name at least one line')).toBeTruthy();
    await user.type(dialog.getByRole('spinbutton', { name: 'Units to credit of TRK-BBB222' }), '1');
    expect(dialog.queryByText('Name at least one line')).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it('credits everything left of an invoice without naming lines, and says so', async () => {
    const user = userEvent.setup();
    // Once credited, the invoice's row reads again without its "Credit note…" (and dialog).
    let credited = false;
    serve({
      'POST /api/admin/invoices/INV-2026-000101/credit-notes': () => {
        credited = true;
        return jsonResponse(moneyAction(CREDIT_NOTE_ISSUED, 'CN-2026-000008'), 201);
      },
      'GET /api/admin/companies/12/documents': () => {
        const list = documentList();
        if (credited) list.documents[0] = { ...list.documents[0]!, open: 0, status: 'credited' };
        return jsonResponse(list);
      },
    });
    show();
    await user.click(
      await screen.findByRole('button', { name: 'Credit note… for INV-2026-000101' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(await dialog.findByRole('checkbox', { name: 'Credit everything left' }));
    expect(
      dialog.getByRole('spinbutton', { name: 'Units to credit of TRK-BBB222' }),
    ).toHaveProperty('disabled', true);
    // 3 of 4 units of €1,200 and all 3 of €900.
    expect(dialog.getByText('€1,800.00')).toBeTruthy();
    await user.type(dialog.getByLabelText('Reason'), 'Returned');
    await user.click(dialog.getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ kind: 'return', reason: 'Returned' });
    const documents = region('Invoices and credit notes');
    await waitFor(() =>
      expect(
        within(documents.getByRole('row', { name: /^INV-2026-000101/ })).getByText('Credited'),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith(CREDIT_NOTE_ISSUED, expect.anything());
  });

  it('allocates a payment and refunds what it has left', async () => {
    const user = userEvent.setup();
    serve({
      'POST /api/admin/payments/55/allocations': () =>
        jsonResponse(moneyAction('Payment allocated')),
      'POST /api/admin/payments/55/refunds': () => jsonResponse(moneyAction('Refund recorded')),
    });
    show();
    const payments = region('Payments');
    await user.click(await payments.findByRole('button', { name: /^Allocate…/ }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Allocate the payment' }));
    await user.type(dialog.getByLabelText('Amount for INV-2026-000140'), '120.40');
    expect(dialog.getByText('€179.60')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Allocate' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Payment allocated', expect.anything()),
    );
    expect(posts().at(-1)).toEqual({
      request: 'POST /api/admin/payments/55/allocations',
      body: { allocations: [{ invoice_number: 'INV-2026-000140', amount: 120.4 }] },
    });

    await user.click(payments.getByRole('button', { name: /^Refund…/ }));
    dialog = within(await screen.findByRole('dialog', { name: 'Refund the payment' }));
    const amount = dialog.getByLabelText<HTMLInputElement>('Amount (€)');
    expect(amount.value).toBe('300.00');
    await user.clear(amount);
    await user.type(amount, '300.01');
    await user.click(dialog.getByRole('button', { name: 'Record refund' }));
    expect(
      dialog.getByText('Only €300.00 of this payment is unallocated: refund at most that.'),
    ).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '250');
    await user.type(dialog.getByLabelText('Bank reference (optional)'), 'RF-9');
    await user.click(dialog.getByRole('button', { name: 'Record refund' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Refund recorded', expect.anything()),
    );
    expect(posts().at(-1)).toEqual({
      request: 'POST /api/admin/payments/55/refunds',
      body: { refunded_on: dublinDate(), amount: 250, bank_reference: 'RF-9' },
    });
  });

  it('shows the statement of the dates chosen, with its PDF', async () => {
    const user = userEvent.setup();
    serve();
    show();
    // The Account section's parts are its sub-sections, each an h3 under its h2.
    expect(screen.getByRole('heading', { name: 'Account', level: 2 })).toBeTruthy();
    for (const name of ['Invoices and credit notes', 'Payments', 'Statement']) {
      expect(screen.getByRole('heading', { name, level: 3 })).toBeTruthy();
    }
    const statementRegion = region('Statement');
    await statementRegion.findByText('Order CHK-2');
    await user.type(statementRegion.getByLabelText('From (optional)'), '2026-10-01');
    await user.type(statementRegion.getByLabelText('To (optional)'), '2026-11-30');
    await user.click(statementRegion.getByRole('button', { name: 'Show statement' }));
    await waitFor(() =>
      expect(
        sentRequests(fetchMock).some(
          (r) =>
            r.request === 'GET /api/admin/companies/12/statement?from=2026-10-01&to=2026-11-30',
        ),
      ).toBe(true),
    );
    expect(statementRegion.getByRole('link', { name: 'Statement PDF' }).getAttribute('href')).toBe(
      '/api/admin/companies/12/statement/pdf?from=2026-10-01&to=2026-11-30',
    );
    expect(statementRegion.getByText(/Opening balance/).textContent).toContain('€1,500.00');
  });
});
