import type { FastifyPluginAsync } from 'fastify';
import { savedListsRoutes } from './saved-lists.routes';

/** Saved lists, "room packs": a buyer's named lines, added to the cart room by room. */
export const savedListsModule: FastifyPluginAsync = async (app) => {
  await app.register(savedListsRoutes, { db: app.db });
};
