import { and, desc, eq, getTableColumns, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { passwordResetTokens, users } from '#src/db/schema/accounts';
import { companies, companyMembers } from '#src/db/schema/companies';
import { fromCents } from '#src/shared/domain/money';
import type { ApplicationStatus, PublicUser, UpdateProfile } from '#src/shared/schemas/accounts';

/**
 * A trade account as the API sees it: its own row with its company's credit limit (0
 * before it has a company) and company id (docs/business-rules.md "Companies").
 */
export type UserRow = typeof users.$inferSelect & {
  creditLimitCents: number;
  companyId: number | null;
  /** Whether the account is still an active member of its company (true without one). */
  memberActive: boolean;
};

/** Users with their company's credit limit and id. */
async function selectUsers(db: Db, where: SQL | undefined, limit: number, newestFirst = false) {
  const query = db
    .select({
      ...getTableColumns(users),
      creditLimitCents: companies.creditLimitCents,
      companyId: companyMembers.companyId,
      memberActive: companyMembers.active,
    })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(where)
    .orderBy(...(newestFirst ? [desc(users.createdAt)] : []))
    .limit(limit);
  const rows = await query;
  return rows.map((row): UserRow => ({
    ...row,
    creditLimitCents: row.creditLimitCents ?? 0,
    memberActive: row.memberActive ?? true,
  }));
}

/** The API's view of a user: never the hash, status internals or sessions. */
export function publicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    invoice_email: user.invoiceEmail,
    phone_number: user.phoneNumber,
    country: user.country,
    company_name: user.companyName,
    office_address: user.officeAddress,
    office_city: user.officeCity,
    office_eir_code: user.officeEirCode,
    delivery_address: user.deliveryAddress,
    delivery_city: user.deliveryCity,
    delivery_eir_code: user.deliveryEirCode,
    credit_limit: fromCents(user.creditLimitCents),
    subscribe: user.subscribe,
    role: user.role,
  };
}

/** The profile fields of the API (sign-up, My Account) as columns. */
export function profileColumns(input: UpdateProfile) {
  return {
    fullName: input.full_name,
    phoneNumber: input.phone_number,
    ...(input.country ? { country: input.country } : {}),
    companyName: input.company_name,
    officeAddress: input.office_address,
    officeCity: input.office_city,
    officeEirCode: input.office_eir_code,
    deliveryAddress: input.delivery_address,
    deliveryCity: input.delivery_city,
    deliveryEirCode: input.delivery_eir_code,
    subscribe: input.subscribe,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await selectUsers(db, sql`lower(${users.email}) = lower(${email})`, 1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await selectUsers(db, eq(users.id, id), 1);
  return row;
}

/** A new application: no company yet. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return { ...row!, creditLimitCents: 0, companyId: null, memberActive: true };
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return row && findUserById(db, row.id);
}

export async function insertResetToken(db: Db, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** Marks the token used if it is unused and unexpired; its user, or undefined. Atomic. */
export async function consumeResetToken(db: Db, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** A reset, or a new link, makes every older link of the user useless. */
export async function retireResetTokens(db: Db, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function listUsersByStatus(db: Db, status: ApplicationStatus, limit: number) {
  return selectUsers(db, and(eq(users.status, status), eq(users.role, 'trade')), limit, true);
}

/**
 * Moves an application on, only from the states in `from` (pending; a rejection may be
 * approved after all): of two staff deciding at once, one wins and the other is told
 * (the row update is the arbiter).
 */
export async function decideApplication(
  db: Db,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason?: string | null },
  staffId: number,
  /** The states it may be decided from: pending, or (approving, on reflection) rejected. */
  from: ReadonlyArray<'pending' | 'rejected'> = ['pending'],
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      status: decision.status,
      statusReason: decision.reason ?? null,
      statusChangedAt: new Date(),
      statusChangedBy: staffId,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, id), inArray(users.status, [...from]), eq(users.role, 'trade')))
    .returning({ id: users.id });
  return row && findUserById(db, row.id);
}
