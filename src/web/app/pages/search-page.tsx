import { SearchResults } from '../../features/catalog/components/search-results';

/** /search?q= (docs/screens.md "Routes"): search by product name or SKU. */
export function SearchPage() {
  return <SearchResults />;
}
