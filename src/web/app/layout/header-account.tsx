import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { UserIcon } from './header-icons';
import { SIGNED_OUT_ACCOUNT_LINKS } from './site-links';

export const HEADER_ICON_BUTTON =
  'grid size-10 place-items-center rounded-full transition-colors hover:bg-linen-100 hover:text-walnut-700 aria-expanded:bg-linen-100';

/**
 * The account menu: a disclosure (button + list of links), light enough for every first
 * page load. A visitor gets Sign Up and Sign In; the signed-in menu (name, office city,
 * My Account, Update Password, Sign Out) slots in here as a second branch. Escape, a
 * click outside and following a link close it.
 */
export function HeaderAccount() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label="Account"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
        }}
        className={HEADER_ICON_BUTTON}
      >
        <UserIcon className="size-6" />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 min-w-48 rounded-lg bg-white p-2 text-linen-900 shadow-xl ring-1 ring-linen-200 [text-shadow:none] motion-safe:animate-menu-in"
      >
        {SIGNED_OUT_ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={() => {
                setOpen(false);
              }}
              className="block rounded-md px-3 py-2.5 text-sm font-medium hover:bg-linen-100 hover:text-walnut-700 focus-visible:bg-linen-100"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
