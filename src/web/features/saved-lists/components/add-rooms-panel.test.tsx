import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_FULL, MAX_CART_LINES } from '#src/shared/domain/cart';
import { REFERENCE_MAX } from '#src/shared/domain/order-lines';
import { PRODUCT_UNAVAILABLE } from '#src/shared/schemas/orders';
import type { ListLineAnswer } from '#src/shared/schemas/saved-lists';
import { cartItem, seedCart, storedCart } from '#src/web/testing/cart-fixtures';
import { renderAt } from '#src/web/testing/render';
import {
  FIRST_NUMBER_MESSAGE,
  PATTERN_NEEDS_NUMBER,
  referenceTooLong,
  ROOMS_MESSAGE,
} from '../lib/rooms';
import { AddRoomsPanel } from './add-rooms-panel';

// docs/screens.md "Saved lists": Add to cart × rooms, its preview and its refusals.

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

function listLine(overrides: Partial<ListLineAnswer> = {}): ListLineAnswer {
  return {
    position: 1,
    product: { id: 1, name: 'Ashbourne Divan Bed', sku: 'BED-ASH-001', image: null },
    size: { id: 3, name: '4ft6 Double' },
    fabric: { id: 2, name: 'Linen Weave' },
    colour: { id: 5, name: 'Natural' },
    storageType: 'Ottoman',
    quantity: 1,
    specialQuoteText: 'Headboard 10 cm higher',
    orderable: true,
    reason: null,
    stock: null,
    price: 575.5,
    vat: 132.37,
    total: 707.87,
    ...overrides,
  };
}

const LINES = [
  listLine(),
  listLine({
    position: 2,
    product: { id: 11, name: 'Comfort Pocket 1000', sku: 'MAT-CPK-011', image: null },
    fabric: null,
    colour: null,
    storageType: 'Non Ottoman',
    specialQuoteText: '',
    quantity: 2,
    price: 299,
    vat: 68.77,
  }),
  listLine({
    position: 3,
    product: { id: 40, name: 'Seconds Mattress', sku: 'CLR-SEC-038', image: null },
    orderable: false,
    reason: PRODUCT_UNAVAILABLE,
    price: null,
    vat: null,
    total: null,
  }),
];

function renderPanel(lines = LINES) {
  renderAt('/lists/7', <AddRoomsPanel lines={lines} />);
  return {
    rooms: screen.getByLabelText(/^Rooms/),
    pattern: screen.getByLabelText('Reference pattern'),
    first: screen.getByLabelText('First number'),
    preview: screen.getByTestId('room-preview'),
  };
}

async function retype(box: HTMLElement, text: string) {
  await userEvent.clear(box);
  if (text) await userEvent.type(box, text.replaceAll('{', '{{'));
}

/** The message after Add (the router's location probe is a status too). */
const added = () =>
  screen.getByText(/lines? added to your cart/).closest<HTMLElement>('[role="status"]')!;

const addButton = () => screen.getByRole('button', { name: /^Add .*to cart$/ });

describe('Add to cart × rooms', () => {
  it('previews the first and last references as the buyer types, and skips what cannot be ordered', async () => {
    const { rooms, preview } = renderPanel();
    expect(preview.textContent).toContain('References: Room 101 —');
    expect(addButton().textContent).toBe('Add 2 lines to cart');
    await retype(rooms, '30');
    expect(preview.textContent).toContain('Room 101 … Room 130');
    expect(preview.textContent).toContain('60 cart lines (2 lines × 30 rooms)');
    expect(addButton().textContent).toBe('Add 60 lines to cart');
    expect(screen.getByText(`Seconds Mattress: ${PRODUCT_UNAVAILABLE}`)).toBeTruthy();
  });

  it('refuses a pattern without {n}, a reference too long and numbers out of range, saying why', async () => {
    const { rooms, pattern, first, preview } = renderPanel();
    await retype(pattern, 'Room');
    expect(screen.getByText(PATTERN_NEEDS_NUMBER)).toBeTruthy();
    expect(pattern.getAttribute('aria-invalid')).toBe('true');
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    expect(preview.textContent).toBe('');

    const long = `${'x'.repeat(REFERENCE_MAX - 3)}{n}`;
    await retype(pattern, long);
    // 101 fits (60 characters); 1,000 would not.
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);
    await retype(first, '999');
    await retype(rooms, '2');
    expect(screen.getByText(referenceTooLong(`${'x'.repeat(REFERENCE_MAX - 3)}1000`))).toBeTruthy();

    await retype(pattern, 'Room {n}');
    await retype(rooms, '121');
    expect(screen.getByText(ROOMS_MESSAGE)).toBeTruthy();
    await retype(rooms, '0');
    expect(screen.getByText(ROOMS_MESSAGE)).toBeTruthy();
    await retype(rooms, '3');
    await retype(first, 'A1');
    expect(screen.getByText(FIRST_NUMBER_MESSAGE)).toBeTruthy();
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    await retype(first, '7');
    expect(preview.textContent).toContain('Room 7 … Room 9');
  });

  it('puts each line in the cart once per room, with its reference, and says how many', async () => {
    const { rooms, pattern, first } = renderPanel();
    await retype(rooms, '3');
    await retype(pattern, 'Dorm {n}-A');
    await retype(first, '1');
    await userEvent.click(addButton());
    const status = added();
    expect(status.textContent).toContain('6 lines added to your cart.');
    expect(within(status).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe(
      '/cart',
    );
    expect(
      storedCart().map((item) => [item.product_name, item.referenceNumber, item.quantity]),
    ).toEqual([
      ['Ashbourne Divan Bed', 'Dorm 1-A', 1],
      ['Comfort Pocket 1000', 'Dorm 1-A', 2],
      ['Ashbourne Divan Bed', 'Dorm 2-A', 1],
      ['Comfort Pocket 1000', 'Dorm 2-A', 2],
      ['Ashbourne Divan Bed', 'Dorm 3-A', 1],
      ['Comfort Pocket 1000', 'Dorm 3-A', 2],
    ]);
    expect(storedCart()[0]).toMatchObject({
      sizeId: 3,
      fabricId: 2,
      fabricColorId: 5,
      storageType: 'Ottoman',
      isStorage: true,
      price: 575.5,
      specialQuote: { text: 'Headboard 10 cm higher', fileBase64: null, fileName: null },
    });
  });

  it('stops at a full cart and says how many lines went in', async () => {
    seedCart(
      Array.from({ length: MAX_CART_LINES - 3 }, (_, i) => cartItem({ referenceNumber: `R${i}` })),
    );
    const { rooms } = renderPanel();
    await retype(rooms, '5');
    await userEvent.click(addButton());
    expect(added().textContent).toContain(`3 lines added to your cart. ${CART_FULL}`);
    expect(storedCart()).toHaveLength(MAX_CART_LINES);
  });
});
