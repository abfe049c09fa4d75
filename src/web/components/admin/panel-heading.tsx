import { secondaryButtonClassName } from './console-forms';

/**
 * A console panel's heading, with the button that opens its form ("Correct details",
 * "Change credit limit"…) while that form is closed (`action` false or absent).
 */
export function PanelHeading({
  id,
  title,
  action,
  level = 2,
}: {
  id: string;
  title: string;
  /** 3 for a sub-section of a panel (the Account section's Payments). */
  level?: 2 | 3;
  action?: { label: string; onClick: () => void } | false | undefined;
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      {level === 3 ? (
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
      ) : (
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
      )}
      {action && (
        <button type="button" onClick={action.onClick} className={secondaryButtonClassName}>
          {action.label}
        </button>
      )}
    </div>
  );
}
