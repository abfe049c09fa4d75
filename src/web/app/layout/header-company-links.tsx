import { Link } from 'react-router';
import { seesCompanyDocuments } from '#src/shared/domain/companies';
import { useUserDetails } from '../../lib/user-details';
import type { SiteLink } from './site-links';

export const INVOICES_LINK: SiteLink = { to: '/account/invoices', label: 'Invoices' };

/**
 * Whether the member reads the company's invoices: owners, approvers and accounts members.
 * The role comes with the member's details, read when a menu opens (as the credit is).
 */
export function useSeesInvoices() {
  const role = useUserDetails().data?.company?.role;
  return role !== undefined && seesCompanyDocuments(role);
}

/**
 * The account menu's Invoices item (docs/screens.md "Layout"), loaded when the menu opens:
 * the first page load carries none of it.
 */
export default function HeaderInvoicesLink({
  className,
  onNavigate,
}: {
  className: string;
  onNavigate: () => void;
}) {
  if (!useSeesInvoices()) return null;
  return (
    <li>
      <Link to={INVOICES_LINK.to} onClick={onNavigate} className={className}>
        {INVOICES_LINK.label}
      </Link>
    </li>
  );
}
