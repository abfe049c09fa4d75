import type { Database } from '#src/db/database';
import { canManageCompany, type CompanyRole } from '#src/shared/domain/companies';
import { fromCents, toCents } from '#src/shared/domain/money';
import { availableCreditCents } from '#src/shared/domain/pricing';
import {
  ALREADY_A_MEMBER,
  INVITATION_DAYS,
  INVITATION_INVALID,
  INVITATION_NOT_FOUND,
  LAST_OWNER,
  MAX_SITES,
  MEMBER_NOT_FOUND,
  OWNERS_ONLY,
  SITE_NAME_TAKEN,
  SITE_NOT_FOUND,
  type AcceptInvitation,
  type InvitationInput,
  type MemberChange,
  type SiteInput,
} from '#src/shared/schemas/companies';
import { recordAudit } from '../../lib/audit';
import { isUniqueViolation } from '#src/db/errors';
import { FormError } from '../../lib/form-validation';
import { queueMail } from '../../lib/outbox';
import { hashPassword } from '../../lib/password';
import { hashToken, newToken, revokeUserSessions } from '../../lib/sessions';
import { findUserByEmail, findUserById, insertUser } from '../accounts/accounts.repo';
import { openOrdersCents } from '../orders/customer-credit.repo';
import * as mails from './companies.mails';
import * as repo from './companies.repo';

/** Who acts on a company: a member (their own company) or staff (any company). */
export interface Actor {
  userId: number;
  companyId: number;
  /** The member's role; staff act as owners. */
  role: CompanyRole;
  staff?: boolean;
}

function requireOwner(actor: Actor) {
  if (!actor.staff && !canManageCompany(actor.role)) throw new FormError(403, [], OWNERS_ONLY);
}

const euroOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** The company as its members see it: names, credit, their role; members and sites. */
export async function companyView(db: Database, actor: Actor) {
  const [company, open, members, sites] = await Promise.all([
    repo.findCompany(db, actor.companyId),
    openOrdersCents(db, actor.companyId),
    repo.listMembers(db, actor.companyId),
    repo.listSites(db, actor.companyId),
  ]);
  if (!company) throw new FormError(404, [], MEMBER_NOT_FOUND);
  const owner = actor.staff || canManageCompany(actor.role);
  return {
    success: true as const,
    company: {
      id: company.id,
      registered_name: company.registeredName,
      short_name: company.shortName,
      vat_number: company.vatNumber,
      invoice_email: company.invoiceEmail,
      payment_terms_days: company.paymentTermsDays,
      credit_limit: fromCents(company.creditLimitCents),
      available_credit: fromCents(availableCreditCents(company.creditLimitCents, open)),
    },
    role: actor.role,
    members: members.map((m) => ({
      id: m.userId,
      full_name: m.fullName,
      email: m.email,
      role: m.role,
      active: m.active,
      // A member's own limit is theirs and the owners' to see.
      spending_limit:
        owner || m.userId === actor.userId ? euroOrNull(m.spendingLimitCents) : undefined,
    })),
    sites: sites.map(siteView),
  };
}

export const siteView = (site: Awaited<ReturnType<typeof repo.listSites>>[number]) => ({
  id: site.id,
  name: site.name,
  address: site.address,
  city: site.city,
  eircode: site.eircode,
  contact_name: site.contactName,
  contact_phone: site.contactPhone,
  delivery_notes: site.deliveryNotes,
});

/**
 * An owner's (or staff's) change to a member's role, limit or standing. The company stays
 * with an active owner; a deactivated member's sessions end at once.
 */
export async function changeMember(
  db: Database,
  actor: Actor,
  userId: number,
  change: MemberChange,
) {
  requireOwner(actor);
  return db.transaction(async (tx) => {
    await repo.lockCompany(tx, actor.companyId);
    const members = await repo.listMembers(tx, actor.companyId);
    const member = members.find((m) => m.userId === userId);
    if (!member) throw new FormError(404, [], MEMBER_NOT_FOUND);
    const after = {
      role: change.role ?? member.role,
      spendingLimitCents:
        change.spending_limit === undefined
          ? member.spendingLimitCents
          : change.spending_limit === null
            ? null
            : toCents(change.spending_limit),
      active: change.active ?? member.active,
    };
    const ownersLeft = members.filter((m) =>
      m.userId === userId ? after.role === 'owner' && after.active : m.role === 'owner' && m.active,
    );
    if (ownersLeft.length === 0) throw new FormError(409, [], LAST_OWNER);
    await repo.updateMember(tx, userId, after);
    if (member.active && !after.active) await revokeUserSessions(tx, userId);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entityType: 'company',
      entityId: actor.companyId,
      action: 'member',
      before: {
        member: userId,
        role: member.role,
        spending_limit: euroOrNull(member.spendingLimitCents),
        active: member.active,
      },
      after: {
        member: userId,
        role: after.role,
        spending_limit: euroOrNull(after.spendingLimitCents),
        active: after.active,
      },
    });
    return { success: true as const, message: 'Member updated' };
  });
}

const siteColumns = (site: SiteInput) => ({
  name: site.name,
  address: site.address,
  city: site.city,
  eircode: site.eircode,
  contactName: site.contact_name,
  contactPhone: site.contact_phone,
  deliveryNotes: site.delivery_notes,
});

/** A site name is unique in its company (any case): the unique index decides. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new FormError(409, [{ field: 'name', message: SITE_NAME_TAKEN }], SITE_NAME_TAKEN);
    }
    throw error;
  }
}

export async function addSite(db: Database, actor: Actor, site: SiteInput) {
  requireOwner(actor);
  return db.transaction(async (tx) => {
    await repo.lockCompany(tx, actor.companyId);
    if ((await repo.listSites(tx, actor.companyId)).length >= MAX_SITES) {
      throw new FormError(409, [], `A company may have at most ${MAX_SITES} delivery sites.`);
    }
    const row = await uniqueName(() =>
      repo.insertSite(tx, { companyId: actor.companyId, ...siteColumns(site) }),
    );
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entityType: 'company',
      entityId: actor.companyId,
      action: 'site-added',
      after: siteView(row),
    });
    return { success: true as const, site: siteView(row) };
  });
}

export async function changeSite(db: Database, actor: Actor, siteId: number, site: SiteInput) {
  requireOwner(actor);
  return db.transaction(async (tx) => {
    const row = await uniqueName(() =>
      repo.updateSite(tx, actor.companyId, siteId, siteColumns(site)),
    );
    if (!row) throw new FormError(404, [], SITE_NOT_FOUND);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entityType: 'company',
      entityId: actor.companyId,
      action: 'site-changed',
      after: siteView(row),
    });
    return { success: true as const, site: siteView(row) };
  });
}

/** Archives a site: orders that name it keep it; checkouts no longer offer it. */
export async function archiveSite(db: Database, actor: Actor, siteId: number) {
  requireOwner(actor);
  return db.transaction(async (tx) => {
    const row = await repo.updateSite(tx, actor.companyId, siteId, { archivedAt: new Date() });
    if (!row) throw new FormError(404, [], SITE_NOT_FOUND);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entityType: 'company',
      entityId: actor.companyId,
      action: 'site-archived',
      before: siteView(row),
    });
    return { success: true as const, message: 'Site removed' };
  });
}

export async function openInvitations(db: Database, actor: Actor) {
  requireOwner(actor);
  const rows = await repo.listOpenInvitations(db, actor.companyId);
  return {
    success: true as const,
    invitations: rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      spending_limit: euroOrNull(row.spendingLimitCents),
      invited_by: row.invitedByName,
      expires_at: row.expiresAt.toISOString(),
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/**
 * Invites a colleague by email (docs/business-rules.md "Companies"): the mailed link is
 * random, stored hashed, works once and for INVITATION_DAYS days; a new invitation to the
 * same address replaces the old one. An address that already has an account is refused.
 */
export async function invite(
  db: Database,
  actor: Actor,
  input: InvitationInput,
  invitationUrl: (token: string) => string,
) {
  requireOwner(actor);
  if (await findUserByEmail(db, input.email)) {
    throw new FormError(409, [{ field: 'email', message: ALREADY_A_MEMBER }], ALREADY_A_MEMBER);
  }
  const token = newToken();
  await db.transaction(async (tx) => {
    const [company, inviter] = await Promise.all([
      repo.findCompany(tx, actor.companyId),
      findUserById(tx, actor.userId),
    ]);
    await repo.withdrawInvitationTo(tx, actor.companyId, input.email);
    const spendingLimitCents = input.spending_limit === null ? null : toCents(input.spending_limit);
    const row = await repo.insertInvitation(tx, {
      companyId: actor.companyId,
      email: input.email,
      role: input.role,
      spendingLimitCents,
      tokenHash: hashToken(token),
      invitedBy: actor.userId,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entityType: 'company',
      entityId: actor.companyId,
      action: 'invited',
      after: { invitation: row.id, email: input.email, role: input.role },
    });
    await queueMail(tx, {
      ...mails.invitation({
        email: input.email,
        companyName: company!.shortName,
        invitedBy: actor.staff ? 'Our trade sales team' : (inviter?.fullName ?? 'A colleague'),
        role: input.role,
        spendingLimitCents,
        link: invitationUrl(token),
      }),
      purpose: 'company invitation',
    });
  });
}

export async function withdraw(db: Database, actor: Actor, invitationId: number) {
  requireOwner(actor);
  await db.transaction(async (tx) => {
    const withdrawn = await repo.withdrawInvitation(tx, actor.companyId, invitationId);
    if (!withdrawn) throw new FormError(404, [], INVITATION_NOT_FOUND);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entityType: 'company',
      entityId: actor.companyId,
      action: 'invitation-withdrawn',
      before: { invitation: withdrawn.id, email: withdrawn.email },
    });
  });
  return { success: true as const, message: 'Invitation withdrawn' };
}

/** What an invitation link offers, for the page that accepts it; undefined when it is not open. */
export async function invitationPreview(db: Database, token: string) {
  const found = await repo.findOpenInvitation(db, hashToken(token));
  if (!found) return undefined;
  return {
    success: true as const,
    invitation: {
      email: found.email,
      company_name: found.shortName,
      registered_name: found.registeredName,
      role: found.role,
      spending_limit: euroOrNull(found.spendingLimitCents),
      invited_by: found.invitedByName,
      expires_at: found.expiresAt.toISOString(),
    },
  };
}

/**
 * Accepts an invitation: the account is created approved, as a member of the company in
 * the role and limit named, its addresses those of the company's first site. Of two
 * acceptances of one link, one wins; the link never works again.
 */
export async function acceptInvitation(db: Database, token: string, input: AcceptInvitation) {
  const found = await repo.findOpenInvitation(db, hashToken(token));
  if (!found) throw new FormError(410, [], INVITATION_INVALID);
  if (await findUserByEmail(db, found.email)) throw new FormError(409, [], ALREADY_A_MEMBER);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [company, sites] = await Promise.all([
      repo.findCompany(tx, found.companyId),
      repo.listSites(tx, found.companyId),
    ]);
    const site = sites[0];
    let user;
    try {
      user = await insertUser(tx, {
        email: found.email,
        fullName: input.full_name,
        invoiceEmail: company!.invoiceEmail,
        phoneNumber: input.phone_number,
        ...(input.country ? { country: input.country } : {}),
        companyName: company!.shortName,
        officeAddress: site?.address ?? '',
        officeCity: site?.city ?? '',
        officeEirCode: site?.eircode ?? '',
        deliveryAddress: site?.address ?? '',
        deliveryCity: site?.city ?? '',
        deliveryEirCode: site?.eircode ?? '',
        passwordHash,
        role: 'trade',
        status: 'approved',
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new FormError(409, [], ALREADY_A_MEMBER);
      throw error;
    }
    if (!(await repo.consumeInvitation(tx, found.id, user.id))) {
      throw new FormError(410, [], INVITATION_INVALID);
    }
    await repo.insertMember(tx, {
      userId: user.id,
      companyId: found.companyId,
      role: found.role,
      spendingLimitCents: found.spendingLimitCents,
    });
    await recordAudit(tx, {
      actorUserId: user.id,
      entityType: 'company',
      entityId: found.companyId,
      action: 'joined',
      after: { member: user.id, email: found.email, role: found.role },
    });
  });
}
