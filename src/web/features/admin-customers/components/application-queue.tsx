import { useState } from 'react';
import { Link } from 'react-router';
import { DetailField } from '#src/web/components/ui/detail-field';
import { Spinner } from '#src/web/components/ui/spinner';
import { formatDate } from '#src/web/lib/format';
import { useApplications } from '../api/get-applications';
import { panelClassName, smallPrimaryClassName, dangerButtonClassName } from '../lib/display';
import type { Application } from '../types';
import { ApproveDialog } from './approve-dialog';
import { RejectDialog } from './reject-dialog';
import { formatPhone } from '#src/shared/domain/phone';

/** Admin issue, item 2: the pending trade applications, newest first, with every field. */
export function ApplicationQueue() {
  const query = useApplications('pending');

  return (
    <section aria-labelledby="applications-title">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="applications-title" className="text-2xl">
          Trade applications
        </h1>
        <Link
          to="/admin/customers?status=rejected"
          className="text-sm underline underline-offset-4"
        >
          See rejected applications
        </Link>
      </div>
      {query.isPending ? (
        <Spinner label="Loading applications" className="py-24" />
      ) : query.isError ? (
        <p role="alert" className="mt-6">
          The applications could not load. Please reload the page.
        </p>
      ) : query.data.applications.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-8 text-center text-linen-700 ring-1 ring-linen-200">
          No applications are waiting. New ones appear here as they arrive.
        </p>
      ) : (
        <>
          <p className="mt-2 text-linen-700">
            {query.data.applications.length} waiting for a decision
          </p>
          <ul className="mt-6 space-y-4">
            {query.data.applications.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ApplicationCard({ application }: { application: Application }) {
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const a = application;
  const titleId = `application-${a.id}`;

  return (
    <article aria-labelledby={titleId} className={panelClassName}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {a.company_name}
          </h2>
          <p className="text-sm text-linen-700">
            {a.full_name} · applied {formatDate(a.created_at)}
          </p>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => setDialog('approve')}
            className={smallPrimaryClassName}
            aria-label={`Approve ${a.company_name}`}
          >
            Approve
          </button>
          <button
            type="button"
            onClick={() => setDialog('reject')}
            className={dangerButtonClassName}
            aria-label={`Reject ${a.company_name}`}
          >
            Reject
          </button>
        </div>
      </header>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <DetailField term="Full name">{a.full_name}</DetailField>
        <DetailField term="Email">{a.email}</DetailField>
        <DetailField term="Invoice email">{a.invoice_email}</DetailField>
        <DetailField term="Phone">{formatPhone(a.phone_number)}</DetailField>
        <DetailField term="Country">{a.country}</DetailField>
        <DetailField term="Company">{a.company_name}</DetailField>
        <DetailField term="Registered name">{a.registered_name || a.company_name}</DetailField>
        <DetailField term="VAT number">{a.vat_number ?? 'None given'}</DetailField>
        <DetailField term="Office address">
          {[a.office_address, a.office_city, a.office_eir_code].filter(Boolean).join(', ')}
        </DetailField>
        <DetailField term="Delivery address">
          {[a.delivery_address, a.delivery_city, a.delivery_eir_code].filter(Boolean).join(', ')}
        </DetailField>
        <DetailField term="Newsletter">{a.subscribe ? 'Subscribed' : 'No'}</DetailField>
      </dl>
      <ApproveDialog
        application={a}
        open={dialog === 'approve'}
        onOpenChange={(open) => setDialog(open ? 'approve' : null)}
      />
      <RejectDialog
        application={a}
        open={dialog === 'reject'}
        onOpenChange={(open) => setDialog(open ? 'reject' : null)}
      />
    </article>
  );
}
