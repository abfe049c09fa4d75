import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { firstNameOf, useSessionUser } from '../../lib/session';
import { UserIcon } from './header-icons';
import { avatarColour, SIGNED_IN_ACCOUNT_LINKS, SIGNED_OUT_ACCOUNT_LINKS } from './site-links';
import { usePopover } from './use-popover';

const HeaderCredit = lazy(() => import('./header-credit'));
const HeaderCompanyLinks = lazy(() => import('./header-company-links'));

const MENU_ITEM =
  'block w-full rounded-md px-3 py-2.5 text-left text-sm font-medium hover:bg-linen-100 hover:text-walnut-700 focus-visible:bg-linen-100';

export const HEADER_ICON_BUTTON =
  'grid size-10 place-items-center rounded-full transition-colors hover:bg-linen-100 hover:text-walnut-700 aria-expanded:bg-linen-100';

/**
 * The account menu: a disclosure (button + list of links), light enough for every first page load.
 * A visitor gets Sign Up and Sign In; a signed-in user (docs/screens.md "Layout") an avatar with
 * their first name, then their full name, office city, their company's credit (read when the
 * menu opens), My Account, Update Password, Quotes for company members and Invoices for the
 * roles that read the company's documents (both known once the menu opens) and Sign Out.
 * Escape, a click outside and following a link close it.
 */
export function HeaderAccount({ onSignOut }: { onSignOut: () => void }) {
  const user = useSessionUser();
  const { open, setOpen, panelId, root, button } = usePopover();

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={user ? `Account: ${user.full_name}` : 'Account'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
        }}
        className={
          user
            ? 'flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-semibold transition-colors hover:bg-linen-100 hover:text-walnut-700 aria-expanded:bg-linen-100'
            : HEADER_ICON_BUTTON
        }
      >
        {user ? (
          <>
            <span
              aria-hidden="true"
              data-testid="avatar"
              style={{ backgroundColor: avatarColour(user.full_name) }}
              className="grid size-8 place-items-center rounded-full text-sm font-semibold text-white [text-shadow:none]"
            >
              {user.full_name.trim().charAt(0).toUpperCase()}
            </span>
            <span className="hidden sm:inline">{firstNameOf(user.full_name)}</span>
          </>
        ) : (
          <UserIcon className="size-6" />
        )}
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 min-w-48 rounded-lg bg-white p-2 text-linen-900 shadow-xl ring-1 ring-linen-200 [text-shadow:none] motion-safe:animate-menu-in"
      >
        {user && (
          <li className="mb-1 border-b border-linen-200 px-3 pt-1 pb-3">
            <span className="block font-semibold text-linen-950">{user.full_name}</span>
            <span className="block text-sm text-linen-700">{user.office_city}</span>
            {open && (
              <Suspense fallback={null}>
                <HeaderCredit />
              </Suspense>
            )}
          </li>
        )}
        {(user ? SIGNED_IN_ACCOUNT_LINKS : SIGNED_OUT_ACCOUNT_LINKS).map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={() => {
                setOpen(false);
              }}
              className={MENU_ITEM}
            >
              {link.label}
            </Link>
          </li>
        ))}
        {user && open && (
          <Suspense fallback={null}>
            <HeaderCompanyLinks
              className={MENU_ITEM}
              onNavigate={() => {
                setOpen(false);
              }}
            />
          </Suspense>
        )}
        {user && (
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                onSignOut();
              }}
              className={MENU_ITEM}
            >
              Sign Out
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
