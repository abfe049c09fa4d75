import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#src/web/testing/render';
import type { VariationRow } from '../types';
import { product } from '../testing/fixtures';
import { setUpProductEditorTests } from './product-editor.test-setup';

// The product editor's grid of variation prices: typed, bulk-filled, saved, refused by
// the server cell by cell, and kept when the details are saved with other sizes.

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: toastError } }));
// TipTap needs a real browser's editing: a plain text area stands in for it.
vi.mock('#src/web/components/ui/rich-text-editor', () => ({
  RichTextEditor: (props: { labelId: string; value: string; onChange: (v: string) => void }) => (
    <textarea
      aria-labelledby={props.labelId}
      defaultValue={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  ),
}));

const { render, serve } = setUpProductEditorTests([toastSuccess, toastError]);

describe('an existing product', () => {
  it('keeps prices typed in the grid when the details are saved with other sizes', async () => {
    serve();
    const user = userEvent.setup();
    render('5');
    const grid = await screen.findByRole('region', { name: 'Variation prices' });
    const cell = (size: string, row: string) =>
      within(grid).getByRole<HTMLInputElement>('textbox', { name: `${size}, ${row}` });
    await user.clear(cell('3ft Single', 'Plush Velvet – Charcoal'));
    await user.type(cell('3ft Single', 'Plush Velvet – Charcoal'), '275');
    const sizes = screen.getByRole('group', { name: /^Sizes/ });
    await user.click(within(sizes).getByRole('checkbox', { name: '5ft King' }));
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith('Product saved', expect.anything()),
    );
    await waitFor(() =>
      expect(within(grid).queryByRole('columnheader', { name: '5ft King' })).toBeNull(),
    );
    expect(cell('3ft Single', 'Plush Velvet – Charcoal').value).toBe('275');
  });

  it('prices the variation grid, bulk-fills it and shows the server’s row errors in their cells', async () => {
    const sent = serve();
    const user = userEvent.setup();
    render('5');
    const grid = await screen.findByRole('region', { name: 'Variation prices' });
    const cell = (size: string, row: string) =>
      within(grid).getByRole<HTMLInputElement>('textbox', { name: `${size}, ${row}` });
    expect(cell('3ft Single', 'Plush Velvet – Silver').value).toBe('400.00');
    expect(cell('5ft King', 'Plush Velvet – Charcoal').value).toBe('');

    await user.type(within(grid).getByRole('textbox', { name: 'Price (€)' }), '450');
    await user.selectOptions(within(grid).getByRole('combobox', { name: 'Size' }), '5ft King');
    await user.click(within(grid).getByRole('button', { name: 'Set column' }));
    expect(cell('5ft King', 'Plush Velvet – Charcoal').value).toBe('450');
    await user.clear(within(grid).getByRole('textbox', { name: 'Price (€)' }));
    await user.type(within(grid).getByRole('textbox', { name: 'Price (€)' }), '380');
    await user.click(within(grid).getByRole('button', { name: 'Set all empty' }));
    expect(cell('3ft Single', 'Any fabric (size price)').value).toBe('380');
    expect(cell('3ft Single', 'Plush Velvet – Silver').value).toBe('400.00');

    await user.clear(cell('3ft Single', 'Plush Velvet – Charcoal'));
    await user.type(cell('3ft Single', 'Plush Velvet – Charcoal'), 'abc');
    await user.click(within(grid).getByRole('button', { name: 'Save prices' }));
    expect(cell('3ft Single', 'Plush Velvet – Charcoal').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);

    await user.clear(cell('3ft Single', 'Plush Velvet – Charcoal'));
    await user.click(within(grid).getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const rows = (sent[0]!.body as { rows: VariationRow[] }).rows;
    expect(rows).toContainEqual({
      sizeId: 10,
      fabricId: null,
      fabricColorId: null,
      price_euro: 380,
    });
    expect(rows).toContainEqual({ sizeId: 11, fabricId: 20, fabricColorId: 31, price_euro: 450 });
    expect(rows).toContainEqual({ sizeId: 10, fabricId: 20, fabricColorId: 30, price_euro: 400 });
    expect(rows.some((r) => r.sizeId === 10 && r.fabricColorId === 31)).toBe(false);
    await waitFor(() => expect(toastSuccess).toHaveBeenCalled());
  });

  it('marks the cell the server refuses', async () => {
    serve(product(), {
      'PUT /api/admin/products/5/variations': () =>
        jsonResponse(
          {
            message: 'Some prices cannot be saved: see the marked rows.',
            errors: [
              {
                field: 'rows.0.fabricColorId',
                message: 'This colour is not one of the fabric’s colours.',
              },
            ],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    render('5');
    const grid = await screen.findByRole('region', { name: 'Variation prices' });
    await user.click(within(grid).getByRole('button', { name: 'Save prices' }));
    expect(
      await within(grid).findByText('This colour is not one of the fabric’s colours.'),
    ).toBeTruthy();
    expect(
      within(grid)
        .getByRole('textbox', { name: '3ft Single, Plush Velvet – Silver' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });
});
