import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUANTITY_MESSAGE } from '#src/shared/domain/cart';
import { cartItem, seedCart } from '#src/web/testing/cart-fixtures';
import {
  answersFor,
  bedDetail,
  productResponse,
  sofaDetail,
  storagePricesResponse,
} from '../../testing/product-detail-fixtures';
import {
  addButton,
  quantity,
  reference,
  renderProduct,
  signIn,
  storedCart,
  stubProductPageFetch,
} from './purchase-form.test-setup';

// The product page's quantity: typed, pasted or stepped, 1–99 and no more than the stock
// left (docs/decisions/0027).

const toastSuccess = vi.hoisted(() => vi.fn());
const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { success: toastSuccess, error: toastError } }));

const fetchMock = stubProductPageFetch([toastSuccess, toastError]);

/** The sofa (product 8) with `stock` units left. */
function serveSofa(stock: number) {
  fetchMock.mockImplementation(
    answersFor({ '/api/product/8': [productResponse(sofaDetail({ stock }))] }),
  );
}

/** What the quantity box's description says: the stock figure and the reason, if any. */
const described = () =>
  (quantity().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('Quantity on the product page', () => {
  beforeEach(signIn);

  it('takes a typed quantity of 40 and adds 40', async () => {
    const user = await renderProduct('/products/8');
    expect(quantity().inputMode).toBe('numeric');
    await user.type(reference(), 'Hostel');
    await user.click(quantity());
    await user.keyboard('40');
    await user.click(addButton());
    expect(storedCart()[0]).toMatchObject({ id: 8, quantity: 40, referenceNumber: 'Hostel' });
  });

  it('takes a pasted quantity', async () => {
    const user = await renderProduct('/products/8');
    await user.type(reference(), 'Hostel');
    await user.click(quantity());
    await user.paste('25');
    await user.click(addButton());
    expect(storedCart()[0]).toMatchObject({ quantity: 25 });
  });

  it.each(['0', '100', 'abc', '4.5'])(
    'refuses "%s" with the reason, and adds nothing until it is corrected',
    async (pasted) => {
      const user = await renderProduct('/products/8');
      await user.type(reference(), 'Hostel');
      await user.click(quantity());
      await user.paste(pasted);
      expect(quantity().getAttribute('aria-invalid')).toBe('true');
      expect(described()).toBe(QUANTITY_MESSAGE);
      await user.click(addButton());
      expect(storedCart()).toEqual([]);
      expect(document.activeElement).toBe(quantity());
      expect(quantity().value).toBe(pasted);

      await user.clear(quantity());
      await user.keyboard('2');
      await user.click(addButton());
      expect(storedCart()[0]).toMatchObject({ quantity: 2 });
    },
  );

  it('steps with − and + between 1 and 99', async () => {
    const user = await renderProduct('/products/8');
    const decrease = screen.getByRole<HTMLButtonElement>('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity' });
    expect(quantity().value).toBe('1');
    expect(decrease.disabled).toBe(true);
    await user.click(quantity());
    await user.keyboard('99');
    expect(increase.disabled).toBe(true);
    await user.click(decrease);
    expect(quantity().value).toBe('98');
  });

  it('shows the stock of a product sold from stock, and refuses more with "Only N in stock"', async () => {
    serveSofa(12);
    const user = await renderProduct('/products/8');
    expect(screen.getByText('12 in stock')).toBeTruthy();
    await user.type(reference(), 'Hostel');
    await user.click(quantity());
    await user.keyboard('40');
    expect(described()).toBe('12 in stock | Only 12 in stock');
    expect(quantity().getAttribute('aria-invalid')).toBe('true');
    await user.click(addButton());
    expect(storedCart()).toEqual([]);

    await user.clear(quantity());
    await user.keyboard('12');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity' }).disabled,
    ).toBe(true);
    await user.click(addButton());
    expect(storedCart()[0]).toMatchObject({ quantity: 12 });
  });

  it('counts the units of the product already in the cart', async () => {
    serveSofa(12);
    seedCart([
      cartItem({ id: 8, product_name: 'Howth Sofa', quantity: 10, referenceNumber: 'Lobby' }),
    ]);
    const user = await renderProduct('/products/8');
    await user.type(reference(), 'Hostel');
    await user.click(quantity());
    await user.keyboard('5');
    await user.click(addButton());
    expect(screen.getByText('Only 12 in stock, and your cart has 10 already.')).toBeTruthy();
    expect(storedCart()).toHaveLength(1);
  });

  it.each([
    ['/products/7', 'a bed, made to order'],
    ['/products/8', 'unlimited stock'],
  ])('shows no stock figure on %s (%s)', async (url) => {
    fetchMock.mockImplementation(
      answersFor({
        '/api/product/7': [productResponse(bedDetail({ stock: 3 }))],
        '/api/product/8': [productResponse(sofaDetail({ stock: -1 }))],
        '/api/admin/storage-prices?categoryId=1': [storagePricesResponse(100, 60)],
      }),
    );
    await renderProduct(url);
    expect(screen.queryByText(/in stock$/)).toBeNull();
    expect(quantity().getAttribute('aria-describedby')).toBeNull();
  });
});
