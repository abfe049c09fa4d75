import type { FastifyPluginAsync } from 'fastify';
import { dataPaths } from '../../config';
import { createFileStorage } from '../../lib/file-storage';
import { multipartPlugin } from '../../plugins/multipart';
import { cartRoutes } from './cart.routes';

export { sweepCarts } from './cart.service';

/** The signed-in buyer's cart on the server, and its quote files. */
export const cartModule: FastifyPluginAsync = async (app) => {
  await app.register(multipartPlugin);
  const deps = {
    db: app.db,
    files: createFileStorage({ uploadsDir: dataPaths(app.config.dataDir).uploads }),
    log: app.log,
  };
  await app.register(cartRoutes, { deps });
};
