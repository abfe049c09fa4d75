import { createHash } from 'node:crypto';
import type { ApprovalLine } from '#src/db/schema/orders';
import type { AwaitingApproval } from '#src/shared/schemas/approvals';
import type { Database } from '#src/db/database';
import { formatCents, fromCents, toCents } from '#src/shared/domain/money';
import {
  availableCreditCents,
  creditCovers,
  totalsCentsOf,
  totalsInEuro,
} from '#src/shared/domain/pricing';
import { canCancel } from '#src/shared/domain/orders';
import {
  canOrder,
  ROLE_CANNOT_ORDER,
  siteShippingAddress,
  withinSpendingLimit,
} from '#src/shared/domain/companies';
import { newTrackingId } from '#src/shared/domain/tracking-id';
import {
  IDEMPOTENCY_CONFLICT,
  INSUFFICIENT_CREDIT,
  NOT_CANCELLABLE,
  ORDER_CANCELLED,
  ORDER_NOT_FOUND,
  ORDER_PLACED,
  PRICES_CHANGED,
  PRODUCT_UNAVAILABLE,
  REORDER_PLACED,
  SITE_ID_MESSAGE,
  type OrderItem,
  type OrderQuote,
  type PlacedOrder,
  type TrackingAnswer,
  type CheckoutAnswer,
  type UserCheckoutsQuery,
  type UserOrdersQuery,
} from '#src/shared/schemas/orders';
import type { FileStorage, StagedFile } from '../../lib/file-storage';
import { FormError, type FieldError } from '../../lib/form-validation';
import { queueMail } from '../../lib/outbox';
import {
  lineImageOf,
  priceLine,
  stockMessage,
  type PricedLine,
  type ProductFacts,
} from './order-lines';
import {
  cancellationToStaff,
  cancelledByCustomer,
  newOrderToStaff,
  orderConfirmation,
} from './orders.mails';
import * as approvals from './approval-requests';
import type { CheckoutMeta } from './approval-requests';
import * as companies from '../companies/companies.repo';
import * as credit from './customer-credit.repo';
import * as deliveryStatuses from './delivery-statuses.repo';
import { creditHoldOf } from '../invoices/account.repo';
import { creditHoldMessage } from '#src/shared/schemas/invoices';
import { withDeliveries } from '../deliveries/buyer-deliveries.service';
import { releaseIfAllCancelled } from '../deliveries/delivery-bookings.service';
import * as idempotency from './idempotency.repo';
import * as repo from './orders.repo';
import * as pricingFacts from './pricing-facts.repo';
import * as stock from './stock.repo';
import { choiceOf, placedDeliveryOf } from '../deliveries/checkout-delivery.service';
import { bookDelivery } from '../deliveries/delivery-days.service';
import * as tracking from './tracking.repo';

export interface OrdersDeps {
  db: Database;
  /** Where mailed links point (mailedLinkBase). */
  publicUrl: string;
  files: FileStorage;
  /** The shop's inbox (SHOP_INBOX_EMAIL): told of every new order and cancellation. */
  inbox: string;
  log: { error: (details: object, message: string) => void };
}

export const ACCOUNT_CANNOT_ORDER = 'Your account cannot place orders. Please contact us.';
export const aboveSpendingLimit = (totalCents: number, limitCents: number) =>
  `This order's total, ${formatCents(totalCents)} with VAT, is above your limit of ` +
  `${formatCents(limitCents)} per order.`;
export const REORDER_VIA_CART =
  "Add it to your cart and check out: the order is then sent to your company's approvers.";
export const QUOTE_FILES_MISMATCH =
  'Send one special_quote_files part for each line whose special_quote names a fileName without its fileBase64, in line order.';

export interface Answer {
  status: number;
  body: PlacedOrder | AwaitingApproval | { success: false; message: string };
}

export interface PlaceOrderInput {
  items: OrderItem[];
  shippingAddress: string;
  /** Staged file parts, in the order of the lines naming a file without carrying it. */
  quoteFiles: StagedFile[];
  /** Staged files that came inside their lines (special_quote.fileBase64), by line. */
  inlineQuoteFiles?: Map<number, StagedFile>;
  idempotencyKey: string | undefined;
  /** The total the buyer was shown: the order is refused (409) if today's differs. */
  expectedTotal?: number | undefined;
  /** The buyer's purchase-order number for the whole checkout. */
  poNumber?: string | undefined;
  /** The company's delivery site it goes to: its address is the shipping address. */
  siteId?: number | undefined;
  /** The delivery day chosen: "earliest" or YYYY-MM-DD (absent: the earliest possible). */
  deliveryDay?: string | undefined;
}

/**
 * Which line each quote file belongs to: a file inside its line to that line, and the
 * n-th file part to the n-th line that names a file without carrying it.
 */
function quoteFileOwners(
  items: OrderItem[],
  parts: StagedFile[],
  inline = new Map<number, StagedFile>(),
): Map<number, StagedFile> {
  const owners = items.flatMap((item, index) =>
    item.special_quote?.fileName && !inline.has(index) ? [index] : [],
  );
  if (owners.length !== parts.length) {
    throw new FormError(400, [{ field: 'special_quote_files', message: QUOTE_FILES_MISMATCH }]);
  }
  return new Map(
    [...inline, ...owners.map((index, n): [number, StagedFile] => [index, parts[n]!])].sort(
      ([a], [b]) => a - b,
    ),
  );
}

const allStaged = (input: PlaceOrderInput) => [
  ...input.quoteFiles,
  ...(input.inlineQuoteFiles?.values() ?? []),
];

function requestHash(input: PlaceOrderInput, owners: Map<number, StagedFile>): string {
  const hash = createHash('sha256');
  // Without the price a line claims: the server ignores it, and the cart's price may be
  // brought up to date (ADR 0020) between a lost answer and its retry. A file is known by
  // its bytes' hash, whether it came as a part or inside its line.
  const lines = input.items.map(({ price: _claimed, special_quote: quote, ...line }) => ({
    ...line,
    special_quote: quote && { text: quote.text, fileName: quote.fileName ?? null },
  }));
  hash.update(
    JSON.stringify([
      lines,
      input.shippingAddress,
      input.poNumber ?? null,
      input.siteId ?? null,
      input.deliveryDay ?? 'earliest',
    ]),
  );
  for (const [index, file] of owners) hash.update(`${index}:${file.sha256}`);
  return hash.digest('hex');
}

/** Checks and prices each line against the catalogue, line by line. */
async function priceEach(db: repo.Db, items: OrderItem[]) {
  const facts = await pricingFacts.loadProductFacts(
    db,
    items.map((item) => item.productId),
  );
  const ordered = new Map<number, number>();
  for (const item of items) {
    ordered.set(item.productId, (ordered.get(item.productId) ?? 0) + item.quantity);
  }
  return items.map((item, index) => {
    const product = facts.get(item.productId);
    return {
      ...priceLine(item, product, `items.${index}`, ordered.get(item.productId)),
      availableStock: availableStockOf(product),
    };
  });
}

/**
 * The units of a product that can be ordered now: null when it is made to order (beds),
 * unlimited (-1), or cannot be ordered at all (docs/decisions/0027).
 */
const availableStockOf = (product: ProductFacts | undefined) =>
  product && product.status === 'available' && !product.isBed && product.stock >= 0
    ? product.stock
    : null;

/** Checks and prices every line against the catalogue; all errors at once. */
export async function priceLines(db: repo.Db, items: OrderItem[]): Promise<PricedLine[]> {
  const errors: FieldError[] = [];
  const lines: PricedLine[] = [];
  for (const priced of await priceEach(db, items)) {
    if (priced.ok) lines.push(priced.line);
    else errors.push(priced.error);
  }
  if (errors.length > 0) throw new FormError(400, errors);
  return lines;
}

const totalsOf = (lines: PricedLine[]) =>
  totalsCentsOf(lines.map((line) => ({ unitCents: line.unitCents, quantity: line.item.quantity })));

/**
 * POST /api/order/quote: the cart priced as an order placed now would be, so that the
 * cart and checkout show today's prices rather than those of the day a line was added.
 */
export async function quoteOrder(
  deps: Pick<OrdersDeps, 'db'>,
  items: OrderItem[],
): Promise<OrderQuote> {
  const priced = await priceEach(deps.db, items);
  const lines = priced.flatMap((result) => (result.ok ? [result.line] : []));
  return {
    success: true,
    lines: priced.map((result) =>
      result.ok
        ? {
            price: fromCents(result.line.unitCents),
            vat: fromCents(result.line.vatCents),
            available_stock: result.availableStock,
          }
        : { message: result.error.message, available_stock: result.availableStock },
    ),
    ...totalsInEuro(totalsOf(lines)),
  };
}

/**
 * Locks the customer's company and checks that the credit still available covers `total`
 * (docs/business-rules.md "Credit"). Returns what will be left, and whether the total is
 * within the member's own limit an order (above it, a checkout awaits approval:
 * docs/business-rules.md "Approvals"). Must run inside the transaction that then inserts
 * the orders or the approval request.
 */
export async function reserveCredit(db: repo.Db, userId: number, totalCents: number) {
  const customer = await credit.lockCustomer(db, userId);
  if (customer?.status !== 'approved' || !customer.active) {
    throw new FormError(422, [], ACCOUNT_CANNOT_ORDER);
  }
  if (!canOrder(customer.role)) throw new FormError(403, [], ROLE_CANNOT_ORDER);
  await refuseOnCreditHold(db, customer.companyId);
  const available = availableCreditCents(
    customer.creditLimitCents,
    await credit.openOrdersCents(db, customer.companyId),
  );
  if (!creditCovers(available, totalCents)) throw new FormError(422, [], INSUFFICIENT_CREDIT);
  return {
    customer,
    leftCents: availableCreditCents(available, totalCents),
    withinLimit: withinSpendingLimit(customer.spendingLimitCents, totalCents),
  };
}
export type Reserved = Awaited<ReturnType<typeof reserveCredit>>;

/**
 * A company on credit hold (docs/business-rules.md "Invoices and payments") can neither
 * check out nor approve until it pays or staff lift the hold.
 */
export async function refuseOnCreditHold(db: repo.Db, companyId: number) {
  const hold = await creditHoldOf(db, companyId);
  if (hold.onHold) throw new FormError(409, [], creditHoldMessage(hold.days));
}

/**
 * Takes the ordered units of every product sold from stock (not beds, which are made to
 * order; not unlimited stock, -1), product by product, inside the order's transaction: two
 * checkouts can never both take the last units (docs/decisions/0026). When they ran out
 * since the buyer's cart was priced, the line is refused with the message the product
 * page and the cart use.
 */
export async function reserveStock(tx: repo.Db, lines: ApprovalLine[]) {
  const wanted = new Map<number, { quantity: number; index: number; name: string }>();
  for (const [index, line] of lines.entries()) {
    if (!line.fromStock) continue;
    const entry = wanted.get(line.productId);
    if (entry) entry.quantity += line.quantity;
    else wanted.set(line.productId, { quantity: line.quantity, index, name: line.productName });
  }
  // Product by product in id order: two checkouts never wait on each other's rows crosswise.
  const inOrder = [...wanted].sort(([a], [b]) => a - b);
  for (const [productId, { quantity, index, name }] of inOrder) {
    if ((await stock.takeStock(tx, productId, quantity)) !== undefined) continue;
    const left = await stock.stockOf(tx, productId);
    throw new FormError(400, [
      { field: `items.${index}.quantity`, message: stockMessage(name, left) },
    ]);
  }
}

/**
 * A priced line as its order is made of it, and as a checkout awaiting approval keeps it
 * (docs/business-rules.md "Approvals").
 */
function lineRowOf(line: PricedLine, quoteFileId: string | null): ApprovalLine {
  return {
    productId: line.product.id,
    sizeId: line.item.sizeId,
    fabricId: line.item.fabricId,
    fabricColorId: line.item.fabricColorId,
    productName: line.product.name,
    sizeName: line.sizeName,
    fabricName: line.fabricName,
    fabricColorName: line.fabricColorName,
    productImage: lineImageOf(line.product, line.item),
    storageType: line.storageType,
    isBed: line.product.isBed,
    quantity: line.item.quantity,
    unitPriceCents: line.unitCents,
    vatCents: line.vatCents,
    totalPriceCents: line.totalCents,
    referenceNumber: line.item.referenceNumber,
    specialQuoteText: line.item.special_quote?.text || null,
    specialQuoteFileId: quoteFileId,
    fromStock: !line.product.isBed && line.product.stock >= 0,
  };
}

function orderRows(
  lines: ApprovalLine[],
  common: {
    checkoutId: string;
    userId: number;
    companyId: number;
    siteId: number | null;
    shippingAddress: string;
    deliveryStatusId: number;
  },
): repo.NewOrder[] {
  return lines.map(({ isBed: _bed, fromStock, ...line }) => ({
    ...line,
    ...common,
    trackingId: newTrackingId(),
    stockReserved: fromStock,
  }));
}

export interface Created {
  placed: PlacedOrder;
  lines: ApprovalLine[];
  customer: { fullName: string; email: string; companyName: string };
}

/**
 * Creates the orders of the lines in one transaction with the credit reservation: all
 * lines or none (docs/business-rules.md "Orders and checkouts"). `reserved` comes from
 * reserveCredit in the same transaction.
 */
export async function createOrders(
  tx: repo.Db,
  reserved: Pick<Reserved, 'customer' | 'leftCents'>,
  lines: ApprovalLine[],
  meta: CheckoutMeta,
  message: string,
): Promise<Created> {
  const { customer, leftCents } = reserved;
  const userId = customer.id;
  const totals = approvals.totalsOfLines(lines);
  await reserveStock(tx, lines);
  const { companyId } = customer;
  const checkout = await repo.insertCheckout(tx, {
    userId,
    companyId,
    siteId: meta.siteId,
    shippingAddress: meta.shippingAddress,
    poNumber: meta.poNumber,
    ...(meta.number ? { number: meta.number } : {}),
    ...totals,
  });
  const checkoutId = checkout.id;
  const statusId = await deliveryStatuses.firstDeliveryStatusId(tx);
  const created = await repo.insertOrders(
    tx,
    orderRows(lines, {
      checkoutId,
      userId,
      companyId,
      siteId: meta.siteId,
      shippingAddress: meta.shippingAddress,
      deliveryStatusId: statusId,
    }),
  );
  await repo.insertOrderEvents(
    tx,
    created.map((order) => ({ orderId: order.id, kind: 'placed', actorUserId: userId })),
  );
  return {
    lines,
    customer,
    placed: {
      success: true,
      message,
      checkoutId,
      checkoutNumber: checkout.number,
      poNumber: meta.poNumber,
      orders: created.map((order) => ({
        id: order.id,
        trackingId: order.trackingId,
        referenceNumber: order.referenceNumber,
        total_price: fromCents(order.totalPriceCents),
      })),
      ...totalsInEuro(totals),
      available_credit: fromCents(leftCents),
    },
  };
}

/** The buyer's confirmation and the shop's notice, queued in the checkout's transaction. */
export async function mailOrders(
  tx: repo.Db,
  inbox: string,
  created: Created,
  { shippingAddress, siteId }: Pick<CheckoutMeta, 'shippingAddress' | 'siteId'>,
) {
  const { customer, placed, lines } = created;
  // The shop's notice carries the site's contact and notes: the crew plans from it.
  const site = siteId === null ? undefined : await companies.siteDeliveryFacts(tx, siteId);
  await queueMail(tx, {
    ...orderConfirmation(customer, placed, lines, shippingAddress),
    purpose: `order confirmation ${placed.checkoutId}`,
  });
  await queueMail(tx, {
    ...newOrderToStaff(customer, placed, lines, shippingAddress, inbox, site),
    purpose: `new order ${placed.checkoutId} (to the shop)`,
  });
}

/**
 * Where the checkout goes: the company's delivery site when one is named (its address is
 * the shipping address), else the address the buyer typed (docs/business-rules.md "Orders
 * and checkouts").
 */
async function deliveryOf(tx: repo.Db, userId: number, input: PlaceOrderInput) {
  if (input.siteId === undefined) {
    return { shippingAddress: input.shippingAddress, siteId: null, eircode: null };
  }
  const site = await companies.findActiveSiteOf(tx, userId, input.siteId);
  if (!site) throw new FormError(400, [{ field: 'site_id', message: SITE_ID_MESSAGE }]);
  return { shippingAddress: siteShippingAddress(site), siteId: site.id, eircode: site.eircode };
}

/**
 * POST /api/order/product: the checkout (docs/business-rules.md "Prices", "Credit", "Orders and
 * checkouts").
 */
export async function placeOrder(
  deps: OrdersDeps,
  userId: number,
  input: PlaceOrderInput,
): Promise<Answer> {
  const key = input.idempotencyKey;
  let created: Created | undefined;
  try {
    const owners = quoteFileOwners(input.items, input.quoteFiles, input.inlineQuoteFiles);
    const hash = requestHash(input, owners);
    const outcome = await deps.db.transaction(
      async (tx): Promise<Answer | Created | { sentForApproval: AwaitingApproval }> => {
        if (key) {
          const stored = await idempotency.claimIdempotencyKey(tx, userId, key, hash);
          if (stored) {
            return stored.requestHash === hash && stored.status !== null
              ? { status: stored.status, body: stored.body as PlacedOrder }
              : { status: 422, body: { success: false, message: IDEMPOTENCY_CONFLICT } };
          }
        }
        const lines = await priceLines(tx, input.items);
        if (
          input.expectedTotal !== undefined &&
          totalsOf(lines).totalCents !== toCents(input.expectedTotal)
        ) {
          throw new FormError(409, [], PRICES_CHANGED);
        }
        const fileIds = new Map<number, string | null>();
        for (const [index, file] of owners) {
          fileIds.set(
            index,
            await deps.files.save(tx, file, { purpose: 'special_quote', ownerUserId: userId }),
          );
        }
        const rows = lines.map((line, index) => lineRowOf(line, fileIds.get(index) ?? null));
        const { eircode, ...where } = await deliveryOf(tx, userId, input);
        const choice = choiceOf(input.deliveryDay);
        const meta = {
          ...where,
          poNumber: input.poNumber ?? null,
          deliveryDay: 'day' in choice ? choice.day : null,
        };
        const reserved = await reserveCredit(tx, userId, totalsOf(lines).totalCents);
        if (!reserved.withinLimit) {
          const awaiting = await approvals.requestApproval(tx, deps, reserved, rows, meta);
          if (key) await idempotency.storeIdempotentAnswer(tx, userId, key, 202, awaiting);
          return { sentForApproval: awaiting };
        }
        const made = await createOrders(tx, reserved, rows, meta, ORDER_PLACED);
        // The day is booked with the orders: refused, nothing is ordered (docs/business-rules.md
        // "Delivery days").
        const booking = await bookDelivery(tx, {
          checkoutId: made.placed.checkoutId,
          lines: lines.map((line) => ({
            product: line.product,
            fabricId: line.item.fabricId,
            quantity: line.item.quantity,
          })),
          eircode,
          address: meta.shippingAddress,
          choice,
          userId,
        });
        made.placed.delivery = placedDeliveryOf(booking);
        if (key) await idempotency.storeIdempotentAnswer(tx, userId, key, 201, made.placed);
        await mailOrders(tx, deps.inbox, made, meta);
        return made;
      },
    );
    // Saved to await approval: its files are kept with it.
    if ('sentForApproval' in outcome) return { status: 202, body: outcome.sentForApproval };
    if (!('placed' in outcome)) {
      // A replay: the first request's files are the ones kept.
      await Promise.all(allStaged(input).map((file) => deps.files.discard(file)));
      return outcome;
    }
    created = outcome;
  } catch (error) {
    await Promise.all(allStaged(input).map((file) => deps.files.discard(file)));
    throw error;
  }
  return { status: 201, body: created.placed };
}

/** My Orders: a page of the buyer's orders, each with its checkout's delivery. */
export async function listOrders(deps: OrdersDeps, userId: number, query: UserOrdersQuery) {
  const page = await repo.listUserOrders(deps.db, userId, query);
  return { ...page, orders: await withDeliveries(deps.db, page.orders) };
}

/** A checkout's confirmation: the checkout, its lines, and the credit left now. */
export async function findCheckout(
  deps: OrdersDeps,
  userId: number,
  checkoutNumber: string,
): Promise<CheckoutAnswer | undefined> {
  const found = await repo.findUserCheckout(deps.db, userId, checkoutNumber);
  if (!found) return undefined;
  const [checkout] = await withDeliveries(deps.db, [found]);
  const company = await companies.membershipOf(deps.db, userId);
  const open = company ? await credit.openOrdersCents(deps.db, company.companyId) : 0;
  return {
    success: true,
    checkout: checkout!,
    available_credit: fromCents(availableCreditCents(company?.creditLimitCents ?? 0, open)),
  };
}

/** My Orders by checkout: each checkout with its delivery. */
export async function listCheckouts(deps: OrdersDeps, userId: number, query: UserCheckoutsQuery) {
  const page = await repo.listUserCheckouts(deps.db, userId, query);
  return { ...page, checkouts: await withDeliveries(deps.db, page.checkouts) };
}

/** The buyer's order page: the order with its checkout's delivery. */
export async function findOrder(deps: OrdersDeps, userId: number, trackingId: string) {
  const order = await repo.findUserOrder(deps.db, userId, { trackingId });
  return order ? (await withDeliveries(deps.db, [order]))[0] : undefined;
}

export const findQuoteFile = (deps: OrdersDeps, userId: number, trackingId: string) =>
  repo.findUserQuoteFile(deps.db, userId, trackingId);

/**
 * PUT /api/order/order-cancelled/{id}: the rule of docs/business-rules.md "Cancellation"; frees the
 * credit. The buyer gets a confirmation and the shop's inbox a notice
 * (docs/business-rules.md "Mail").
 */
export async function cancelOrder(deps: OrdersDeps, userId: number, orderId: number) {
  await deps.db.transaction(async (tx) => {
    // Customer first, then the order: the same lock order as checkouts and reorders.
    const customer = await credit.lockCustomer(tx, userId);
    const order = await repo.lockUserOrder(tx, userId, orderId);
    if (!customer || !order) throw new FormError(404, [], ORDER_NOT_FOUND);
    const deliveryStatus = await deliveryStatuses.deliveryStatusName(tx, order.deliveryStatusId);
    if (!canCancel({ status: order.status, deliveryStatus, isCancelled: order.isCancellable })) {
      throw new FormError(409, [], NOT_CANCELLABLE);
    }
    await repo.markCancelled(tx, order.id, userId);
    await repo.insertOrderEvents(tx, [
      { orderId: order.id, kind: 'cancelled', actorUserId: userId },
    ]);
    // The last active order of its checkout gives its delivery day's room back.
    await releaseIfAllCancelled(tx, order.checkoutId, userId);
    const what = `cancellation of order ${order.trackingId}`;
    const cancelled = { ...order, paid: order.paidAt !== null };
    await queueMail(tx, { ...cancelledByCustomer(customer, cancelled), purpose: what });
    await queueMail(tx, {
      ...cancellationToStaff(customer, cancelled, deps.inbox),
      purpose: `${what} (to the shop)`,
    });
  });
  return { success: true as const, message: ORDER_CANCELLED };
}

/**
 * POST /api/order/product-reorder/{id}: the same product, size, fabric, colour,
 * storage and quote again, priced at today's prices and checked against today's credit.
 */
export async function reorder(
  deps: OrdersDeps,
  userId: number,
  orderId: number,
  { quantity, referenceNumber }: { quantity: number; referenceNumber?: string | undefined },
) {
  const created = await deps.db.transaction(async (tx) => {
    await credit.lockCustomer(tx, userId);
    const original = await repo.lockUserOrder(tx, userId, orderId);
    if (!original) throw new FormError(404, [], ORDER_NOT_FOUND);
    if (original.productId === null) throw new FormError(409, [], PRODUCT_UNAVAILABLE);
    const item: OrderItem = {
      productId: original.productId,
      sizeId: original.sizeId ?? 0,
      fabricId: original.fabricId,
      fabricColorId: original.fabricColorId,
      quantity,
      referenceNumber: referenceNumber || original.referenceNumber,
      storageType: original.storageType,
      special_quote: { text: original.specialQuoteText ?? '' },
    };
    let lines: PricedLine[];
    try {
      lines = await priceLines(tx, [item]);
    } catch (error) {
      // The product, or this choice of it, is no longer sold.
      if (error instanceof FormError && error.statusCode === 400) {
        throw new FormError(409, [], error.message);
      }
      throw error;
    }
    const line = lines[0]!;
    const reserved = await reserveCredit(tx, userId, line.totalCents);
    // A reorder has no cart to send for approval from (docs/business-rules.md "Approvals").
    if (!reserved.withinLimit) {
      const limit = reserved.customer.spendingLimitCents!;
      throw new FormError(
        422,
        [],
        `${aboveSpendingLimit(line.totalCents, limit)} ${REORDER_VIA_CART}`,
      );
    }
    const made = await createOrders(
      tx,
      reserved,
      [lineRowOf(line, original.specialQuoteFileId)],
      {
        shippingAddress: original.shippingAddress,
        siteId: original.siteId,
        poNumber: null,
      },
      REORDER_PLACED,
    );
    await repo.insertOrderEvents(tx, [
      { orderId: made.placed.orders[0]!.id, kind: 'reorder-of', detail: { orderId: original.id } },
    ]);
    await mailOrders(tx, deps.inbox, made, original);
    return { made };
  });
  const { placed } = created.made;
  return {
    success: true as const,
    message: placed.message,
    order: placed.orders[0]!,
    available_credit: placed.available_credit,
  };
}

/**
 * What a tracking lookup shows (docs/business-rules.md "Tracking"): the delivery view holds no
 * price, address or tracking ID.
 */
export async function trackOrder(
  deps: Pick<OrdersDeps, 'db'>,
  value: string,
  viewerId: number | null,
): Promise<TrackingAnswer | undefined> {
  const found = await tracking.trackOrders(deps.db, value, viewerId);
  if (!found) return undefined;
  // The booked delivery day is part of both views (docs/business-rules.md "Tracking").
  // Only its day and state: the tracking views answer anyone with the ID or reference.
  const dated = (await withDeliveries(deps.db, found.orders)).map(
    ({ checkoutId: _checkout, delivery, ...order }) =>
      delivery ? { ...order, delivery: { day: delivery.day, state: delivery.state } } : order,
  );
  if (found.view === 'full') {
    return { success: true, view: 'full', order: dated[0]!, orders: dated };
  }
  const views = dated.map(
    ({ shipping_address: _address, total_price: _price, trackingId: _id, ...view }) => view,
  );
  return { success: true, view: 'delivery', order: views[0]!, orders: views };
}
