import DOMPurify from 'dompurify';

// DECISIONS #19: product descriptions are staff HTML, sanitised on save and again here
// with an allow-list (no scripts, styles, forms, frames or event handlers).
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'span',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
];
const ALLOWED_ATTR = ['href', 'title'];

export function sanitizeDescriptionHtml(html: string): string {
  // Without a usable DOM DOMPurify hands the input back untouched: show nothing instead.
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
