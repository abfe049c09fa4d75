import DOMPurify from 'dompurify';

import {
  ALLOWED_HTML_ATTRIBUTES as ALLOWED_ATTR,
  ALLOWED_HTML_TAGS as ALLOWED_TAGS,
} from '../../shared/site/html-allow-list';

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
