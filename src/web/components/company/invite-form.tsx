import { useId, useState, type FormEvent } from 'react';
import type { CompanyRole } from '#src/shared/domain/companies';
import { invitationBody, type InvitationInput } from '#src/shared/schemas/companies';
import { TextField } from '#src/web/components/ui/form-field';
import {
  firstIssueMessages,
  serverFieldErrors,
  serverMessage,
  type FieldMessages,
} from '#src/web/lib/form-errors';
import { toastSuccess } from '#src/web/lib/toast';
import type { FormSave } from './form-save';
import { readSpendingLimit, RoleSelect, SpendingLimitField } from './roles';
import { FormFooter } from './form-parts';

export const INVITE_FAILED = 'The invitation could not be sent. Please try again.';
const INVITE_FIELDS = ['email', 'spending_limit'] as const;

/**
 * An invitation to join the company: an email, a role and a limit per order (none for
 * accounts), checked by the rules the server applies (`invitationBody`). The owner's
 * screen keeps it open; the console's company page closes it with `onDone`. A refused
 * invitation keeps what was typed.
 */
export function InviteForm({
  title,
  save,
  onDone,
}: {
  /** Its heading, and its name for assistive technology. */
  title: string;
  save: FormSave<InvitationInput>;
  /** After sending, or on Cancel (shown only with it). */
  onDone?: () => void;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('buyer');
  const [limit, setLimit] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const fromServer = serverFieldErrors(save.error);
  const shown = { ...fromServer, ...errors };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readSpendingLimit(role === 'accounts' ? '' : limit);
    const parsed = invitationBody.safeParse({
      email,
      role,
      spending_limit: 'value' in read ? read.value : null,
    });
    const problems = {
      ...(parsed.success ? {} : firstIssueMessages(parsed.error)),
      ...('error' in read ? { spending_limit: read.error } : {}),
    };
    if (!parsed.success || 'error' in read) {
      setErrors(problems);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        toastSuccess(`Invitation sent to ${parsed.data.email}`);
        setEmail('');
        setLimit('');
        onDone?.();
      },
    });
  };
  const refused =
    save.isError && !INVITE_FIELDS.some((name) => fromServer[name])
      ? (serverMessage(save.error) ?? INVITE_FAILED)
      : undefined;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={title}
      className="mt-6 grid gap-3 rounded-lg border border-linen-200 bg-linen-50 p-4 sm:grid-cols-3"
    >
      <h3 className="font-display text-xl text-linen-950 sm:col-span-3">{title}</h3>
      <TextField
        id={`${id}-email`}
        label="Their email"
        type="email"
        autoComplete="off"
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          setErrors({});
        }}
        error={shown.email}
      />
      <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
      <SpendingLimitField
        id={`${id}-limit`}
        disabled={role === 'accounts'}
        value={role === 'accounts' ? '' : limit}
        onChange={(value) => {
          setLimit(value);
          setErrors({});
        }}
        error={shown.spending_limit}
      />
      <FormFooter
        refused={refused}
        busy={save.isPending}
        submitLabel="Send invitation"
        busyLabel="Sending…"
        onCancel={onDone}
        span="sm:col-span-3"
      />
    </form>
  );
}
