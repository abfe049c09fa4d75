import { ListsView } from '../../features/saved-lists/components/lists-view';

export function ListsPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Saved Lists</h1>
      <p className="mt-3 max-w-3xl text-linen-800">
        Room packs: the lines of one room, saved under a name, to add to your cart for as many rooms
        as you fit out.
      </p>
      <div className="mt-8">
        <ListsView />
      </div>
    </section>
  );
}
