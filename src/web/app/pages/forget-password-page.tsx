import { ForgotPasswordForm } from '../../features/accounts/components/forgot-password-form';

export function ForgetPasswordPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Forgot Password</h1>
      <div className="mt-8">
        <ForgotPasswordForm />
      </div>
    </section>
  );
}
