import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#src/web/lib/api-client';

export interface Dashboard {
  success: boolean;
  pendingApplications: number;
  openOrdersByStatus: Array<{ id: number; deliveryStatus: string; count: number }>;
  unhandledInbox: { contactMessages: number; callbackRequests: number };
  today: { orders: number; value: number };
  /** Mails not sent whose last try failed, or given up (docs/mail.md). */
  failingMails: number;
}

/** GET /api/admin/dashboard: the shop's day at a glance. */
export const getDashboard = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<Dashboard>('/api/admin/dashboard', { signal });

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => getDashboard({ signal }),
    // Staff leave the console open: keep the counts fresh.
    refetchInterval: 60_000,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
