import { useLocation } from 'react-router';
import { SignInForm } from '../../features/accounts/components/sign-in-form';
import { returnPathOf } from '../../lib/session';
import { usePageTitle } from '../../lib/page-title';

/** Staff come here from the console: the same sign-in, named for them. */
const STAFF_HEADING = 'Staff Sign In';

export function SigninPage() {
  const location = useLocation();
  const forStaff = returnPathOf(location.state).startsWith('/admin');
  usePageTitle(forStaff ? STAFF_HEADING : undefined);
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">{forStaff ? STAFF_HEADING : 'Trade Sign In'}</h1>
      <p className="mt-4 text-linen-700">
        {forStaff
          ? 'Sign in with your staff account to open the console.'
          : 'Sign in to your trade account to see trade prices.'}
      </p>
      <div className="mt-8">
        <SignInForm />
      </div>
    </section>
  );
}
