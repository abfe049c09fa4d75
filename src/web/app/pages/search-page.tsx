import { useSearchParams } from 'react-router';
import { PlaceholderPage } from './placeholder-page';

export function SearchPage() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  return (
    <PlaceholderPage title="Search">
      {query ? `Products matching “${query}”.` : 'Search our products by name or SKU.'}
    </PlaceholderPage>
  );
}
