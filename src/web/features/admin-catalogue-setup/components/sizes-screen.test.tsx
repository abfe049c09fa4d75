import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MULTIPLIER_MESSAGE, SIZE_NAME_TAKEN } from '#src/shared/schemas/admin-catalogue-setup';
import { jsonResponse, renderAt } from '#src/web/testing/render';
import { ok, requestsMade, routeFetch, size } from '../testing/fixtures';
import { screenTestSetup, toasts } from '../testing/screen-test';
import { SizesScreen } from './sizes-screen';

vi.mock('react-toastify', async () => ({
  toast: (await import('../testing/screen-test')).toasts,
}));

const fetchMock = screenTestSetup();

const SIZES = [
  size(),
  size({
    id: 11,
    size: 'Test Emperor',
    length: 215,
    width: 200,
    height: 45.5,
    multiplier: 2,
    product_count: 0,
    variation_count: 0,
    order_count: 0,
  }),
];
const list =
  (sizes = SIZES) =>
  () =>
    jsonResponse({ success: true, sizes });

function setup(routes: Parameters<typeof routeFetch>[1] = {}) {
  routeFetch(fetchMock, { 'GET /api/admin/sizes': list(), ...routes });
  renderAt('/admin/catalogue/sizes', <SizesScreen />);
  return userEvent.setup();
}

describe('SizesScreen', () => {
  it('lists sizes with dimensions, multiplier and what uses them', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Sizes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['4ft6 Double', '190 cm × 135 cm × —', '× 1.25', '9 products, 30 variations and 2 orders'],
      ['Test Emperor', '215 cm × 200 cm × 45.5 cm', '× 2', 'Not used'],
    ]);
    expect(screen.getByRole('button', { name: 'Delete 4ft6 Double' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('checks the multiplier before sending', async () => {
    const user = setup();
    await user.type(await screen.findByLabelText('Size name'), 'Test Single');
    const multiplier = screen.getByLabelText('Storage multiplier');
    await user.clear(multiplier);
    await user.type(multiplier, '0');
    await user.click(screen.getByRole('button', { name: 'Add size' }));
    expect(screen.getByText(MULTIPLIER_MESSAGE)).toBeTruthy();
    await user.clear(multiplier);
    await user.type(multiplier, '1.2345');
    await user.click(screen.getByRole('button', { name: 'Add size' }));
    expect(screen.getByText(MULTIPLIER_MESSAGE)).toBeTruthy();
    expect(requestsMade(fetchMock).some((r) => r.key.startsWith('POST'))).toBe(false);
  });

  it('adds a size, sending blank dimensions as not given', async () => {
    const user = setup({ 'POST /api/admin/sizes': ok('Size created', { id: 12 }) });
    await user.type(await screen.findByLabelText('Size name'), 'Test Single');
    await user.type(screen.getByLabelText('Length (cm)'), '190');
    const width = screen.getByLabelText('Width (cm)');
    await user.type(width, '91,5');
    const multiplier = screen.getByLabelText('Storage multiplier');
    await user.clear(multiplier);
    await user.type(multiplier, '0.75');
    await user.click(screen.getByRole('button', { name: 'Add size' }));
    // A decimal comma is not guessed at ("1,000" groups thousands): the point is asked for.
    expect(screen.getByText('Use a point for decimals, as in 249.99')).toBeTruthy();
    expect(requestsMade(fetchMock).some((r) => r.key.startsWith('POST'))).toBe(false);
    await user.clear(width);
    await user.type(width, '91.5');
    await user.click(screen.getByRole('button', { name: 'Add size' }));
    await waitFor(() =>
      expect(requestsMade(fetchMock)).toContainEqual({
        key: 'POST /api/admin/sizes',
        body: { size: 'Test Single', length: 190, width: 91.5, height: null, multiplier: 0.75 },
      }),
    );
    expect(toasts.success).toHaveBeenCalledWith('Size Test Single added', expect.anything());
  });

  it('changes a size’s multiplier in place', async () => {
    const user = setup({
      'GET /api/admin/sizes': [list(), list([{ ...SIZES[0]!, multiplier: 1.5 }, SIZES[1]!])],
      'PUT /api/admin/sizes/10': ok('Size saved'),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit 4ft6 Double' }));
    const multiplier = screen.getByLabelText<HTMLInputElement>(
      'Storage multiplier for 4ft6 Double',
    );
    expect(multiplier.value).toBe('1.25');
    await user.clear(multiplier);
    await user.type(multiplier, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('× 1.5')).toBeTruthy();
    expect(requestsMade(fetchMock)).toContainEqual({
      key: 'PUT /api/admin/sizes/10',
      body: { size: '4ft6 Double', length: 190, width: 135, height: null, multiplier: 1.5 },
    });
  });

  it('shows a taken name under the field', async () => {
    const user = setup({
      'PUT /api/admin/sizes/11': () =>
        jsonResponse(
          {
            success: false,
            message: SIZE_NAME_TAKEN,
            errors: [{ field: 'size', message: SIZE_NAME_TAKEN }],
          },
          409,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Test Emperor' }));
    const name = screen.getByLabelText('Size name for Test Emperor');
    await user.clear(name);
    await user.type(name, '4ft6 double');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SIZE_NAME_TAKEN)).toBeTruthy();
  });

  it('deletes an unused size after confirming', async () => {
    const user = setup({
      'GET /api/admin/sizes': [list(), list(SIZES.slice(0, 1))],
      'DELETE /api/admin/sizes/11': ok('Size deleted'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Test Emperor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete size Test Emperor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Test Emperor')).toBeNull());
    expect(toasts.success).toHaveBeenCalledWith('Size Test Emperor deleted', expect.anything());
  });
});
