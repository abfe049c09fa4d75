import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '#src/web/components/ui/spinner';
import { formatEuro } from '#src/web/lib/format';
import { useDashboard } from '../api/get-dashboard';

function Tile({
  title,
  value,
  to,
  children,
}: {
  title: string;
  value: ReactNode;
  to: string;
  children?: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="block rounded-xl bg-white p-5 shadow-sm ring-1 ring-linen-200 hover:ring-walnut-400 focus-visible:outline-2 focus-visible:outline-walnut-700"
    >
      <h2 className="text-sm font-medium text-linen-700">{title}</h2>
      <p className="mt-2 text-3xl font-semibold text-linen-950">{value}</p>
      {children}
    </Link>
  );
}

const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** While any mail keeps failing, staff are told first: a customer may be waiting for it. */
function FailingMails({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <div className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300">
      <p>
        <span className="font-semibold">{countOf(count, 'mail')} could not be sent.</span>{' '}
        <Link
          // Unfiltered: the list shows failing and given-up mails first, and both count here.
          to="/admin/mail"
          className="font-medium underline underline-offset-2 hover:text-amber-800"
        >
          See the failing mails
        </Link>
      </p>
    </div>
  );
}

/**
 * Admin issue, item 8: what needs doing today. `children`: other features' cards (the
 * quotes figures), which the console page puts in, as features do not import each other.
 */
export function Dashboard({ children }: { children?: ReactNode }) {
  const query = useDashboard();
  if (query.isPending) return <Spinner label="Loading the dashboard" className="py-24" />;
  if (query.isError)
    return <p role="alert">The dashboard could not load. Please reload the page.</p>;
  const { pendingApplications, openOrdersByStatus, unhandledInbox, today, failingMails } =
    query.data;
  const inbox = unhandledInbox.contactMessages + unhandledInbox.callbackRequests;
  const open = openOrdersByStatus.reduce((sum, s) => sum + s.count, 0);
  return (
    <section>
      <h1 className="text-2xl">Dashboard</h1>
      <FailingMails count={failingMails} />
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Tile title="Applications waiting" value={pendingApplications} to="/admin/applications" />
        <Tile title="Unhandled inbox" value={inbox} to="/admin/inbox">
          <p className="mt-1 text-sm text-linen-700">
            {countOf(unhandledInbox.contactMessages, 'message')},{' '}
            {countOf(unhandledInbox.callbackRequests, 'callback')}
          </p>
        </Tile>
        <Tile title="Today’s orders" value={formatEuro(today.value)} to="/admin/orders">
          <p className="mt-1 text-sm text-linen-700">{countOf(today.orders, 'order')}</p>
        </Tile>
        <Tile title="Open orders" value={open} to="/admin/orders?status=active" />
      </div>
      {children && <div className="mt-6 space-y-4">{children}</div>}
      <h2 className="mt-10 text-lg">Open orders by delivery status</h2>
      <ul
        aria-label="Open orders by delivery status"
        className="mt-3 divide-y divide-linen-200 rounded-xl bg-white ring-1 ring-linen-200"
      >
        {openOrdersByStatus.map((status) => (
          <li key={status.deliveryStatus}>
            <Link
              to={`/admin/orders?status=active&deliveryStatus=${status.id}`}
              className="flex justify-between px-5 py-3 hover:bg-linen-50"
            >
              <span>{status.deliveryStatus}</span>
              <span className="font-semibold">{status.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
