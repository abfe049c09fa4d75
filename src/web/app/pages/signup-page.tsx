import { SignUpForm } from '../../features/accounts/components/sign-up-form';

export function SignupPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Apply For Trade Account</h1>
      <p className="mt-4 max-w-prose text-linen-700">
        Apply for a trade account to see trade prices, place orders on credit and track deliveries.
        We review every application and email you once your account is approved.
      </p>
      <div className="mt-8">
        <SignUpForm />
      </div>
    </section>
  );
}
