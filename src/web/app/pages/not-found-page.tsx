import { Link } from 'react-router';

/** `message`: what was not found, when the page knows ("Category not found"). */
export function NotFoundPage({ message }: { message?: string } = {}) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p aria-hidden="true" className="font-display text-8xl text-walnut-600">
        404
      </p>
      <h1 className="mt-6 text-2xl sm:text-3xl">
        {"THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST."}
      </h1>
      {message && (
        <p role="alert" className="mt-4 text-linen-700">
          {message}
        </p>
      )}
      <Link
        to="/"
        className="mt-10 rounded bg-walnut-700 px-6 py-3 text-sm font-semibold text-white transition-colors hover:bg-walnut-800"
      >
        Return Home Page
      </Link>
    </section>
  );
}
