import { creditLimitSchema, type CreditLimitInput } from '#src/shared/schemas/admin-customers';
import { firstIssueMessages, type FieldMessages } from '#src/web/lib/form-errors';
import { DECIMAL_COMMA_MESSAGE, isDecimalComma, parseTypedNumber } from '#src/web/lib/typed-number';

// The console's buttons, panels and money fields, shared by its screens.

export const secondaryButtonClassName =
  'rounded-md bg-white px-4 py-2 text-sm font-medium text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100 disabled:cursor-not-allowed disabled:opacity-60';
export const dangerButtonClassName =
  'rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-70';
export const smallPrimaryClassName =
  'rounded-md bg-walnut-700 px-4 py-2 text-sm font-semibold text-white hover:bg-walnut-800 disabled:cursor-not-allowed disabled:opacity-70';
export const panelClassName = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-linen-200';
export const textAreaClassName =
  'block w-full rounded-md border border-linen-400 bg-white px-3 py-2 text-linen-950 placeholder:text-linen-600 aria-[invalid=true]:border-red-700';

/**
 * The credit limit and note staff typed (approving an application or changing a limit:
 * the same rules), checked as the server checks them, or the messages to show.
 */
export function readCreditLimit(
  limit: string,
  note: string,
): { data: CreditLimitInput; errors?: undefined } | { errors: FieldMessages } {
  const amount = parseTypedNumber(limit);
  if (amount === undefined) return { errors: { credit_limit: 'Enter a credit limit' } };
  if (isDecimalComma(limit)) return { errors: { credit_limit: DECIMAL_COMMA_MESSAGE } };
  const parsed = creditLimitSchema.safeParse({
    credit_limit: amount,
    ...(note.trim() ? { note } : {}),
  });
  return parsed.success ? { data: parsed.data } : { errors: firstIssueMessages(parsed.error) };
}
