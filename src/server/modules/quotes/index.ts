import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '#src/db/database';
import { dataPaths, mailedLinkBase, type Config } from '../../config';
import { createFileStorage } from '../../lib/file-storage';
import { multipartPlugin } from '../../plugins/multipart';
import { sellerOf } from '../invoices/parties';
import { quotesRoutes } from './quotes.routes';
import type { QuotesDeps } from './quote-access';

/** What the quote steps use, from the configuration: with no app too (the demo seed). */
export const quotesDepsFor = (
  config: Config,
  db: Database,
  log: QuotesDeps['log'],
): QuotesDeps => ({
  db,
  files: createFileStorage({ uploadsDir: dataPaths(config.dataDir).uploads }),
  inbox: config.shopInboxEmail,
  publicUrl: mailedLinkBase(config),
  seller: sellerOf(config),
  log,
});

/** What the quote steps use, from the app's configuration: the buyer's and staff's routes share it. */
export const quotesDepsOf = (app: FastifyInstance): QuotesDeps =>
  quotesDepsFor(app.config, app.db, app.log);

/**
 * Quotes (docs/business-rules.md "Quotes"): the buyer's side here; staff's in modules/admin
 * (quotes.routes.ts); expiry in plugins/housekeeping.ts.
 */
export const quotesModule: FastifyPluginAsync = async (app) => {
  await app.register(multipartPlugin);
  await app.register(quotesRoutes, { deps: quotesDepsOf(app) });
};
