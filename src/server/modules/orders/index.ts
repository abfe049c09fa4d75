import type { FastifyPluginAsync } from 'fastify';
import { dataPaths, mailedLinkBase } from '../../config';
import { createFileStorage } from '../../lib/file-storage';
import { multipartPlugin } from '../../plugins/multipart';
import type { RateLimit } from '../../plugins/rate-limit';
import { buyerDeliveriesRoutes } from '../deliveries/buyer-deliveries.routes';
import { deliveryDepsOf } from '../deliveries/delivery-deps';
import { approvalsRoutes } from './approvals.routes';
import { deliveryStatusRoutes } from './delivery-statuses.routes';
import { ordersRoutes } from './orders.routes';
import { trackingRoutes } from './tracking.routes';

/** Per client IP: a buyer checking a few orders never meets it; a guessing script does. */
export const DEFAULT_TRACKING_LIMIT: RateLimit = { max: 60, timeWindow: 60_000 };

/** Ordering: checkout on credit, My Orders, cancel, reorder, deliveries, public tracking. */
export const ordersModule: FastifyPluginAsync<{ trackingLimit?: RateLimit }> = async (
  app,
  { trackingLimit },
) => {
  await app.register(multipartPlugin);
  const deps = {
    db: app.db,
    files: createFileStorage({ uploadsDir: dataPaths(app.config.dataDir).uploads }),
    inbox: app.config.shopInboxEmail,
    publicUrl: mailedLinkBase(app.config),
    log: app.log,
  };
  await app.register(deliveryStatusRoutes);
  await app.register(ordersRoutes, { deps });
  await app.register(approvalsRoutes, { deps });
  await app.register(buyerDeliveriesRoutes, { deps: deliveryDepsOf(app) });
  await app.register(trackingRoutes, { deps, limit: trackingLimit ?? DEFAULT_TRACKING_LIMIT });
};
