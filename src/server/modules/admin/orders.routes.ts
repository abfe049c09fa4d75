import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ORDERS_EXPORT_MAX,
  QUOTE_FILE_MISSING,
  adminOrderActionSchema,
  adminOrderDetailSchema,
  adminOrderFilters,
  adminOrderIdParams,
  adminOrderListQuery,
  adminOrderListSchema,
  setDeliveryStatusBody,
  staffCancelBody,
} from '#src/shared/schemas/admin-orders';
import { errorSchema } from '#src/shared/schemas/common';
import { pageInfo } from '#src/shared/domain/pagination';
import { ORDER_NOT_FOUND } from '#src/shared/schemas/orders';
import { QUOTE_FILE_TYPES } from '#src/shared/domain/order-lines';
import { dataPaths, mailedLinkBase } from '../../config';
import { sellerOf } from '../invoices/parties';
import { createFileStorage } from '../../lib/file-storage';
import { attachmentDisposition, sendPrivateFile } from '../../lib/private-download';
import { adminSecurity, adminTags } from './admin-docs';
import { ordersCsv } from './orders-csv';
import * as service from './orders.service';

const tags = adminTags('orders');
const refused = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

/** Dublin's date today, for the export's file name. */
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Dublin' });

/** The console's Orders screen (admin issue, item 5). */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = createFileStorage({ uploadsDir: dataPaths(app.config.dataDir).uploads });
  const seller = sellerOf(app.config);
  const publicUrl = mailedLinkBase(app.config);
  const deps = (log: service.AdminOrdersDeps['log']) => ({ db: app.db, log, seller, publicUrl });

  app.get('/admin/orders', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'All orders with their customer, filtered, newest first, one page',
      querystring: adminOrderListQuery,
      response: { 200: adminOrderListSchema, ...refused },
    },
    handler: async (request) => {
      const { page, limit, ...filters } = request.query;
      const { rows, total } = await service.listOrders(app.db, filters, { page, limit });
      return {
        success: true as const,
        orders: rows,
        pagination: pageInfo(total, page, limit),
      };
    },
  });

  app.get('/admin/orders/export.csv', {
    schema: {
      tags,
      security: adminSecurity,
      summary: `The filtered orders as a CSV download (at most ${ADMIN_ORDERS_EXPORT_MAX})`,
      querystring: adminOrderFilters,
      produces: ['text/csv'],
      response: { 200: z.string().describe('CSV, UTF-8 with BOM'), ...refused },
    },
    handler: async (request, reply) => {
      const rows = await service.exportOrders(app.db, request.query, ADMIN_ORDERS_EXPORT_MAX);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`orders-${today()}.csv`))
        .header('cache-control', 'private, no-store')
        .send(ordersCsv(rows));
    },
  });

  app.get('/admin/orders/:id', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'One order: its checkout, quote, customer, credit effect, history',
      params: adminOrderIdParams,
      response: { 200: adminOrderDetailSchema, ...refused },
    },
    handler: async (request, reply) => {
      const detail = await service.orderDetail(app.db, request.params.id);
      if (!detail) return reply.code(404).send({ success: false, message: ORDER_NOT_FOUND });
      return detail;
    },
  });

  app.get('/admin/orders/:id/quote-file', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Download the special-quote file of an order',
      params: adminOrderIdParams,
      produces: Object.keys(QUOTE_FILE_TYPES),
      response: { 200: z.any().describe('The file, as an attachment'), ...refused },
    },
    handler: async (request, reply) => {
      const file = await service.quoteFileOf(app.db, request.params.id);
      if (!file) return reply.code(404).send({ success: false, message: QUOTE_FILE_MISSING });
      return sendPrivateFile(reply, files, file);
    },
  });

  app.put('/admin/orders/:id/delivery-status', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Set the delivery status (the customer is mailed; tracking shows it)',
      params: adminOrderIdParams,
      body: setDeliveryStatusBody,
      response: { 200: adminOrderActionSchema, ...refused },
    },
    handler: async (request) =>
      service.setDeliveryStatus(
        deps(request.log),
        request.viewer.userId!,
        request.params.id,
        request.body.deliveryStatusId,
      ),
  });

  app.post('/admin/orders/:id/cancel', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Cancel on the customer’s behalf (frees its credit; the customer is mailed)',
      params: adminOrderIdParams,
      body: staffCancelBody.nullish(),
      response: { 200: adminOrderActionSchema, ...refused },
    },
    handler: async (request) =>
      service.cancelOrder(
        deps(request.log),
        request.viewer.userId!,
        request.params.id,
        request.body?.reason || undefined,
      ),
  });

  app.post('/admin/orders/:id/mark-paid', {
    schema: {
      tags,
      security: adminSecurity,
      summary:
        "Record payment of the order's invoice (invoicing it first if needed): it stops counting against credit",
      params: adminOrderIdParams,
      response: { 200: adminOrderActionSchema, ...refused },
    },
    handler: async (request) =>
      service.markPaid(deps(request.log), request.viewer.userId!, request.params.id),
  });
};
