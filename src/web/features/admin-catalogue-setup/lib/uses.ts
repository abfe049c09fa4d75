/** "3 products, 5 variations and 2 orders", or '' when nothing uses the record. */
export function usesText(counts: Array<[number, string]>): string {
  const words = counts
    .filter(([n]) => n > 0)
    .map(([n, noun]) => `${n} ${noun}${n === 1 ? '' : 's'}`);
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
