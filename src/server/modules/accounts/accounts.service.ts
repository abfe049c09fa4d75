import { fromCents, toCents } from '#src/shared/domain/money';
import { availableCreditCents } from '#src/shared/domain/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/database';
import { isUniqueViolation } from '#src/db/errors';
import {
  ACCOUNT_SUSPENDED,
  APPLICATION_REJECTED,
  AWAITING_APPROVAL,
  CURRENT_PASSWORD_WRONG,
  type ApplicationStatus,
  type SignIn,
  type SignUp,
  type UpdatePassword,
  type UpdateProfile,
  type UserDetails,
  WRONG_CREDENTIALS,
} from '#src/shared/schemas/accounts';
import { recordAudit } from '../../lib/audit';
import { queueMail } from '../../lib/outbox';
import { hashPassword, verifyPassword } from '../../lib/password';
import * as mails from './accounts.mails';
import * as repo from './accounts.repo';
import {
  createSession,
  hashToken,
  newToken,
  revokeUserSessions,
  type NewSession,
} from '../../lib/sessions';
import { openOrdersCents } from '../orders/customer-credit.repo';
import { creditHoldOf } from '../invoices/account.repo';
import * as companiesRepo from '../companies/companies.repo';

export interface AccountsDeps {
  db: Database;
  /** SHOP_INBOX_EMAIL: where new applications are announced. */
  inbox: string;
  log: FastifyBaseLogger;
}

export const RESET_TOKEN_MINUTES = 60;

/** A user as stored (the routes set the display cookie from it). */
export type UserRow = repo.UserRow;

/** The API's view of a user: never the hash, status internals or sessions. */
export const publicUser = (user: UserRow) => repo.publicUser(user);

export type RegisterOutcome = { ok: true } | { ok: false; reason: 'email-taken' };

/**
 * A pending application (docs/business-rules.md "Accounts"), announced to the applicant and the
 * shop.
 */
export async function register(deps: AccountsDeps, input: SignUp): Promise<RegisterOutcome> {
  if (await repo.findUserByEmail(deps.db, input.email)) return { ok: false, reason: 'email-taken' };
  const passwordHash = await hashPassword(input.password);
  try {
    await deps.db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        ...repo.profileColumns(input),
        registeredName: input.registered_name ?? '',
        vatNumber: input.vat_number ?? null,
        email: input.email,
        invoiceEmail: input.invoice_email,
        passwordHash,
        role: 'trade',
        status: 'pending',
      });
      await queueMail(tx, { ...mails.applicationReceived(user), purpose: 'application received' });
      await queueMail(tx, {
        ...mails.newApplication(user, deps.inbox),
        purpose: 'new application',
      });
    });
  } catch (error) {
    // Two applications with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) return { ok: false, reason: 'email-taken' };
    throw error;
  }
  return { ok: true };
}

// Verifying against this when the email is unknown makes both answers take as long.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that matches nothing'));

export const MEMBER_DEACTIVATED =
  "Your access to your company's account has ended. Ask its owner if you need it again.";

export type SignInOutcome =
  | { ok: true; user: repo.UserRow; session: NewSession }
  | { ok: false; status: 401 | 403; message: string; wrongPassword: boolean };

export async function signIn(
  deps: AccountsDeps,
  input: SignIn,
  client: { ip: string; userAgent: string | undefined },
): Promise<SignInOutcome> {
  const user = await repo.findUserByEmail(deps.db, input.email);
  const matches = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
  if (!user || !matches) {
    return { ok: false, status: 401, message: WRONG_CREDENTIALS, wrongPassword: true };
  }
  // Told only to whoever knows the password: no account states leak to strangers.
  const refusal =
    user.status === 'pending'
      ? AWAITING_APPROVAL
      : user.status === 'rejected'
        ? APPLICATION_REJECTED
        : user.status === 'suspended'
          ? ACCOUNT_SUSPENDED
          : !user.memberActive
            ? MEMBER_DEACTIVATED
            : undefined;
  if (refusal) return { ok: false, status: 403, message: refusal, wrongPassword: false };
  const session = await createSession(deps.db, user.id, client);
  return { ok: true, user, session };
}

/** No company, no invoices: never on hold (60 days: a new company's default). */
const NOT_ON_HOLD = { onHold: false, days: 60 };

export async function details(
  deps: AccountsDeps,
  userId: number,
): Promise<UserDetails | undefined> {
  const [user, company] = await Promise.all([
    repo.findUserById(deps.db, userId),
    companiesRepo.membershipOf(deps.db, userId),
  ]);
  if (!user) return undefined;
  const [open, hold] = company
    ? await Promise.all([
        openOrdersCents(deps.db, company.companyId),
        creditHoldOf(deps.db, company.companyId),
      ])
    : [0, NOT_ON_HOLD];
  return {
    ...repo.publicUser(user),
    ...(company ? { company_name: company.shortName } : {}),
    available_credit: fromCents(availableCreditCents(user.creditLimitCents, open)),
    on_credit_hold: hold.onHold,
    credit_hold_days: hold.days,
    company: company
      ? {
          id: company.companyId,
          registered_name: company.registeredName,
          short_name: company.shortName,
          role: company.role,
          spending_limit:
            company.spendingLimitCents === null ? null : fromCents(company.spendingLimitCents),
        }
      : null,
  };
}

export async function updateProfile(
  deps: AccountsDeps,
  userId: number,
  input: UpdateProfile,
): Promise<repo.UserRow | undefined> {
  return deps.db.transaction(async (tx) => {
    const company = await companiesRepo.membershipOf(tx, userId);
    // The specification's company_name is the company's short name: its owner's to change
    // (docs/business-rules.md "Companies").
    if (company?.role === 'owner') {
      await companiesRepo.setShortName(tx, company.companyId, input.company_name);
    }
    return repo.updateUser(tx, userId, repo.profileColumns(input));
  });
}

export type PasswordChange = { ok: true } | { ok: false; message: string };

/**
 * Checks the current password; the other sessions end, this one stays
 * (docs/business-rules.md "Sessions").
 */
export async function changePassword(
  deps: AccountsDeps,
  userId: number,
  input: UpdatePassword,
  keepSession: string | undefined,
): Promise<PasswordChange> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.curr_password))) {
    return { ok: false, message: CURRENT_PASSWORD_WRONG };
  }
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, userId, { passwordHash });
    await revokeUserSessions(tx, userId, keepSession);
    await repo.retireResetTokens(tx, userId);
    await queueMail(tx, { ...mails.passwordChanged(user, 'changed'), purpose: 'password changed' });
  });
  return { ok: true };
}

/**
 * A single-use link valid 60 minutes (docs/business-rules.md "Passwords"); false when no such
 * account.
 */
export async function sendResetLink(
  deps: AccountsDeps,
  email: string,
  linkBase: string,
): Promise<boolean> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) return false;
  const token = newToken();
  const link = `${linkBase}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.db.transaction(async (tx) => {
    await repo.retireResetTokens(tx, user.id);
    await repo.insertResetToken(
      tx,
      user.id,
      hashToken(token),
      new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    );
    // The link is a credential: the outbox drops the body once sent and never resends it.
    await queueMail(tx, {
      ...mails.passwordResetLink(user, link, RESET_TOKEN_MINUTES),
      purpose: 'reset link',
      secret: true,
    });
  });
  return true;
}

/** Uses the token once; every session of the user ends. False when it is not valid. */
export async function resetPassword(
  deps: AccountsDeps,
  token: string,
  password: string,
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const userId = await repo.consumeResetToken(tx, hashToken(token));
    if (userId === undefined) return false;
    const user = await repo.updateUser(tx, userId, { passwordHash });
    await revokeUserSessions(tx, userId);
    await repo.retireResetTokens(tx, userId);
    if (user)
      await queueMail(tx, { ...mails.passwordChanged(user, 'reset'), purpose: 'password reset' });
    return true;
  });
}

export type Decision =
  { ok: true; user: repo.UserRow } | { ok: false; status: 404 | 409; message: string };

/** Trade applications in one state, newest first, at most `limit` of them. */
export const listApplications = (deps: AccountsDeps, status: ApplicationStatus, limit: number) =>
  repo.listUsersByStatus(deps.db, status, limit);

export const ALREADY_DECIDED = 'This application has already been decided.';
export const NO_SUCH_APPLICATION = 'No such application.';

async function refusal(deps: AccountsDeps, id: number): Promise<Decision> {
  const user = await repo.findUserById(deps.db, id);
  return user && user.role === 'trade'
    ? { ok: false, status: 409, message: ALREADY_DECIDED }
    : { ok: false, status: 404, message: NO_SUCH_APPLICATION };
}

/**
 * Approves an application: the account can sign in, and its company is created with the
 * credit limit staff set (docs/business-rules.md "Companies"). A rejected applicant approved
 * after all gets their company then; one approved before keeps theirs.
 */
export async function approveApplication(
  deps: AccountsDeps,
  id: number,
  input: { credit_limit: number; note?: string | undefined },
  staffId: number,
  signInUrl: string,
): Promise<Decision> {
  const user = await deps.db.transaction(async (tx) => {
    const before = await repo.findUserById(tx, id);
    // A rejected applicant may be approved after all (the rejection mail invites a reply),
    // but only by staff who saw the rejection: an approval of a pending application that
    // another member of staff rejects at the same moment is refused, not laid over it.
    const decided = await repo.decideApplication(
      tx,
      id,
      { status: 'approved', reason: input.note ?? null },
      staffId,
      [before?.status === 'rejected' ? 'rejected' : 'pending'],
    );
    if (!decided) return undefined;
    const newLimitCents = toCents(input.credit_limit);
    const companyId =
      decided.companyId ?? (await companiesRepo.createCompanyFor(tx, decided, newLimitCents));
    if (decided.companyId !== null)
      await companiesRepo.setCreditLimit(tx, companyId, newLimitCents);
    await companiesRepo.recordCreditLimitChange(tx, {
      companyId,
      oldLimitCents: decided.creditLimitCents,
      newLimitCents,
      changedBy: staffId,
      note: input.note,
    });
    await recordAudit(tx, {
      actorUserId: staffId,
      entityType: 'customer',
      entityId: id,
      action: 'approve',
      before: {
        status: before?.status ?? 'pending',
        credit_limit: fromCents(decided.creditLimitCents),
      },
      after: {
        status: 'approved',
        credit_limit: input.credit_limit,
        company_id: companyId,
        note: input.note ?? null,
      },
    });
    const approved = { ...decided, companyId, creditLimitCents: newLimitCents };
    await queueMail(tx, {
      ...mails.applicationApproved(approved, signInUrl),
      purpose: 'application approved',
    });
    return approved;
  });
  if (!user) return refusal(deps, id);
  return { ok: true, user };
}

export async function rejectApplication(
  deps: AccountsDeps,
  id: number,
  reason: string,
  staffId: number,
): Promise<Decision> {
  const user = await deps.db.transaction(async (tx) => {
    const decided = await repo.decideApplication(tx, id, { status: 'rejected', reason }, staffId);
    if (decided) {
      await recordAudit(tx, {
        actorUserId: staffId,
        entityType: 'customer',
        entityId: id,
        action: 'reject',
        before: { status: 'pending' },
        after: { status: 'rejected', reason },
      });
      await queueMail(tx, {
        ...mails.applicationRejected(decided, reason),
        purpose: 'application rejected',
      });
    }
    return decided;
  });
  if (!user) return refusal(deps, id);
  return { ok: true, user };
}
