import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CATEGORY_NAME_TAKEN, CATEGORY_NOT_EMPTY } from '#src/shared/schemas/admin-catalogue-setup';
import { jsonResponse, renderAt } from '#src/web/testing/render';
import { CATEGORIES, category, ok, requestsMade, routeFetch } from '../testing/fixtures';
import { screenTestSetup, toasts } from '../testing/screen-test';
import { CategoriesScreen } from './categories-screen';

vi.mock('react-toastify', async () => ({
  toast: (await import('../testing/screen-test')).toasts,
}));

const fetchMock = screenTestSetup();

const list =
  (categories = CATEGORIES) =>
  () =>
    jsonResponse({ success: true, categories });

function setup(routes: Parameters<typeof routeFetch>[1] = {}) {
  routeFetch(fetchMock, { 'GET /api/admin/categories': list(), ...routes });
  renderAt('/admin/catalogue/categories', <CategoriesScreen />);
  return userEvent.setup();
}

const rowOf = async (name: string) =>
  (await screen.findByText(name, { selector: 'span' })).closest('tr')!;

describe('CategoriesScreen', () => {
  it('lists the categories in storefront order with their product counts', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Categories, in storefront order' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'Beds', '12'],
      ['2', 'Sofas', '8'],
      ['3', 'Mirrors', '0'],
    ]);
    // Only an empty category can go, and Beds never.
    expect(screen.getByRole('button', { name: 'Delete Beds' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete Sofas' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete Mirrors' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.getByRole('button', { name: 'Move Beds up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Mirrors down' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('adds a category, empties the form and shows the new list', async () => {
    const after = [...CATEGORIES, category({ id: 4, category_name: 'Lamps', product_count: 0 })];
    const user = setup({
      'GET /api/admin/categories': [list(), list(after)],
      'POST /api/admin/categories': ok('Category created', { id: 4 }),
    });
    await user.type(await screen.findByLabelText('Category name'), '  Lamps ');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('Lamps', { selector: 'span' })).toBeTruthy();
    expect(requestsMade(fetchMock)).toContainEqual({
      key: 'POST /api/admin/categories',
      body: { category_name: 'Lamps' },
    });
    expect(toasts.success).toHaveBeenCalledWith('Category Lamps added', expect.anything());
    expect(screen.getByLabelText<HTMLInputElement>('Category name').value).toBe('');
  });

  it('asks for a name before sending, and shows the server’s refusal under the field', async () => {
    const user = setup({
      'POST /api/admin/categories': () =>
        jsonResponse(
          {
            success: false,
            message: CATEGORY_NAME_TAKEN,
            errors: [{ field: 'category_name', message: CATEGORY_NAME_TAKEN }],
          },
          409,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    expect(screen.getByText('Category name is required')).toBeTruthy();
    expect(requestsMade(fetchMock).some((r) => r.key.startsWith('POST'))).toBe(false);

    await user.type(screen.getByLabelText('Category name'), 'sofas');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText(CATEGORY_NAME_TAKEN)).toBeTruthy();
    expect(screen.getByLabelText('Category name').getAttribute('aria-invalid')).toBe('true');
  });

  it('moves a category down by sending the whole new order', async () => {
    const user = setup({ 'PUT /api/admin/categories/order': ok('Category order saved') });
    await user.click(await screen.findByRole('button', { name: 'Move Beds down' }));
    await waitFor(() =>
      expect(requestsMade(fetchMock)).toContainEqual({
        key: 'PUT /api/admin/categories/order',
        body: { ids: [2, 1, 3] },
      }),
    );
    expect(toasts.success).toHaveBeenCalledWith('Beds moved down', expect.anything());
  });

  it('renames a category in place', async () => {
    const renamed = CATEGORIES.map((c) => (c.id === 2 ? { ...c, category_name: 'Sofa Beds' } : c));
    const user = setup({
      'GET /api/admin/categories': [list(), list(renamed)],
      'PUT /api/admin/categories/2': ok('Category renamed'),
    });
    await user.click(await screen.findByRole('button', { name: 'Rename Sofas' }));
    const input = screen.getByLabelText<HTMLInputElement>('New name for Sofas');
    expect(input.value).toBe('Sofas');
    await user.clear(input);
    await user.type(input, 'Sofa Beds');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sofa Beds', { selector: 'span' })).toBeTruthy();
    expect(requestsMade(fetchMock)).toContainEqual({
      key: 'PUT /api/admin/categories/2',
      body: { category_name: 'Sofa Beds' },
    });
  });

  it('deletes an empty category only after confirming', async () => {
    const user = setup({
      'GET /api/admin/categories': [list(), list(CATEGORIES.slice(0, 2))],
      'DELETE /api/admin/categories/3': ok('Category deleted'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Mirrors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Mirrors?' });
    expect(requestsMade(fetchMock).some((r) => r.key.startsWith('DELETE'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Mirrors', { selector: 'span' })).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith('Category Mirrors deleted', expect.anything());
  });

  it('says why the server refused a delete', async () => {
    const user = setup({
      'DELETE /api/admin/categories/3': () =>
        jsonResponse({ success: false, message: CATEGORY_NOT_EMPTY(1) }, 409),
    });
    await rowOf('Mirrors');
    await user.click(screen.getByRole('button', { name: 'Delete Mirrors' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(CATEGORY_NOT_EMPTY(1), expect.anything()),
    );
  });

  it('shows who changed a category, and asks for its history only when opened', async () => {
    const user = setup({
      'GET /api/admin/audit?entityType=category&entityId=2': () =>
        jsonResponse({
          success: true,
          entries: [
            {
              id: 7,
              action: 'renamed',
              before: { category_name: 'Couches' },
              after: { category_name: 'Sofas' },
              createdAt: '2026-03-04T10:15:00.000Z',
              actorName: 'Aoife Byrne',
              actorEmail: 'aoife@example.ie',
            },
          ],
        }),
    });
    const row = await rowOf('Sofas');
    expect(requestsMade(fetchMock).some((r) => r.key.includes('/api/admin/audit'))).toBe(false);

    await user.click(within(row).getByText('History'));
    expect(await within(row).findByText('Renamed')).toBeTruthy();
    expect(within(row).getByText(/Aoife Byrne/)).toBeTruthy();
    expect(within(row).getByText('Name: Couches → Sofas')).toBeTruthy();
    expect(requestsMade(fetchMock).filter((r) => r.key.includes('/api/admin/audit'))).toEqual([
      { key: 'GET /api/admin/audit?entityType=category&entityId=2', body: undefined },
    ]);
  });
});
