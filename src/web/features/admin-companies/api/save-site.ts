import type { SiteInput } from '#src/shared/schemas/companies';
import { api } from '#src/web/lib/api-client';
import type { CompanySite } from '../types';
import { useCompanyChange } from './company-change';

export type SaveSiteVariables = SiteInput & { id: number; siteId?: number };

/** A new delivery site of the company, or (with `siteId`) a change to one. */
export function saveSite({ id, siteId, ...site }: SaveSiteVariables) {
  return siteId === undefined
    ? api.post<{ success: true; site: CompanySite }>(`/api/admin/companies/${id}/sites`, site)
    : api.put<{ success: true; site: CompanySite }>(
        `/api/admin/companies/${id}/sites/${siteId}`,
        site,
      );
}

export const useSaveSite = () => useCompanyChange(saveSite);
