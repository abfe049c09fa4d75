export function CustomersPage() {
  return (
    <section>
      <h1 className="text-2xl">Customers</h1>
      <p className="mt-2 text-linen-700">This screen is being built.</p>
    </section>
  );
}
