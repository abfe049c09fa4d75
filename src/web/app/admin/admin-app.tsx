import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import {
  Link,
  matchPath,
  Navigate,
  NavLink,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { documentTitle } from '#src/shared/site/page-titles';
import { Spinner } from '../../components/ui/spinner';
import type { ReturnState } from '../../lib/session';
import { useUserDetails } from '../../lib/user-details';
import { SkipLink } from '../../components/ui/skip-link';
import { MAIN_CONTENT_ID } from '../../lib/main-content';
import { useOwnPageTitle } from '../../lib/page-title';
import { ApiError } from '../../lib/api-client';
import { useSignOut } from '../../features/accounts/hooks/use-sign-out';

// The staff console is its own lazy chunk (see router.tsx): nothing here may be
// imported by storefront code, so visitors never download it. Each screen is a lazy
// chunk of its own, so the console stays within the route-chunk budget too.

const screen = (load: () => Promise<ComponentType>) => {
  const Screen = lazy(() => load().then((Component) => ({ default: Component })));
  return (
    <Suspense fallback={<Spinner label="Loading" className="py-24" />}>
      <Screen />
    </Suspense>
  );
};

export const ADMIN_SECTIONS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/applications', label: 'Applications' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/companies', label: 'Companies' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/quotes', label: 'Quotes' },
  { to: '/admin/deliveries', label: 'Deliveries' },
  { to: '/admin/receivables', label: 'Receivables' },
  { to: '/admin/catalogue', label: 'Catalogue' },
  { to: '/admin/content', label: 'Content' },
  { to: '/admin/inbox', label: 'Inbox' },
  { to: '/admin/mail', label: 'Mail' },
] as const;

const routes: RouteObject[] = [
  {
    index: true,
    element: screen(() => import('./pages/dashboard-page').then((m) => m.DashboardPage)),
  },
  {
    path: 'applications',
    element: screen(() => import('./pages/applications-page').then((m) => m.ApplicationsPage)),
  },
  {
    path: 'customers/*',
    element: screen(() => import('./pages/customers-page').then((m) => m.CustomersPage)),
  },
  {
    path: 'companies/*',
    element: screen(() => import('./pages/companies-page').then((m) => m.CompaniesPage)),
  },
  {
    path: 'orders/*',
    element: screen(() => import('./pages/orders-page').then((m) => m.AdminOrdersPage)),
  },
  {
    path: 'quotes/*',
    element: screen(() => import('./pages/quotes-page').then((m) => m.QuotesPage)),
  },
  {
    path: 'deliveries/*',
    element: screen(() => import('./pages/deliveries-page').then((m) => m.DeliveriesPage)),
  },
  {
    path: 'receivables',
    element: screen(() => import('./pages/receivables-page').then((m) => m.ReceivablesPage)),
  },
  {
    path: 'catalogue/*',
    element: screen(() => import('./pages/catalogue-page').then((m) => m.CataloguePage)),
  },
  {
    path: 'content/*',
    element: screen(() => import('./pages/content-page').then((m) => m.ContentPage)),
  },
  { path: 'inbox', element: screen(() => import('./pages/inbox-page').then((m) => m.InboxPage)) },
  { path: 'mail', element: screen(() => import('./pages/mail-page').then((m) => m.MailPage)) },
  {
    path: '*',
    element: <p className="text-linen-700">There is no such screen in the console.</p>,
  },
];

/** Staff only: a visitor signs in first; a trade user is told this is not for them. */
function StaffOnly({ children }: { children: React.ReactNode }) {
  const details = useUserDetails();
  const { pathname, search } = useLocation();
  if (details.isPending) return <Spinner label="Checking your access" className="py-32" />;
  if (details.error instanceof ApiError && details.error.status === 401) {
    const state: ReturnState = { from: { pathname, search } };
    return <Navigate to="/signin" replace state={state} />;
  }
  if (details.isError) {
    return <p role="alert">The console could not load. Please reload the page.</p>;
  }
  if (details.data.role !== 'admin') {
    return (
      <section className="mx-auto max-w-xl py-24 text-center">
        <h1 className="text-2xl">This area is for the shop staff only</h1>
        <Link to="/" className="mt-6 inline-block underline underline-offset-4">
          Back to the shop
        </Link>
      </section>
    );
  }
  return children;
}

/** Who is signed in to the console, and the way out of it. */
function StaffUser() {
  const details = useUserDetails();
  const { signOut, isSigningOut } = useSignOut();
  if (details.data?.role !== 'admin') return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <p>
        Signed in as <span className="font-semibold">{details.data.full_name}</span>{' '}
        <span className="text-linen-300">({details.data.email})</span>
      </p>
      <button
        type="button"
        disabled={isSigningOut}
        onClick={() => void signOut()}
        className="rounded-md border border-linen-400 px-3 py-1 font-medium hover:bg-linen-800 disabled:opacity-60"
      >
        {isSigningOut ? 'Signing out...' : 'Sign out'}
      </button>
    </div>
  );
}

/** The console section a path is in, matched as its NavLink is: it names the tab. */
const sectionOf = (pathname: string) =>
  ADMIN_SECTIONS.find((section) =>
    matchPath({ path: section.to, end: 'end' in section }, pathname),
  );

export function AdminApp() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  // A record's page names the record first (an order, a customer, a product: WCAG 2.4.2).
  const own = useOwnPageTitle();
  const title = [own?.path === pathname ? own.title : undefined, section?.label, 'Staff Console']
    .filter(Boolean)
    .join(' | ');
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    <div className="flex min-h-dvh flex-col bg-linen-100">
      <SkipLink />
      <header className="on-dark bg-linen-950 text-linen-50">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <p className="font-display text-xl font-semibold">Staff Console</p>
          <div className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2">
            <StaffUser />
            <Link
              to="/"
              className="rounded text-sm underline underline-offset-4 hover:text-walnut-100"
            >
              Back to the shop
            </Link>
          </div>
        </div>
      </header>
      <StaffOnly>
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row">
          <nav aria-label="Console" className="md:w-48 md:shrink-0">
            <ul className="flex flex-wrap gap-1 md:flex-col">
              {ADMIN_SECTIONS.map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    end={'end' in section}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-2 text-sm font-medium ${
                        isActive ? 'bg-walnut-700 text-white' : 'text-linen-800 hover:bg-linen-200'
                      }`
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 outline-none">
            {element}
          </main>
        </div>
      </StaffOnly>
    </div>
  );
}
