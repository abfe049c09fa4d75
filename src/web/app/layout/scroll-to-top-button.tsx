import { focusMainContent } from '../../lib/main-content';
import { useScrolledPast } from './use-scrolled';

// docs/screens.md "Layout": the button appears once the page is scrolled more than 300 px.
const SHOW_AFTER_PX = 300;

function scrollToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  // The button unmounts at the top; keep keyboard focus somewhere sensible.
  focusMainContent();
}

export function ScrollToTopButton() {
  const visible = useScrolledPast(SHOW_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label="Scroll to top"
      className="fixed right-4 bottom-4 z-40 grid size-12 place-items-center rounded-full bg-walnut-700 text-white shadow-lg transition-colors hover:bg-walnut-800 sm:right-6 sm:bottom-6"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
