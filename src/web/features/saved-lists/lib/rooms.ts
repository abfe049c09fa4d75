import { CartFullError, type CartItem } from '#src/shared/domain/cart';
import { REFERENCE_MAX } from '#src/shared/domain/order-lines';
import type { ListLineAnswer } from '#src/shared/schemas/saved-lists';
import { addToCart } from '#src/web/lib/cart-store';

/**
 * A list added to the cart room by room (docs/business-rules.md "Saved lists"): every
 * orderable line once per room, its reference the pattern with {n} the room's number.
 */

export const MAX_ROOMS = 120;
export const ROOM_NUMBER = '{n}';
export const DEFAULT_PATTERN = 'Room {n}';
export const DEFAULT_FIRST_NUMBER = 101;
const FIRST_NUMBER_MAX = 999_999;

export const ROOMS_MESSAGE = `Rooms must be a whole number from 1 to ${MAX_ROOMS}.`;
export const PATTERN_NEEDS_NUMBER = `The reference pattern must contain ${ROOM_NUMBER}, where each room’s number goes.`;
export const FIRST_NUMBER_MESSAGE = `The first number must be a whole number from 0 to ${FIRST_NUMBER_MAX}.`;
export const referenceTooLong = (reference: string) =>
  `“${reference}” is longer than ${REFERENCE_MAX} characters, the most a reference may have: shorten the pattern.`;

/** The reference of room `n`: the pattern with every {n} replaced, trimmed as the cart keeps it. */
export const referenceOf = (pattern: string, n: number) =>
  pattern.replaceAll(ROOM_NUMBER, String(n)).trim();

export interface RoomPlan {
  rooms: number;
  pattern: string;
  first: number;
}

export interface RoomsCheck {
  plan: RoomPlan | null;
  errors: Partial<Record<keyof RoomPlan, string>>;
  /** The first and last references, when the plan holds. */
  preview: { first: string; last: string } | null;
}

const wholeNumber = (text: string, min: number, max: number) => {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= min && n <= max ? n : null;
};

/** The rooms, pattern and first number as typed: the plan, or why each is refused. */
export function checkRooms(typed: { rooms: string; pattern: string; first: string }): RoomsCheck {
  const errors: RoomsCheck['errors'] = {};
  const rooms = wholeNumber(typed.rooms, 1, MAX_ROOMS);
  if (rooms === null) errors.rooms = ROOMS_MESSAGE;
  const first = wholeNumber(typed.first, 0, FIRST_NUMBER_MAX);
  if (first === null) errors.first = FIRST_NUMBER_MESSAGE;
  if (!typed.pattern.includes(ROOM_NUMBER)) errors.pattern = PATTERN_NEEDS_NUMBER;
  else if (rooms !== null && first !== null) {
    // Numbers only grow: the last reference is the longest.
    const last = referenceOf(typed.pattern, first + rooms - 1);
    if (last.length > REFERENCE_MAX) errors.pattern = referenceTooLong(last);
  }
  if (rooms === null || first === null || errors.pattern) {
    return { plan: null, errors, preview: null };
  }
  return {
    plan: { rooms, pattern: typed.pattern, first },
    errors,
    preview: {
      first: referenceOf(typed.pattern, first),
      last: referenceOf(typed.pattern, first + rooms - 1),
    },
  };
}

/** An orderable line of a list as the cart keeps a line, with this reference. */
export function cartItemOf(line: ListLineAnswer, referenceNumber: string): CartItem {
  return {
    id: line.product.id,
    product_name: line.product.name,
    price: line.price!,
    vat: line.vat!,
    size: line.size.name,
    sizeId: line.size.id,
    fabric: line.fabric?.name ?? null,
    fabricId: line.fabric?.id ?? null,
    fabricColor: line.colour?.name ?? null,
    fabricColorId: line.colour?.id ?? null,
    quantity: line.quantity,
    image: line.product.image,
    isStorage: line.storageType === 'Ottoman',
    isCloudStorage: line.storageType === 'Cloud Storage',
    storageType: line.storageType,
    referenceNumber,
    specialQuote: { text: line.specialQuoteText, fileBase64: null, fileName: null },
  };
}

/**
 * Puts the orderable lines in the cart once per room, through the cart store (which
 * announces `cartUpdated`), until the cart is full. Returns how many lines went in.
 */
export function addRooms(
  lines: readonly ListLineAnswer[],
  plan: RoomPlan,
): { added: number; full: boolean } {
  const orderable = lines.filter((line) => line.orderable);
  let added = 0;
  for (let room = 0; room < plan.rooms; room++) {
    const reference = referenceOf(plan.pattern, plan.first + room);
    for (const line of orderable) {
      try {
        addToCart(cartItemOf(line, reference));
      } catch (error) {
        if (error instanceof CartFullError) return { added, full: true };
        throw error;
      }
      added++;
    }
  }
  return { added, full: false };
}
