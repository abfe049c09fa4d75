import { serverMessage } from '#src/web/lib/form-errors';
import { secondaryButtonClassName, smallPrimaryClassName } from './console-forms';

/**
 * The end of a form opened in a console panel: why the server refused it (its message,
 * else `fallbackMessage`) when no field shows it, then Cancel and Save, both locked and
 * the button saying "Saving…" while it saves.
 */
export function PanelFormFooter({
  save,
  failure,
  fallbackMessage,
  submitLabel,
  onCancel,
}: {
  /** The mutation behind the form. */
  save: { isPending: boolean; error: unknown };
  failure: boolean;
  fallbackMessage: string;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(save.error) ?? fallbackMessage}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          disabled={save.isPending}
          className={secondaryButtonClassName}
        >
          Cancel
        </button>
        <button type="submit" disabled={save.isPending} className={smallPrimaryClassName}>
          {save.isPending ? 'Saving…' : submitLabel}
        </button>
      </div>
    </>
  );
}
