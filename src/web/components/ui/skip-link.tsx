import type { MouseEvent } from 'react';
import { focusMainContent, MAIN_CONTENT_ID } from '../../lib/main-content';

// A fragment link would add a history entry the router treats as a navigation.
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  focusMainContent();
}

/** The first stop of the Tab key on every page (WCAG 2.4.1): on to `<main id=…>`. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skipToContent}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-walnut-700 focus:shadow"
    >
      Skip to main content
    </a>
  );
}
