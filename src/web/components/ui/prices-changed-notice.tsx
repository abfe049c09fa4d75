/** Names the cart lines whose price moved since they were added (api/quote-cart). */
export function PricesChangedNotice({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <p
      role="status"
      className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      {pricesChangedText(names)}
    </p>
  );
}

export const pricesChangedText = (names: readonly string[]) =>
  `The price of ${names.join(', ')} has changed since it was added to your cart. The cart now shows today's price.`;
