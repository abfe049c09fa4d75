/**
 * docs/business-rules.md "Staff HTML": news and product descriptions are staff HTML, sanitised on
 * save (server) and again before rendering (browser) with this one allow-list: no scripts, styles,
 * forms, frames or event handlers.
 */
export const ALLOWED_HTML_TAGS = [
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
export const ALLOWED_HTML_ATTRIBUTES = [
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
];
/** Links and images may only point to the web and mail, or stay on the site. */
export const ALLOWED_URL_SCHEMES = ['http', 'https', 'mailto'];

/**
 * Whether sanitised HTML holds neither a word nor a picture ("<p> </p>", an emptied
 * editor): the server saves it as no text, and the console's preview says so.
 */
export const isWordless = (html: string): boolean =>
  !/<img\b/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim() === '';
