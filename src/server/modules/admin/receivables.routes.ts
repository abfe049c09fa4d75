import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '#src/shared/schemas/common';
import {
  DOCUMENT_NOT_FOUND,
  allocationBody,
  creditNoteBody,
  documentListQuery,
  documentListSchema,
  documentNumberParams,
  exportQuery,
  invoiceDetailSchema,
  moneyActionSchema,
  paymentBody,
  paymentListSchema,
  receivablesSchema,
  refundBody,
  statementQuery,
  statementSchema,
} from '#src/shared/schemas/invoices';
import { NO_SUCH_COMPANY } from '#src/shared/schemas/admin-companies';
import { adminOrderIdParams } from '#src/shared/schemas/admin-orders';
import { attachmentDisposition, sendPrivateDocument } from '../../lib/private-download';
import * as documents from '../invoices/documents.service';
import * as money from '../invoices/money.service';
import { sellerOf } from '../invoices/parties';
import * as receivables from '../invoices/documents.service';
import { adminSecurity, adminTags } from './admin-docs';
import { creditNotesCsv, invoicesCsv, paymentsCsv } from './receivables-csv';

const tags = adminTags('receivables');
const refused = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
const idParams = z.object({ id: z.coerce.number().int().positive() });
const pdf = z.any().describe('The PDF, as an attachment');
const csvAnswer = z.string().describe('CSV, UTF-8 with BOM');

/** The console's money screens: a company's account, payments, credit notes, receivables. */
export const receivablesRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  const deps: money.MoneyDeps = { db: app.db, seller: sellerOf(app.config), publicUrl };

  app.get('/admin/companies/:id/documents', {
    schema: {
      tags,
      security: adminSecurity,
      summary: "A company's invoices and credit notes, with its account",
      params: idParams,
      querystring: documentListQuery,
      response: { 200: documentListSchema, ...refused },
    },
    handler: async (request) =>
      documents.companyDocuments(app.db, request.params.id, request.query),
  });

  app.get('/admin/documents/:number/pdf', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Download any invoice or credit note as PDF',
      params: documentNumberParams,
      produces: ['application/pdf'],
      response: { 200: pdf, ...refused },
    },
    handler: async (request, reply) => {
      const found = await documents.documentPdf(app.db, request.params.number);
      if (!found) return reply.code(404).send({ success: false, message: DOCUMENT_NOT_FOUND });
      return sendPrivateDocument(reply, { ...found, contentType: 'application/pdf' });
    },
  });

  app.get('/admin/invoices/:number', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'One invoice with its lines and what is already credited',
      params: documentNumberParams,
      response: { 200: invoiceDetailSchema, ...refused },
    },
    handler: async (request, reply) => {
      const detail = await money.invoiceDetail(app.db, request.params.number);
      if (!detail) return reply.code(404).send({ success: false, message: DOCUMENT_NOT_FOUND });
      return detail;
    },
  });

  app.post('/admin/invoices/:number/credit-notes', {
    schema: {
      tags,
      security: adminSecurity,
      summary:
        'Credit some or all units of an invoice (return or cancellation); the company is mailed',
      params: documentNumberParams,
      body: creditNoteBody,
      response: { 200: moneyActionSchema, ...refused },
    },
    handler: async (request) =>
      money.creditNote(deps, request.viewer.userId!, request.params.number, request.body),
  });

  app.get('/admin/companies/:id/statement', {
    schema: {
      tags,
      security: adminSecurity,
      summary: "A company's statement for a period",
      params: idParams,
      querystring: statementQuery,
      response: { 200: statementSchema, ...refused },
    },
    handler: async (request, reply) => {
      const statement = await documents.companyStatement(
        app.db,
        deps.seller,
        request.params.id,
        documents.statementPeriod(request.query),
      );
      if (!statement) return reply.code(404).send({ success: false, message: NO_SUCH_COMPANY });
      return documents.statementAnswer(statement);
    },
  });

  app.get('/admin/companies/:id/statement/pdf', {
    schema: {
      tags,
      security: adminSecurity,
      summary: "A company's statement as PDF",
      params: idParams,
      querystring: statementQuery,
      produces: ['application/pdf'],
      response: { 200: pdf, ...refused },
    },
    handler: async (request, reply) => {
      const statement = await documents.companyStatement(
        app.db,
        deps.seller,
        request.params.id,
        documents.statementPeriod(request.query),
      );
      if (!statement) return reply.code(404).send({ success: false, message: NO_SUCH_COMPANY });
      return sendPrivateDocument(reply, {
        filename: documents.statementFileName(statement),
        contentType: 'application/pdf',
        content: await documents.statementPdf(statement),
      });
    },
  });

  app.get('/admin/companies/:id/payments', {
    schema: {
      tags,
      security: adminSecurity,
      summary: "A company's payments and its open invoices",
      params: idParams,
      response: { 200: paymentListSchema, ...refused },
    },
    handler: async (request) => money.companyPayments(app.db, request.params.id),
  });

  app.post('/admin/companies/:id/payments', {
    schema: {
      tags,
      security: adminSecurity,
      summary:
        'Record a payment (oldest invoices first unless allocated by hand); one per request_key',
      params: idParams,
      body: paymentBody,
      response: { 200: moneyActionSchema, ...refused },
    },
    handler: async (request) =>
      money.recordPayment(deps, request.viewer.userId!, request.params.id, request.body),
  });

  app.post('/admin/payments/:id/allocations', {
    schema: {
      tags,
      security: adminSecurity,
      summary: "Set a payment's unallocated money against invoices",
      params: idParams,
      body: allocationBody,
      response: { 200: moneyActionSchema, ...refused },
    },
    handler: async (request) =>
      money.allocatePayment(
        deps,
        request.viewer.userId!,
        request.params.id,
        request.body.allocations,
      ),
  });

  app.post('/admin/payments/:id/refunds', {
    schema: {
      tags,
      security: adminSecurity,
      summary: "Refund a payment's unallocated money",
      params: idParams,
      body: refundBody,
      response: { 200: moneyActionSchema, ...refused },
    },
    handler: async (request) =>
      money.refundPayment(deps, request.viewer.userId!, request.params.id, request.body),
  });

  app.post('/admin/companies/:id/credit-hold/lift', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Lift the credit hold of the invoices overdue today',
      params: idParams,
      response: { 200: moneyActionSchema, ...refused },
    },
    handler: async (request) =>
      money.liftCreditHold(deps, request.viewer.userId!, request.params.id),
  });

  app.post('/admin/orders/:id/invoice', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Invoice an order now (with the orders of its checkout delivered the same day)',
      params: adminOrderIdParams,
      response: { 200: moneyActionSchema, ...refused },
    },
    handler: async (request) =>
      money.invoiceOrderNow(deps, request.viewer.userId!, request.params.id),
  });

  app.get('/admin/receivables', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Aged debt by company, overdue invoices and credit holds',
      response: { 200: receivablesSchema, ...refused },
    },
    handler: async () => receivables.receivables(app.db),
  });

  const exportRoute = (
    path: string,
    name: string,
    summary: string,
    write: (period: documents.ExportPeriod) => Promise<string>,
  ) =>
    app.get(path, {
      schema: {
        tags,
        security: adminSecurity,
        summary,
        querystring: exportQuery,
        produces: ['text/csv'],
        response: { 200: csvAnswer, ...refused },
      },
      handler: async (request, reply) => {
        const period = documents.exportPeriod(request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            attachmentDisposition(documents.exportFileName(name, period)),
          )
          .header('cache-control', 'private, no-store')
          .send(await write(period));
      },
    });
  exportRoute(
    '/admin/exports/invoices.csv',
    'invoices',
    'Invoice lines issued in a period (Sage/Xero import columns)',
    async (period) => invoicesCsv(await receivables.invoiceLinesIssued(app.db, period)),
  );
  exportRoute(
    '/admin/exports/credit-notes.csv',
    'credit-notes',
    'Credit note lines issued in a period',
    async (period) => creditNotesCsv(await receivables.creditNoteLinesIssued(app.db, period)),
  );
  exportRoute(
    '/admin/exports/payments.csv',
    'payments',
    'Payments received and refunds paid out in a period: a row per invoice paid, refunds negative',
    async (period) =>
      paymentsCsv(
        await receivables.paymentsReceived(app.db, period),
        await receivables.refundsMade(app.db, period),
      ),
  );
};
