import { Link } from 'react-router';

const PROSE =
  'mx-auto max-w-prose px-4 py-12 leading-relaxed sm:px-6 sm:py-16 [&_h2]:mt-10 [&_h2]:text-2xl [&_h3]:mt-6 [&_h3]:text-xl [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6';

// docs/screens.md "Home": the student hostel project figures.
const PROJECT_FIGURES = [
  { value: '3112', label: 'rooms furnished' },
  { value: '9', label: 'cities' },
  { value: '8', label: 'weeks from start to finish' },
  { value: '2017', label: 'year completed' },
];

export function ContractsPage() {
  return (
    <article className={PROSE}>
      <h1 className="text-3xl sm:text-4xl">Contract Furniture</h1>
      <p className="text-lg">
        We design, manufacture and install furniture for hostels, high-rises and hotels. One team
        takes a contract from the first room layout to the last bed made up on site, so developers
        and operators deal with a single supplier who answers for the whole job.
      </p>

      <h2>Student hostel project, 2017</h2>
      <p>
        In 2017 we furnished a portfolio of purpose-built student hostels: 3112 rooms in 9 cities,
        designed, built and installed in 8 weeks so that every building was ready for the start of
        the academic year.
      </p>
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {PROJECT_FIGURES.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col rounded-lg bg-white p-4 text-center ring-1 ring-linen-200"
          >
            <dt className="text-sm text-linen-700">{figure.label}</dt>
            <dd className="order-first font-display text-3xl font-semibold text-walnut-700">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <p>
        The furniture was made in batches to one specification, delivered city by city on a fixed
        schedule and fitted by our installation crews, so that every room was ready for its first
        student.
      </p>

      <h2>What we offer</h2>
      <h3>Design</h3>
      <p>
        We plan furniture around your floor plans, your budget and the way the rooms will be used.
        You see drawings and a sample room before production starts, and we adjust finishes, sizes
        and storage until the design is right.
      </p>
      <h3>Manufacturing</h3>
      <p>
        Beds, headboards, mattresses and casegoods are built in Ireland to a consistent
        specification, in volumes that suit a single hotel or a national roll-out. Materials are
        chosen for hard daily use and easy upkeep.
      </p>
      <h3>On-site installation</h3>
      <p>
        Our crews deliver, assemble and place every item, take the packaging away for recycling and
        work to the site&apos;s programme, floor by floor if needed.
      </p>

      <h2>Who we work with</h2>
      <ul>
        <li>Student accommodation and hostel operators</li>
        <li>Developers and contractors of high-rise residential buildings</li>
        <li>Hotels, from boutique properties to large groups</li>
      </ul>

      <h2>Start a project</h2>
      <p>
        Tell us about the building, the number of rooms and your opening date.{' '}
        <Link to="/contact" className="font-medium text-walnut-700 underline">
          Contact us
        </Link>{' '}
        and our contracts team will be in touch.
      </p>
    </article>
  );
}
