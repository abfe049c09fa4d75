import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable as Db } from '#src/db/database';
import { users } from '#src/db/schema/accounts';
import {
  companies,
  companyInvitations,
  companyMembers,
  companySites,
  creditLimitChanges,
} from '#src/db/schema/companies';

export { createCompanyFor } from '#src/db/company-accounts';

/** The company of a trade account, with the account's place in it; undefined for none. */
export async function membershipOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      companyId: companyMembers.companyId,
      role: companyMembers.role,
      spendingLimitCents: companyMembers.spendingLimitCents,
      active: companyMembers.active,
      creditLimitCents: companies.creditLimitCents,
      registeredName: companies.registeredName,
      shortName: companies.shortName,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .limit(1);
  return row;
}

export async function setShortName(db: Db, companyId: number, shortName: string) {
  await db
    .update(companies)
    .set({ shortName, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
}

export async function setCreditLimit(db: Db, companyId: number, creditLimitCents: number) {
  await db
    .update(companies)
    .set({ creditLimitCents, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
}

export async function recordCreditLimitChange(
  db: Db,
  change: {
    companyId: number;
    oldLimitCents: number;
    newLimitCents: number;
    changedBy: number;
    note?: string | undefined;
  },
) {
  await db.insert(creditLimitChanges).values({ ...change, note: change.note ?? null });
}

/** The company's own row. */
export async function findCompany(db: Db, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

/**
 * Locks the company's row for the transaction and reads it: changes to its members, its
 * money and staff's edits of it queue here, so two owners demoting each other at once
 * cannot leave it without an owner.
 */
export async function lockCompany(db: Db, companyId: number) {
  const [row] = await db
    .select()
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('no key update');
  return row;
}

/** The company's members, owners first, then by name. */
export async function listMembers(db: Db, companyId: number) {
  return db
    .select({
      userId: companyMembers.userId,
      fullName: users.fullName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      status: users.status,
      role: companyMembers.role,
      spendingLimitCents: companyMembers.spendingLimitCents,
      active: companyMembers.active,
      createdAt: companyMembers.createdAt,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(
      sql`${companyMembers.role} <> 'owner'`,
      asc(sql`lower(${users.fullName})`),
      asc(companyMembers.userId),
    );
}

export async function updateMember(
  db: Db,
  userId: number,
  change: Partial<
    Pick<typeof companyMembers.$inferInsert, 'role' | 'spendingLimitCents' | 'active'>
  >,
) {
  await db
    .update(companyMembers)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(companyMembers.userId, userId));
}

export async function insertMember(db: Db, member: typeof companyMembers.$inferInsert) {
  await db.insert(companyMembers).values(member);
}

/** The company's delivery sites, by name; archived ones only when asked. */
export async function listSites(db: Db, companyId: number, withArchived = false) {
  return db
    .select()
    .from(companySites)
    .where(
      and(
        eq(companySites.companyId, companyId),
        withArchived ? undefined : isNull(companySites.archivedAt),
      ),
    )
    .orderBy(asc(sql`lower(${companySites.name})`), asc(companySites.id));
}

/**
 * What a delivery crew needs of a site besides its address: who to call, how to get in.
 * Only for a site an order already names (checked when it was placed); for the shop.
 */
export async function siteDeliveryFacts(db: Db, siteId: number) {
  const [row] = await db
    .select({
      contactName: companySites.contactName,
      contactPhone: companySites.contactPhone,
      deliveryNotes: companySites.deliveryNotes,
    })
    .from(companySites)
    .where(eq(companySites.id, siteId));
  return row;
}

/** A delivery site of the member's company that is not archived; undefined otherwise. */
export async function findActiveSiteOf(db: Db, userId: number, siteId: number) {
  const [row] = await db
    .select({
      id: companySites.id,
      name: companySites.name,
      address: companySites.address,
      city: companySites.city,
      eircode: companySites.eircode,
    })
    .from(companySites)
    .innerJoin(companyMembers, eq(companyMembers.companyId, companySites.companyId))
    .where(
      and(
        eq(companyMembers.userId, userId),
        eq(companySites.id, siteId),
        isNull(companySites.archivedAt),
      ),
    );
  return row;
}

export async function insertSite(db: Db, site: typeof companySites.$inferInsert) {
  const [row] = await db.insert(companySites).values(site).returning();
  return row!;
}

/** Changes a site of the company (not archived); undefined when it has no such site. */
export async function updateSite(
  db: Db,
  companyId: number,
  siteId: number,
  change: Partial<typeof companySites.$inferInsert>,
) {
  const [row] = await db
    .update(companySites)
    .set({ ...change, updatedAt: sql`now()` })
    .where(
      and(
        eq(companySites.id, siteId),
        eq(companySites.companyId, companyId),
        isNull(companySites.archivedAt),
      ),
    )
    .returning();
  return row;
}

/** Open invitations of the company (neither accepted, withdrawn nor expired), newest first. */
export async function listOpenInvitations(db: Db, companyId: number) {
  return db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      role: companyInvitations.role,
      spendingLimitCents: companyInvitations.spendingLimitCents,
      expiresAt: companyInvitations.expiresAt,
      createdAt: companyInvitations.createdAt,
      invitedByName: users.fullName,
    })
    .from(companyInvitations)
    .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
    .where(and(eq(companyInvitations.companyId, companyId), isOpenInvitation()))
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
}

const isOpenInvitation = () =>
  and(
    isNull(companyInvitations.acceptedAt),
    isNull(companyInvitations.withdrawnAt),
    gt(companyInvitations.expiresAt, sql`now()`),
  );

/** Withdraws the company's open invitation to `email`, if any: a new one replaces it. */
export async function withdrawInvitationTo(db: Db, companyId: number, email: string) {
  await db
    .update(companyInvitations)
    .set({ withdrawnAt: sql`now()` })
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        sql`lower(${companyInvitations.email}) = lower(${email})`,
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.withdrawnAt),
      ),
    );
}

export async function insertInvitation(db: Db, invitation: typeof companyInvitations.$inferInsert) {
  const [row] = await db.insert(companyInvitations).values(invitation).returning();
  return row!;
}

/** Withdraws one open invitation of the company; whether there was one. */
export async function withdrawInvitation(db: Db, companyId: number, invitationId: number) {
  const rows = await db
    .update(companyInvitations)
    .set({ withdrawnAt: sql`now()` })
    .where(
      and(
        eq(companyInvitations.id, invitationId),
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.withdrawnAt),
      ),
    )
    .returning({ id: companyInvitations.id, email: companyInvitations.email });
  return rows[0];
}

/** The open invitation of a token's hash, with its company's names and who sent it. */
export async function findOpenInvitation(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: companyInvitations.id,
      companyId: companyInvitations.companyId,
      email: companyInvitations.email,
      role: companyInvitations.role,
      spendingLimitCents: companyInvitations.spendingLimitCents,
      expiresAt: companyInvitations.expiresAt,
      shortName: companies.shortName,
      registeredName: companies.registeredName,
      invitedByName: users.fullName,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
    .where(and(eq(companyInvitations.tokenHash, tokenHash), isOpenInvitation()))
    .limit(1);
  return row;
}

/**
 * Marks the invitation accepted by `userId` if it is still open: of two accepting at the
 * same moment, one wins (the row update is the arbiter). Whether it was.
 */
export async function consumeInvitation(db: Db, invitationId: number, userId: number) {
  const rows = await db
    .update(companyInvitations)
    .set({ acceptedAt: sql`now()`, acceptedUserId: userId })
    .where(and(eq(companyInvitations.id, invitationId), isOpenInvitation()))
    .returning({ id: companyInvitations.id, email: companyInvitations.email });
  return rows[0];
}
