import { useState } from 'react';
import { PAYMENT_METHOD_LABELS } from '#src/shared/schemas/invoices';
import { PanelHeading } from '#src/web/components/admin/panel-heading';
import { Spinner } from '#src/web/components/ui/spinner';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { useCompanyPayments } from '../api/get-company-payments';
import { AllocatePaymentDialog } from './allocate-payment-dialog';
import { RecordPaymentForm } from './record-payment-form';
import { RefundPaymentDialog } from './refund-payment-dialog';

const th = 'py-2 pr-4 font-medium';

/** The company's payments, where each went, and the form that records a new one. */
export function CompanyPayments({ companyId }: { companyId: number }) {
  const query = useCompanyPayments(companyId);
  const [recording, setRecording] = useState(false);
  return (
    <section aria-labelledby="account-payments-title" className="space-y-3">
      <PanelHeading
        id="account-payments-title"
        title="Payments"
        level={3}
        action={
          !recording &&
          query.isSuccess && { label: 'Record payment', onClick: () => setRecording(true) }
        }
      />
      {recording && query.isSuccess && (
        <RecordPaymentForm
          companyId={companyId}
          openInvoices={query.data.openInvoices}
          onDone={() => setRecording(false)}
        />
      )}
      {query.isPending ? (
        <Spinner label="Loading the payments" />
      ) : query.isError ? (
        <p role="alert">The payments could not load. Please reload the page.</p>
      ) : query.data.payments.length === 0 ? (
        <p className="text-sm text-linen-700">No payments recorded.</p>
      ) : (
        // `relative`: the visually hidden "Actions" heading is positioned absolutely; without
        // a positioned box it escapes the scroll box and widens the whole page on a phone.
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-linen-700">
              <tr>
                <th scope="col" className={th}>
                  Received
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Amount
                </th>
                <th scope="col" className={th}>
                  Method
                </th>
                <th scope="col" className={th}>
                  Bank reference
                </th>
                <th scope="col" className={th}>
                  Allocated to
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Unallocated
                </th>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-linen-200">
              {query.data.payments.map((payment) => (
                <tr key={payment.id} className="align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDate(payment.receivedOn)}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {formatEuro(payment.amount)}
                    {payment.refunded > 0 && (
                      <span className="block text-xs text-linen-700">
                        {formatEuro(payment.refunded)} refunded
                      </span>
                    )}
                  </td>
                  <td className="py-2 pr-4">{PAYMENT_METHOD_LABELS[payment.method]}</td>
                  <td className="py-2 pr-4">{payment.bankReference || '—'}</td>
                  <td className="py-2 pr-4">
                    {payment.allocations.length === 0 ? (
                      '—'
                    ) : (
                      <ul>
                        {payment.allocations.map((allocation) => (
                          <li key={allocation.invoiceNumber}>
                            <span className="font-mono">{allocation.invoiceNumber}</span>{' '}
                            {formatEuro(allocation.amount)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {formatEuro(payment.unallocated)}
                  </td>
                  <td className="py-2">
                    {payment.unallocated > 0 && (
                      <div className="flex flex-col items-start gap-1">
                        {query.data.openInvoices.length > 0 && (
                          <AllocatePaymentDialog
                            companyId={companyId}
                            payment={payment}
                            openInvoices={query.data.openInvoices}
                          />
                        )}
                        <RefundPaymentDialog companyId={companyId} payment={payment} />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
