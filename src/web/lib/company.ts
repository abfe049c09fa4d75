import { useQuery } from '@tanstack/react-query';
import type { CompanyRole } from '#src/shared/domain/companies';
import type { SiteInput } from '#src/shared/schemas/companies';
import { api } from './api-client';

/** GET /api/company (docs/api.md "Company"). */
export interface CompanyAnswer {
  success: true;
  company: {
    id: number;
    registered_name: string;
    short_name: string;
    vat_number: string | null;
    invoice_email: string;
    payment_terms_days: number;
    credit_limit: number;
    available_credit: number;
  };
  role: CompanyRole;
  members: Array<{
    id: number;
    full_name: string;
    email: string;
    role: CompanyRole;
    active: boolean;
    /** Shown to owners, and to each member for themselves. */
    spending_limit?: number | null;
  }>;
  sites: Array<
    { id: number } & Omit<SiteInput, 'contact_name' | 'contact_phone' | 'delivery_notes'> & {
        contact_name: string;
        contact_phone: string;
        delivery_notes: string;
      }
  >;
}
export type CompanySite = CompanyAnswer['sites'][number];
export type CompanyMember = CompanyAnswer['members'][number];

export const COMPANY_QUERY_KEY = ['company'] as const;

/**
 * The member's company, its members and delivery sites (My Account → Company, and the
 * checkout's choice of site). `enabled` false for accounts of no company (403).
 */
export const useCompany = (enabled = true) =>
  useQuery({
    queryKey: COMPANY_QUERY_KEY,
    enabled,
    queryFn: ({ signal }) => api.get<CompanyAnswer>('/api/company', { signal }),
  });
