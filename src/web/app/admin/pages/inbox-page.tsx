export function InboxPage() {
  return (
    <section>
      <h1 className="text-2xl">Inbox</h1>
      <p className="mt-2 text-linen-700">This screen is being built.</p>
    </section>
  );
}
