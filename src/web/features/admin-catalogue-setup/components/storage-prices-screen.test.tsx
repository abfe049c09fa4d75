import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt } from '#src/web/testing/render';
import { CATEGORIES, ok, requestsMade, routeFetch } from '../testing/fixtures';
import { screenTestSetup, toasts } from '../testing/screen-test';
import { StoragePricesScreen } from './storage-prices-screen';

vi.mock('react-toastify', async () => ({
  toast: (await import('../testing/screen-test')).toasts,
}));

const fetchMock = screenTestSetup();

function setup(routes: Parameters<typeof routeFetch>[1] = {}) {
  routeFetch(fetchMock, {
    'GET /api/admin/categories': () => jsonResponse({ success: true, categories: CATEGORIES }),
    ...routes,
  });
  renderAt('/admin/catalogue/storage-prices', <StoragePricesScreen />);
  return userEvent.setup();
}

describe('StoragePricesScreen', () => {
  it('shows each category’s storage prices, Beds first and marked as offering storage', async () => {
    setup();
    const forms = await screen.findAllByRole('form');
    expect(forms.map((f) => f.getAttribute('aria-label'))).toEqual([
      'Storage prices of Beds',
      'Storage prices of Sofas',
      'Storage prices of Mirrors',
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Ottoman base (€) for Beds').value).toBe(
      '150.00',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Cloud base (€) for Beds').value).toBe('220.00');
    expect(screen.getAllByText('Storage offered')).toHaveLength(1);
  });

  it('saves new prices for a category', async () => {
    const user = setup({
      'PUT /api/admin/storage-prices/1': ok('Storage prices saved', {
        ottomanBase: 175.5,
        cloudBase: 240,
      }),
    });
    const ottoman = await screen.findByLabelText('Ottoman base (€) for Beds');
    await user.clear(ottoman);
    await user.type(ottoman, '175.50');
    const cloud = screen.getByLabelText('Cloud base (€) for Beds');
    await user.clear(cloud);
    await user.type(cloud, '240');
    await user.click(screen.getByRole('button', { name: 'Save Beds' }));
    await waitFor(() =>
      expect(requestsMade(fetchMock)).toContainEqual({
        key: 'PUT /api/admin/storage-prices/1',
        body: { ottomanBase: 175.5, cloudBase: 240 },
      }),
    );
    expect(toasts.success).toHaveBeenCalledWith(
      'Storage prices of Beds saved: Ottoman €175.50, Cloud €240.00',
      expect.anything(),
    );
  });

  it('refuses a negative price or fractions of a cent before sending', async () => {
    const user = setup();
    const ottoman = await screen.findByLabelText('Ottoman base (€) for Beds');
    await user.clear(ottoman);
    await user.type(ottoman, '-5');
    const cloud = screen.getByLabelText('Cloud base (€) for Beds');
    await user.clear(cloud);
    await user.type(cloud, '10.125');
    await user.click(screen.getByRole('button', { name: 'Save Beds' }));
    expect(screen.getByText('Ottoman base must not be negative')).toBeTruthy();
    expect(screen.getByText('Cloud base may have at most 2 decimals (cents)')).toBeTruthy();
    expect(requestsMade(fetchMock).some((r) => r.key.startsWith('PUT'))).toBe(false);

    // "1,250" groups thousands; "12,50" is a decimal comma, refused rather than guessed.
    await user.clear(ottoman);
    await user.type(ottoman, '€1,250');
    await user.clear(cloud);
    await user.type(cloud, '12,50');
    await user.click(screen.getByRole('button', { name: 'Save Beds' }));
    expect(screen.getByText('Use a point for decimals, as in 249.99')).toBeTruthy();
    expect(screen.queryByText(/^Ottoman base must/)).toBeNull();
    expect(requestsMade(fetchMock).some((r) => r.key.startsWith('PUT'))).toBe(false);
  });
});
