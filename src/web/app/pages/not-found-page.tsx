import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p aria-hidden="true" className="font-display text-8xl text-walnut-600">
        404
      </p>
      <h1 className="mt-6 text-2xl sm:text-3xl">
        {"THE PAGE YOU WERE LOOKING FOR DOESN'T EXIST."}
      </h1>
      <Link
        to="/"
        className="mt-10 rounded bg-walnut-700 px-6 py-3 text-sm font-semibold text-white transition-colors hover:bg-walnut-800"
      >
        Return Home Page
      </Link>
    </section>
  );
}
