import { QuickOrderView } from '../../features/quick-order/components/quick-order-view';

export function QuickOrderPage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl sm:text-4xl">Quick Order</h1>
      <p className="mt-3 max-w-3xl text-linen-800">
        Order by SKU: type or paste lines from a spreadsheet, or upload a CSV or Excel file. Each
        line is checked and priced before anything goes into your cart.
      </p>
      <div className="mt-8">
        <QuickOrderView />
      </div>
    </section>
  );
}
