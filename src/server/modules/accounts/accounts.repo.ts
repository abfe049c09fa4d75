import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { creditLimitChanges, passwordResetTokens, users } from '#src/db/schema/accounts';
import { fromCents } from '#src/shared/domain/money';
import type { ApplicationStatus, PublicUser, UpdateProfile } from '#src/shared/schemas/accounts';

export type UserRow = typeof users.$inferSelect;

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
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
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
    .returning();
  return row;
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
  return db
    .select()
    .from(users)
    .where(and(eq(users.status, status), eq(users.role, 'trade')))
    .orderBy(desc(users.createdAt))
    .limit(limit);
}

/**
 * Moves an application on, only from the states in `from` (pending; a rejection may be
 * approved after all): of two staff deciding at once, one wins and the other is told
 * (the row update is the arbiter).
 */
export async function decideApplication(
  db: Db,
  id: number,
  decision: { status: 'approved' | 'rejected'; creditLimitCents?: number; reason?: string | null },
  staffId: number,
  /** The states it may be decided from: pending, or (approving, on reflection) rejected. */
  from: ReadonlyArray<'pending' | 'rejected'> = ['pending'],
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      status: decision.status,
      ...(decision.creditLimitCents === undefined
        ? {}
        : { creditLimitCents: decision.creditLimitCents }),
      statusReason: decision.reason ?? null,
      statusChangedAt: new Date(),
      statusChangedBy: staffId,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, id), inArray(users.status, [...from]), eq(users.role, 'trade')))
    .returning();
  return row;
}

export async function recordCreditLimitChange(
  db: Db,
  change: {
    userId: number;
    oldLimitCents: number;
    newLimitCents: number;
    changedBy: number;
    note?: string;
  },
) {
  await db.insert(creditLimitChanges).values({ ...change, note: change.note ?? null });
}
