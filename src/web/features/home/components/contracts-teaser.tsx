import { Link } from 'react-router';

/** docs/screens.md "Home": the contracts teaser with its DETAILS button. */
export function ContractsTeaser() {
  return (
    <section aria-labelledby="home-contracts" className="bg-walnut-800 text-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <h2 id="home-contracts" className="text-3xl text-white sm:text-4xl">
            Contract Furniture
          </h2>
          <p className="mt-3 max-w-prose text-lg text-walnut-50">
            Furniture design, manufacturing and on-site installation for hostels, high-rises and
            hotels — one team from the first drawing to the last room handed over.
          </p>
        </div>
        <Link
          to="/contracts"
          className="justify-self-start rounded-md bg-white px-8 py-3 font-semibold tracking-widest text-walnut-800 hover:bg-linen-100"
        >
          DETAILS<span className="sr-only"> of our contract furniture work</span>
        </Link>
      </div>
    </section>
  );
}
