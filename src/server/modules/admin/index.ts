import type { FastifyPluginAsync } from 'fastify';
import { mailedLinkBase } from '../../config';
import { multipartPlugin } from '../../plugins/multipart';
import { auditRoutes } from './audit.routes';
import { catalogueSetupRoutes } from './catalogue-setup.routes';
import { adminCompaniesRoutes } from './companies.routes';
import { adminContentRoutes } from './content.routes';
import { customersRoutes } from './customers.routes';
import { adminDeliveriesRoutes } from './deliveries.routes';
import { dashboardRoutes } from './dashboard.routes';
import { inboxRoutes } from './inbox.routes';
import { mailRoutes } from './mail.routes';
import { adminOrdersRoutes } from './orders.routes';
import { productsRoutes } from './products.routes';
import { receivablesRoutes } from './receivables.routes';
import { adminQuotesRoutes } from './quotes.routes';
import { quotesDepsOf } from '../quotes';

/**
 * The staff console's API under /api/admin/ (admin issue). The global guard in
 * plugins/viewer.ts answers 401 to visitors and 403 to trade users on every route here;
 * admin.routes.test.ts enumerates the route table to prove it. One plugin per screen.
 */
export const adminModule: FastifyPluginAsync = async (app) => {
  await app.register(multipartPlugin);
  await app.register(dashboardRoutes);
  await app.register(auditRoutes);
  await app.register(catalogueSetupRoutes);
  await app.register(customersRoutes);
  await app.register(adminCompaniesRoutes, { publicUrl: mailedLinkBase(app.config) });
  await app.register(inboxRoutes);
  await app.register(mailRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(receivablesRoutes, { publicUrl: mailedLinkBase(app.config) });
  await app.register(productsRoutes);
  await app.register(adminQuotesRoutes, { deps: quotesDepsOf(app) });
  await app.register(adminDeliveriesRoutes);
};
