import { ApprovalsView } from '../../features/approvals/components/approvals-view';

export function AccountApprovalsPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Approvals</h1>
      <p className="mt-3 max-w-3xl text-linen-800">
        Orders above a buyer’s limit wait here for an owner or approver of your company. While they
        wait, they hold your company’s credit.
      </p>
      <div className="mt-8">
        <ApprovalsView />
      </div>
    </section>
  );
}
