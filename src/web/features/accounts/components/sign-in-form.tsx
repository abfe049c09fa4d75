import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  LOGIN_FAILED,
  LOGIN_SUCCESS,
  signInSchema,
  type SignIn,
} from '#src/shared/schemas/accounts';
import { primaryButtonClassName, TextField } from '#src/web/components/ui/form-field';
import { announceSessionChange, returnPathOf } from '#src/web/lib/session';
import { toastSuccess } from '#src/web/lib/toast';
import { useTimedMessage } from '#src/web/lib/use-timed-errors';
import { useLogin } from '../api/login';
import { useFieldErrors } from '#src/web/lib/use-timed-errors';
import { firstIssueMessages, serverMessage } from '#src/web/lib/form-errors';
import { PasswordField } from './password-field';
import { linkClassName } from './styles';

/** docs/screens.md "Timings": the login error stays 3 s. */
export const LOGIN_ERROR_MS = 3000;

type Field = keyof SignIn;

/**
 * docs/screens.md "Account screens": 'Trade Sign In'. On success prices appear and the visitor goes
 * back.
 */
export function SignInForm() {
  const idPrefix = useId();
  const id = (field: Field) => `${idPrefix}-${field}`;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SignIn>(() => {
    // Filled in when joining a company sent them here (accept-invitation-form).
    const email = (location.state as { email?: unknown } | null)?.email;
    return { email: typeof email === 'string' ? email : '', password: '' };
  });
  const { errors, show, clear } = useFieldErrors<Field>();
  const failure = useTimedMessage(LOGIN_ERROR_MS);
  const signIn = useLogin();

  function update(field: Field, value: string) {
    clear(field);
    setValues((current) => ({ ...current, [field]: value }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) {
      show(firstIssueMessages(parsed.error));
      return;
    }
    show({});
    failure.hide();
    signIn.mutate(parsed.data, {
      onSuccess: () => {
        toastSuccess(LOGIN_SUCCESS);
        announceSessionChange();
        void queryClient.invalidateQueries();
        void navigate(returnPathOf(location.state), { replace: true });
      },
      onError: (error) => failure.show(serverMessage(error) ?? LOGIN_FAILED),
    });
  }

  const busy = signIn.isPending;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Sign in" className="grid gap-1">
      <TextField
        id={id('email')}
        label="Email"
        required
        error={errors.email}
        name="email"
        type="email"
        autoComplete="username"
        value={values.email}
        onValueChange={(value) => update('email', value)}
      />
      <PasswordField
        id={id('password')}
        label="Password"
        required
        name="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(value) => update('password', value)}
      />
      <p className="-mt-1 text-right text-sm">
        <Link to="/forget-password" className={linkClassName}>
          Forgot password?
        </Link>
      </p>
      {failure.message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure.message}
        </p>
      )}
      <button type="submit" disabled={busy} className={`mt-3 w-full ${primaryButtonClassName}`}>
        {busy ? 'Signing in...' : 'Sign In'}
      </button>
      <p className="mt-4 text-center text-sm text-linen-800">
        New to us?{' '}
        <Link to="/signup" className={linkClassName}>
          Apply for a trade account
        </Link>
      </p>
    </form>
  );
}
