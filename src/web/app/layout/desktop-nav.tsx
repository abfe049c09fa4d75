import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { ChevronDownIcon } from './header-icons';
import { MegaMenuPanel } from './mega-menu-panel';
import { useSignedIn } from '../../lib/session';
import { menuAfterCollections, MENU_BEFORE_COLLECTIONS, type SiteLink } from './site-links';
import { useCollectionsMenu } from './use-collections-menu';

// docs/screens.md "Layout": after a click on a menu link the mega menu stays hidden for 2 s.
export const MEGA_MENU_HIDE_MS = 2000;

const ITEM_CLASSES =
  'relative flex h-full items-center px-3 text-sm font-medium tracking-wide transition-colors hover:text-walnut-700 xl:px-4';
// The underline marks the current page without relying on colour alone.
const UNDERLINE =
  'after:absolute after:inset-x-3 after:bottom-5 after:h-0.5 after:origin-left after:rounded-full after:bg-walnut-600 after:transition-transform xl:after:inset-x-4 group-data-[appearance=transparent]/header:after:bg-white';
// Over the home page's hero the header is transparent with white type (see SiteHeader).
const ACTIVE = 'text-walnut-700 group-data-[appearance=transparent]/header:text-white';

function MenuLink({ link }: { link: SiteLink }) {
  return (
    <li className="h-full">
      <NavLink
        to={link.to}
        end={link.to === '/'}
        className={({ isActive }) =>
          `${ITEM_CLASSES} ${UNDERLINE} ${isActive ? `${ACTIVE} after:scale-x-100` : 'after:scale-x-0'}`
        }
      >
        {link.label}
      </NavLink>
    </li>
  );
}

/**
 * Collections opens on hover, or from the keyboard with Enter, Space or Arrow Down (a
 * disclosure button, so Tab moves past the menu rather than through its 20-odd links);
 * Escape closes it and focus leaving it closes it.
 */
function CollectionsItem() {
  const menu = useCollectionsMenu();
  const [hovered, setHovered] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [suppressed, setSuppressed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const visible = (hovered || expanded) && !suppressed;

  function hideAfterNavigation() {
    setExpanded(false);
    setSuppressed(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setSuppressed(false);
    }, MEGA_MENU_HIDE_MS);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && visible) {
      event.stopPropagation();
      setExpanded(false);
      setHovered(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
      event.preventDefault();
      setExpanded(true);
    }
  }

  function onBlur(event: FocusEvent) {
    if (!event.currentTarget.contains(event.relatedTarget)) setExpanded(false);
  }

  return (
    <li
      className="h-full"
      onMouseEnter={() => {
        setHovered(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={visible}
        aria-controls="collections-menu"
        onClick={() => {
          setSuppressed(false);
          setExpanded(!visible);
        }}
        className={`${ITEM_CLASSES} gap-1 ${visible ? 'text-walnut-700' : ''}`}
      >
        Collections
        <ChevronDownIcon
          className={`size-4 transition-transform duration-200 ${visible ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id="collections-menu"
        hidden={!visible}
        className="absolute inset-x-0 top-full border-t border-linen-200 bg-white text-linen-900 shadow-[0_24px_48px_-24px_rgb(28_24_20/0.35)] motion-safe:animate-menu-in"
      >
        <MegaMenuPanel menu={menu} onNavigate={hideAfterNavigation} />
      </div>
    </li>
  );
}

export function DesktopNav() {
  const signedIn = useSignedIn();
  return (
    <nav aria-label="Main" className="hidden h-full lg:block">
      <ul className="flex h-full items-stretch">
        {MENU_BEFORE_COLLECTIONS.map((link) => (
          <MenuLink key={link.to} link={link} />
        ))}
        <CollectionsItem />
        {menuAfterCollections(signedIn).map((link) => (
          <MenuLink key={link.to} link={link} />
        ))}
      </ul>
    </nav>
  );
}
