import fp from 'fastify-plugin';

/**
 * Who is asking, decided once per request. Only approved trade users and staff see
 * prices (DECISIONS.md #1); the accounts module fills in the signed-in viewer.
 */
export interface Viewer {
  userId: number | null;
  role: 'visitor' | 'trade' | 'admin';
  canSeePrices: boolean;
}

export const VISITOR: Viewer = Object.freeze({
  userId: null,
  role: 'visitor',
  canSeePrices: false,
});

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

export const viewerPlugin = fp(
  async (app) => {
    app.decorateRequest('viewer', null as unknown as Viewer);
    app.addHook('onRequest', async (request) => {
      request.viewer = VISITOR;
    });
  },
  { name: 'viewer' },
);
