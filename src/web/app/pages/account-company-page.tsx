import { CompanyView } from '../../features/company/components/company-view';

export function AccountCompanyPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Company</h1>
      <p className="mt-3 max-w-3xl text-linen-800">
        Everyone who buys for your company, on its one credit line, and where we deliver.
      </p>
      <div className="mt-8">
        <CompanyView />
      </div>
    </section>
  );
}
