import { primaryButtonClassName } from '#src/web/components/ui/form-field';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  PASSWORD_MAX,
  PASSWORD_RESET_DONE,
  PASSWORD_TOO_LONG,
  passwordProblems,
  requiredMessage,
  RESET_PASSWORDS_DO_NOT_MATCH,
} from '#src/shared/schemas/accounts';
import { GENERIC_ERROR_MESSAGE } from '#src/web/lib/api-client';
import { toastSuccess } from '#src/web/lib/toast';
import { useResetPassword } from '../api/reset-password';
import { useTimedMessages } from '#src/web/lib/use-timed-errors';
import { isNetworkFailure, serverMessage } from '#src/web/lib/form-errors';
import { MessageList } from './message-list';
import { PasswordField } from './password-field';

/** docs/screens.md "Account screens": the reset answer carried no message. */
export const RESET_FAILED = 'Something went wrong!';

/**
 * Without a token (docs/screens.md "Account screens"): nothing to reset with, so offer a new link.
 */
export function InvalidResetLink() {
  return (
    <div className="rounded-lg border border-linen-300 bg-linen-50 p-6">
      <h2 className="text-2xl">Invalid or expired reset link</h2>
      <p className="mt-3 text-linen-800">
        This password reset link is invalid or has expired. Reset links can be used once and are
        valid for 60 minutes.
      </p>
      <Link to="/forget-password" className={`mt-6 inline-block ${primaryButtonClassName}`}>
        Request a new link
      </Link>
    </div>
  );
}

/** The problems of the two passwords, in the order the user should fix them. */
function problemsOf(password: string, confirm: string): string[] {
  const missing = [
    ...(password === '' ? [requiredMessage('new_password')] : []),
    ...(confirm === '' ? [requiredMessage('confirm_password')] : []),
  ];
  if (missing.length > 0) return missing;
  if (password !== confirm) return [RESET_PASSWORDS_DO_NOT_MATCH];
  const problems = passwordProblems(password);
  return password.length > PASSWORD_MAX ? [...problems, PASSWORD_TOO_LONG] : problems;
}

/**
 * docs/screens.md "Account screens": a new password for the account of `token`; success goes to
 * /signin.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const idPrefix = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const messages = useTimedMessages();
  const reset = useResetPassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    const problems = problemsOf(password, confirm);
    if (problems.length > 0) {
      messages.show(problems);
      return;
    }
    messages.hide();
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toastSuccess(PASSWORD_RESET_DONE);
          void navigate('/signin');
        },
        onError: (error) =>
          messages.show([
            serverMessage(error) ??
              (isNetworkFailure(error) ? GENERIC_ERROR_MESSAGE : RESET_FAILED),
          ]),
      },
    );
  }

  const busy = reset.isPending;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Reset password" className="grid gap-1">
      <PasswordField
        id={`${idPrefix}-password`}
        label="New password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
      <PasswordField
        id={`${idPrefix}-confirm`}
        label="Confirm password"
        name="confirm_password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
      />
      <MessageList messages={messages.messages} />
      <button type="submit" disabled={busy} className={`mt-2 w-full ${primaryButtonClassName}`}>
        {busy ? 'Resetting...' : 'Reset Password'}
      </button>
    </form>
  );
}

/** /reset-password?token=…: the form, or the invalid-link panel without a token. */
export function ResetPassword() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  return token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />;
}
