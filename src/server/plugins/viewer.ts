import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import fp from 'fastify-plugin';
import { findSessionByHash, hashToken, type ActiveSession } from '../lib/sessions';
import { NotifiedCache } from '../lib/notified-cache';
import { FILE_PREFIXES } from './static-files';
import type { CompanyRole } from '../../shared/domain/companies';
import {
  AUTH_COOKIE,
  USER_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../../shared/site/session-cookies';

/**
 * Who is asking, decided once per request from the session (docs/business-rules.md "Sessions"): the
 * HttpOnly `authToken` cookie, or `Authorization: Bearer` for API clients. Only approved trade
 * users and staff have sessions, and they see prices (docs/business-rules.md "Prices").
 */
export interface Viewer {
  userId: number | null;
  role: 'visitor' | 'trade' | 'admin';
  canSeePrices: boolean;
  /** A trade account's company and role in it (docs/business-rules.md "Companies"). */
  company?: { id: number; role: CompanyRole };
  /** The session behind the request, for sign-out, password changes and XSRF. */
  session?: { tokenHash: string; xsrfToken: string; viaCookie: boolean };
}

export const VISITOR: Viewer = Object.freeze({
  userId: null,
  role: 'visitor',
  canSeePrices: false,
});

export const NOT_SIGNED_IN = 'User not authenticated';
export const STAFF_ONLY = 'This area is for the shop staff only';
export const XSRF_REFUSED = 'Missing or invalid XSRF token. Please reload the page.';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token || undefined;
}

/** Clears the session's cookies: sign-out, or a cookie whose session is gone. */
export function clearSessionCookies(reply: FastifyReply) {
  for (const name of [AUTH_COOKIE, USER_COOKIE, XSRF_COOKIE])
    reply.clearCookie(name, { path: '/' });
}

/** preValidation: signed-in users only (401 otherwise), before a visitor learns what the route would accept. */
export async function requireSignedIn(request: FastifyRequest, reply: FastifyReply) {
  if (request.viewer.userId === null) {
    return reply.code(401).send({ success: false, message: NOT_SIGNED_IN });
  }
}

export const viewerPlugin = fp(
  async (app) => {
    app.decorateRequest('viewer', null as unknown as Viewer);

    // Live sessions, cached in memory: a signed-in request costs no database read. Every
    // sign-out, revocation or change of a user's status or role notifies
    // `sessions_changed` (migration 0007) and every process drops them all; a change made
    // through this process drops them before its answer leaves (below).
    const sessions = new NotifiedCache('sessions_changed', { maxBytes: 8 * 1024 * 1024 });
    await sessions.start(app.database);
    /** The session of a token: from memory while it lasts (no promise), else the database. */
    const loadSession = async (tokenHash: string): Promise<ActiveSession | undefined> => {
      const generation = sessions.currentGeneration();
      const session = await findSessionByHash(app.db, tokenHash);
      if (session) sessions.set(tokenHash, session, generation);
      return session;
    };
    const sessionOf = (token: string) => {
      const tokenHash = hashToken(token);
      const cached = sessions.peek<ActiveSession>(tokenHash);
      return cached && cached.expiresAt > Date.now() ? cached : loadSession(tokenHash);
    };
    // Every hook here is a plain callback, not an async function: they run on every
    // request, and a promise per hook was a measurable part of a cached answer's cost.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        !SAFE_METHODS.has(request.method) &&
        reply.statusCode < 400 &&
        !request.routeOptions.config?.cacheResponse &&
        !request.routeOptions.config?.readsOnly
      ) {
        sessions.clear();
      }
      done(null, payload);
    });

    const setViewer = (
      request: FastifyRequest,
      reply: FastifyReply,
      session: ActiveSession | undefined,
      viaCookie: boolean,
    ) => {
      if (!session) {
        // Expired or revoked: the browser forgets it, and its display cookie with it.
        if (viaCookie) clearSessionCookies(reply);
        return;
      }
      request.viewer = {
        userId: session.userId,
        role: session.role,
        canSeePrices: true,
        ...(session.companyId !== null && session.companyRole !== null
          ? { company: { id: session.companyId, role: session.companyRole } }
          : {}),
        session: { tokenHash: session.tokenHash, xsrfToken: session.xsrfToken, viaCookie },
      };
    };

    app.addHook('onRequest', (request, reply, done) => {
      request.viewer = VISITOR;
      if (FILE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return done();

      const bearer = bearerToken(request);
      const cookie = request.cookies[AUTH_COOKIE];
      const token = bearer ?? cookie;
      if (!token || token.length > 200) return done();

      const session = sessionOf(token);
      if (!(session instanceof Promise)) {
        setViewer(request, reply, session, !bearer);
        return done();
      }
      session.then((read) => setViewer(request, reply, read, !bearer)).then(() => done(), done);
    });

    // Before validation, and before any route's own hooks (a cached catalogue answer):
    // - docs/business-rules.md "Sessions": a cookie-authenticated unsafe request must echo the XSRF
    // cookie.
    //   Bearer clients are not exposed to cross-site requests and need no such token. A
    //   forged request is refused as such, whatever its body.
    // - Every /api/admin/ route is for staff, but the storefront's few public reads
    //   (docs/decisions/0004-public-admin-reads.md): a visitor learns nothing about what a
    //   staff route would accept.
    app.addHook('preValidation', (request, reply, done) => {
      const { viewer } = request;
      const session = viewer.session;
      if (
        session?.viaCookie &&
        !SAFE_METHODS.has(request.method) &&
        request.headers[XSRF_HEADER.toLowerCase()] !== session.xsrfToken
      ) {
        return void reply.code(403).send({ success: false, message: XSRF_REFUSED });
      }
      const route = request.routeOptions.url ?? '';
      if (!route.startsWith('/api/admin/') || request.routeOptions.config.publicAdminRead) {
        return done();
      }
      if (viewer.userId === null) {
        return void reply.code(401).send({ success: false, message: NOT_SIGNED_IN });
      }
      if (viewer.role !== 'admin') {
        return void reply.code(403).send({ success: false, message: STAFF_ONLY });
      }
      done();
    });
  },
  { name: 'viewer', dependencies: ['context'] },
);
