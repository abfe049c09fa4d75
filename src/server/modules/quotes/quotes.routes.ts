import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { awaitingApprovalSchema } from '#src/shared/schemas/approvals';
import { errorSchema } from '#src/shared/schemas/common';
import { placedOrderSchema } from '#src/shared/schemas/orders';
import {
  acceptQuoteBody,
  createQuoteBody,
  quoteActionSchema,
  quoteAnswerBody,
  quoteCreatedSchema,
  quoteDetailSchema,
  quoteFileSchema,
  quoteListQuery,
  quoteListSchema,
  quoteMessageBody,
  quoteNumberParams,
  quoteVersionParams,
  withdrawQuoteBody,
  QUOTE_THREAD_FILE_TYPES,
} from '#src/shared/schemas/quotes';
import { FormError } from '../../lib/form-validation';
import { sendPrivateDocument } from '../../lib/private-download';
import { requireMember } from '../companies/member-guard';
import { BAD_IDEMPOTENCY_KEY } from '../orders/orders.routes';
import { acceptQuote } from './quote-accept.service';
import { versionPdf } from './quote-documents.service';
import { receiveQuoteFile, sendQuoteFile } from './quote-files';
import { listQuotes, quoteDetail } from './quote-views.service';
import type { QuotesDeps } from './quote-access';
import { createQuote, step } from './quotes.service';

const tags = ['quotes'];
const refused = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;
const fileParams = z.object({ quoteFileId: z.uuid('Not a file id.') }).strict();

const buyerOf = (request: FastifyRequest) => ({
  kind: 'buyer' as const,
  userId: request.viewer.userId!,
  companyId: request.viewer.company!.id,
  role: request.viewer.company!.role,
});

/**
 * docs/api.md "Quotes": a company member's requests for prices, the versions the shop
 * answers with, and acceptance into orders (docs/business-rules.md "Quotes").
 */
export const quotesRoutes: FastifyPluginAsyncZod<{ deps: QuotesDeps }> = async (app, { deps }) => {
  app.post('/quotes/files', {
    preValidation: requireMember,
    schema: {
      tags,
      summary: 'Upload a file for a quote message to come (multipart, one `file` part)',
      consumes: ['multipart/form-data'],
      response: { 201: quoteFileSchema, ...refused, 413: errorSchema, 415: errorSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await receiveQuoteFile(deps, request, request.viewer.userId!)),
  });

  app.get('/quotes/files/:quoteFileId', {
    preValidation: requireMember,
    schema: {
      tags,
      summary: 'Download a file of a quote the member may read',
      params: fileParams,
      produces: Object.keys(QUOTE_THREAD_FILE_TYPES),
      response: { 200: z.any().describe('The file, as an attachment'), ...refused },
    },
    handler: (request, reply) =>
      sendQuoteFile(deps, reply, buyerOf(request), request.params.quoteFileId),
  });

  app.post('/quotes', {
    preValidation: requireMember,
    schema: {
      tags,
      summary: 'Ask for a quote (or save a draft with `draft: true`)',
      body: createQuoteBody,
      response: { 201: quoteCreatedSchema, ...refused },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createQuote(deps, buyerOf(request), request.body)),
  });

  app.get('/quotes', {
    preValidation: requireMember,
    schema: {
      tags,
      summary: "The company's quotes (a buyer's own), latest activity first, with counts by state",
      querystring: quoteListQuery,
      response: { 200: quoteListSchema, ...refused },
    },
    handler: (request) => listQuotes(deps.db, buyerOf(request), request.query),
  });

  app.get('/quotes/:quoteNumber', {
    preValidation: requireMember,
    schema: {
      tags,
      summary: 'A quote with its lines, every version, the thread and what the member may do',
      params: quoteNumberParams,
      response: { 200: quoteDetailSchema, ...refused },
    },
    handler: (request) => quoteDetail(deps.db, buyerOf(request), request.params.quoteNumber),
  });

  app.get('/quotes/:quoteNumber/versions/:version/pdf', {
    preValidation: requireMember,
    schema: {
      tags,
      summary: 'A version of the quote as PDF',
      params: quoteVersionParams,
      produces: ['application/pdf'],
      response: { 200: z.any().describe('The PDF, as an attachment'), ...refused },
    },
    handler: async (request, reply) => {
      const { quoteNumber: number, version } = request.params;
      const pdf = await versionPdf(deps.db, deps.seller, buyerOf(request), number, version);
      return sendPrivateDocument(reply, pdf);
    },
  });

  app.post('/quotes/:quoteNumber/submit', {
    preValidation: requireMember,
    schema: {
      tags,
      summary: 'Send a draft to the shop',
      params: quoteNumberParams,
      response: { 200: quoteActionSchema, ...refused },
    },
    handler: (request) => step(deps, buyerOf(request), request.params.quoteNumber, 'submit', {}),
  });

  app.post('/quotes/:quoteNumber/messages', {
    preValidation: requireMember,
    schema: {
      tags,
      summary: 'Write in the thread, with files',
      params: quoteNumberParams,
      body: quoteMessageBody,
      response: { 200: quoteActionSchema, ...refused },
    },
    handler: (request) =>
      step(deps, buyerOf(request), request.params.quoteNumber, 'message', {
        message: request.body.message,
        fileIds: request.body.file_ids,
      }),
  });

  for (const [path, action, summary] of [
    [
      'revision',
      'request_revision',
      'Ask for a revision of the current version (a message says what)',
    ],
    ['reject', 'reject', 'Reject the quote'],
  ] as const) {
    app.post(`/quotes/:quoteNumber/${path}`, {
      preValidation: requireMember,
      schema: {
        tags,
        summary,
        params: quoteNumberParams,
        body: quoteAnswerBody,
        response: { 200: quoteActionSchema, ...refused },
      },
      handler: (request) => {
        const { message, file_ids: fileIds, version } = request.body;
        if (action === 'request_revision' && !message) {
          throw new FormError(400, [{ field: 'message', message: 'Say what should change.' }]);
        }
        return step(deps, buyerOf(request), request.params.quoteNumber, action, {
          message,
          fileIds,
          version,
        });
      },
    });
  }

  app.post('/quotes/:quoteNumber/withdraw', {
    preValidation: requireMember,
    schema: {
      tags,
      summary: 'Take back a draft or a request the shop has not answered',
      params: quoteNumberParams,
      body: withdrawQuoteBody.optional(),
      response: { 200: quoteActionSchema, ...refused },
    },
    handler: (request) =>
      step(deps, buyerOf(request), request.params.quoteNumber, 'withdraw', {
        message: request.body?.message ?? '',
      }),
  });

  app.post('/quotes/:quoteNumber/accept', {
    preValidation: requireMember,
    schema: {
      tags,
      summary:
        'Accept the current version: its lines become orders at the quoted prices (202: sent to the company’s approvers)',
      params: quoteNumberParams,
      headers: z.object({ 'idempotency-key': z.string().optional() }),
      body: acceptQuoteBody,
      response: {
        201: placedOrderSchema,
        202: awaitingApprovalSchema,
        ...refused,
        422: errorSchema.describe('Insufficient credit, or an Idempotency-Key reused'),
      },
    },
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
        throw new FormError(400, [{ field: 'Idempotency-Key', message: BAD_IDEMPOTENCY_KEY }]);
      }
      const answer = await acceptQuote(deps, buyerOf(request), request.params.quoteNumber, {
        version: request.body.version,
        poNumber: request.body.po_number,
        deliveryDay: request.body.delivery_day,
        idempotencyKey: key,
      });
      return reply.code(answer.status).send(answer.body);
    },
  });
};
