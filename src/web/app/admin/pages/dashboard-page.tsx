export function DashboardPage() {
  return (
    <section>
      <h1 className="text-2xl">Dashboard</h1>
      <p className="mt-2 text-linen-700">This screen is being built.</p>
    </section>
  );
}
