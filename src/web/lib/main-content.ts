// Target of the skip link, the route-change focus move and the scroll-to-top button.
export const MAIN_CONTENT_ID = 'main-content';

/** With keepFocusWithin, focus already inside <main> (say, an autofocused search box) stays put. */
export function focusMainContent({ keepFocusWithin = false } = {}) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  if (keepFocusWithin && main.contains(document.activeElement)) return;
  main.focus({ preventScroll: true });
}
