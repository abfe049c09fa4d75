import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorSchema } from '#src/shared/schemas/common';
import {
  extendQuoteBody,
  quoteActionSchema,
  quoteDetailSchema,
  quoteFileSchema,
  quoteListQuery,
  quoteListSchema,
  quoteMessageBody,
  quoteNumberParams,
  quoteStatsSchema,
  quoteVersionBody,
  quoteVersionParams,
  withdrawQuoteBody,
  QUOTE_THREAD_FILE_TYPES,
} from '#src/shared/schemas/quotes';
import { sendPrivateDocument } from '../../lib/private-download';
import { versionPdf } from '../quotes/quote-documents.service';
import { receiveQuoteFile, sendQuoteFile } from '../quotes/quote-files';
import { listQuotes, quoteDetail, quoteStats } from '../quotes/quote-views.service';
import type { QuotesDeps } from '../quotes/quote-access';
import { extendQuote, sendVersion, step } from '../quotes/quotes.service';
import { adminSecurity, adminTags } from './admin-docs';

const tags = adminTags('quotes');
const refused = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
const fileParams = z.object({ quoteFileId: z.uuid('Not a file id.') }).strict();
const staffOf = (request: FastifyRequest) => ({
  kind: 'staff' as const,
  userId: request.viewer.userId!,
});

/** The console's quotes (docs/business-rules.md "Quotes"): the queue, the quote page, answers. */
export const adminQuotesRoutes: FastifyPluginAsyncZod<{ deps: QuotesDeps }> = async (
  app,
  { deps },
) => {
  app.get('/admin/quotes', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'The quotes queue: new, awaiting staff, awaiting the buyer, expiring within 7 days',
      querystring: quoteListQuery,
      response: { 200: quoteListSchema, ...refused },
    },
    handler: (request) => listQuotes(deps.db, staffOf(request), request.query),
  });

  app.get('/admin/quotes/stats', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Conversion rate and value of the quotes of the last 90 days',
      response: { 200: quoteStatsSchema, ...refused },
    },
    handler: () => quoteStats(deps.db),
  });

  app.post('/admin/quotes/files', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Upload a file for a version or message to come (multipart, one `file` part)',
      consumes: ['multipart/form-data'],
      response: { 201: quoteFileSchema, ...refused, 413: errorSchema, 415: errorSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await receiveQuoteFile(deps, request, request.viewer.userId!)),
  });

  app.get('/admin/quotes/files/:quoteFileId', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Download a file of a quote',
      params: fileParams,
      produces: Object.keys(QUOTE_THREAD_FILE_TYPES),
      response: { 200: z.any().describe('The file, as an attachment'), ...refused },
    },
    handler: (request, reply) =>
      sendQuoteFile(deps, reply, staffOf(request), request.params.quoteFileId),
  });

  app.get('/admin/quotes/:quoteNumber', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'A quote with its lines, versions, thread and what staff may do',
      params: quoteNumberParams,
      response: { 200: quoteDetailSchema, ...refused },
    },
    handler: (request) => quoteDetail(deps.db, staffOf(request), request.params.quoteNumber),
  });

  app.get('/admin/quotes/:quoteNumber/versions/:version/pdf', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'A version of the quote as PDF',
      params: quoteVersionParams,
      produces: ['application/pdf'],
      response: { 200: z.any().describe('The PDF, as an attachment'), ...refused },
    },
    handler: async (request, reply) => {
      const { quoteNumber: number, version } = request.params;
      const pdf = await versionPdf(deps.db, deps.seller, staffOf(request), number, version);
      return sendPrivateDocument(reply, pdf);
    },
  });

  app.post('/admin/quotes/:quoteNumber/versions', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Send a version: a price per line or a discount, lead times, validity, terms',
      params: quoteNumberParams,
      body: quoteVersionBody,
      response: { 201: quoteActionSchema, ...refused },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await sendVersion(deps, request.viewer.userId!, request.params.quoteNumber, request.body),
        ),
  });

  app.post('/admin/quotes/:quoteNumber/messages', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Write to the buyer in the thread, with files',
      params: quoteNumberParams,
      body: quoteMessageBody,
      response: { 200: quoteActionSchema, ...refused },
    },
    handler: (request) =>
      step(deps, staffOf(request), request.params.quoteNumber, 'message', {
        message: request.body.message,
        fileIds: request.body.file_ids,
      }),
  });

  app.post('/admin/quotes/:quoteNumber/withdraw', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Withdraw the quote (the buyer is told why)',
      params: quoteNumberParams,
      body: withdrawQuoteBody.optional(),
      response: { 200: quoteActionSchema, ...refused },
    },
    handler: (request) =>
      step(deps, staffOf(request), request.params.quoteNumber, 'withdraw', {
        message: request.body?.message ?? '',
      }),
  });

  app.post('/admin/quotes/:quoteNumber/extend', {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Extend the validity of the quote out, or bring an expired one back',
      params: quoteNumberParams,
      body: extendQuoteBody,
      response: { 200: quoteActionSchema, ...refused },
    },
    handler: (request) =>
      extendQuote(deps, staffOf(request), request.params.quoteNumber, request.body.valid_until),
  });
};
