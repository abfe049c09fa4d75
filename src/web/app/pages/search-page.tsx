import { SearchResults } from '../../features/catalog/components/search-results';

/** /search?q= (DECISIONS #15): search by product name or SKU. */
export function SearchPage() {
  return <SearchResults />;
}
