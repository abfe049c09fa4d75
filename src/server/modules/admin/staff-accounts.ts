import { randomBytes } from 'node:crypto';
import type { Database } from '#src/db/database';
import { meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE } from '#src/shared/schemas/accounts';
import { EMAIL_PATTERN } from '#src/shared/schemas/contact';
import { hashPassword } from '../../lib/password';
import { recordAudit } from '../../lib/audit';
import { revokeUserSessions } from '../../lib/sessions';
import * as repo from './staff-accounts.repo';

export interface StaffAccountInput {
  email: string;
  password?: string | undefined;
  fullName?: string | undefined;
}

export type StaffAccountOutcome =
  | { ok: true; created: boolean; userId: number; password: string; generated: boolean }
  | { ok: false; message: string };

/** A password that meets the policy: 18 random characters plus one of each class. */
export function generatePassword(): string {
  return `${randomBytes(14).toString('base64url')}aZ7!`;
}

/**
 * `npm run admin:create`: creates a staff account, or turns an existing account into
 * an approved staff account with a new password (its sessions end). Recorded in the
 * audit log with no actor: it was done at the server, not in the console.
 */
export async function createOrResetStaff(
  db: Database,
  input: StaffAccountInput,
): Promise<StaffAccountOutcome> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) return { ok: false, message: `Not an email address: ${email}` };
  const generated = input.password === undefined;
  const password = input.password ?? generatePassword();
  if (!meetsPasswordPolicy(password)) return { ok: false, message: PASSWORD_POLICY_MESSAGE };
  const passwordHash = await hashPassword(password);

  return db.transaction(async (tx) => {
    const existing = await repo.lockUserByEmail(tx, email);
    let userId: number;
    if (existing) {
      await repo.updateUser(tx, existing.id, {
        role: 'admin',
        status: 'approved',
        passwordHash,
        ...(input.fullName ? { fullName: input.fullName } : {}),
        updatedAt: new Date(),
      });
      await revokeUserSessions(tx, existing.id);
      userId = existing.id;
    } else {
      userId = await repo.insertUser(tx, {
        email,
        invoiceEmail: email,
        fullName: input.fullName ?? 'Shop staff',
        companyName: 'Shop staff',
        passwordHash,
        role: 'admin',
        status: 'approved',
      });
    }
    await recordAudit(tx, {
      actorUserId: null,
      entityType: 'customer',
      entityId: userId,
      action: existing ? 'staff-reset' : 'staff-created',
      before: existing ? { role: existing.role, status: existing.status } : null,
      after: { role: 'admin', status: 'approved' },
    });
    return { ok: true as const, created: !existing, userId, password, generated };
  });
}
