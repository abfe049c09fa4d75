import { checkoutDelivery } from '../deliveries/delivery-console.service';
import type { Database } from '#src/db/database';
import { canCancel, ORDER_DELIVERED, SCHEDULED } from '#src/shared/domain/orders';
import { fromCents } from '#src/shared/domain/money';
import { availableCreditCents } from '#src/shared/domain/pricing';
import { invoiceStatus } from '#src/shared/domain/ledger';
import {
  CANCELLED_NOT_PAYABLE,
  CANCELLED_STATUS_FROZEN,
  DELIVERY_STATUS_SET,
  DELIVERY_STATUS_UNCHANGED,
  DELIVERY_STATUS_UNKNOWN,
  MARKED_PAID,
  ORDER_ALREADY_CANCELLED,
  ORDER_ALREADY_PAID,
  ORDER_DELIVERED_NOT_CANCELLABLE,
  STAFF_CANCELLED,
  type AdminOrderAction,
  type AdminOrderDetail,
  type AdminOrderFilters,
} from '#src/shared/schemas/admin-orders';
import { ORDER_NOT_FOUND } from '#src/shared/schemas/orders';
import { dublinDate } from '#src/shared/domain/calendar-dates';
import { ORDER_INVOICED } from '#src/shared/schemas/invoices';
import { auditTrail, recordAudit } from '../../lib/audit';
import type { Seller } from '../invoices/document-types';
import { issueInvoice, orderDelivered, queueInvoiceMail } from '../invoices/invoicing.service';
import { invoiceBalances } from '../invoices/ledger.repo';
import { invoiceNumberOf, markSettledOrders } from '../invoices/payments.repo';
import { recordPayment } from '../invoices/payments.service';
import { FormError } from '../../lib/form-validation';
import type { OutgoingMail } from '../../lib/mailer';
import { queueMail } from '../../lib/outbox';
import * as credit from '../orders/customer-credit.repo';
import * as deliveryStatuses from '../orders/delivery-statuses.repo';
import * as orderRepo from '../orders/orders.repo';
import { cancelledByStaff, deliveryStatusChanged } from './orders.mails';
import * as repo from './orders.repo';
import { releaseIfAllCancelled } from '../deliveries/delivery-bookings.service';

export interface AdminOrdersDeps {
  db: Database;
  log: { error: (details: object, message: string) => void };
  /** Who the invoices issued at delivery come from (modules/invoices/parties.ts). */
  seller: Seller;
  /** Where mailed links point (mailedLinkBase). */
  publicUrl: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b;

/** One page of the filtered orders, newest first, and how many match. */
export const listOrders = (
  db: Database,
  filters: AdminOrderFilters,
  paging: { page: number; limit: number },
) => repo.listOrders(db, filters, paging);

/** The filtered orders for the CSV export, at most `max` of them. */
export const exportOrders = (db: Database, filters: AdminOrderFilters, max: number) =>
  repo.exportOrders(db, filters, max);

/** The stored special-quote file of an order, if it has one. */
export const quoteFileOf = (db: Database, id: number) => repo.quoteFileOf(db, id);

/** The order page: the order, its checkout, customer, credit, statuses and history. */
export async function orderDetail(db: Database, id: number): Promise<AdminOrderDetail | undefined> {
  const order = await repo.findOrder(db, id);
  if (!order) return undefined;
  const [lines, statuses, events, audit, open, [invoice], delivery] = await Promise.all([
    repo.checkoutOrders(db, order.checkoutId),
    deliveryStatuses.listDeliveryStatuses(db),
    repo.orderHistory(db, id),
    auditTrail(db, 'order', id),
    credit.openOrdersCents(db, order.companyId),
    order.invoiceId === null
      ? []
      : invoiceBalances(db, order.companyId, { invoiceId: order.invoiceId }),
    checkoutDelivery(db, order.checkoutId),
  ]);
  const {
    customerPhone,
    customerStatus,
    customerCreditLimitCents,
    openAmountCents,
    invoiceId,
    ...rest
  } = order;
  return {
    success: true,
    order: {
      ...rest,
      // Cancelling is refused once delivered (ORDER_DELIVERED_NOT_CANCELLABLE) or invoiced
      // (ORDER_INVOICED; "Mark paid" can invoice an order before its delivery).
      staffCanCancel:
        order.status !== 'cancelled' &&
        !same(order.deliveryStatus, ORDER_DELIVERED) &&
        invoiceId === null,
      customerCanCancel: canCancel({
        status: order.status,
        deliveryStatus: order.deliveryStatus,
        isCancelled: order.isCancellable,
      }),
    },
    checkoutOrders: lines,
    customer: { ...order.customer, phoneNumber: customerPhone, status: customerStatus },
    invoice: invoice
      ? {
          number: invoice.number,
          issueDate: invoice.issueDate,
          dueDate: invoice.dueDate,
          openAmount: fromCents(Math.max(0, invoice.openCents)),
          status: invoiceStatus(
            invoice.openCents,
            invoice.dueDate,
            dublinDate(),
            invoice.allocatedCents,
          ),
        }
      : null,
    delivery,
    credit: {
      openAmount: fromCents(openAmountCents),
      creditLimit: fromCents(customerCreditLimitCents),
      openOrdersTotal: fromCents(open),
      availableCredit: fromCents(availableCreditCents(customerCreditLimitCents, open)),
    },
    deliveryStatuses: statuses,
    events,
    audit,
  };
}

interface Locked {
  customer: NonNullable<Awaited<ReturnType<typeof credit.lockCustomer>>>;
  order: NonNullable<Awaited<ReturnType<typeof repo.lockOrder>>>;
}

/**
 * Runs `change` in one transaction holding the customer's row, then the order's row:
 * the lock order of every checkout, reorder and cancellation (ADR 0010). Queues the
 * customer's mail in the same transaction, and answers with their credit as it is now.
 */
async function changeOrder(
  deps: AdminOrdersDeps,
  id: number,
  change: (tx: orderRepo.Db, locked: Locked) => Promise<{ message: string; mail?: OutgoingMail }>,
): Promise<AdminOrderAction> {
  const owner = await repo.orderOwner(deps.db, id);
  if (owner === undefined) throw new FormError(404, [], ORDER_NOT_FOUND);
  const outcome = await deps.db.transaction(async (tx) => {
    const customer = await credit.lockCustomer(tx, owner);
    const order = await repo.lockOrder(tx, id);
    if (!customer || !order) throw new FormError(404, [], ORDER_NOT_FOUND);
    const done = await change(tx, { customer, order });
    if (done.mail) await queueMail(tx, { ...done.mail, purpose: `order ${id}: ${done.message}` });
    const open = await credit.openOrdersCents(tx, customer.companyId);
    return {
      ...done,
      availableCredit: fromCents(availableCreditCents(customer.creditLimitCents, open)),
    };
  });
  return { success: true, message: outcome.message, availableCredit: outcome.availableCredit };
}

/**
 * Sets the delivery status, forwards or back along the list. From Scheduled on the customer can no
 * longer cancel (docs/business-rules.md "Cancellation"); set back before Scheduled, they can again.
 * A list without a "Scheduled" keeps the flag as it is, except at delivery.
 */
export function setDeliveryStatus(
  deps: AdminOrdersDeps,
  staffId: number,
  id: number,
  deliveryStatusId: number,
) {
  return changeOrder(deps, id, async (tx, { customer, order }) => {
    if (order.status === 'cancelled') throw new FormError(409, [], CANCELLED_STATUS_FROZEN);
    const statuses = await deliveryStatuses.listDeliveryStatuses(tx);
    const target = statuses.find((s) => s.id === deliveryStatusId);
    if (!target) {
      throw new FormError(400, [{ field: 'deliveryStatusId', message: DELIVERY_STATUS_UNKNOWN }]);
    }
    if (target.id === order.deliveryStatusId) {
      throw new FormError(409, [], DELIVERY_STATUS_UNCHANGED);
    }
    const previous = statuses.find((s) => s.id === order.deliveryStatusId);
    const delivered = same(target.deliveryStatus, ORDER_DELIVERED);
    // An invoice never changes, so neither does the delivery it invoices.
    if (order.invoiceId !== null && previous && same(previous.deliveryStatus, ORDER_DELIVERED)) {
      throw new FormError(409, [], ORDER_INVOICED);
    }
    const scheduled = statuses.find((s) => same(s.deliveryStatus, SCHEDULED));
    const isCancellable =
      delivered || order.invoiceId !== null
        ? false
        : scheduled
          ? target.position < scheduled.position
          : order.isCancellable;
    const today = dublinDate();
    await repo.updateOrder(tx, id, {
      deliveryStatusId: target.id,
      isCancellable,
      deliveredOn: delivered ? today : null,
    });
    // docs/business-rules.md "Invoices and payments": invoiced now, or by the day's run.
    const invoice = delivered ? await orderDelivered(tx, deps, order.checkoutId, today) : undefined;
    const from = previous?.deliveryStatus ?? null;
    await orderRepo.insertOrderEvents(tx, [
      {
        orderId: id,
        kind: 'delivery-status',
        detail: { from, to: target.deliveryStatus },
        actorUserId: staffId,
      },
    ]);
    await recordAudit(tx, {
      actorUserId: staffId,
      entityType: 'order',
      entityId: id,
      action: 'delivery-status',
      before: { deliveryStatus: from, isCancellable: order.isCancellable },
      after: { deliveryStatus: target.deliveryStatus, isCancellable },
    });
    return {
      message: invoice
        ? `${DELIVERY_STATUS_SET} Invoice ${invoice.number} issued.`
        : DELIVERY_STATUS_SET,
      mail: deliveryStatusChanged(customer, order, target.deliveryStatus),
    };
  });
}

/** Cancels on the customer's behalf (frees its credit); refused once delivered. */
export function cancelOrder(
  deps: AdminOrdersDeps,
  staffId: number,
  id: number,
  reason: string | undefined,
) {
  return changeOrder(deps, id, async (tx, { customer, order }) => {
    if (order.status === 'cancelled') throw new FormError(409, [], ORDER_ALREADY_CANCELLED);
    const deliveryStatus = await deliveryStatuses.deliveryStatusName(tx, order.deliveryStatusId);
    if (same(deliveryStatus, ORDER_DELIVERED)) {
      throw new FormError(409, [], ORDER_DELIVERED_NOT_CANCELLABLE);
    }
    if (order.invoiceId !== null) throw new FormError(409, [], ORDER_INVOICED);
    await orderRepo.markCancelled(tx, id, staffId);
    // The last active order of its checkout gives its delivery day's room back.
    await releaseIfAllCancelled(tx, order.checkoutId, staffId);
    await orderRepo.insertOrderEvents(tx, [
      {
        orderId: id,
        kind: 'cancelled',
        detail: { byStaff: true, reason: reason ?? null },
        actorUserId: staffId,
      },
    ]);
    await recordAudit(tx, {
      actorUserId: staffId,
      entityType: 'order',
      entityId: id,
      action: 'cancel',
      before: { status: order.status, isCancellable: order.isCancellable },
      after: { status: 'cancelled', isCancellable: false, reason: reason ?? null },
    });
    return { message: STAFF_CANCELLED, mail: cancelledByStaff(customer, order, reason) };
  });
}

/**
 * The console's "Mark paid" (docs/business-rules.md "Invoices and payments"): records a
 * payment of what the order's invoice still owes, allocated to it, invoicing the order
 * first when it has no invoice yet. The order stops counting against credit.
 */
export function markPaid(deps: AdminOrdersDeps, staffId: number, id: number) {
  return changeOrder(deps, id, async (tx, { order }) => {
    if (order.paidAt) throw new FormError(409, [], ORDER_ALREADY_PAID);
    if (order.status === 'cancelled') throw new FormError(409, [], CANCELLED_NOT_PAYABLE);
    const today = dublinDate();
    // A new invoice is mailed once the payment is recorded, so its mail says it is paid.
    const issued =
      order.invoiceId === null
        ? await issueInvoice(tx, deps, {
            checkoutId: order.checkoutId,
            supplyDate: order.deliveredOn ?? today,
            which: { orderIds: [id] },
            issuedBy: staffId,
            today,
            mailLater: true,
          })
        : undefined;
    const invoiceNumber =
      order.invoiceId !== null ? await invoiceNumberOf(tx, order.invoiceId) : issued?.number;
    const open = invoiceNumber ? await openOfInvoice(tx, order.companyId, invoiceNumber) : 0;
    if (invoiceNumber && open > 0) {
      await recordPayment(
        tx,
        order.companyId,
        {
          received_on: today,
          amount: fromCents(open),
          method: 'other',
          bank_reference: `Marked paid: ${order.trackingId}`,
          allocations: [{ invoice_number: invoiceNumber, amount: fromCents(open) }],
          request_key: `mark-paid-order-${id}`,
        },
        staffId,
      );
    }
    if (issued) await queueInvoiceMail(tx, deps, order.companyId, issued);
    await markSettledOrders(tx, order.companyId, staffId);
    await repo.updateOrder(tx, id, { paidAt: new Date(), paidBy: staffId });
    await orderRepo.insertOrderEvents(tx, [
      {
        orderId: id,
        kind: 'paid',
        detail: { invoice: invoiceNumber ?? null },
        actorUserId: staffId,
      },
    ]);
    await recordAudit(tx, {
      actorUserId: staffId,
      entityType: 'order',
      entityId: id,
      action: 'mark-paid',
      before: { paidAt: null },
      after: { paidAt: today, invoice: invoiceNumber ?? null, paid: fromCents(open) },
    });
    return { message: MARKED_PAID };
  });
}

async function openOfInvoice(tx: orderRepo.Db, companyId: number, number: string) {
  const balances = await invoiceBalances(tx, companyId);
  return balances.find((b) => b.number === number)?.openCents ?? 0;
}
