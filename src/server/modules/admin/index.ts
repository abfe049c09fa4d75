import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './audit.routes';
import { dashboardRoutes } from './dashboard.routes';

/**
 * The staff console's API under /api/admin/ (admin issue). The global guard in
 * plugins/viewer.ts answers 401 to visitors and 403 to trade users on every route here;
 * admin.routes.test.ts enumerates the route table to prove it. One plugin per screen.
 */
export const adminModule: FastifyPluginAsync = async (app) => {
  await app.register(dashboardRoutes);
  await app.register(auditRoutes);
};
