import { lazy, Suspense, useState, type ReactNode } from 'react';
import { HEADER_SPACER_CLASS } from '#src/shared/site/first-paint';
import { Link, useLocation } from 'react-router';
import { useSignOut } from '../../features/accounts/hooks/use-sign-out';
import { useSignedIn } from '../../lib/session';
import { CartPopover } from './cart-popover';
import { DesktopNav } from './desktop-nav';
import { HEADER_ICON_BUTTON, HeaderAccount } from './header-account';
import { MenuIcon, PhoneIcon, SearchIcon, TruckIcon } from './header-icons';
import { SEARCH_LINK, SITE_NAME, TRACK_LINK, type SiteLink } from './site-links';
import { useScrolled } from './use-scrolled';

// The callback form (phone input, validation) is a chunk of its own, fetched when the
// button is first pointed at or focused, so it does not weigh on every first page load.
const loadCallbackDialog = () => import('../../features/contact/components/callback-dialog');
const CallbackDialog = lazy(() =>
  loadCallbackDialog().then((module) => ({ default: module.CallbackDialog })),
);
const preloadCallbackDialog = () => {
  void loadCallbackDialog();
};

// The phone drawer (a modal dialog) likewise loads on first use.
const loadMobileDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(() =>
  loadMobileDrawer().then((module) => ({ default: module.MobileDrawer })),
);
const preloadMobileDrawer = () => {
  void loadMobileDrawer();
};

const ON_TRANSPARENT_BUTTON =
  'border-walnut-700 text-walnut-700 group-data-[appearance=transparent]/header:border-white group-data-[appearance=transparent]/header:text-white';

/**
 * overlay: fixed to the top; transparent over the home page's hero (visitors) until
 * scrolled, hovered or focused, white everywhere else. static: the alternative header of /home-2, always white,
 * in the page flow.
 */
export type HeaderVariant = 'overlay' | 'static';

/** An icon that is a link; its label is its accessible name and its tooltip. */
function IconLink({
  link,
  icon: Icon,
}: {
  link: SiteLink;
  icon: (props: { className?: string }) => ReactNode;
}) {
  return (
    <Link to={link.to} aria-label={link.label} title={link.label} className={HEADER_ICON_BUTTON}>
      <Icon className="size-6" />
    </Link>
  );
}

export function SiteHeader({ variant = 'overlay' }: { variant?: HeaderVariant }) {
  const { pathname } = useLocation();
  const scrolled = useScrolled();
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [callbackOpen, setCallbackOpen] = useState(false);
  const [callbackUsed, setCallbackUsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);

  const signedIn = useSignedIn();
  const { signOut: endSession } = useSignOut();
  const signOut = () => {
    void endSession();
  };
  const overlay = variant === 'overlay';
  // Transparent only over the hero, which signed-in users do not get (docs/screens.md "Layout"):
  // over the white page below it, white type would not be seen.
  const overHome = overlay && pathname === '/' && !signedIn;
  const solid = !overHome || scrolled || hovered || focusWithin;
  const openCallback = () => {
    setCallbackUsed(true);
    setCallbackOpen(true);
  };

  return (
    <>
      <header
        data-appearance={solid ? 'solid' : 'transparent'}
        onMouseEnter={() => {
          setHovered(true);
        }}
        onMouseLeave={() => {
          setHovered(false);
        }}
        onFocus={() => {
          setFocusWithin(true);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
        }}
        className={`group/header ${overlay ? 'fixed' : 'relative'} inset-x-0 top-0 z-40 transition-[background-color,color,box-shadow] duration-300 ease-out ${
          solid
            ? 'bg-white text-linen-950 shadow-[0_1px_0_var(--color-linen-200)]'
            : // White type over the home page's darkened hero; the soft shadow keeps it legible
              // over the lighter frames of the video.
              'bg-transparent text-white shadow-none [text-shadow:0_1px_3px_rgb(0_0_0/0.45)]'
        }`}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:h-20 lg:gap-6">
          <button
            type="button"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            onPointerEnter={preloadMobileDrawer}
            onFocus={preloadMobileDrawer}
            className={`${HEADER_ICON_BUTTON} lg:hidden`}
          >
            <MenuIcon className="size-6" />
          </button>
          <Link
            to="/"
            // On the narrowest phones the name takes two lines rather than push the
            // account button off the screen (WCAG 1.4.10).
            className="mr-auto min-w-0 font-display text-lg leading-tight font-semibold tracking-tight min-[400px]:text-xl min-[400px]:leading-none min-[400px]:whitespace-nowrap sm:text-2xl lg:mr-0"
          >
            {SITE_NAME}
          </Link>
          <div className="hidden h-full flex-1 justify-center lg:flex">
            <DesktopNav />
          </div>
          {/* Signed-out actions, or the signed-in user's cart; then the account menu. */}
          <div className="flex items-center gap-1 sm:gap-2">
            {!signedIn && (
              <button
                type="button"
                onClick={openCallback}
                onPointerEnter={preloadCallbackDialog}
                onFocus={preloadCallbackDialog}
                className={`hidden items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors hover:bg-walnut-700 hover:text-white md:inline-flex ${ON_TRANSPARENT_BUTTON}`}
              >
                <PhoneIcon className="size-4" />
                Request a Callback
              </button>
            )}
            <IconLink link={SEARCH_LINK} icon={SearchIcon} />
            {!signedIn && <IconLink link={TRACK_LINK} icon={TruckIcon} />}
            {signedIn && <CartPopover />}
            <HeaderAccount onSignOut={signOut} />
          </div>
        </div>
      </header>
      {/* The fixed header covers the top of every page but the home page's hero. */}
      {overlay && !overHome && <div aria-hidden="true" className={HEADER_SPACER_CLASS} />}
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            onRequestCallback={openCallback}
            onSignOut={signOut}
          />
        </Suspense>
      )}
      {callbackUsed && (
        <Suspense fallback={null}>
          <CallbackDialog open={callbackOpen} onOpenChange={setCallbackOpen} />
        </Suspense>
      )}
    </>
  );
}
