import { Link } from 'react-router';
import { FOOTER_COMPANY_LINKS, FOOTER_POLICY_LINKS, SITE_NAME, type SiteLink } from './site-links';

function FooterLinks({ heading, links }: { heading: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className="font-sans text-sm font-semibold tracking-wide text-linen-900 uppercase">
        {heading}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="rounded text-sm text-linen-700 underline-offset-4 hover:text-walnut-700 hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  // Read at render time so a tab left open over New Year shows the right year.
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-linen-200 bg-linen-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="font-display text-lg font-semibold text-linen-950">{SITE_NAME}</p>
          <p className="mt-2 max-w-xs text-sm text-linen-700">
            Beds and furniture made in Ireland for trade and contract customers.
          </p>
        </div>
        <FooterLinks heading="Company" links={FOOTER_COMPANY_LINKS} />
        <FooterLinks heading="Policies" links={FOOTER_POLICY_LINKS} />
      </div>
      <div className="border-t border-linen-200">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-linen-700 sm:px-6">
          © {year} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
