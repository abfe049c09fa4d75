import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog';
import { useSessionUser } from '../../lib/session';
import { ChevronDownIcon } from './header-icons';
// The drawer is its own chunk already: the role check loads with it.
import { useCompanyLinks } from './header-company-links';
import {
  ALL_PRODUCTS_LINK,
  menuAfterCollections,
  MENU_BEFORE_COLLECTIONS,
  SIGNED_IN_ACCOUNT_LINKS,
  SIGNED_OUT_ACCOUNT_LINKS,
  SITE_NAME,
  SEARCH_LINK,
  TRACK_LINK,
  type SiteLink,
} from './site-links';
import { useCollectionsMenu } from './use-collections-menu';

const ROW_CLASSES =
  'flex w-full items-center justify-between rounded-md px-3 py-3 text-base font-medium text-linen-900 transition-colors hover:bg-linen-100 hover:text-walnut-700';

function DrawerLink({ link, onNavigate }: { link: SiteLink; onNavigate: () => void }) {
  return (
    <NavLink
      to={link.to}
      end={link.to === '/'}
      onClick={onNavigate}
      className={({ isActive }) =>
        `${ROW_CLASSES} ${isActive ? 'bg-walnut-50 text-walnut-700' : ''}`
      }
    >
      {link.label}
    </NavLink>
  );
}

function SubGroup({
  heading,
  links,
  onNavigate,
}: {
  heading: string;
  links: readonly SiteLink[];
  onNavigate: () => void;
}) {
  const id = useId();
  return (
    <div className="py-2">
      <p id={id} className="px-3 text-xs font-semibold tracking-[0.18em] text-linen-700 uppercase">
        {heading}
      </p>
      <ul aria-labelledby={id} className="mt-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={onNavigate}
              className="block rounded-md px-3 py-2 text-sm text-linen-800 hover:bg-linen-100 hover:text-walnut-700"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CollectionsSection({ onNavigate }: { onNavigate: () => void }) {
  const menu = useCollectionsMenu();
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => {
          setExpanded(!expanded);
        }}
        className={ROW_CLASSES}
      >
        Collections
        <ChevronDownIcon
          className={`size-5 transition-transform duration-200 ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!expanded} className="ml-3 border-l border-linen-200 pl-2">
        <SubGroup
          heading="All Products"
          links={[...menu.categories, ALL_PRODUCTS_LINK]}
          onNavigate={onNavigate}
        />
        <SubGroup heading="Headboards" links={menu.headboards} onNavigate={onNavigate} />
        <SubGroup heading="Mattresses" links={menu.mattresses} onNavigate={onNavigate} />
      </div>
    </>
  );
}

/**
 * A signed-in user's account links; Quotes for company members, Invoices for the roles that
 * read the company's documents.
 */
function AccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const links = [...SIGNED_IN_ACCOUNT_LINKS, ...useCompanyLinks()];
  return links.map((link) => (
    <NavLink
      key={link.to}
      to={link.to}
      onClick={onNavigate}
      className="rounded-full border border-linen-300 px-2 py-2.5 text-linen-900 hover:border-walnut-600 hover:text-walnut-700"
    >
      {link.label}
    </NavLink>
  ));
}

/**
 * Below 1024 px: the drawer with the main menu; any link closes it. The header's
 * hamburger button opens it; this module loads on first use, not with every page.
 */
export function MobileDrawer({
  open,
  onOpenChange,
  onRequestCallback,
  onSignOut,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRequestCallback: () => void;
  onSignOut: () => void;
}) {
  const user = useSessionUser();
  const close = () => {
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="left" closeLabel="Close menu" aria-describedby={undefined}>
        <div className="border-b border-linen-200 px-5 py-5 pr-14">
          <DialogTitle className="text-xl">{SITE_NAME}</DialogTitle>
        </div>
        <nav aria-label="Main" className="px-3 py-4">
          <ul className="space-y-0.5">
            {MENU_BEFORE_COLLECTIONS.map((link) => (
              <li key={link.to}>
                <DrawerLink link={link} onNavigate={close} />
              </li>
            ))}
            <li>
              <CollectionsSection onNavigate={close} />
            </li>
            {[...menuAfterCollections(user !== undefined), SEARCH_LINK].map((link) => (
              <li key={link.to}>
                <DrawerLink link={link} onNavigate={close} />
              </li>
            ))}
          </ul>
        </nav>
        {user ? (
          <div className="space-y-3 border-t border-linen-200 px-6 py-6">
            <p className="text-sm text-linen-800">
              <span className="block font-semibold text-linen-950">{user.full_name}</span>
              {user.office_city}
            </p>
            <div className="grid grid-cols-2 gap-2 text-center text-sm font-medium">
              <AccountLinks onNavigate={close} />
            </div>
            <button
              type="button"
              onClick={() => {
                close();
                onSignOut();
              }}
              className="w-full rounded-full bg-walnut-700 px-5 py-3 text-sm font-semibold text-white transition-colors hover:bg-walnut-800"
            >
              Sign Out
            </button>
          </div>
        ) : (
          <div className="space-y-3 border-t border-linen-200 px-6 py-6">
            <button
              type="button"
              onClick={() => {
                close();
                onRequestCallback();
              }}
              className="w-full rounded-full bg-walnut-700 px-5 py-3 text-sm font-semibold text-white transition-colors hover:bg-walnut-800"
            >
              Request a Callback
            </button>
            <div className="grid grid-cols-3 gap-2 text-center text-sm font-medium">
              {[TRACK_LINK, ...SIGNED_OUT_ACCOUNT_LINKS].map((link) => (
                <NavLink
                  key={link.to}
                  to={link.to}
                  onClick={close}
                  className="rounded-full border border-linen-300 px-2 py-2.5 text-linen-900 hover:border-walnut-600 hover:text-walnut-700"
                >
                  {link.to === TRACK_LINK.to ? 'Track Order' : link.label}
                </NavLink>
              ))}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
