export const DESCRIPTION_PREVIEW_LENGTH = 100;

const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, div, blockquote, td, th, dd, dt';

/**
 * The text of staff-written HTML, for a plain-text preview. The markup is parsed by the
 * browser (never rendered: DOMParser documents run no scripts and load nothing), and the
 * text of separate elements is joined with spaces, and blocks (paragraphs, list items,
 * headings) end as sentences, so "<p>a</p><ul><li>b</li><li>c</li></ul>" reads "a. b. c".
 */
export function descriptionText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  let block: Element | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Code is not prose: a stray <script> or <style> adds nothing to a preview.
    if (node.parentElement?.closest('script, style, noscript, template')) continue;
    const text = node.textContent ?? '';
    if (!text.trim()) continue;
    const nodeBlock = node.parentElement?.closest(BLOCKS) ?? null;
    const last = parts.length - 1;
    if (nodeBlock !== block && last >= 0 && !/[.!?:;]\s*$/.test(parts[last]!)) {
      parts[last] = parts[last]!.trimEnd() + '.';
    }
    block = nodeBlock;
    parts.push(text);
  }
  return parts
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
}

/** Cuts at a word boundary near `max` characters and adds an ellipsis. */
export function truncateText(text: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return base.replace(/[\s.,;:!?-]+$/, '') + '…';
}

export function descriptionPreview(html: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  return truncateText(descriptionText(html), max);
}
