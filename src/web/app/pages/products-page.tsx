import { PlaceholderPage } from './placeholder-page';

export function ProductsPage() {
  return (
    <PlaceholderPage title="All Products">
      Browse our beds, mattresses, headboards, sofas and more, with filters.
    </PlaceholderPage>
  );
}
