import { Link, NavLink } from 'react-router';
import { MAIN_MENU, SITE_NAME } from './site-links';

// Placeholder header: the real one (mega menu, account menu, cart, mobile drawer) comes later.
export function SiteHeader() {
  return (
    <header className="border-b border-linen-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-8 gap-y-3 px-4 py-4 sm:px-6">
        <Link to="/" className="font-display text-xl font-semibold text-linen-950 sm:text-2xl">
          {SITE_NAME}
        </Link>
        <nav aria-label="Main">
          <ul className="flex flex-wrap gap-x-1 gap-y-1">
            {MAIN_MENU.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    `block rounded px-3 py-2 text-sm font-medium transition-colors ${
                      isActive
                        ? 'bg-walnut-50 text-walnut-700'
                        : 'text-linen-800 hover:bg-linen-100 hover:text-walnut-700'
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
