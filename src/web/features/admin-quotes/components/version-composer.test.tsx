import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, dublinDate } from '#src/shared/domain/calendar-dates';
import { quoteVersionBody } from '#src/shared/schemas/quotes';
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
const price = (line: number) =>
  screen.getByRole('textbox', { name: new RegExp(`^Unit price ex VAT, line ${line} `) });
const lead = (line: number) =>
  screen.getByRole('textbox', { name: new RegExp(`^Lead time in working days, line ${line} `) });
const preview = () => screen.getByLabelText('Preview');

describe('the version composer', () => {
  it('applies the discount to the lines without a price, to the cent, and sends the body the schema reads', async () => {
    routeFetch(fetchMock, {
      [`GET ${PATH}`]: () => jsonResponse(quoteDetail()),
      [`POST ${PATH}/versions`]: () =>
        jsonResponse(
          { success: true, message: 'Version 1 sent.', status: 'quoted', version: 1 },
          201,
        ),
    });
    const user = userEvent.setup();
    renderQuote();
    await screen.findByRole('form', { name: 'Version 1' });
    expect((lead(1) as HTMLInputElement).value).toBe('20');
    await user.type(screen.getByRole('textbox', { name: /^Discount %/ }), '12.5');
    await user.type(price(2), '100');
    await user.clear(lead(3));
    await user.type(lead(3), '15');

    const total = (line: number) =>
      screen.getByRole('cell', { name: new RegExp(`^Line total, line ${line} `) }).textContent;
    // 499.99 less 12.5 % is 437.49 (437.49125); with VAT 100.62, × 3.
    expect(total(1)).toContain('€1,614.33');
    expect(total(2)).toContain('€246.00');
    // 333.33 less 12.5 % is 291.66 (291.66375); with VAT 67.08.
    expect(total(3)).toContain('€358.74');
    const totals = preview();
    expect(within(totals).getByText('€1,804.13')).toBeTruthy();
    expect(within(totals).getByText('€414.94')).toBeTruthy();
    expect(within(totals).getByText('€2,219.07')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send version 1' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Version 1 sent', expect.anything()),
    );
    const [sent] = posts();
    expect(sent!.request).toBe(`POST ${PATH}/versions`);
    const body = {
      lines: [
        { line_id: 11, unit_price: null, lead_time_days: 20 },
        { line_id: 12, unit_price: 100, lead_time_days: 20 },
        { line_id: 13, unit_price: null, lead_time_days: 15 },
      ],
      discount_percent: 12.5,
      valid_until: addDays(dublinDate(), 10),
      delivery_terms: '',
      message: '',
      file_ids: [],
    };
    expect(sent!.body).toEqual(body);
    expect(quoteVersionBody.parse(sent!.body)).toEqual(body);
  });

  it('needs a lead time on every line, and a price or a discount, before it sends', async () => {
    routeFetch(fetchMock, { [`GET ${PATH}`]: () => jsonResponse(quoteDetail()) });
    const user = userEvent.setup();
    renderQuote();
    await screen.findByRole('form', { name: 'Version 1' });
    await user.clear(lead(2));
    await user.click(screen.getByRole('button', { name: 'Send version 1' }));
    expect(await screen.findByText('Lead time must be a number of working days.')).toBeTruthy();
    expect(lead(2).getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(
        'Give a price for every line, or a discount to apply to the lines without one.',
      ),
    ).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('shows the server’s message under the field it names, and keeps what was typed', async () => {
    routeFetch(fetchMock, {
      [`GET ${PATH}`]: () => jsonResponse(quoteDetail()),
      [`POST ${PATH}/versions`]: () =>
        jsonResponse(
          {
            success: false,
            message: 'unit_price is too large.',
            errors: [{ field: 'lines.1.unit_price', message: 'unit_price is too large.' }],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderQuote();
    await screen.findByRole('form', { name: 'Version 1' });
    await user.type(screen.getByRole('textbox', { name: /^Discount %/ }), '5');
    await user.type(price(2), '999999');
    await user.type(screen.getByRole('textbox', { name: /^Message to the buyer/ }), 'As agreed.');
    await user.click(screen.getByRole('button', { name: 'Send version 1' }));
    expect(await screen.findByText('unit_price is too large.')).toBeTruthy();
    expect(price(2).getAttribute('aria-invalid')).toBe('true');
    expect((price(2) as HTMLInputElement).value).toBe('999999');
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: /^Message to the buyer/ }).value,
    ).toBe('As agreed.');
    expect(screen.getByRole('button', { name: 'Send version 1' })).toBeTruthy();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('says Sending… with the button locked while the version is on its way', async () => {
    let release: (r: Response) => void = () => undefined;
    routeFetch(fetchMock, {
      [`GET ${PATH}`]: () => jsonResponse(quoteDetail()),
      [`POST ${PATH}/versions`]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const user = userEvent.setup();
    renderQuote();
    await screen.findByRole('form', { name: 'Version 1' });
    await user.type(screen.getByRole('textbox', { name: /^Discount %/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Send version 1' }));
    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release(jsonResponse({ success: true, message: 'Sent', status: 'quoted', version: 1 }, 201));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Version 1 sent', expect.anything()),
    );
  });

  it('starts the next version from the current one: its discount, own prices and lead times', async () => {
    routeFetch(fetchMock, { [`GET ${PATH}`]: () => jsonResponse(quotedDetail()) });
    const user = userEvent.setup();
    renderQuote();
    await user.click(await screen.findByRole('button', { name: 'Write version 2' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Discount %/ }).value).toBe('10');
    // Lines 1 and 3 were priced by the discount: they stay blank, so a new discount applies.
    expect((price(1) as HTMLInputElement).value).toBe('');
    expect((price(2) as HTMLInputElement).value).toBe('110.00');
    expect((price(3) as HTMLInputElement).value).toBe('');
    expect((lead(1) as HTMLInputElement).value).toBe('25');
    expect((lead(2) as HTMLInputElement).value).toBe('15');
    const validity = screen.getByLabelText<HTMLInputElement>('Valid until', {
      selector: 'form input',
    });
    fireEvent.change(validity, { target: { value: '2020-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Send version 2' }));
    expect(await screen.findByText('The validity date must be today or later.')).toBeTruthy();
    expect(posts()).toEqual([]);
  });
});
