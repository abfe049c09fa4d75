import { dublinDate } from '#src/shared/domain/calendar-dates';
import { daysOverdue } from '#src/shared/domain/ledger';
import type { DocumentSummary } from '#src/shared/schemas/invoices';
import { StatusBadge } from '#src/web/components/ui/status-badge';
import { formatDate, formatEuro } from '#src/web/lib/format';
import { documentPdfPath } from '../api/document-pdf';

const STATUS: Record<DocumentSummary['status'], { label: string; tone: string }> = {
  open: { label: 'Open', tone: 'bg-amber-50 text-amber-900 ring-amber-300' },
  overdue: { label: 'Overdue', tone: 'bg-red-50 text-red-800 ring-red-300' },
  paid: { label: 'Paid', tone: 'bg-green-50 text-green-800 ring-green-300' },
  credited: { label: 'Credited', tone: 'bg-sky-50 text-sky-900 ring-sky-300' },
  issued: { label: 'Issued', tone: 'bg-linen-100 text-linen-800 ring-linen-300' },
};

const cell = 'px-3 py-3 align-top';
const secondary = 'block text-xs text-linen-700';
const none = <span aria-label="None">—</span>;

function Due({ document, today }: { document: DocumentSummary; today: string }) {
  if (!document.dueDate) return none;
  const days = daysOverdue(document.dueDate, today);
  return (
    <>
      {formatDate(document.dueDate)}
      {document.status === 'overdue' && (
        <span className="block text-xs font-semibold text-red-700">
          {days > 0 ? `${days} day${days === 1 ? '' : 's'} overdue` : 'Overdue'}
        </span>
      )}
    </>
  );
}

function Row({ document, today }: { document: DocumentSummary; today: string }) {
  const status = STATUS[document.status];
  const invoice = document.kind === 'invoice';
  return (
    <tr>
      {/* Numbers are never broken at their hyphens; the line under one may wrap, so the
          column stays as narrow as a number and the table fits 1280 px without scrolling. */}
      <th scope="row" className={`${cell} text-left font-semibold`}>
        <span className="whitespace-nowrap">{document.number}</span>
        <span className={`${secondary} font-normal`}>
          {invoice ? (
            'Invoice'
          ) : document.invoiceNumber ? (
            <>
              Credit note for <span className="whitespace-nowrap">{document.invoiceNumber}</span>
            </>
          ) : (
            'Credit note'
          )}
        </span>
      </th>
      <td className={`${cell} whitespace-nowrap`}>{formatDate(document.issueDate)}</td>
      <td className={`${cell} whitespace-nowrap`}>
        <Due document={document} today={today} />
      </td>
      <td className={cell}>
        {/* CHK-2026-00007 is one number: never broken at its hyphens. */}
        {document.checkoutNumber ? (
          <span className="whitespace-nowrap">{document.checkoutNumber}</span>
        ) : document.poNumber ? null : (
          none
        )}
        {document.poNumber && <span className={secondary}>PO {document.poNumber}</span>}
      </td>
      <td className={`${cell} max-w-48`}>
        {document.references.length > 0
          ? document.references.map((reference, i) => (
              <span key={i}>
                {i > 0 && ', '}
                <span className="whitespace-nowrap">{reference}</span>
              </span>
            ))
          : none}
      </td>
      <td className={`${cell} text-right tabular-nums`}>{formatEuro(document.total)}</td>
      <td className={`${cell} text-right tabular-nums`}>
        {document.open === null ? none : formatEuro(document.open)}
      </td>
      <td className={cell}>
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        {/* A same-origin GET: the session cookie goes with it, and the server names the file. */}
        <a
          href={documentPdfPath(document.number)}
          download
          // Every row has one: the name says whose. One label for every engine, unlike text
          // split around hidden spans.
          aria-label={`Download ${document.number} (PDF)`}
          className="font-medium text-walnut-700 underline hover:text-walnut-800"
        >
          Download PDF
        </a>
      </td>
    </tr>
  );
}

/** One page of the company's invoices and credit notes. */
export function DocumentsTable({
  documents,
  busy,
}: {
  documents: DocumentSummary[];
  busy: boolean;
}) {
  // Overdue days count in Dublin, as the server counts them.
  const today = dublinDate();
  const heads = [
    'Number',
    'Date',
    'Due',
    'Checkout / PO',
    'References',
    'Total',
    'Left to pay',
    'Status',
  ];
  return (
    // `relative`: the visually hidden "PDF" heading is positioned absolutely; without a
    // positioned box it escapes the scroll box and widens the whole page on a phone.
    <div className="relative overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-linen-200">
      <table aria-label="Invoices and credit notes" aria-busy={busy} className="w-full text-sm">
        <thead className="bg-linen-100 text-left text-xs font-semibold text-linen-800 uppercase">
          <tr>
            {heads.map((head) => (
              <th
                key={head}
                scope="col"
                className={`px-3 py-2 ${head === 'Total' || head === 'Left to pay' ? 'text-right' : ''}`}
              >
                {head}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">PDF</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-linen-200">
          {documents.map((document) => (
            <Row key={document.number} document={document} today={today} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
