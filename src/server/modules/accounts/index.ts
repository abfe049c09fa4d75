import type { FastifyPluginAsync } from 'fastify';
import { accountsRoutes, type AccountLimits } from './accounts.routes';
import { applicationsRoutes } from './applications.routes';
import { mailedLinkBase } from '../../config';

const MINUTE = 60_000;

/** Generous for a person, hopeless for a script (docs/business-rules.md "Sessions"). */
export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  loginPerAccount: { free: 5, windowMs: 15 * MINUTE, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE },
  loginPerIp: { free: 20, windowMs: 15 * MINUTE, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE },
  resetPerEmail: {
    free: 3,
    windowMs: 60 * MINUTE,
    baseDelayMs: 5 * MINUTE,
    maxDelayMs: 60 * MINUTE,
  },
  resetPerIp: { free: 10, windowMs: 15 * MINUTE, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE },
  // A hotel group's office may apply for several sites; a script may not mail at will.
  registerPerIp: { max: 10, timeWindow: 60 * MINUTE },
};

/** Trade accounts: apply, sign in and out, recover and change passwords, approval. */
export const accountsModule: FastifyPluginAsync<{ limits?: Partial<AccountLimits> }> = async (
  app,
  { limits },
) => {
  const deps = { db: app.db, inbox: app.config.shopInboxEmail, log: app.log };
  const publicUrl = mailedLinkBase(app.config);
  await app.register(accountsRoutes, {
    deps,
    limits: { ...DEFAULT_ACCOUNT_LIMITS, ...limits },
    publicUrl,
    secureCookies: app.config.https,
    redis: app.redis,
  });
  await app.register(applicationsRoutes, { deps, publicUrl });
};
