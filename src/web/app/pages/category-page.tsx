import { useParams } from 'react-router';
import { capitaliseWords } from '../../lib/format';
import { PlaceholderPage } from './placeholder-page';

export function CategoryPage() {
  // React Router hands over the parameter already decoded ("kids beds").
  const { categoryName = '' } = useParams();
  return (
    <PlaceholderPage title={capitaliseWords(categoryName)}>
      Every product in this category.
    </PlaceholderPage>
  );
}
