import { SignInForm } from '../../features/accounts/components/sign-in-form';

export function SigninPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Trade Sign In</h1>
      <p className="mt-4 text-linen-700">Sign in to your trade account to see trade prices.</p>
      <div className="mt-8">
        <SignInForm />
      </div>
    </section>
  );
}
