import { api } from '#src/web/lib/api-client';
import type { DoneResponse } from '../types';
import { useCompanyChange } from './company-change';

export function archiveSite({ id, siteId }: { id: number; siteId: number }) {
  return api.delete<DoneResponse>(`/api/admin/companies/${id}/sites/${siteId}`);
}

export const useArchiveSite = () => useCompanyChange(archiveSite);
