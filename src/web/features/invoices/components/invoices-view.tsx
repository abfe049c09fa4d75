import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DOCUMENTS_FORBIDDEN, type AccountSummary } from '#src/shared/schemas/invoices';
import { Spinner } from '#src/web/components/ui/spinner';
import { ApiError } from '#src/web/lib/api-client';
import { serverMessage } from '#src/web/lib/form-errors';
import { useDocuments, type DocumentListParams } from '../api/get-documents';
import type { StatementPeriod } from '../api/get-statement';
import { documentParamsOf, documentSearchOf, periodOf, tabOf } from '../lib/invoices-params';
import { AccountSummaryCard } from './account-summary';
import { DocumentsPanel } from './documents-panel';
import { InvoicesTabs, PANEL_ID, tabId } from './invoices-tabs';
import { StatementPanel } from './statement-panel';

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

export const INVOICES_INTRO =
  'Your company’s invoices, credit notes and statement of account, each to download as a PDF.';

/**
 * My Account → Invoices (docs/screens.md "Account screens"): the company's account summary,
 * then its invoices and credit notes, or its statement. For owners, approvers and accounts
 * members; the server refuses anyone else, and the page says why.
 */
export function InvoicesView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams);
  // The statement's tab reads the unfiltered list: its summary is the same.
  const params = documentParamsOf(tab === 'documents' ? searchParams : new URLSearchParams());
  const period = periodOf(searchParams);
  const documents = useDocuments(params);

  // The summary is the same for every filter: it stays while another list loads.
  const [account, setAccount] = useState<AccountSummary>();
  const latest = documents.data?.account;
  if (latest && latest !== account && !documents.isPlaceholderData) setAccount(latest);

  // A member who may not read them (a buyer) reads only why: not the intro of a page they
  // cannot use.
  if (isForbidden(documents.error)) {
    return (
      <p role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
        {serverMessage(documents.error) ?? DOCUMENTS_FORBIDDEN}
      </p>
    );
  }
  if (!account && documents.isPending) return <Spinner label="Loading your invoices" />;

  const showDocuments = (next: DocumentListParams, { replace = true } = {}) => {
    setSearchParams(documentSearchOf(next), { replace });
  };
  const showStatement = (next: StatementPeriod) => {
    setSearchParams({ tab: 'statement', ...next });
  };

  return (
    <div className="space-y-8">
      <p className="max-w-3xl text-linen-800">{INVOICES_INTRO}</p>
      {account && <AccountSummaryCard account={account} />}
      <div>
        <InvoicesTabs
          selected={tab}
          onSelect={(next) => {
            setSearchParams(next === 'statement' ? { tab: 'statement' } : {});
          }}
        />
        <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)} className="pt-6">
          {tab === 'documents' ? (
            <DocumentsPanel params={params} query={documents} onChange={showDocuments} />
          ) : (
            <StatementPanel period={period} onPeriodChange={showStatement} />
          )}
        </div>
      </div>
    </div>
  );
}
