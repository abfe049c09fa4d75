// react-toastify 11 injects its own stylesheet (ReactToastify.css) when the container mounts,
// so importing the CSS file as well would ship it twice. The main entry is used (not
// 'react-toastify/unstyled', which keeps a separate toast store) so that every `toast()`
// call in the app reaches this container.
import { ToastContainer } from 'react-toastify';

// docs/screens.md "Timings": top-right, 5 s, pause on hover and on focus loss, drag at 80 %, 20 at
// most.
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_LIMIT = 20;

/**
 * The container is a polite live region from the start, which is what announces a new
 * toast. Each toast gets no role of its own: the library's default (`alert`) nests a
 * second live region in it, and screen readers read the toast twice (react-toastify
 * issue #1291).
 */
export function Toaster() {
  return (
    <ToastContainer
      role="none"
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      limit={TOAST_LIMIT}
      theme="light"
    />
  );
}
