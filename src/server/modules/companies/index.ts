import type { FastifyPluginAsync } from 'fastify';
import { companiesRoutes } from './companies.routes';
import { mailedLinkBase } from '../../config';

const HOUR = 60 * 60_000;

/**
 * Companies (docs/business-rules.md "Companies"): a member's company, its members,
 * delivery sites and invitations, and the link an invited colleague joins by.
 */
export const companiesModule: FastifyPluginAsync = async (app) => {
  await app.register(companiesRoutes, {
    db: app.db,
    publicUrl: mailedLinkBase(app.config),
    // Each invitation mails someone, and a link is tried by whoever holds it: generous for
    // an office inviting its staff, hopeless for guessing tokens.
    acceptLimit: { max: 30, timeWindow: HOUR },
  });
};
