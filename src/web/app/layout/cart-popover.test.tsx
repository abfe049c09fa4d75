import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToCart, clearCart } from '../../lib/cart-store';
import { cartItem, seedCart, signInAs, signOutCookie } from '../../testing/cart-fixtures';
import { currentLocation, renderAt, stubFetch } from '../../testing/render';
import { CartPopover } from './cart-popover';
import { SiteHeader } from './site-header';

const fetchMock = stubFetch();
beforeEach(() => {
  // The header's menus ask for categories: leave them waiting.
  fetchMock.mockImplementation(() => new Promise(() => {}));
});
afterEach(() => {
  clearCart();
  signOutCookie();
});

const cartButton = () => screen.getByRole('button', { name: /^Cart/ });

function renderPopover() {
  return renderAt('/products', <CartPopover />);
}

async function openPanel() {
  fireEvent.click(cartButton());
  return screen.findByRole('link', { name: 'View cart' }).then(() => {
    return document.getElementById(cartButton().getAttribute('aria-controls')!)!;
  });
}

describe('header cart button', () => {
  it('is shown to a signed-in user only', () => {
    const view = renderAt('/products', <SiteHeader />);
    expect(screen.queryByRole('button', { name: /^Cart/ })).toBeNull();
    view.unmount();
    signInAs();
    renderAt('/products', <SiteHeader />);
    expect(cartButton()).toBeTruthy();
  });

  it('has no badge while the cart is empty', () => {
    renderPopover();
    expect(cartButton().getAttribute('aria-label')).toBe('Cart');
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('counts the items (sum of quantities) and follows every cart change', () => {
    seedCart([cartItem({ quantity: 2 }), cartItem({ referenceNumber: 'ROOM-102', quantity: 3 })]);
    renderPopover();
    expect(screen.getByTestId('cart-badge').textContent).toBe('5');
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, 5 items');

    act(() => {
      addToCart(cartItem({ id: 30, product_name: 'Cloud Sofa' }));
    });
    expect(screen.getByTestId('cart-badge').textContent).toBe('6');

    act(() => {
      clearCart();
    });
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });
});

describe('cart popover', () => {
  it('says the cart is empty', async () => {
    renderPopover();
    fireEvent.click(cartButton());
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Check out' })).toBeNull();
  });

  it('lists each line with its picture, product link, options, reference, quantity and line total, and the total', async () => {
    seedCart([
      cartItem({ quantity: 2, storageType: 'Ottoman', isStorage: true }),
      cartItem({ id: 30, product_name: 'Cloud Sofa', price: 99.99, vat: 23, image: null }),
    ]);
    renderPopover();
    const panel = await openPanel();
    const lines = within(panel).getAllByRole('listitem');
    expect(lines).toHaveLength(2);

    expect(
      within(lines[0]!).getByRole('link', { name: 'Navan Low Bed' }).getAttribute('href'),
    ).toBe('/products/12');
    expect(lines[0]!.textContent).toContain('King 5ft · Plush Velvet · Sage · Ottoman');
    expect(lines[0]!.textContent).toContain('Ref: ROOM-101');
    expect(lines[0]!.textContent).toContain('Qty: 2');
    // (500 + 115) × 2
    expect(lines[0]!.textContent).toContain('€1,230.00');
    expect(lines[0]!.querySelector('img')!.getAttribute('src')).toBe('/media/products/navan.webp');

    expect(within(lines[1]!).getByRole('link', { name: 'Cloud Sofa' }).getAttribute('href')).toBe(
      '/products/30',
    );
    // 99.99 + VAT 23.00 (rounded from 22.9977)
    expect(lines[1]!.textContent).toContain('€122.99');
    expect(lines[1]!.querySelector('img')!.getAttribute('src')).toBe('/media/placeholder.webp');

    expect(panel.textContent).toContain('Order Total€1,352.99');
    expect(panel.textContent).toContain('Totals include VAT at 23%.');
    // No storage chosen: none named.
    expect(lines[1]!.textContent).not.toContain('Non Ottoman');
    expect(within(panel).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe(
      '/cart',
    );
    expect(within(panel).getByRole('link', { name: 'Check out' }).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  it('closes on Escape (focus back on the button) and on a click outside', async () => {
    seedCart([cartItem()]);
    renderPopover();
    const panel = await openPanel();
    expect(cartButton().getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(cartButton().getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(cartButton());

    fireEvent.click(cartButton());
    expect(panel.hidden).toBe(false);
    fireEvent.pointerDown(document.body);
    expect(panel.hidden).toBe(true);
  });

  it('opens from the keyboard and leads to the cart', async () => {
    seedCart([cartItem()]);
    const user = userEvent.setup();
    renderPopover();
    cartButton().focus();
    await user.keyboard('{Enter}');
    const viewCart = await screen.findByRole('link', { name: 'View cart' });
    await user.click(viewCart);
    expect(currentLocation()).toBe('/cart');
  });
});
