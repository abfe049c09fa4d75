import { act } from '@testing-library/react';
import { CART_STORAGE_KEY, type CartItem } from '../../shared/domain/cart';
import { USER_COOKIE } from '../../shared/site/session-cookies';
import { changeCart } from '../lib/cart-store';

/** A cart line as the product page stores it: a king-size bed at €500 + 23% VAT. */
export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 12,
    product_name: 'Navan Low Bed',
    price: 500,
    vat: 115,
    size: 'King 5ft',
    sizeId: 3,
    fabric: 'Plush Velvet',
    fabricId: 4,
    fabricColor: 'Sage',
    fabricColorId: 9,
    quantity: 1,
    image: '/media/products/navan.webp',
    isStorage: false,
    isCloudStorage: false,
    storageType: 'Non Ottoman',
    referenceNumber: 'ROOM-101',
    specialQuote: { text: '', fileBase64: null, fileName: null },
    ...overrides,
  };
}

/** Puts these lines in the browser's cart (and tells mounted views, as the store does). */
export function seedCart(items: readonly CartItem[]) {
  act(() => {
    changeCart(() => [...items]);
  });
}

/** The cart as stored now (what a reload would find). */
export function storedCart(): CartItem[] {
  const raw = window.localStorage.getItem(CART_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as CartItem[]) : [];
}

/** The readable `user` cookie the server sets on sign-in: the browser's "signed in". */
export function signInAs(fullName = 'Aoife Byrne', officeCity = 'Navan') {
  document.cookie = `${USER_COOKIE}=${encodeURIComponent(
    JSON.stringify({ full_name: fullName, office_city: officeCity }),
  )}; path=/`;
}

export function signOutCookie() {
  document.cookie = `${USER_COOKIE}=; max-age=0; path=/`;
}
