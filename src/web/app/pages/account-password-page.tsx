import { UpdatePasswordForm } from '../../features/accounts/components/update-password-form';

export function AccountPasswordPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Update Password</h1>
      <div className="mt-8">
        <UpdatePasswordForm />
      </div>
    </section>
  );
}
