import type { Database } from '#src/db/database';
import { centsFromDecimal, fromCents } from '#src/shared/domain/money';
import { availableCreditCents } from '#src/shared/domain/pricing';
import {
  CANNOT_SUSPEND_STAFF,
  CANNOT_SUSPEND_YOURSELF,
  CREDIT_LIMIT_NOT_ALLOWED,
  NO_SUCH_CUSTOMER,
  ONLY_APPROVED_SUSPENDED,
  ONLY_SUSPENDED_REACTIVATED,
  type CreditLimitInput,
  type CustomerDetail,
  type CustomerProfile,
  type CustomerList,
  type CustomerListQuery,
} from '#src/shared/schemas/admin-customers';
import { adminPagination } from '#src/shared/schemas/admin-common';
import { recordAudit } from '../../lib/audit';
import { findUserById, publicUser, updateUser } from '../accounts/accounts.repo';
import * as companies from '../companies/companies.repo';
import { revokeUserSessions } from '../../lib/sessions';
import { openOrdersCents } from '../orders/customer-credit.repo';
import { listUserOrders } from '../orders/orders.repo';
import { changedFields } from './audit-changes';
import { setCreditLimitByStaff } from './companies.service';
import * as repo from './customers.repo';

export type Outcome = { ok: true } | { ok: false; status: 404 | 409; message: string };

const notFound = { ok: false, status: 404, message: NO_SUCH_CUSTOMER } as const;
const conflict = (message: string) => ({ ok: false, status: 409, message }) as const;
/** The customer page lists this many of the customer's open orders, newest first; it counts them all. */
const OPEN_ORDERS_SHOWN = 500;

export async function listCustomers(db: Database, query: CustomerListQuery): Promise<CustomerList> {
  const { rows, total } = await repo.listCustomers(db, query);
  return {
    success: true,
    customers: rows.map((row) => ({
      id: row.id,
      full_name: row.fullName,
      company_name: row.companyName,
      email: row.email,
      phone_number: row.phoneNumber,
      city: row.deliveryCity || row.officeCity,
      status: row.status,
      credit_limit: fromCents(row.creditLimitCents ?? 0),
      available_credit: fromCents(
        availableCreditCents(row.creditLimitCents ?? 0, centsFromDecimal(row.openTotal ?? '0')),
      ),
      open_orders: row.openCount ?? 0,
      created_at: row.createdAt.toISOString(),
    })),
    pagination: adminPagination(total, query),
  };
}

/** The customer page: profile, status, credit with its trail, open orders. */
export async function customerDetail(
  db: Database,
  id: number,
): Promise<CustomerDetail | undefined> {
  const user = await findUserById(db, id);
  if (!user || user.role !== 'trade') return undefined;
  const { companyId } = user;
  const [openCents, history, open, changedBy, company] = await Promise.all([
    companyId === null ? 0 : openOrdersCents(db, companyId),
    companyId === null ? [] : repo.creditLimitHistory(db, companyId),
    listUserOrders(db, id, { open: true, page: 1, limit: OPEN_ORDERS_SHOWN }),
    user.statusChangedBy === null ? undefined : findUserById(db, user.statusChangedBy),
    companies.membershipOf(db, id),
  ]);

  return {
    success: true,
    customer: {
      ...publicUser(user),
      status: user.status,
      status_reason: user.statusReason,
      status_changed_at: user.statusChangedAt?.toISOString() ?? null,
      status_changed_by: changedBy ? { name: changedBy.fullName, email: changedBy.email } : null,
      created_at: user.createdAt.toISOString(),
      company: company
        ? { id: company.companyId, short_name: company.shortName, role: company.role }
        : null,
    },
    credit: {
      limit: fromCents(user.creditLimitCents),
      available: fromCents(availableCreditCents(user.creditLimitCents, openCents)),
      last_change: history[0] ?? null,
      history,
    },
    open_orders: {
      count: open.total,
      total: fromCents(openCents),
      orders: open.orders.map((card) => ({
        id: card.id,
        trackingId: card.trackingId,
        orderDate: card.orderDate,
        product_name: card.product_name,
        quantity: card.quantity,
        total_price: card.total_price,
        referenceNumber: card.referenceNumber,
        deliveryStatus: card.deliveryStatus,
      })),
    },
    audit: {
      entityType: 'customer',
      entityId: String(id),
      url: `/api/admin/audit?entityType=customer&entityId=${id}`,
    },
  };
}

/** A new limit, recorded with who and when (credit_limit_changes) and in the audit. */
export async function changeCreditLimit(
  db: Database,
  id: number,
  input: CreditLimitInput,
  staffId: number,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, id);
    if (!user || user.role !== 'trade') return notFound;
    const company = await companies.membershipOf(tx, id);
    if ((user.status !== 'approved' && user.status !== 'suspended') || !company) {
      return conflict(CREDIT_LIMIT_NOT_ALLOWED);
    }
    const oldLimitCents = company.creditLimitCents;
    await setCreditLimitByStaff(tx, company.companyId, oldLimitCents, input, staffId);
    await recordAudit(tx, {
      actorUserId: staffId,
      entityType: 'customer',
      entityId: id,
      action: 'credit-limit',
      before: { credit_limit: fromCents(oldLimitCents) },
      after: {
        credit_limit: input.credit_limit,
        company_id: company.companyId,
        note: input.note ?? null,
      },
    });
    return { ok: true } as const;
  });
}

/**
 * Staff correct a customer's own details (docs/business-rules.md "Staff corrections"):
 * My Account's fields and rules; the audit keeps what each field was.
 */
export async function updateCustomerProfile(
  db: Database,
  id: number,
  input: CustomerProfile,
  staffId: number,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, id);
    if (!user || user.role !== 'trade') return notFound;
    const columns = {
      fullName: input.full_name,
      phoneNumber: input.phone_number,
      ...(input.country ? { country: input.country } : {}),
      officeAddress: input.office_address,
      officeCity: input.office_city,
      officeEirCode: input.office_eir_code,
      deliveryAddress: input.delivery_address,
      deliveryCity: input.delivery_city,
      deliveryEirCode: input.delivery_eir_code,
    };
    await updateUser(tx, id, columns);
    const { before, after } = changedFields(
      {
        full_name: user.fullName,
        phone_number: user.phoneNumber,
        country: user.country,
        office_address: user.officeAddress,
        office_city: user.officeCity,
        office_eir_code: user.officeEirCode,
        delivery_address: user.deliveryAddress,
        delivery_city: user.deliveryCity,
        delivery_eir_code: user.deliveryEirCode,
      },
      input,
    );
    await recordAudit(tx, {
      actorUserId: staffId,
      entityType: 'customer',
      entityId: id,
      action: 'profile',
      before,
      after,
    });
    return { ok: true } as const;
  });
}

/** Suspends an approved customer: every session ends at once (findSession also refuses). */
export async function suspendCustomer(
  db: Database,
  id: number,
  reason: string,
  staffId: number,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, id);
    if (!user) return notFound;
    if (user.id === staffId) return conflict(CANNOT_SUSPEND_YOURSELF);
    if (user.role !== 'trade') return conflict(CANNOT_SUSPEND_STAFF);
    if (user.status !== 'approved') return conflict(ONLY_APPROVED_SUSPENDED);
    await repo.setStatus(tx, id, { status: 'suspended', reason }, staffId);
    await revokeUserSessions(tx, id);
    await recordAudit(tx, {
      actorUserId: staffId,
      entityType: 'customer',
      entityId: id,
      action: 'suspend',
      before: { status: user.status },
      after: { status: 'suspended', reason },
    });
    return { ok: true } as const;
  });
}

export async function reactivateCustomer(
  db: Database,
  id: number,
  staffId: number,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, id);
    if (!user || user.role !== 'trade') return notFound;
    if (user.status !== 'suspended') return conflict(ONLY_SUSPENDED_REACTIVATED);
    await repo.setStatus(tx, id, { status: 'approved', reason: null }, staffId);
    await recordAudit(tx, {
      actorUserId: staffId,
      entityType: 'customer',
      entityId: id,
      action: 'reactivate',
      before: { status: 'suspended', reason: user.statusReason },
      after: { status: 'approved' },
    });
    return { ok: true } as const;
  });
}
