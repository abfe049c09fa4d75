import { lazy, Suspense } from 'react';
import { itemCount } from '#src/shared/domain/cart';
import { useCart } from '../../lib/cart-store';
import { HEADER_ICON_BUTTON } from './header-account';
import { CartIcon } from './header-icons';
import { usePopover } from './use-popover';

// The lines and totals are their own small chunk, fetched when the button is first
// pointed at or focused: the shell stays within its budget.
const loadPanel = () => import('./cart-popover-panel');
const CartPopoverPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.CartPopoverPanel })),
);
const preloadPanel = () => {
  void loadPanel();
};

export const cartButtonLabel = (count: number) =>
  count === 0 ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * The signed-in user's cart in the header (docs/screens.md "Layout"): a button with the number of
 * items, opening the lines, their totals and the ways on. A disclosure like the account menu;
 * Escape, a click outside, leaving it with Tab and following a link close it. useCart() keeps it in
 * step with every `cartUpdated`.
 */
export function CartPopover() {
  const items = useCart();
  const count = itemCount(items);
  const { open, setOpen, panelId, root, button } = usePopover();

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) {
          setOpen(false);
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={cartButtonLabel(count)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
        }}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        className={`relative ${HEADER_ICON_BUTTON}`}
      >
        <CartIcon className="size-6" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="cart-badge"
            className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-walnut-700 px-1 text-[0.6875rem] leading-none font-semibold text-white [text-shadow:none]"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-80 max-w-[calc(100vw-1.5rem)] rounded-lg bg-white p-4 text-linen-900 shadow-xl ring-1 ring-linen-200 [text-shadow:none] motion-safe:animate-menu-in"
      >
        {open && (
          <Suspense fallback={<p className="py-4 text-center text-sm text-linen-700">Loading…</p>}>
            <CartPopoverPanel
              items={items}
              onNavigate={() => {
                setOpen(false);
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
