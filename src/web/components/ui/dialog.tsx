import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../lib/main-content';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type Side = 'center' | 'left' | 'right';

const PANEL_CLASSES: Record<Side, string> = {
  center:
    'top-1/2 left-1/2 max-h-[90dvh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl p-6 motion-safe:data-[state=open]:animate-dialog-in',
  left: 'inset-y-0 left-0 h-dvh w-[min(88vw,22rem)] overflow-y-auto motion-safe:data-[state=open]:animate-drawer-in-left motion-safe:data-[state=closed]:animate-drawer-out-left',
  right:
    'inset-y-0 right-0 h-dvh w-[min(88vw,22rem)] overflow-y-auto motion-safe:data-[state=open]:animate-drawer-in-right motion-safe:data-[state=closed]:animate-drawer-out-right',
};

type DialogContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  /** center: a modal box; left/right: a full-height drawer sliding in from that edge. */
  side?: Side;
  /** Shows a labelled close button in the top corner. */
  closeLabel?: string;
  children: ReactNode;
};

/**
 * The panel with its backdrop, rendered in a portal above everything else. Closed, it
 * gives focus back to what had it when it opened (WCAG 2.4.3): Radix does so only for a
 * `DialogTrigger`, and most of these dialogs are opened by a button that sets state.
 */
export function DialogContent({
  side = 'center',
  closeLabel = 'Close',
  className = '',
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-linen-950/50 motion-safe:data-[state=open]:animate-fade-in motion-safe:data-[state=closed]:animate-fade-out" />
      <DialogPrimitive.Content
        className={`fixed z-50 bg-white text-linen-900 shadow-2xl outline-none ${PANEL_CLASSES[side]} ${className}`}
        onOpenAutoFocus={(event) => {
          // Focus has not moved into the dialog yet.
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = opener.current;
          opener.current = null;
          if (event.defaultPrevented) return;
          event.preventDefault();
          // The opener may be gone (a menu drawer that closed, a button its action
          // replaced): the page's main content then, never nowhere.
          const fallback = document.getElementById(MAIN_CONTENT_ID);
          (target?.isConnected && target !== document.body ? target : fallback)?.focus();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-linen-700 transition-colors hover:bg-linen-100 hover:text-linen-950"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({
  className = '',
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={`text-2xl text-linen-950 ${className}`} {...props} />;
}

export function DialogDescription({
  className = '',
  ...props
}: ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={`mt-1 text-sm text-linen-700 ${className}`}
      {...props}
    />
  );
}
