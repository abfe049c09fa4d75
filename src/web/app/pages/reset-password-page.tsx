import { ResetPassword } from '../../features/accounts/components/reset-password-form';

export function ResetPasswordPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Reset Password</h1>
      <div className="mt-8">
        <ResetPassword />
      </div>
    </section>
  );
}
