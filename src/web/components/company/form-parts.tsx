import { primaryButtonClassName } from '#src/web/components/ui/form-field';

// The look of the company forms, on the owner's screen and the console's company page.

export const selectClassName =
  'mt-1 block w-full rounded-md border border-linen-400 bg-white px-3 py-2 text-sm focus:border-walnut-600 focus:outline-none focus:ring-2 focus:ring-walnut-600/30';

/** A quiet action that reads as a link: Cancel, Change, Remove. */
export const linkButtonClassName =
  'text-sm font-medium text-walnut-700 underline underline-offset-2 hover:text-walnut-800 disabled:opacity-60';

/**
 * A form's last row: why the server refused it, then its button (its busy label while it
 * saves) and Cancel, both locked while it saves. `span` places it across the form's grid.
 */
export function FormFooter({
  refused,
  busy,
  submitLabel,
  busyLabel,
  onCancel,
  span,
}: {
  refused: string | undefined;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel: (() => void) | undefined;
  span: string;
}) {
  return (
    <>
      {refused && (
        <p role="alert" className={`text-sm text-red-700 ${span}`}>
          {refused}
        </p>
      )}
      <div className={`flex gap-4 ${span}`}>
        <button type="submit" className={primaryButtonClassName} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={linkButtonClassName} onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
    </>
  );
}
