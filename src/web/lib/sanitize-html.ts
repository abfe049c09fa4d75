import DOMPurify from 'dompurify';

// DECISIONS #19: news and product descriptions are staff HTML, sanitised on save and again
// here with one allow-list (no scripts, styles, forms, frames or event handlers).
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
  'img',
];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height'];

let hooked = false;

function addLinkHook() {
  if (hooked) return;
  hooked = true;
  // A link that opens a new tab must not hand the shop's window to the other site.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Staff HTML made safe to render; '' where the browser gives DOMPurify no usable DOM. */
export function sanitizeHtml(html: string): string {
  // Without a usable DOM DOMPurify hands the input back untouched: show nothing instead.
  if (!DOMPurify.isSupported) return '';
  addLinkHook();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
