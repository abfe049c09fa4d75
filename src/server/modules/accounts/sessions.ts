import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Queryable as Db } from '../../../db/client';
import { sessions, users } from '../../../db/schema/accounts';
import { SESSION_HOURS } from '../../../shared/site/session-cookies';

/** DECISIONS.md #10: server-side sessions of 8 hours, revocable. */
export const SESSION_TTL_MS = SESSION_HOURS * 60 * 60 * 1000;

/** 256 random bits, URL-safe: for session tokens, XSRF tokens and reset tokens. */
export const newToken = () => randomBytes(32).toString('base64url');
/** Only hashes are stored: a leaked table does not leak usable tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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
  xsrfToken: string;
}

/** The live session of `token`: not expired, and its user still approved. */
export async function findSession(db: Db, token: string): Promise<ActiveSession | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      userId: sessions.userId,
      role: users.role,
      xsrfToken: sessions.xsrfToken,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, 'approved'),
      ),
    )
    .limit(1);
  return row ? { tokenHash, ...row } : undefined;
}

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
