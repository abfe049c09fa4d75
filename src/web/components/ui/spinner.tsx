/** A live "busy" indicator; `label` is what assistive technology announces. */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={`grid place-items-center py-12 ${className}`}>
      <span
        aria-hidden="true"
        className="size-10 rounded-full border-4 border-linen-200 border-t-walnut-600 motion-safe:animate-spin"
      />
    </div>
  );
}
