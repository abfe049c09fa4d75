import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICES_LOADING } from './purchase-form';
import {
  answersFor,
  BED_VARIATIONS,
  bedDetail,
  productResponse,
  sofaDetail,
  storagePricesResponse,
  visitorResponse,
} from '../../testing/product-detail-fixtures';
import {
  addButton,
  radio,
  reference,
  renderProduct,
  signIn,
  storedCart,
  stubProductPageFetch,
} from './purchase-form.test-setup';

// Add to Cart adds a line only at a price the trade user has seen: not while the
// storage surcharge or the product's price is still on its way.

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: toastError } }));

const fetchMock = stubProductPageFetch([toastSuccess, toastError]);

describe('Add to cart for a trade user', () => {
  beforeEach(signIn);

  it('adds nothing until the storage surcharge is known, then adds at the full price', async () => {
    let answerStorage: (response: Response) => void = () => {};
    const serve = answersFor({
      '/api/product/7': [productResponse(bedDetail(), BED_VARIATIONS)],
    });
    fetchMock.mockImplementation((input) =>
      input === '/api/admin/storage-prices?categoryId=1'
        ? new Promise<Response>((resolve) => (answerStorage = resolve))
        : serve(input),
    );
    const user = await renderProduct();
    await user.click(radio('King'));
    await user.click(radio('Plush Velvet'));
    await user.type(reference(), 'Room 12');
    // Without storage the price needs no surcharge: the line may be added.
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);

    await user.click(radio('Ottoman'));
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(PRICES_LOADING)).toBeTruthy();
    await user.click(addButton());
    expect(localStorage.getItem('cart')).toBeNull();

    await act(async () => {
      answerStorage(
        new Response(JSON.stringify(storagePricesResponse(100, 60)), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    await screen.findByText('€670.00');
    expect(screen.queryByText(PRICES_LOADING)).toBeNull();
    await user.click(addButton());
    expect(storedCart()).toEqual([
      expect.objectContaining({ price: 670, vat: 154.1, storageType: 'Ottoman' }),
    ]);
  });

  it('adds with no surcharge when the storage prices cannot be had (docs/api.md "Catalogue")', async () => {
    fetchMock.mockImplementation(
      answersFor({
        '/api/product/7': [productResponse(bedDetail(), BED_VARIATIONS)],
        '/api/admin/storage-prices?categoryId=1': [{ message: 'down' }, 500],
      }),
    );
    const user = await renderProduct();
    await user.click(radio('King'));
    await user.click(radio('Plush Velvet'));
    await user.click(radio('Ottoman'));
    await screen.findByText('€520.00');
    await user.click(addButton());
    expect(storedCart()).toEqual([expect.objectContaining({ price: 520, storageType: 'Ottoman' })]);
  });

  it('adds nothing while the price is not known yet (product still cached from before sign-in)', async () => {
    fetchMock.mockImplementation(
      answersFor({ '/api/product/8': [visitorResponse(productResponse(sofaDetail()))] }),
    );
    const user = await renderProduct('/products/8');
    await user.type(reference(), 'Lobby');
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(PRICES_LOADING)).toBeTruthy();
    await user.click(addButton());
    expect(localStorage.getItem('cart')).toBeNull();
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});
