export const REQUEST_QUOTE = 'Request a quote';

/** Beside Add to Cart: the configuration goes to the request form instead (a trade buyer's). */
export function RequestQuoteButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="mt-3 w-full rounded-md bg-white px-6 py-3 font-semibold text-linen-900 ring-1 ring-linen-300 hover:bg-linen-100 sm:mt-0 sm:ml-3 sm:w-auto"
    >
      {REQUEST_QUOTE}
    </button>
  );
}
