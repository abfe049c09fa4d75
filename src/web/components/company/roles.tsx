import { COMPANY_ROLES, type CompanyRole } from '#src/shared/domain/companies';
import { spendingLimit } from '#src/shared/schemas/companies';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';
import { FormField, TextField } from '#src/web/components/ui/form-field';
import { DECIMAL_COMMA_MESSAGE, isDecimalComma, parseTypedNumber } from '#src/web/lib/typed-number';
import { serverMessage } from '#src/web/lib/form-errors';
import { formatEuro } from '#src/web/lib/format';
import { selectClassName } from './form-parts';

// A company's roles and limits per order, as the owner's screen and the console's company
// page show and take them (docs/business-rules.md "Companies").

/** How a role reads. */
export const ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Owner',
  buyer: 'Buyer',
  approver: 'Approver',
  accounts: 'Accounts',
};

/** What a role may do. */
export const ROLE_HINTS: Record<CompanyRole, string> = {
  owner: 'everything, including members, sites and roles',
  buyer: 'orders within their limit',
  approver: 'approves orders above a buyer’s limit, and may buy',
  accounts: 'sees orders and documents; cannot order',
};

interface MemberStanding {
  role: CompanyRole;
  spending_limit: number | null;
  active: boolean;
}

/**
 * What a change to a member does, in words, for the confirmation before it is saved:
 * "Role: Buyer → Approver", "Limit per order: €2,000.00 → none", "Deactivated: signed out
 * everywhere". A limit still being typed wrong (undefined) is no change yet.
 */
export function memberChanges(
  before: MemberStanding,
  after: Omit<MemberStanding, 'spending_limit'> & { spending_limit: number | null | undefined },
): string[] {
  const limit = (value: number | null) => (value === null ? 'none' : formatEuro(value));
  return [
    after.role !== before.role && `Role: ${ROLE_LABELS[before.role]} → ${ROLE_LABELS[after.role]}`,
    after.spending_limit !== undefined &&
      after.spending_limit !== before.spending_limit &&
      `Limit per order: ${limit(before.spending_limit)} → ${limit(after.spending_limit)}`,
    after.active !== before.active &&
      (after.active ? 'Reactivated' : 'Deactivated: signed out everywhere'),
  ].filter((change): change is string => Boolean(change));
}

export const MEMBER_SAVE_FAILED = 'The member could not be changed. Please try again.';

/**
 * The review of a change to a member before it is saved (memberChanges in words); a
 * refusal (the last owner) is said in it and the edit behind it is kept, and a failure
 * with no answer (the network) says so.
 */
export function MemberChangeDialog({
  name,
  changes,
  open,
  onClose,
  busy,
  error,
  onConfirm,
}: {
  name: string;
  changes: string[];
  open: boolean;
  onClose: () => void;
  busy: boolean;
  /** The save's error, if it failed. */
  error: unknown;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={`Change ${name}?`}
      description={changes.length > 0 ? `${changes.join('; ')}.` : 'Nothing changes.'}
      confirmLabel="Save change"
      busyLabel="Saving…"
      keepLabel="Cancel"
      lockWhileBusy
      busy={busy}
      error={error ? (serverMessage(error) ?? MEMBER_SAVE_FAILED) : undefined}
      onConfirm={onConfirm}
    />
  );
}

/** A typed limit per order: blank is none; an amount is checked as the server checks it. */
export function readSpendingLimit(text: string): { value: number | null } | { error: string } {
  if (isDecimalComma(text)) return { error: DECIMAL_COMMA_MESSAGE };
  const typed = parseTypedNumber(text);
  const parsed = spendingLimit.safeParse(typed === undefined ? null : typed);
  return parsed.success
    ? { value: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Enter an amount' };
}

/** The role of a member or an invitation; what the chosen role may do is said below it. */
export function RoleSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: CompanyRole;
  onChange: (role: CompanyRole) => void;
}) {
  return (
    <FormField id={id} label="Role" hint={`${ROLE_LABELS[value]}: ${ROLE_HINTS[value]}`}>
      {(control) => (
        <select
          {...control}
          className={selectClassName}
          value={value}
          onChange={(event) => onChange(event.target.value as CompanyRole)}
        >
          {COMPANY_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A limit per order, VAT included, typed in euro; empty is none of their own. */
export function SpendingLimitField({
  id,
  value,
  onChange,
  error,
  disabled = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled?: boolean;
}) {
  return (
    <TextField
      id={id}
      label="Limit per order, VAT incl. (€)"
      hint={disabled ? 'Accounts members do not order.' : 'Empty: no limit of their own'}
      inputMode="decimal"
      autoComplete="off"
      disabled={disabled}
      value={value}
      onValueChange={onChange}
      error={error}
    />
  );
}
