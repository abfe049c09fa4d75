import { useParams } from 'react-router';
import { CategoryProducts } from '../../features/catalog/components/category-products';
import { NotFoundPage } from './not-found-page';

export function CategoryPage() {
  // React Router hands over the parameter already decoded ("kids beds").
  const { categoryName = '' } = useParams();
  // A new category is a new page: its page number and scroll state start afresh.
  return (
    <CategoryProducts
      key={categoryName.toLowerCase()}
      categoryName={categoryName}
      notFound={(message) => <NotFoundPage message={message} />}
    />
  );
}
