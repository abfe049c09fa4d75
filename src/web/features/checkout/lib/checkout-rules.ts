import { CART_EMPTY, cartTotals, lacksReference, type CartItem } from '#src/shared/domain/cart';
import { ROLE_CANNOT_ORDER } from '#src/shared/domain/companies';
import { toCents } from '#src/shared/domain/money';
import {
  INSUFFICIENT_CREDIT,
  ORDER_FAILED,
  REFERENCE_REQUIRED,
  SHIPPING_REQUIRED,
} from '#src/shared/schemas/orders';
import { ON_HOLD_DISABLED } from '#src/web/components/ui/credit-hold-notice';
import { ApiError } from '#src/web/lib/api-client';
import { serverMessage } from '#src/web/lib/form-errors';
import { QuoteFileMissingError } from '../api/place-order';

export const VERIFYING_CREDIT = 'Please wait while we verify your credit balance';
export const NETWORK_ERROR = 'Network error. Please try again.';
export const HTTP_ERROR = 'Something went wrong.';
/** docs/business-rules.md "Credit": the credit check allows 0.01 of rounding. */
const CREDIT_TOLERANCE_CENTS = 1;

/**
 * docs/business-rules.md "Credit": the order total may exceed the available credit by 0.01 at most.
 */
export function exceedsCredit(total: number, availableCredit: number): boolean {
  return toCents(total) > toCents(availableCredit) + CREDIT_TOLERANCE_CENTS;
}

/** `blocked`: nothing the buyer changes here lifts it, so Confirm Order is disabled. */
export type CheckoutProblem = { message: string; section?: 'shipping'; blocked?: boolean };

export interface CheckoutState {
  items: readonly CartItem[];
  shippingAddress: string;
  /** The user's details are still on their way. */
  verifying: boolean;
  /** Undefined when the details could not be loaded: the server decides then. */
  availableCredit: number | undefined;
  /** The member's company role does not include ordering (accounts). */
  cannotOrder?: boolean;
  /** The company is on credit hold: an invoice is more than this many days overdue. */
  creditHoldDays?: number;
}

/** What stops this checkout from being sent (docs/business-rules.md "Checkout"), in that order. */
export function checkoutProblem({
  items,
  shippingAddress,
  verifying,
  availableCredit,
  cannotOrder = false,
  creditHoldDays,
}: CheckoutState): CheckoutProblem | null {
  if (items.length === 0) return { message: CART_EMPTY };
  if (cannotOrder) return { message: ROLE_CANNOT_ORDER };
  if (creditHoldDays !== undefined) return { message: ON_HOLD_DISABLED, blocked: true };
  if (lacksReference(items)) return { message: REFERENCE_REQUIRED };
  // The default address comes with the details too.
  if (verifying) return { message: VERIFYING_CREDIT };
  if (shippingAddress.trim() === '') return { message: SHIPPING_REQUIRED, section: 'shipping' };
  if (availableCredit !== undefined && exceedsCredit(cartTotals(items).total, availableCredit)) {
    return { message: INSUFFICIENT_CREDIT };
  }
  return null;
}

/** docs/screens.md "Cart and checkout": what the error toast says when the order was not placed. */
export function orderFailureMessage(error: unknown): string {
  if (error instanceof QuoteFileMissingError) return error.message;
  if (!(error instanceof ApiError)) return ORDER_FAILED;
  if (error.status === 0) return NETWORK_ERROR;
  return serverMessage(error) ?? HTTP_ERROR;
}

/** A refusal (4xx) placed nothing, so the next attempt may take a new Idempotency-Key. */
export const wasRefused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;
