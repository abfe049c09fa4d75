import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client';
import type { Database } from '../../db/database';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
  }
  interface FastifyContextConfig {
    /**
     * An `/api/admin/` read the storefront makes without signing in (news, storage
     * prices): the admin guard lets it through. docs/decisions/0004-public-admin-reads.md
     */
    publicAdminRead?: boolean;
    /**
     * A POST that only reads (a search, a quote): it changes no session, so the viewer's
     * cached sessions stay (plugins/viewer).
     */
    readsOnly?: boolean;
  }
}

/** Makes the configuration and the database reachable from every route as `app.*`. */
export const contextPlugin = fp<{ config: Config; database: DatabaseHandle }>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'context' },
);
