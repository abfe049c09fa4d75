import { CategoryGrid } from '../../features/catalog/components/category-grid';

export function HomePage() {
  return (
    <>
      <section className="bg-linen-100">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <h1 className="max-w-3xl text-4xl sm:text-5xl">
            Beds and furniture made in Ireland, for the trade
          </h1>
          <p className="mt-4 max-w-prose text-lg text-linen-700">
            Apply for a trade account to see trade prices, place orders and track your deliveries.
          </p>
        </div>
      </section>
      <CategoryGrid />
    </>
  );
}
