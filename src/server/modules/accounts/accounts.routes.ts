import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_NOT_FOUND,
  EMAIL_TAKEN,
  LOGIN_SUCCESS,
  PASSWORD_RESET_DONE,
  PASSWORD_UPDATED,
  PROFILE_UPDATED,
  REGISTRATION_SUCCESS,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
  forgotPasswordSchema,
  publicUserSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  updatePasswordSchema,
  updateProfileSchema,
  userDetailsSchema,
} from '#src/shared/schemas/accounts';
import { errorSchema } from '#src/shared/schemas/common';
import {
  AUTH_COOKIE,
  SESSION_HOURS,
  USER_COOKIE,
  XSRF_COOKIE,
} from '#src/shared/site/session-cookies';
import { createAttemptLimiter, retryText, type AttemptPolicy } from '../../lib/attempt-limiter';
import type { RateLimit } from '../../plugins/rate-limit';
import { parseForm, validatedBody } from '../../lib/form-validation';
import { clearSessionCookies, NOT_SIGNED_IN, requireSignedIn } from '../../plugins/viewer';
import * as accounts from './accounts.service';
import { publicUser, type AccountsDeps, type UserRow } from './accounts.service';
import { revokeSession } from '../../lib/sessions';

export interface AccountLimits {
  /** Failed sign-ins per account, then a doubling wait. */
  loginPerAccount: AttemptPolicy;
  /** Failed sign-ins per IP (many accounts from one address). */
  loginPerIp: AttemptPolicy;
  /** Reset mails per email address. */
  resetPerEmail: AttemptPolicy;
  /** Reset requests per IP (any address). */
  resetPerIp: AttemptPolicy;
  /** Applications per IP: each mails the applicant and the shop (ASVS V2.4.1). */
  registerPerIp: RateLimit;
}

export interface AccountsRoutesOptions {
  deps: AccountsDeps;
  limits: AccountLimits;
  /** Where mailed links point (PUBLIC_URL, never the request's Host header). */
  publicUrl: string;
  /** Shared throttle counters (REDIS_URL); in memory without it. */
  redis: Redis | undefined;
  secureCookies: boolean;
}

const tags = ['accounts'];
const ok = z.object({ success: z.literal(true), message: z.string() });
const idParams = z.object({ userId: z.coerce.number().int().positive() });
export const OWN_ACCOUNT_ONLY = 'You can only change your own account.';

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { deps, limits, publicUrl, secureCookies, redis },
) => {
  const limiter = (policy: AttemptPolicy, name: string) =>
    createAttemptLimiter(policy, { redis, prefix: `shop:throttle:${name}` });
  const loginPerAccount = limiter(limits.loginPerAccount, 'login-account');
  const loginPerIp = limiter(limits.loginPerIp, 'login-ip');
  const resetPerEmail = limiter(limits.resetPerEmail, 'reset-email');
  const resetPerIp = limiter(limits.resetPerIp, 'reset-ip');
  const cookieBase = {
    path: '/',
    sameSite: 'lax' as const,
    secure: secureCookies,
    maxAge: SESSION_HOURS * 60 * 60,
  };

  function setDisplayCookie(reply: FastifyReply, user: UserRow) {
    reply.setCookie(
      USER_COOKIE,
      JSON.stringify({ full_name: user.fullName, office_city: user.officeCity }),
      { ...cookieBase, httpOnly: false },
    );
  }

  function tooMany(reply: FastifyReply, waitMs: number, what: string) {
    reply.header('retry-after', Math.ceil(waitMs / 1000));
    return reply
      .code(429)
      .send({ success: false, message: `${what} Please try again in ${retryText(waitMs)}.` });
  }

  app.post('/auth/user/register', {
    config: { rateLimit: limits.registerPerIp },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Apply for a trade account (pending until staff approve it)',
      body: signUpSchema,
      response: { 201: ok, 400: errorSchema, 409: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => {
      const input = validatedBody(signUpSchema, request);
      const outcome = await accounts.register({ ...deps, log: request.log }, input);
      if (!outcome.ok) {
        return reply.code(409).send({
          success: false,
          message: EMAIL_TAKEN,
          errors: [{ field: 'email', message: EMAIL_TAKEN }],
        });
      }
      return reply.code(201).send({ success: true, message: REGISTRATION_SUCCESS });
    },
  });

  app.post('/auth/user/login', {
    attachValidation: true,
    schema: {
      tags,
      summary: 'Sign in: sets the session cookies and returns the token for API clients',
      body: signInSchema,
      response: {
        200: ok.extend({ token: z.string(), user: publicUserSchema }),
        400: errorSchema,
        401: errorSchema,
        403: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const input = validatedBody(signInSchema, request);
      const accountKey = `account:${input.email}`;
      const ipKey = `ip:${request.ip}`;
      // Counted before the password is checked, in one step with the check (ADR 0026).
      const accountWait = await loginPerAccount.acquire(accountKey);
      if (accountWait > 0) return tooMany(reply, accountWait, 'Too many failed sign-in attempts.');
      const ipWait = await loginPerIp.acquire(ipKey);
      if (ipWait > 0) {
        await loginPerAccount.refund(accountKey);
        return tooMany(reply, ipWait, 'Too many failed sign-in attempts.');
      }

      const outcome = await accounts.signIn({ ...deps, log: request.log }, input, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (!outcome.ok) {
        // Only a wrong password counts (a pending account is no guess).
        if (!outcome.wrongPassword) {
          await loginPerAccount.refund(accountKey);
          await loginPerIp.refund(ipKey);
        }
        return reply.code(outcome.status).send({ success: false, message: outcome.message });
      }
      await loginPerAccount.reset(accountKey);
      await loginPerIp.refund(ipKey);
      // Re-authentication ends the session the browser held (ASVS V7.2.4): a planted or
      // stale cookie never lives on beside the new one. A Bearer client's tokens are its
      // own to manage (it may sign in as several accounts).
      const held = request.viewer.session;
      if (held?.viaCookie) await revokeSession(deps.db, held.tokenHash);
      const { session, user } = outcome;
      reply.setCookie(AUTH_COOKIE, session.token, { ...cookieBase, httpOnly: true });
      reply.setCookie(XSRF_COOKIE, session.xsrfToken, { ...cookieBase, httpOnly: false });
      setDisplayCookie(reply, user);
      return {
        success: true as const,
        message: LOGIN_SUCCESS,
        token: session.token,
        user: publicUser(user),
      };
    },
  });

  app.post('/auth/user/logout', {
    schema: { tags, summary: 'Sign out: ends the session on the server', response: { 200: ok } },
    handler: async (request, reply) => {
      const session = request.viewer.session;
      if (session) await revokeSession(deps.db, session.tokenHash);
      clearSessionCookies(reply);
      return { success: true as const, message: 'Signed out' };
    },
  });

  app.post('/auth/user/forgot-password', {
    attachValidation: true,
    schema: {
      tags,
      summary: 'Mail a single-use password reset link (valid 60 minutes)',
      body: forgotPasswordSchema,
      response: { 200: ok, 400: errorSchema, 404: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => {
      const { email } = validatedBody(forgotPasswordSchema, request);
      const emailKey = `email:${email}`;
      const ipKey = `ip:${request.ip}`;
      // Counted as it arrives, in one step with the check (ADR 0026).
      const ipWait = await resetPerIp.acquire(ipKey);
      if (ipWait > 0) return tooMany(reply, ipWait, 'Too many password reset requests.');
      const emailWait = await resetPerEmail.acquire(emailKey);
      if (emailWait > 0) {
        await resetPerIp.refund(ipKey);
        return tooMany(reply, emailWait, 'Too many password reset requests.');
      }
      const sent = await accounts.sendResetLink({ ...deps, log: request.log }, email, publicUrl);
      if (!sent) return reply.code(404).send({ success: false, message: EMAIL_NOT_FOUND });
      return { success: true as const, message: RESET_LINK_SENT };
    },
  });

  app.post('/auth/user/reset-password', {
    attachValidation: true,
    schema: {
      tags,
      summary: 'Choose a new password with a reset link; every session ends',
      body: resetPasswordSchema,
      response: { 200: ok, 400: errorSchema },
    },
    handler: async (request, reply) => {
      const { token, password } = validatedBody(resetPasswordSchema, request);
      const done = await accounts.resetPassword(deps, token, password);
      if (!done) return reply.code(400).send({ success: false, message: RESET_LINK_INVALID });
      return { success: true as const, message: PASSWORD_RESET_DONE };
    },
  });

  app.get('/user/details', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary: "The signed-in user's profile, credit limit, available credit and credit hold",
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
      response: { 200: userDetailsSchema, 401: errorSchema },
    },
    handler: async (request, reply) => {
      const found = await accounts.details(deps, request.viewer.userId!);
      if (!found) return reply.code(401).send({ success: false, message: NOT_SIGNED_IN });
      return found;
    },
  });

  app.put('/auth/user/update/:userId', {
    preValidation: requireSignedIn,
    attachValidation: true,
    schema: {
      tags,
      summary: "Update one's own profile (email, invoice email and credit limit are not editable)",
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
      params: idParams,
      body: updateProfileSchema,
      response: {
        200: ok.extend({ data: publicUserSchema }),
        400: errorSchema,
        401: errorSchema,
        403: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const { userId } = parseForm(idParams, request.params);
      if (userId !== request.viewer.userId) {
        return reply.code(403).send({ success: false, message: OWN_ACCOUNT_ONLY });
      }
      const input = validatedBody(updateProfileSchema, request);
      const user = await accounts.updateProfile(deps, userId, input);
      if (!user) return reply.code(401).send({ success: false, message: NOT_SIGNED_IN });
      setDisplayCookie(reply, user);
      return { success: true as const, message: PROFILE_UPDATED, data: publicUser(user) };
    },
  });

  app.put('/auth/user/update_password/:userId', {
    preValidation: requireSignedIn,
    attachValidation: true,
    schema: {
      tags,
      summary: "Change one's own password; the other sessions end",
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
      params: idParams,
      body: updatePasswordSchema,
      response: { 200: ok, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
    handler: async (request, reply) => {
      const { userId } = parseForm(idParams, request.params);
      if (userId !== request.viewer.userId) {
        return reply.code(403).send({ success: false, message: OWN_ACCOUNT_ONLY });
      }
      const input = validatedBody(updatePasswordSchema, request);
      const outcome = await accounts.changePassword(
        deps,
        userId,
        input,
        request.viewer.session?.tokenHash,
      );
      if (!outcome.ok) return reply.code(400).send({ success: false, message: outcome.message });
      return { success: true as const, message: PASSWORD_UPDATED };
    },
  });
};
