import type { z } from 'zod';
import { formatCents, isWholeCents, toCents } from '#src/shared/domain/money';
import { ALLOCATION_ABOVE_OPEN, ALLOCATIONS_ABOVE_PAYMENT } from '#src/shared/schemas/invoices';
import type { FieldMessages } from '#src/web/lib/form-errors';
import { formatEuro } from '#src/web/lib/format';
import { DECIMAL_COMMA_MESSAGE, isDecimalComma, parseTypedNumber } from '#src/web/lib/typed-number';

// How the account's forms read amounts typed in euro, and name what is wrong with them
// by the field paths the server uses ("allocations.0.amount"), so both land in one place.

/** The first message of each field, by its whole path as the server names it. */
export function messagesByPath(error: z.ZodError | undefined): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error?.issues ?? []) {
    messages[issue.path.join('.') || 'body'] ??= issue.message;
  }
  return messages;
}

/**
 * An amount as typed, for the schema: undefined when blank, NaN when it cannot be read
 * (the schema then says so); `problem` when it is refused before the schema sees it.
 */
export function readAmount(text: string): { amount: number | undefined; problem?: string } {
  if (isDecimalComma(text)) return { amount: Number.NaN, problem: DECIMAL_COMMA_MESSAGE };
  return { amount: parseTypedNumber(text) };
}

/** Whole cents of a typed amount, for live sums; null while it is blank or unreadable. */
export function typedCents(text: string): number | null {
  const { amount, problem } = readAmount(text);
  if (problem || amount === undefined || !Number.isFinite(amount) || !isWholeCents(amount)) {
    return null;
  }
  return toCents(amount);
}

export interface AllocatableInvoice {
  number: string;
  open: number;
}

/** The amounts typed per invoice, keyed by its number. */
export type TypedAllocations = Record<string, string>;

/** What is left of `availableCents` once the typed allocations are taken: integers only. */
export function leftAfter(availableCents: number, typed: TypedAllocations): number {
  return Object.values(typed).reduce(
    (left, text) => left - (typedCents(text) ?? 0),
    availableCents,
  );
}

/**
 * The allocations typed (invoices left blank are left out), in the order of `invoices`,
 * and what is wrong with them before the server is asked: an amount above what an invoice
 * has left, or (when `availableCents` is known) more in all than the payment has.
 */
export function readAllocations(
  invoices: readonly AllocatableInvoice[],
  typed: TypedAllocations,
  availableCents: number | null,
) {
  const allocations: Array<{ invoice_number: string; amount: number }> = [];
  const errors: FieldMessages = {};
  for (const invoice of invoices) {
    const text = typed[invoice.number] ?? '';
    if (text.trim() === '') continue;
    const field = `allocations.${allocations.length}.amount`;
    const { amount = Number.NaN, problem } = readAmount(text);
    allocations.push({ invoice_number: invoice.number, amount });
    const cents = typedCents(text);
    if (problem) errors[field] = problem;
    else if (cents !== null && cents > toCents(invoice.open)) {
      errors[field] = ALLOCATION_ABOVE_OPEN(invoice.number, formatEuro(invoice.open));
    }
  }
  if (availableCents !== null && leftAfter(availableCents, typed) < 0) {
    errors.allocations = ALLOCATIONS_ABOVE_PAYMENT(formatCents(availableCents));
  }
  return { allocations, errors, numbers: allocations.map((a) => a.invoice_number) };
}

/** The message of one invoice's amount: its field by the index it was sent at. */
export function allocationError(
  errors: FieldMessages,
  sent: readonly string[],
  number: string,
): string | undefined {
  const index = sent.indexOf(number);
  if (index < 0) return undefined;
  return errors[`allocations.${index}.amount`] ?? errors[`allocations.${index}.invoice_number`];
}

/**
 * Whether a form shows the server's message on its own: not when the same words already
 * stand beside a field (a 400 names its first field's message as its own).
 */
export function messageNotBesideAField(
  message: string | undefined,
  beside: ReadonlyArray<string | undefined>,
): boolean {
  return message === undefined || !beside.includes(message);
}
