import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { UserIcon } from './header-icons';
import { SIGNED_OUT_ACCOUNT_LINKS } from './site-links';

export const HEADER_ICON_BUTTON =
  'grid size-10 place-items-center rounded-full transition-colors hover:bg-linen-100 hover:text-walnut-700 data-[state=open]:bg-linen-100';

/**
 * The account dropdown. A visitor gets Sign Up and Sign In; the signed-in menu (name,
 * office city, My Account, Update Password, Sign Out) slots in here as a second branch.
 */
export function HeaderAccount() {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label="Account" className={HEADER_ICON_BUTTON}>
        <UserIcon className="size-6" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-lg bg-white p-2 text-linen-900 shadow-xl ring-1 ring-linen-200 motion-safe:animate-menu-in"
        >
          {SIGNED_OUT_ACCOUNT_LINKS.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link
                to={link.to}
                className="block rounded-md px-3 py-2.5 text-sm font-medium outline-none data-highlighted:bg-linen-100 data-highlighted:text-walnut-700"
              >
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
