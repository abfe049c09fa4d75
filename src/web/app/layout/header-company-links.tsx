import { Link } from 'react-router';
import { seesCompanyDocuments } from '#src/shared/domain/companies';
import { useUserDetails } from '../../lib/user-details';
import type { SiteLink } from './site-links';

export const QUOTES_LINK: SiteLink = { to: '/account/quotes', label: 'Quotes' };
export const INVOICES_LINK: SiteLink = { to: '/account/invoices', label: 'Invoices' };

/**
 * The account links that depend on the member's place in their company: Quotes for every
 * member (a buyer sees their own, the server decides), Invoices for owners, approvers and
 * accounts members. The role comes with the member's details, read when a menu opens (as
 * the credit is).
 */
export function useCompanyLinks(): SiteLink[] {
  const company = useUserDetails().data?.company;
  if (!company) return [];
  return seesCompanyDocuments(company.role) ? [QUOTES_LINK, INVOICES_LINK] : [QUOTES_LINK];
}

/**
 * The account menu's company items (docs/screens.md "Layout"), loaded when the menu opens:
 * the first page load carries none of it.
 */
export default function HeaderCompanyLinks({
  className,
  onNavigate,
}: {
  className: string;
  onNavigate: () => void;
}) {
  return useCompanyLinks().map((link) => (
    <li key={link.to}>
      <Link to={link.to} onClick={onNavigate} className={className}>
        {link.label}
      </Link>
    </li>
  ));
}
