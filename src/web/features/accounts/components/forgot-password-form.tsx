import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EMAIL_NOT_FOUND, forgotPasswordSchema } from '#src/shared/schemas/accounts';
import { primaryButtonClassName, TextField } from '#src/web/components/ui/form-field';
import { ApiError, GENERIC_ERROR_MESSAGE } from '#src/web/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { firstIssueMessages, isNetworkFailure, serverMessage } from '#src/web/lib/form-errors';
import { linkClassName } from './styles';

/**
 * docs/screens.md "Account screens": 'This email does not exist.' for any refusal, except the rate
 * limit (docs/business-rules.md "Sessions"), whose own message says when to try again; no answer at
 * all gives 'Something went wrong. Please try again.'
 */
function describeFailure(error: unknown): string {
  if (isNetworkFailure(error)) return GENERIC_ERROR_MESSAGE;
  if (error instanceof ApiError && error.status === 429) {
    return serverMessage(error) ?? GENERIC_ERROR_MESSAGE;
  }
  return EMAIL_NOT_FOUND;
}

/** docs/screens.md "Account screens": the email field and Continue; on success the 'sent' panel. */
export function ForgotPasswordForm() {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const request = useForgotPassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(firstIssueMessages(parsed.error).email ?? GENERIC_ERROR_MESSAGE);
      return;
    }
    setError('');
    request.mutate(parsed.data, {
      onSuccess: () => setSentTo(parsed.data.email),
      onError: (failure) => setError(describeFailure(failure)),
    });
  }

  if (sentTo !== undefined) {
    return (
      <div role="status" className="rounded-lg border border-linen-300 bg-linen-50 p-6">
        <h2 className="text-2xl">Check your email</h2>
        <p className="mt-3 text-linen-800">
          We have sent a password reset link to <strong>{sentTo}</strong>. Please check your email
          and follow the link to choose a new password. The link is valid for 60 minutes.
        </p>
        <Link to="/signin" className={`mt-6 inline-block ${primaryButtonClassName}`}>
          Return to Login
        </Link>
      </div>
    );
  }

  const busy = request.isPending;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Forgot password" className="grid gap-1">
      <p className="mb-3 text-linen-800">
        Enter the email address of your trade account and we will send you a link to reset your
        password.
      </p>
      <TextField
        id={emailId}
        label="Email"
        error={error}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={(value) => {
          setError('');
          setEmail(value);
        }}
      />
      <button type="submit" disabled={busy} className={`mt-2 w-full ${primaryButtonClassName}`}>
        {busy ? 'Sending...' : 'Continue'}
      </button>
      <p className="mt-4 text-center text-sm text-linen-800">
        Remembered it?{' '}
        <Link to="/signin" className={linkClassName}>
          Sign in
        </Link>{' '}
        or{' '}
        <Link to="/signup" className={linkClassName}>
          Sign up
        </Link>
      </p>
    </form>
  );
}
