import { primaryButtonClassName } from '#src/web/components/ui/form-field';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  NEW_PASSWORDS_DO_NOT_MATCH,
  PASSWORD_MAX,
  PASSWORD_TOO_LONG,
  PASSWORD_UPDATE_FAILED,
  PASSWORD_UPDATED,
  passwordProblems,
  requiredMessage,
} from '#src/shared/schemas/accounts';
import { announceSessionChange } from '#src/web/lib/session';
import { toastSuccess } from '#src/web/lib/toast';
import { useUpdateOwnPassword } from '../api/update-password';
import { useTimedMessages } from '#src/web/lib/use-timed-errors';
import { isNetworkFailure, serverMessage } from '#src/web/lib/form-errors';
import { MessageList } from './message-list';
import { PasswordField } from './password-field';

/** docs/screens.md "Account screens": no answer at all. */
export const PASSWORD_UPDATE_ERROR = 'Something went wrong.';

type Values = { current: string; next: string; confirm: string };

/**
 * docs/screens.md "Account screens": a missing current password, the mismatch, then each broken
 * rule.
 */
function problemsOf({ current, next, confirm }: Values): string[] {
  return [
    ...(current === '' ? [requiredMessage('current_password')] : []),
    ...(next !== confirm ? [NEW_PASSWORDS_DO_NOT_MATCH] : []),
    ...passwordProblems(next),
    ...(next.length > PASSWORD_MAX ? [PASSWORD_TOO_LONG] : []),
  ];
}

/** docs/screens.md "Account screens": Update Password; on success back to the home page. */
export function UpdatePasswordForm() {
  const idPrefix = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ current: '', next: '', confirm: '' });
  const messages = useTimedMessages();
  const update = useUpdateOwnPassword();

  const set = (field: keyof Values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const problems = problemsOf(values);
    if (problems.length > 0) {
      messages.show(problems);
      return;
    }
    messages.hide();
    update.mutate(
      { curr_password: values.current, new_password: values.next },
      {
        onSuccess: (response) => {
          toastSuccess(response.message || PASSWORD_UPDATED);
          announceSessionChange();
          void navigate('/');
        },
        onError: (error) =>
          messages.show([
            serverMessage(error) ??
              (isNetworkFailure(error) ? PASSWORD_UPDATE_ERROR : PASSWORD_UPDATE_FAILED),
          ]),
      },
    );
  }

  const busy = update.isPending;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Update password" className="grid gap-1">
      <PasswordField
        id={`${idPrefix}-current`}
        label="Current password"
        name="curr_password"
        autoComplete="current-password"
        value={values.current}
        onChange={set('current')}
      />
      <PasswordField
        id={`${idPrefix}-new`}
        label="New password"
        name="new_password"
        autoComplete="new-password"
        value={values.next}
        onChange={set('next')}
      />
      <PasswordField
        id={`${idPrefix}-confirm`}
        label="Confirm new password"
        name="confirm_password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={set('confirm')}
      />
      <MessageList messages={messages.messages} />
      <button type="submit" disabled={busy} className={`mt-2 w-full ${primaryButtonClassName}`}>
        {busy ? 'Updating...' : 'Update Password'}
      </button>
    </form>
  );
}
