import type { FastifyPluginAsync } from 'fastify';
import { invoicesRoutes } from './invoices.routes';
import { sellerOf } from './parties';

/**
 * Invoices, credit notes, payments and statements (docs/business-rules.md "Invoices and
 * payments"): the buyer's side here; staff's in modules/admin (receivables.routes.ts).
 */
export const invoicesModule: FastifyPluginAsync = async (app) => {
  await app.register(invoicesRoutes, { db: app.db, seller: sellerOf(app.config) });
};
