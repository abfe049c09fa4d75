import { Link } from 'react-router';
import { ShopLegalIdentity } from '#src/web/components/shop-legal-identity';
import { shopIdentity } from '#src/web/lib/shop-identity';
import { SITE_NAME, type SiteLink } from './site-links';
import { SocialLinks } from './social-links';

// Here rather than in site-links: the footer is loaded after the page, and so are they.
const FOOTER_COMPANY_LINKS: readonly SiteLink[] = [
  { to: '/', label: 'Home' },
  { to: '/story', label: 'Our Story' },
  { to: '/contracts', label: 'Contracts' },
  { to: '/contact', label: 'Contact Us' },
];

const FOOTER_POLICY_LINKS: readonly SiteLink[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/cookies-policy', label: 'Cookies Policy' },
  { to: '/return-policy', label: 'Return Policy' },
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
];

function FooterLinks({ heading, links }: { heading: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-linen-900 uppercase">
        {heading}
      </h2>
      <ul className="mt-4 space-y-2.5">
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
  const shop = shopIdentity();
  return (
    <footer className="border-t border-linen-200 bg-linen-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.5fr_1fr_1fr]">
        <div>
          <p className="font-display text-2xl font-semibold text-linen-950">{SITE_NAME}</p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-linen-700">
            Beds and furniture made in Ireland for trade and contract customers.
          </p>
          <div className="mt-6">
            <SocialLinks />
          </div>
        </div>
        <FooterLinks heading="Company" links={FOOTER_COMPANY_LINKS} />
        <FooterLinks heading="Policies" links={FOOTER_POLICY_LINKS} />
      </div>
      <div className="border-t border-linen-200">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-linen-700 sm:px-6">
          © {year} {SITE_NAME}. All rights reserved.
        </p>
        <p className="mx-auto max-w-7xl px-4 pb-5 text-xs text-linen-700 sm:px-6">
          <ShopLegalIdentity shop={shop} /> {shop.phone} ·{' '}
          <a href={`mailto:${shop.email}`} className="underline hover:text-walnut-700">
            {shop.email}
          </a>
        </p>
      </div>
    </footer>
  );
}
