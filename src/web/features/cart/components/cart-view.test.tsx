import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartPage } from '#src/web/app/pages/cart-page';
import { clearCart } from '#src/web/lib/cart-store';
import {
  cartItem,
  seedCart,
  signInAs,
  signOutCookie,
  storedCart,
} from '#src/web/testing/cart-fixtures';
import { forgetAllQuoteFiles, keepQuoteFile, UNNAMED_GRACE_MS } from '#src/web/lib/quote-files';
import { keptQuoteFileIds, lineWithKeptFile } from '#src/web/testing/kept-quote-files';
import { renderAt, stubFetch } from '#src/web/testing/render';

stubFetch();
afterEach(async () => {
  clearCart();
  signOutCookie();
  await forgetAllQuoteFiles();
});

const renderCart = () => renderAt('/cart', <CartPage />);
const lines = () =>
  within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
const totalsOf = () =>
  within(screen.getByRole('region', { name: 'Cart totals' }))
    .getAllByRole('definition')
    .map((cell) => cell.textContent);

describe('/cart', () => {
  it('asks a visitor to sign in, and to come back to the cart', () => {
    seedCart([cartItem()]);
    renderCart();
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeTruthy();
    expect(screen.getByText('Please login to view cart')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/signin');
    expect(screen.queryByRole('list', { name: 'Cart items' })).toBeNull();
  });

  it('says an empty cart is empty', () => {
    signInAs();
    renderCart();
    expect(screen.getByText('Cart is Empty.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
  });

  it('shows each line with its choices, reference, prices and the totals', () => {
    signInAs();
    seedCart([
      cartItem({ quantity: 2, storageType: 'Ottoman', isStorage: true }),
      cartItem({
        id: 30,
        product_name: 'Cloud Sofa',
        price: 99.99,
        vat: 23,
        fabric: null,
        fabricId: null,
        fabricColor: null,
        fabricColorId: null,
        image: null,
        referenceNumber: '',
      }),
    ]);
    renderCart();
    const [bed, sofa] = lines();

    expect(within(bed!).getByRole('link', { name: 'Navan Low Bed' }).getAttribute('href')).toBe(
      '/products/12',
    );
    const bedText = bed!.textContent;
    for (const text of ['King 5ft', 'Plush Velvet', 'Sage', 'Ottoman', 'ROOM-101', '€500.00']) {
      expect(bedText).toContain(text);
    }
    expect(bedText).toContain('€1,230.00');
    expect(within(bed!).getByRole<HTMLInputElement>('textbox').value).toBe('2');

    expect(sofa!.textContent).toContain('Not provided');
    expect(sofa!.textContent).not.toContain('Fabric');
    expect(sofa!.querySelector('img')!.getAttribute('src')).toBe('/media/placeholder.webp');

    // Subtotal 2 × 500 + 99.99; VAT 2 × 115 + 23.00
    expect(totalsOf()).toEqual(['€1,099.99', '€253.00', '€1,352.99']);
    expect(screen.getByRole('region', { name: 'Cart totals' }).textContent).toContain(
      'Totals include VAT at 23%.',
    );
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
    // Contract work asks for prices first: the form reads these lines.
    expect(screen.getByRole('link', { name: 'Request a quote' }).getAttribute('href')).toBe(
      '/quotes/new',
    );
  });

  it('steps quantities within 1 to 99 and stores every change', () => {
    signInAs();
    seedCart([cartItem({ quantity: 2 })]);
    renderCart();
    const quantity = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Quantity of Navan Low Bed',
    });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Navan Low Bed' });
    const increase = screen.getByRole('button', { name: 'Increase quantity of Navan Low Bed' });

    fireEvent.click(decrease);
    expect(quantity.value).toBe('1');
    expect(storedCart()[0]!.quantity).toBe(1);
    expect((decrease as HTMLButtonElement).disabled).toBe(true);
    expect(totalsOf()[2]).toBe('€615.00');

    fireEvent.click(increase);
    expect(quantity.value).toBe('2');
    expect(storedCart()[0]!.quantity).toBe(2);
  });

  it('stops at 99', () => {
    signInAs();
    seedCart([cartItem({ quantity: 98 })]);
    renderCart();
    const increase = screen.getByRole<HTMLButtonElement>('button', {
      name: 'Increase quantity of Navan Low Bed',
    });
    fireEvent.click(increase);
    expect(storedCart()[0]!.quantity).toBe(99);
    expect(increase.disabled).toBe(true);
  });

  it('removes a line, and shows the empty cart after the last one', () => {
    signInAs();
    seedCart([cartItem(), cartItem({ id: 30, product_name: 'Cloud Sofa' })]);
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Navan Low Bed' }));
    expect(lines()).toHaveLength(1);
    expect(storedCart().map((item) => item.product_name)).toEqual(['Cloud Sofa']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Cloud Sofa' }));
    expect(screen.getByText('Cart is Empty.')).toBeTruthy();
    expect(storedCart()).toEqual([]);
  });

  it("lets go of a removed line's quote file, and of them all with the last line", async () => {
    signInAs();
    const bed = await lineWithKeptFile('bed-plan.pdf');
    const sofa = await lineWithKeptFile('sofa-plan.pdf', undefined, {
      id: 30,
      product_name: 'Cloud Sofa',
    });
    seedCart([bed, sofa]);
    renderCart();
    expect(screen.getByText('bed-plan.pdf')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Navan Low Bed' }));
    await waitFor(async () => expect(await keptQuoteFileIds()).toEqual([sofa.specialQuote.fileId]));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cloud Sofa' }));
    await waitFor(async () => expect(await keptQuoteFileIds()).toEqual([]));
  });

  it('also lets go of files an addition cut short left behind, but not of one being added now', async () => {
    signInAs();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now - UNNAMED_GRACE_MS - 1000);
    const leftBehind = await keepQuoteFile('old.pdf', 'application/pdf', new ArrayBuffer(4));
    clock.mockReturnValue(now - 1000);
    const beingAdded = await keepQuoteFile('new.pdf', 'application/pdf', new ArrayBuffer(4));
    clock.mockRestore();
    const bed = await lineWithKeptFile('bed-plan.pdf');
    seedCart([bed, cartItem({ id: 30, product_name: 'Cloud Sofa' })]);
    renderCart();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Navan Low Bed' }));
    await waitFor(async () => expect(await keptQuoteFileIds()).toEqual([beingAdded]));
    expect(leftBehind).not.toBe(beingAdded);
  });
});
