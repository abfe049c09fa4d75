import { AccountInfo } from '../../features/accounts/components/account-info';

export function AccountInfoPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">My Account</h1>
      <p className="mt-4 max-w-prose text-linen-700">
        Review and update your company and delivery details.
      </p>
      <div className="mt-8">
        <AccountInfo />
      </div>
    </section>
  );
}
