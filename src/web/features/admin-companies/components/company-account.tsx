import { useState } from 'react';
import type { AccountSummary } from '#src/shared/schemas/invoices';
import { panelClassName, secondaryButtonClassName } from '#src/web/components/admin/console-forms';
import { AgedBalanceList, CreditHoldBadge } from '#src/web/components/admin/ledger-views';
import { ConfirmDialog } from '#src/web/components/ui/confirm-dialog';
import { DetailField } from '#src/web/components/ui/detail-field';
import { Spinner } from '#src/web/components/ui/spinner';
import { serverMessage } from '#src/web/lib/form-errors';
import { formatEuro } from '#src/web/lib/format';
import { useCompanyDocuments, type DocumentsParams } from '../api/get-company-documents';
import { useLiftCreditHold } from '../api/lift-credit-hold';
import { CompanyDocuments } from './company-documents';
import { CompanyPayments } from './company-payments';
import { CompanyStatement } from './company-statement';

const FIRST_PAGE: DocumentsParams = { kind: '', status: '', search: '', page: 1 };

/** The company's account with the shop: what it owes, its documents, payments, statements. */
export function CompanyAccount({ companyId }: { companyId: number }) {
  const [params, setParams] = useState(FIRST_PAGE);
  const documents = useCompanyDocuments(companyId, params);
  return (
    <section aria-labelledby="company-account-title" className={`${panelClassName} space-y-6`}>
      <h2 id="company-account-title" className="text-lg font-semibold">
        Account
      </h2>
      {documents.isPending ? (
        <Spinner label="Loading the account" />
      ) : documents.isError ? (
        <p role="alert">The account could not load. Please reload the page.</p>
      ) : (
        <AccountSummaryView companyId={companyId} account={documents.data.account} />
      )}
      <CompanyDocuments
        companyId={companyId}
        query={documents}
        params={params}
        onParamsChange={setParams}
      />
      <CompanyPayments companyId={companyId} />
      <CompanyStatement companyId={companyId} />
    </section>
  );
}

function AccountSummaryView({
  companyId,
  account,
}: {
  companyId: number;
  account: AccountSummary;
}) {
  return (
    <div className="space-y-4">
      {account.onHold && (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-red-50 p-3 text-sm">
          <CreditHoldBadge />
          <span>
            An invoice is more than {account.creditHoldDays} days overdue: the company cannot order.
          </span>
          <LiftCreditHold companyId={companyId} />
        </div>
      )}
      <dl className="grid gap-4 sm:grid-cols-4">
        <DetailField term="Balance">{formatEuro(account.balance)}</DetailField>
        <DetailField term="Overdue">
          <span className={account.overdue > 0 ? 'text-red-700' : ''}>
            {formatEuro(account.overdue)}
          </span>
        </DetailField>
        <DetailField term="Unallocated payments">{formatEuro(account.unallocated)}</DetailField>
        <DetailField term="Available credit">
          {`${formatEuro(account.availableCredit)} of ${formatEuro(account.creditLimit)}`}
        </DetailField>
      </dl>
      <p className="text-sm text-linen-700">
        {`Payment terms ${account.paymentTermsDays} days; credit is held ${account.creditHoldDays} days after an invoice falls due.`}
      </p>
      <AgedBalanceList aged={account.aged} label="Balance by age" />
    </div>
  );
}

function LiftCreditHold({ companyId }: { companyId: number }) {
  const [open, setOpen] = useState(false);
  const mutation = useLiftCreditHold();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) mutation.reset();
        setOpen(next);
      }}
      trigger={{ label: 'Lift credit hold', className: secondaryButtonClassName }}
      title="Lift the credit hold?"
      description="The company can order again on credit. Invoices that become overdue later put it on hold again."
      confirmLabel="Lift credit hold"
      busyLabel="Lifting…"
      keepLabel="Cancel"
      lockWhileBusy
      busy={mutation.isPending}
      error={
        mutation.isError &&
        (serverMessage(mutation.error) ?? 'The hold could not be lifted. Please try again.')
      }
      onConfirm={() =>
        mutation.mutate(
          { companyId },
          {
            onSuccess: () => {
              setOpen(false);
            },
          },
        )
      }
    />
  );
}
