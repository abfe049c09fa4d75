import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSecurity, adminTags } from './admin-docs';
import { dashboard } from './dashboard.service';

const dashboardSchema = z.object({
  success: z.literal(true),
  pendingApplications: z.number(),
  // Each with its id: the orders list filters by it (`deliveryStatus`), as the dashboard links.
  openOrdersByStatus: z.array(
    z.object({ id: z.number(), deliveryStatus: z.string(), count: z.number() }),
  ),
  unhandledInbox: z.object({ contactMessages: z.number(), callbackRequests: z.number() }),
  today: z.object({ orders: z.number(), value: z.number() }),
  /** Mails not sent whose last try failed, or given up (docs/mail.md): the console warns. */
  failingMails: z.number(),
});

/** The shop's day at a glance (admin issue, item 8): dashboard.service.ts. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/dashboard', {
    schema: {
      tags: adminTags('dashboard'),
      security: adminSecurity,
      summary: 'Pending applications, open orders by status, unhandled inbox, today’s orders',
      response: { 200: dashboardSchema },
    },
    handler: async () => dashboard(app.db),
  });
};
