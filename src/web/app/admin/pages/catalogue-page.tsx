import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { Spinner } from '#src/web/components/ui/spinner';

// Each tab is its own lazy chunk: the product editor (and TipTap behind it) loads only
// when staff open it. Products are one slice of the console, categories/sizes/fabrics/
// storage prices another (features/admin-catalogue-setup).

const lazyScreen = (load: () => Promise<ComponentType>) =>
  lazy(() => load().then((Component) => ({ default: Component })));

const ProductsList = lazyScreen(() =>
  import('#src/web/features/admin-products/components/products-list').then((m) => m.ProductsList),
);
const ProductEditor = lazyScreen(() =>
  import('#src/web/features/admin-products/components/product-editor').then((m) => m.ProductEditor),
);
const CategoriesScreen = lazyScreen(() =>
  import('#src/web/features/admin-catalogue-setup/components/categories-screen').then(
    (m) => m.CategoriesScreen,
  ),
);
const SizesScreen = lazyScreen(() =>
  import('#src/web/features/admin-catalogue-setup/components/sizes-screen').then(
    (m) => m.SizesScreen,
  ),
);
const FabricsScreen = lazyScreen(() =>
  import('#src/web/features/admin-catalogue-setup/components/fabrics-screen').then(
    (m) => m.FabricsScreen,
  ),
);
const StoragePricesScreen = lazyScreen(() =>
  import('#src/web/features/admin-catalogue-setup/components/storage-prices-screen').then(
    (m) => m.StoragePricesScreen,
  ),
);

const TABS = [
  { to: 'products', label: 'Products' },
  { to: 'categories', label: 'Categories' },
  { to: 'sizes', label: 'Sizes' },
  { to: 'fabrics', label: 'Fabrics & colours' },
  { to: 'storage-prices', label: 'Storage prices' },
] as const;

/** /admin/catalogue/*: products, categories, sizes, fabrics and storage prices. */
export function CataloguePage() {
  return (
    <section aria-labelledby="catalogue-title">
      <h1 id="catalogue-title" className="text-2xl">
        Catalogue
      </h1>
      <nav aria-label="Catalogue" className="mt-4 border-b border-linen-300">
        <ul className="-mb-px flex flex-wrap gap-1">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={`/admin/catalogue/${tab.to}`}
                className={({ isActive }) =>
                  `block border-b-2 px-3 py-2 text-sm font-medium ${
                    isActive
                      ? 'border-walnut-700 text-walnut-800'
                      : 'border-transparent text-linen-700 hover:text-linen-950'
                  }`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Suspense fallback={<Spinner label="Loading" className="py-24" />}>
          <Routes>
            <Route index element={<Navigate to="products" replace />} />
            <Route path="products" element={<ProductsList />} />
            <Route path="products/new" element={<ProductEditor />} />
            <Route path="products/:id" element={<ProductEditor />} />
            <Route path="categories/*" element={<CategoriesScreen />} />
            <Route path="sizes/*" element={<SizesScreen />} />
            <Route path="fabrics/*" element={<FabricsScreen />} />
            <Route path="storage-prices/*" element={<StoragePricesScreen />} />
            <Route
              path="*"
              element={<p className="text-linen-700">There is no such catalogue screen.</p>}
            />
          </Routes>
        </Suspense>
      </div>
    </section>
  );
}
