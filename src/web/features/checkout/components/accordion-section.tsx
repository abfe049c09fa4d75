import type { ReactNode, Ref } from 'react';

export type SectionId = 'contact' | 'shipping' | 'payment';

/** The id of a step's heading button: Continue moves focus there (WCAG 2.4.3). */
export const stepToggleId = (id: SectionId) => `checkout-${id}-toggle`;

/** One numbered step of the checkout: a heading button that shows or hides its panel. */
export function AccordionSection({
  id,
  step,
  title,
  open,
  onToggle,
  sectionRef,
  children,
}: {
  id: SectionId;
  step: number;
  title: string;
  open: boolean;
  onToggle: () => void;
  sectionRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  const headingId = `checkout-${id}-heading`;
  const panelId = `checkout-${id}-panel`;
  return (
    <div
      ref={sectionRef}
      className="scroll-mt-24 rounded-lg bg-white shadow-sm ring-1 ring-linen-200"
    >
      <h2 id={headingId} className="text-lg">
        <button
          type="button"
          id={stepToggleId(id)}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-lg px-5 py-4 text-left font-semibold hover:bg-linen-50"
        >
          <span
            aria-hidden="true"
            className="grid size-7 shrink-0 place-items-center rounded-full bg-walnut-700 text-sm text-white"
          >
            {step}
          </span>
          <span className="flex-1">{title}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </h2>
      <div
        id={panelId}
        role="region"
        aria-labelledby={headingId}
        hidden={!open}
        className="px-5 pb-5"
      >
        {children}
      </div>
    </div>
  );
}
