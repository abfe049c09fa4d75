import { Link } from 'react-router';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api-client';
import { serverMessage } from '../../lib/form-errors';

/**
 * A page whose one read failed: `notFoundMessage` large for a 404, else the server's
 * message (or the general one) in red, and a link back.
 */
export function QueryFailure({
  error,
  notFoundMessage,
  back,
}: {
  error: unknown;
  notFoundMessage: string;
  back: { to: string; label: string; className: string };
}) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="py-12 text-center">
      <p role="alert" className={notFound ? 'text-2xl text-linen-950' : 'text-red-700'}>
        {notFound ? notFoundMessage : (serverMessage(error) ?? GENERIC_ERROR_MESSAGE)}
      </p>
      <Link to={back.to} className={`mt-6 inline-block ${back.className}`}>
        {back.label}
      </Link>
    </div>
  );
}
