import { lazy, Suspense } from 'react';
import { useProductsListing } from '../../features/catalog/api/get-products-listing';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { ContractsTeaser } from '../../features/home/components/contracts-teaser';
import { Hero } from '../../features/home/components/hero';
import { ValuesSection } from '../../features/home/components/values-section';
import { useViewer } from '../../features/home/hooks/use-viewer';
import { NewsBlock } from '../../features/news/components/news-block';
import { WhenNearView } from '../../components/ui/when-near-view';

// The contact form (validation, phone input) sits far below the fold: it loads as the
// visitor scrolls towards it, not with the page.
const ContactForm = lazy(() =>
  import('../../features/contact/components/contact-form').then((module) => ({
    default: module.ContactForm,
  })),
);

/**
 * docs/screens.md "Home": hero (visitors only), news, contracts, values, range and contact form.
 */
export function HomePage() {
  const { signedIn } = useViewer();
  // docs/screens.md "Home": the first product page loads on start; once it has, the hero list is
  // whole.
  const products = useProductsListing({ page: 1 });

  return (
    <>
      {signedIn ? (
        <h1 className="sr-only">Trade Beds &amp; Furniture</h1>
      ) : (
        <Hero productsLoaded={products.isSuccess} />
      )}
      <NewsBlock />
      <ContractsTeaser />
      <ValuesSection />
      <CategoryGrid />
      <section aria-labelledby="home-contact" className="bg-white">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <h2 id="home-contact" className="text-center text-3xl sm:text-4xl">
            Get in Touch
          </h2>
          <p className="mx-auto mt-3 max-w-prose text-center text-linen-700">
            Questions about trade accounts, lead times or a contract project? Send us a message and
            our trade team will get back to you.
          </p>
          <div className="mt-8">
            <WhenNearView minHeight="40rem">
              <Suspense fallback={<div style={{ minHeight: '40rem' }} />}>
                <ContactForm />
              </Suspense>
            </WhenNearView>
          </div>
        </div>
      </section>
    </>
  );
}
