import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';

// After a deploy, an open tab may ask for a page chunk that no longer exists;
// reloading fetches the new index.html and its chunks.
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

function RouteError({ error }: { error: unknown }) {
  const stale = isStaleChunk(error);
  const message = stale
    ? 'A newer version of the shop is available. Please reload the page.'
    : 'Something went wrong. Please try again.';

  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-2xl sm:text-3xl">{stale ? 'Please reload' : 'Sorry'}</h1>
      <p className="mt-4 text-linen-700">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <button
          type="button"
          onClick={() => {
            window.location.reload();
          }}
          className="rounded bg-walnut-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-walnut-800"
        >
          Reload page
        </button>
        <Link
          to="/"
          reloadDocument
          className="rounded border border-linen-300 px-5 py-2.5 text-sm font-semibold text-linen-900 hover:bg-linen-100"
        >
          Return Home Page
        </Link>
      </div>
    </section>
  );
}

type BoundaryState = { error: unknown; failed: boolean };

/**
 * Shows the error panel instead of a page that threw while rendering or whose chunk
 * failed to load. Give it `key={pathname}` to start afresh on the next page.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
