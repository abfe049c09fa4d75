import { useEffect } from 'react';
import { Link } from 'react-router';

// The staff console is its own lazy chunk (see router.tsx): nothing here may be
// imported by storefront code, so visitors never download it.
export function AdminApp() {
  useEffect(() => {
    document.title = 'Staff Console | Trade Beds & Furniture';
  }, []);

  return (
    <div className="flex min-h-dvh flex-col bg-linen-100">
      <header className="bg-linen-950 text-linen-50">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <p className="font-display text-xl font-semibold">Staff Console</p>
          <Link
            to="/"
            className="rounded text-sm underline underline-offset-4 hover:text-walnut-100"
          >
            Back to the shop
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6">
        <h1 className="text-3xl">Staff Console</h1>
        <p className="mt-4 max-w-prose text-linen-700">
          Approve trade applications, manage the catalogue, orders, delivery statuses and news.
        </p>
      </main>
    </div>
  );
}
