import { Link, useParams } from 'react-router';
import { ListView } from '../../features/saved-lists/components/list-view';

export function ListPage() {
  const { id = '' } = useParams();
  const listId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm">
        <Link to="/lists" className="font-medium text-walnut-700 underline hover:text-walnut-800">
          Saved lists
        </Link>
      </p>
      <h1 className="mt-2 text-3xl sm:text-4xl">Saved List</h1>
      <div className="mt-8">
        <ListView key={listId} id={listId} />
      </div>
    </section>
  );
}
