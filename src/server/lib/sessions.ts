import { hash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Queryable as Db } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { sessions } from '../../db/schema/accounts';
import type { CompanyRole } from '../../shared/domain/companies';
import { SESSION_HOURS } from '../../shared/site/session-cookies';

/** docs/business-rules.md "Sessions": server-side sessions of 8 hours, revocable. */
export const SESSION_TTL_MS = SESSION_HOURS * 60 * 60 * 1000;

/** 256 random bits, URL-safe: for session tokens, XSRF tokens and reset tokens. */
export const newToken = () => randomBytes(32).toString('base64url');
/**
 * Only hashes are stored: a leaked table does not leak usable tokens. Worked out on
 * every signed-in request, so the one-shot `hash` (a Hash object costs several times more).
 */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

export interface NewSession {
  token: string;
  xsrfToken: string;
  expiresAt: Date;
}

export async function createSession(
  db: Db,
  userId: number,
  client: { ip: string; userAgent: string | undefined },
): Promise<NewSession> {
  const token = newToken();
  const xsrfToken = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    xsrfToken,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return { token, xsrfToken, expiresAt };
}

export interface ActiveSession {
  tokenHash: string;
  userId: number;
  role: 'trade' | 'admin';
  /** The trade account's company and its role there; null for staff. */
  companyId: number | null;
  companyRole: CompanyRole | null;
  xsrfToken: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/**
 * The live session of a token's hash: not expired, its user still approved and, in a
 * company, still an active member. One prepared statement: it runs for every signed-in
 * request whose session is not cached.
 */
export async function findSessionByHash(
  db: Database,
  tokenHash: string,
): Promise<ActiveSession | undefined> {
  const [row] = await queryRows<Omit<ActiveSession, 'tokenHash'>>(
    db,
    sql`select s.user_id as "userId", u.role, s.xsrf_token as "xsrfToken",
        (extract(epoch from s.expires_at) * 1000)::float8 as "expiresAt",
        m.company_id as "companyId", m.role as "companyRole"
      from sessions s join users u on u.id = s.user_id
        left join company_members m on m.user_id = s.user_id
      where s.token_hash = ${tokenHash} and s.expires_at > now() and u.status = 'approved'
        and coalesce(m.active, true)
      limit 1`,
  );
  return row ? { tokenHash, ...row } : undefined;
}

export const findSession = (db: Database, token: string) => findSessionByHash(db, hashToken(token));

export async function revokeSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Every session of the user, but `keep` (the one changing its password) if given. */
export async function revokeUserSessions(db: Db, userId: number, keep?: string) {
  await db
    .delete(sessions)
    .where(
      keep === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)),
    );
}
