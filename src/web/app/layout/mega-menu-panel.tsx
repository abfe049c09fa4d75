import { Link } from 'react-router';
import type { CollectionsMenu } from './use-collections-menu';
import { ALL_PRODUCTS_LINK, PROMO_LINKS, type SiteLink } from './site-links';

const LINK_CLASSES =
  'inline-block rounded py-1 text-sm text-linen-800 underline-offset-4 transition-colors hover:text-walnut-700 hover:underline';
const HEADING_CLASSES = 'text-xs font-semibold tracking-[0.18em] text-linen-700 uppercase';

function MenuColumn({
  id,
  heading,
  links,
  onNavigate,
}: {
  id: string;
  heading: string;
  links: readonly SiteLink[];
  onNavigate: () => void;
}) {
  return (
    <div>
      <p id={id} className={HEADING_CLASSES}>
        {heading}
      </p>
      <ul aria-labelledby={id} className="mt-4 max-h-72 space-y-1 overflow-y-auto pr-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate} className={LINK_CLASSES}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The content of the Collections mega menu: three columns and two promo cards. */
export function MegaMenuPanel({
  menu,
  onNavigate,
}: {
  menu: CollectionsMenu;
  onNavigate: () => void;
}) {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[1fr_1fr_1fr_minmax(0,1.6fr)] gap-10 px-6 py-10">
      <MenuColumn
        id="mega-menu-all-products"
        heading="All Products"
        links={[...menu.categories, ALL_PRODUCTS_LINK]}
        onNavigate={onNavigate}
      />
      <MenuColumn
        id="mega-menu-headboards"
        heading="Headboards"
        links={menu.headboards}
        onNavigate={onNavigate}
      />
      <MenuColumn
        id="mega-menu-mattresses"
        heading="Mattresses"
        links={menu.mattresses}
        onNavigate={onNavigate}
      />
      <ul className="grid grid-cols-2 gap-5">
        {PROMO_LINKS.map((promo) => (
          <li key={promo.to}>
            <Link to={promo.to} onClick={onNavigate} className="group block">
              <span className="block overflow-hidden rounded-lg bg-linen-200">
                <img
                  src={promo.image}
                  alt=""
                  width={600}
                  height={450}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-105"
                />
              </span>
              <span className="mt-3 block font-display text-xl font-semibold text-linen-950 group-hover:text-walnut-700">
                {promo.label}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
