import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LEAD_TIME_BOTH, LEAD_TIME_ORDER } from '#src/shared/domain/admin-products';
import { product } from '../testing/fixtures';
import { LEAD_TIME_DAYS } from './lead-time-fields';
import { setUpProductEditorTests } from './product-editor.test-setup';

// docs/business-rules.md "Delivery days": staff set a product's lead time and its fabrics'.
const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: toastError } }));
vi.mock('#src/web/components/ui/rich-text-editor', () => ({
  RichTextEditor: () => <textarea aria-label="Description" />,
}));

const { fetchMock, render, serve } = setUpProductEditorTests([toastSuccess, toastError]);
const box = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').length;

describe('the lead time of a product', () => {
  it('is empty by default, says what empty means, and is saved with a fabric’s own', async () => {
    const sent = serve();
    const user = userEvent.setup();
    render('5');
    const lead = await screen.findByRole('group', { name: 'Lead time (working days)' });
    expect(lead.textContent).toContain('“2 to 4 weeks”');
    expect(lead.textContent).toContain('sold from stock');
    expect(box('Shortest').value).toBe('');
    // One row per fabric the product has.
    expect(within(lead).queryByRole('textbox', { name: 'Faux Leather: shortest' })).toBeNull();

    await user.type(box('Shortest'), '5');
    await user.type(box('Longest'), '10');
    await user.type(box('Plush Velvet: shortest'), '15');
    await user.type(box('Plush Velvet: longest'), '25');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Product saved', expect.anything()),
    );
    expect(sent[0]!.body).toMatchObject({
      lead_time_min_days: 5,
      lead_time_max_days: 10,
      fabric_lead_times: [{ fabricId: 20, lead_time_min_days: 15, lead_time_max_days: 25 }],
    });
  });

  it('shows what the product has and clears it when both boxes are emptied', async () => {
    const sent = serve(
      product({
        lead_time_min_days: 8,
        lead_time_max_days: 12,
        fabric_lead_times: [{ fabricId: 20, lead_time_min_days: 20, lead_time_max_days: 30 }],
      }),
    );
    const user = userEvent.setup();
    render('5');
    await screen.findByRole('group', { name: 'Lead time (working days)' });
    expect(box('Shortest').value).toBe('8');
    expect(box('Plush Velvet: longest').value).toBe('30');
    await user.clear(box('Shortest'));
    await user.clear(box('Longest'));
    await user.clear(box('Plush Velvet: shortest'));
    await user.clear(box('Plush Velvet: longest'));
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({
      lead_time_min_days: null,
      lead_time_max_days: null,
      fabric_lead_times: [],
    });
  });

  it.each([
    [['5', ''], 'Longest', LEAD_TIME_BOTH],
    [['', '5'], 'Shortest', LEAD_TIME_BOTH],
    [['12', '10'], 'Shortest', LEAD_TIME_ORDER],
    [['1', '251'], 'Longest', LEAD_TIME_DAYS],
    [['1.5', '3'], 'Shortest', LEAD_TIME_DAYS],
  ])('refuses %j before sending, with the message under %s', async ([min, max], field, message) => {
    serve();
    const user = userEvent.setup();
    render('5');
    await screen.findByRole('group', { name: 'Lead time (working days)' });
    if (min) await user.type(box('Shortest'), min);
    if (max) await user.type(box('Longest'), max);
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    const input = box(field);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeTruthy();
    expect(puts()).toBe(0);
  });

  it('checks a fabric’s own lead time too', async () => {
    serve();
    const user = userEvent.setup();
    render('5');
    await screen.findByRole('group', { name: 'Lead time (working days)' });
    await user.type(box('Plush Velvet: shortest'), '9');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(box('Plush Velvet: longest').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(puts()).toBe(0);
  });
});
