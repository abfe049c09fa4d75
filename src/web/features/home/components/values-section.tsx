// docs/screens.md "Home": the three values cards.
const VALUES = [
  {
    title: 'Integrity',
    text: 'Honest prices, realistic lead times and straight answers. We tell our trade partners what we can deliver, then deliver it.',
    icon: 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3z',
  },
  {
    title: 'Innovation',
    text: 'From patented folding hinges to gas-lift ottoman frames, we keep improving how beds are built, shipped and assembled.',
    icon: 'M9 18h6M10 21h4M12 3a6 6 0 00-3.5 10.9c.6.4 1 1.1 1 1.9V16h5v-.2c0-.8.4-1.5 1-1.9A6 6 0 0012 3z',
  },
  {
    title: 'Passion',
    text: 'Every frame, mattress and headboard is made by people who care about a good night’s sleep and a job well finished.',
    icon: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  },
];

export function ValuesSection() {
  return (
    <section aria-labelledby="home-values" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="home-values" className="text-center text-3xl sm:text-4xl">
        Our Values
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {VALUES.map((value) => (
          <li key={value.title} className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-linen-200">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-10 w-10 fill-none stroke-walnut-600"
              strokeWidth={1.6}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={value.icon} />
            </svg>
            <h3 className="mt-4 text-2xl">{value.title}</h3>
            <p className="mt-2 text-linen-800">{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
