import { CART_STORAGE_KEY, parseCart } from '#src/shared/domain/cart';
import {
  CART_BODY_CLASS,
  CART_COLUMNS_CLASS,
  CART_LINE_CLASS,
  CART_LINE_LINK_CLASS,
  CART_LINE_NAME_CLASS,
  CART_LINE_TEXT_CLASS,
  CART_LINES_CLASS,
  CART_LINES_LABEL,
  CART_SECTION_CLASS,
  CART_THUMB_CLASS,
  CART_TITLE,
  CART_TITLE_CLASS,
  HEADER_SPACER_CLASS,
  LAYOUT_CLASS,
  MAIN_CLASS,
  THUMB_CLASS,
  THUMB_SIZES,
} from '#src/shared/site/first-paint';
import { srcSetOf } from '#src/shared/site/media';
import { parseDisplayUser, USER_COOKIE } from '#src/shared/site/session-cookies';
import { readCookie } from '../../lib/cookies';

/** An element with its classes (and attributes), holding `children`. */
function element(
  tag: string,
  className: string,
  attributes: Record<string, string> = {},
  ...children: Node[]
): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function storedCart() {
  try {
    return parseCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return []; // storage disabled: the app says the cart is empty
  }
}

/**
 * /cart, painted by the entry before the app has loaded (docs/decisions/0015): the
 * heading and the first line's picture and name, from the browser's cart, where React
 * then paints them (same classes: shared/site/first-paint). The cart lives only in the
 * browser, so the server cannot paint it; without this its picture waited for the app.
 * Only for a signed-in buyer (a visitor is asked to sign in) whose first line has one of
 * the shop's pictures. Text goes in as text, never as HTML: the storage may hold anything.
 */
export function paintCartEarly(root: HTMLElement): void {
  if (!parseDisplayUser(readCookie(USER_COOKIE))) return;
  const first = storedCart()[0];
  const header = root.querySelector('header');
  const image = first?.image;
  if (!first || typeof image !== 'string' || !image.startsWith('/') || !header) return;

  const picture = element('img', `${THUMB_CLASS} ${CART_THUMB_CLASS}`, {
    src: image,
    sizes: THUMB_SIZES,
    alt: '',
    width: '160',
    height: '160',
    fetchpriority: 'high',
    decoding: 'async',
  });
  const srcset = srcSetOf(image);
  if (srcset) picture.setAttribute('srcset', srcset);
  const link = element('a', CART_LINE_LINK_CLASS, { href: `/products/${first.id}` });
  link.textContent = first.product_name;
  const line = element(
    'li',
    CART_LINE_CLASS,
    {},
    picture,
    element('div', CART_LINE_TEXT_CLASS, {}, element('h2', CART_LINE_NAME_CLASS, {}, link)),
  );
  const title = element('h1', CART_TITLE_CLASS);
  title.textContent = CART_TITLE;
  const lines = element('ul', CART_LINES_CLASS, { 'aria-label': CART_LINES_LABEL }, line);
  const section = element(
    'section',
    CART_SECTION_CLASS,
    {},
    title,
    element('div', CART_BODY_CLASS, {}, element('div', CART_COLUMNS_CLASS, {}, lines)),
  );
  header.after(
    element(
      'div',
      LAYOUT_CLASS,
      {},
      element('div', HEADER_SPACER_CLASS, { 'aria-hidden': 'true' }),
      element('main', MAIN_CLASS, {}, section),
    ),
  );
}
