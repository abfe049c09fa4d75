import { useState } from 'react';
import { Link } from 'react-router';
import { PLACEHOLDER_IMAGE } from '#src/shared/site/media';
import { useCategories } from '../api/get-categories';

// docs/screens.md "Catalogue screens": shown while the categories load, and kept if they fail to
// load.
const FALLBACK_CATEGORY_NAMES = [
  'Beds',
  'Mattresses',
  'Sofas',
  'Footstools',
  'Clearance',
  'Kids Beds',
];

// docs/business-rules.md "Catalogue": headboards are reached from the menu, not from this grid.
const HIDDEN_CATEGORY = 'headboards';

/** Staff's uploaded picture when there is one, else the generated /category-images one. */
function CategoryTile({ name, imageUrl }: { name: string; imageUrl?: string | null }) {
  const slug = name.toLowerCase();
  const [imageFailed, setImageFailed] = useState(false);

  return (
    <li>
      <Link
        to={`/category/${encodeURIComponent(slug)}`}
        className="group block overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-linen-200 transition-shadow hover:shadow-md"
      >
        <img
          src={
            imageFailed
              ? PLACEHOLDER_IMAGE
              : (imageUrl ?? `/category-images/${encodeURIComponent(slug)}.jpg`)
          }
          // The name is printed under the picture, inside the same link: the picture
          // would only say it again (the link was read "Beds BEDS").
          alt=""
          // Setting the flag again if the placeholder fails too changes nothing: no loop.
          onError={() => {
            setImageFailed(true);
          }}
          loading="lazy"
          decoding="async"
          width={600}
          height={450}
          // text-transparent: the name is printed under the picture, a broken one need not repeat it.
          className="aspect-[4/3] w-full bg-linen-200 object-cover text-transparent transition-transform duration-300 motion-safe:group-hover:scale-105"
        />
        <span className="block px-3 py-3 text-center text-sm font-semibold tracking-widest text-linen-900 uppercase group-hover:text-walnut-700 sm:text-base">
          {name}
        </span>
      </Link>
    </li>
  );
}

export function CategoryGrid() {
  const { data, error, isPending } = useCategories();
  const tiles = data
    ? data
        .map((category) => ({ name: category.category_name, imageUrl: category.image_url }))
        .filter(({ name }) => name.toLowerCase() !== HIDDEN_CATEGORY)
    : FALLBACK_CATEGORY_NAMES.map((name) => ({ name, imageUrl: null }));

  return (
    <section aria-labelledby="explore-our-range" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="explore-our-range" className="text-center text-3xl sm:text-4xl">
        Explore Our Range
      </h2>
      {/* With data already on screen, a failed background refresh is not worth a warning. */}
      {error && !data && (
        <p role="alert" className="mt-4 text-center text-red-700">
          {error.message}
        </p>
      )}
      <ul aria-busy={isPending} className="mt-8 grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3">
        {tiles.map((tile) => (
          <CategoryTile key={tile.name} name={tile.name} imageUrl={tile.imageUrl} />
        ))}
      </ul>
    </section>
  );
}
