import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_CART_LINES } from '#src/shared/domain/cart';
import { pageInfo } from '#src/shared/domain/pagination';
import { errorSchema } from '#src/shared/schemas/common';
import { awaitingApprovalSchema } from '#src/shared/schemas/approvals';
import {
  CHECKOUT_NOT_FOUND,
  checkoutAnswerSchema,
  checkoutNumberParams,
  userCheckoutsQuery,
  userCheckoutsSchema,
  ORDER_NOT_FOUND,
  orderCardSchema,
  orderIdParams,
  orderQuoteSchema,
  placeOrderFields,
  quoteBody,
  placedOrderSchema,
  reorderBody,
  trackingParams,
  userOrdersQuery,
  userOrdersSchema,
} from '#src/shared/schemas/orders';
import { QUOTE_FILE_MAX_BYTES, QUOTE_FILE_TYPES } from '#src/shared/domain/order-lines';
import { FormError, parseForm } from '../../lib/form-validation';
import { readMultipartForm } from '../../lib/multipart-form';
import { sendPrivateFile } from '../../lib/private-download';
import { requireSignedIn } from '../../plugins/viewer';
import { listOrdersOfCompany } from './company-orders.service';
import { QUOTE_FILE_RULES, stageInlineQuoteFiles } from './inline-quote-files';
import * as orders from './orders.service';
import type { OrdersDeps } from './orders.service';

const tags = ['orders'];
const QUOTE_FILE_FIELD = 'special_quote_files';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;
export const QUOTE_FILE_NOT_FOUND = 'This order has no quote file.';
export const BAD_IDEMPOTENCY_KEY = 'Idempotency-Key must be 1 to 100 printable characters.';
export const TOO_MANY_QUOTE_FILES = `Attach at most one quote file per line (${MAX_CART_LINES} lines).`;
/** Room for two quote files of the largest size inside the lines, as base64, and the rest. */
const ITEMS_MAX_MB = 28;
export const ITEMS_TOO_LARGE = `items may be at most ${ITEMS_MAX_MB} MB with the quote files inside it: send larger quote files as special_quote_files parts.`;

/** The multipart body is read in the handler; this schema documents it. */
const placeOrderDoc = z.object({
  items: z
    .string()
    .describe(
      "JSON array of order items (the original client's order item payload); a line may carry its quote file as special_quote {text, fileBase64, fileName}",
    ),
  shipping_address: z.string(),
  userId: z.string().optional().describe('Ignored: the signed-in user orders'),
  expected_total: z
    .string()
    .optional()
    .describe(
      "The order total the buyer was shown (VAT included): if today's prices differ, 409 and nothing is ordered",
    ),
  po_number: z
    .string()
    .optional()
    .describe(
      "The buyer's purchase-order number for the whole checkout (at most 35 characters); shown with the checkout number",
    ),
  site_id: z
    .string()
    .optional()
    .describe(
      "One of the company's delivery sites (GET /api/company): its address becomes the shipping address",
    ),
  delivery_day: z
    .string()
    .optional()
    .describe(
      'The delivery day: "earliest" (the default) or a YYYY-MM-DD day from POST /api/delivery/options. A day just taken or closed: 409 with field delivery_day, nothing ordered (docs/api.md "Delivery days")',
    ),
  special_quote_files: z
    .union([
      z.array(z.file().max(QUOTE_FILE_MAX_BYTES).mime(Object.keys(QUOTE_FILE_TYPES))),
      z.string(),
    ])
    .optional()
    .describe(
      'One PDF or Word file part per line whose special_quote names a fileName without fileBase64, in line order; ≤ 10 MB each, checked by content. Also taken as a text field holding a JSON list (e.g. "[]"), which is not read further',
    ),
});
const documentOnly = () => (value: unknown) => ({ value });
const signedIn = { 401: errorSchema };

export const ordersRoutes: FastifyPluginAsyncZod<{ deps: OrdersDeps }> = async (app, { deps }) => {
  app.post('/order/product', {
    preValidation: requireSignedIn,
    validatorCompiler: documentOnly,
    schema: {
      tags,
      summary: 'Place the cart as orders on account, one order per line (all or none)',
      consumes: ['multipart/form-data'],
      headers: z.object({ 'idempotency-key': z.string().optional() }),
      body: placeOrderDoc,
      response: {
        201: placedOrderSchema,
        202: awaitingApprovalSchema.describe(
          'Above the buyer\'s limit an order: nothing ordered yet, it awaits an approver (docs/api.md "Approvals")',
        ),
        400: errorSchema,
        ...signedIn,
        409: errorSchema.describe(
          'Prices changed since the buyer saw expected_total, or the delivery_day chosen has just been taken or closed',
        ),
        413: errorSchema,
        415: errorSchema,
        422: errorSchema.describe('Insufficient credit, or an Idempotency-Key reused'),
      },
    },
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
        throw new FormError(400, [{ field: 'Idempotency-Key', message: BAD_IDEMPOTENCY_KEY }]);
      }
      const { fields, staged } = await readMultipartForm(request, deps.files, {
        fileField: QUOTE_FILE_FIELD,
        maxFiles: MAX_CART_LINES,
        tooManyFilesMessage: TOO_MANY_QUOTE_FILES,
        fieldSize: 256 * 1024,
        // Quote files may travel inside the lines, as base64 (docs/api.md "Orders").
        largeFields: {
          items: { maxBytes: ITEMS_MAX_MB * 1024 * 1024, tooLargeMessage: ITEMS_TOO_LARGE },
        },
        // items, shipping_address, expected_total, po_number, site_id, delivery_day, and the
        // spec client's userId and special_quote_files (text).
        maxFields: 8,
        rules: QUOTE_FILE_RULES,
      });
      let input;
      let inline;
      try {
        input = parseForm(placeOrderFields, fields);
        inline = await stageInlineQuoteFiles(deps.files, input.items);
      } catch (error) {
        await Promise.all(staged.map((file) => deps.files.discard(file)));
        throw error;
      }
      const answer = await orders.placeOrder(
        { ...deps, log: request.log },
        request.viewer.userId!,
        {
          items: input.items,
          shippingAddress: input.shipping_address,
          quoteFiles: staged,
          inlineQuoteFiles: inline,
          idempotencyKey: key,
          expectedTotal: input.expected_total,
          poNumber: input.po_number,
          siteId: input.site_id,
          deliveryDay: input.delivery_day,
        },
      );
      return reply.code(answer.status).send(answer.body);
    },
  });

  app.post('/order/quote', {
    preValidation: requireSignedIn,
    config: { readsOnly: true },
    schema: {
      tags,
      summary: "The cart's lines at today's prices, as an order placed now would be priced",
      body: quoteBody,
      response: { 200: orderQuoteSchema, 400: errorSchema, ...signedIn },
    },
    handler: (request) => orders.quoteOrder(deps, request.body.items),
  });

  app.get('/order/user-orders', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary:
        "The signed-in user's orders, or with scope=company every member's of their company, newest first: one tab of My Orders, one page",
      querystring: userOrdersQuery,
      response: {
        200: userOrdersSchema,
        400: errorSchema,
        ...signedIn,
        403: errorSchema.describe(
          'scope=company asked by a buyer, or by an account of no company (docs/api.md "Orders")',
        ),
      },
    },
    handler: async (request) => {
      const { page, limit, scope } = request.query;
      const { orders: cards, total } =
        scope === 'company'
          ? await listOrdersOfCompany(deps, request.viewer.company, request.query)
          : await orders.listOrders(deps, request.viewer.userId!, request.query);
      return {
        success: true as const,
        orders: cards,
        pagination: pageInfo(total, page, limit),
      };
    },
  });

  app.get('/order/checkouts', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary:
        "The signed-in user's checkouts, newest first, each with its lines (My Orders grouped)",
      querystring: userCheckoutsQuery,
      response: { 200: userCheckoutsSchema, 400: errorSchema, ...signedIn },
    },
    handler: async (request) => {
      const { page, limit } = request.query;
      const { checkouts, total } = await orders.listCheckouts(
        deps,
        request.viewer.userId!,
        request.query,
      );
      return { success: true as const, checkouts, pagination: pageInfo(total, page, limit) };
    },
  });

  app.get('/order/checkouts/:checkoutNumber', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary:
        "One of the signed-in user's checkouts by its number (CHK-2026-00042): its lines, totals, delivery address and the credit left now",
      params: checkoutNumberParams,
      response: { 200: checkoutAnswerSchema, ...signedIn, 404: errorSchema },
    },
    handler: async (request, reply) => {
      const found = await orders.findCheckout(
        deps,
        request.viewer.userId!,
        request.params.checkoutNumber,
      );
      if (!found) return reply.code(404).send({ success: false, message: CHECKOUT_NOT_FOUND });
      return found;
    },
  });

  app.get('/order/user-orders/:trackingId', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary: "One of the signed-in user's orders, by tracking ID",
      params: trackingParams,
      response: {
        200: z.object({ success: z.literal(true), order: orderCardSchema }),
        ...signedIn,
        404: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const order = await orders.findOrder(deps, request.viewer.userId!, request.params.trackingId);
      if (!order) return reply.code(404).send({ success: false, message: ORDER_NOT_FOUND });
      return { success: true as const, order };
    },
  });

  app.get('/order/user-orders/:trackingId/quote-file', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary: 'Download the special-quote file of one of your orders',
      params: trackingParams,
      produces: Object.keys(QUOTE_FILE_TYPES),
      response: {
        200: z.any().describe('The file, as an attachment'),
        ...signedIn,
        404: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const file = await orders.findQuoteFile(
        deps,
        request.viewer.userId!,
        request.params.trackingId,
      );
      if (!file) return reply.code(404).send({ success: false, message: QUOTE_FILE_NOT_FOUND });
      return sendPrivateFile(reply, deps.files, file);
    },
  });

  app.put('/order/order-cancelled/:orderId', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary: 'Cancel one of your orders while it may be cancelled (frees its credit)',
      params: orderIdParams,
      response: {
        200: z.object({ success: z.literal(true), message: z.string() }),
        ...signedIn,
        404: errorSchema,
        409: errorSchema.describe('Scheduled, delivered or already cancelled'),
      },
    },
    handler: async (request) =>
      orders.cancelOrder(deps, request.viewer.userId!, request.params.orderId),
  });

  app.post('/order/product-reorder/:orderId', {
    preValidation: requireSignedIn,
    attachValidation: true,
    schema: {
      tags,
      summary: 'Order one of your orders again, at today’s price',
      params: orderIdParams,
      body: reorderBody,
      response: {
        201: z.object({
          success: z.literal(true),
          message: z.string(),
          order: placedOrderSchema.shape.orders.element,
          available_credit: z.number(),
        }),
        400: errorSchema,
        ...signedIn,
        404: errorSchema,
        409: errorSchema.describe('The product or this choice of it is no longer sold'),
        422: errorSchema.describe('Insufficient credit'),
      },
    },
    handler: async (request, reply) => {
      if (request.validationError) {
        // Params are checked first; a bad body gets the schema's own messages.
        const params = orderIdParams.safeParse(request.params);
        if (!params.success)
          return reply.code(404).send({ success: false, message: ORDER_NOT_FOUND });
        parseForm(reorderBody, request.body);
      }
      const answer = await orders.reorder(
        { ...deps, log: request.log },
        request.viewer.userId!,
        request.params.orderId,
        request.body,
      );
      return reply.code(201).send(answer);
    },
  });
};
