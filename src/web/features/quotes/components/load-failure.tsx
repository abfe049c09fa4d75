import { GENERIC_ERROR_MESSAGE } from '#src/web/lib/api-client';
import { serverMessage } from '#src/web/lib/form-errors';

/** A read that failed: the server's message (or the general one) and a way to try again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
      <p>{serverMessage(error) ?? GENERIC_ERROR_MESSAGE}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 rounded-md border border-red-300 px-4 py-2 text-sm font-semibold hover:bg-red-100"
      >
        Try again
      </button>
    </div>
  );
}
