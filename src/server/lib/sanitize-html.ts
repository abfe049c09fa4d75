import sanitize from 'sanitize-html';
import {
  ALLOWED_HTML_ATTRIBUTES,
  ALLOWED_HTML_TAGS,
  ALLOWED_URL_SCHEMES,
  isWordless,
} from '../../shared/site/html-allow-list';

/**
 * Staff HTML (news, product descriptions) made safe before it is saved
 * (docs/business-rules.md "Staff HTML"), with the allow-list the browser applies again before
 * rendering.
 */
export function sanitizeStaffHtml(html: string): string {
  const clean = sanitize(html, {
    allowedTags: ALLOWED_HTML_TAGS,
    allowedAttributes: { '*': ALLOWED_HTML_ATTRIBUTES },
    allowedSchemes: ALLOWED_URL_SCHEMES,
    allowProtocolRelative: false,
    transformTags: {
      // A link that opens a new tab must not hand the shop's window to the other site.
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  }).trim();
  // Markup without a word or a picture is nothing: the storefront then says there is no
  // content, rather than showing an empty band.
  return isWordless(clean) ? '' : clean;
}
