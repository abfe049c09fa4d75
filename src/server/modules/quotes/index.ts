import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { dataPaths, mailedLinkBase } from '../../config';
import { createFileStorage } from '../../lib/file-storage';
import { multipartPlugin } from '../../plugins/multipart';
import { sellerOf } from '../invoices/parties';
import { quotesRoutes } from './quotes.routes';
import type { QuotesDeps } from './quote-access';

/** What the quote steps use, from the app's configuration: the buyer's and staff's routes share it. */
export const quotesDepsOf = (app: FastifyInstance): QuotesDeps => ({
  db: app.db,
  files: createFileStorage({ uploadsDir: dataPaths(app.config.dataDir).uploads }),
  inbox: app.config.shopInboxEmail,
  publicUrl: mailedLinkBase(app.config),
  seller: sellerOf(app.config),
  log: app.log,
});

/**
 * Quotes (docs/business-rules.md "Quotes"): the buyer's side here; staff's in modules/admin
 * (quotes.routes.ts); expiry in plugins/housekeeping.ts.
 */
export const quotesModule: FastifyPluginAsync = async (app) => {
  await app.register(multipartPlugin);
  await app.register(quotesRoutes, { deps: quotesDepsOf(app) });
};
