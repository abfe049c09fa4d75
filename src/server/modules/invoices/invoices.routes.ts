import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#src/db/database';
import { seesCompanyDocuments } from '#src/shared/domain/companies';
import { errorSchema } from '#src/shared/schemas/common';
import {
  DOCUMENT_NOT_FOUND,
  DOCUMENTS_FORBIDDEN,
  documentListQuery,
  documentListSchema,
  buyerDocumentParams,
  statementQuery,
  statementSchema,
} from '#src/shared/schemas/invoices';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPrivateDocument } from '../../lib/private-download';
import { requireMember } from '../companies/member-guard';
import type { Seller } from './document-types';
import * as documents from './documents.service';

const tags = ['invoices'];
const refused = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const pdf = z.any().describe('The PDF, as an attachment');

/** preValidation: a member whose role reads the company's documents (owner, approver, accounts). */
async function requireDocumentReader(request: FastifyRequest, reply: FastifyReply) {
  await requireMember(request, reply);
  if (reply.sent) return;
  if (!seesCompanyDocuments(request.viewer.company!.role)) {
    return reply.code(403).send({ success: false, message: DOCUMENTS_FORBIDDEN });
  }
}

/** My Account → Invoices (docs/api.md "Invoices"): the company's documents and statements. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ db: Database; seller: Seller }> = async (
  app,
  { db, seller },
) => {
  const companyOf = (request: FastifyRequest) => request.viewer.company!.id;

  app.get('/account/documents', {
    preValidation: requireDocumentReader,
    schema: {
      tags,
      summary: "The company's invoices and credit notes, newest first, with its account",
      querystring: documentListQuery,
      response: { 200: documentListSchema, ...refused },
    },
    handler: async (request) => documents.companyDocuments(db, companyOf(request), request.query),
  });

  app.get('/account/documents/:documentNumber/pdf', {
    preValidation: requireDocumentReader,
    schema: {
      tags,
      summary: 'Download an invoice or credit note of the company as PDF',
      params: buyerDocumentParams,
      produces: ['application/pdf'],
      response: { 200: pdf, ...refused },
    },
    handler: async (request, reply) => {
      const found = await documents.documentPdf(
        db,
        request.params.documentNumber,
        companyOf(request),
      );
      if (!found) return reply.code(404).send({ success: false, message: DOCUMENT_NOT_FOUND });
      return sendPrivateDocument(reply, { ...found, contentType: 'application/pdf' });
    },
  });

  app.get('/account/statement', {
    preValidation: requireDocumentReader,
    schema: {
      tags,
      summary: "The company's statement of account for a period (this month by default)",
      querystring: statementQuery,
      response: { 200: statementSchema, ...refused },
    },
    handler: async (request, reply) => {
      const period = documents.statementPeriod(request.query);
      const statement = await documents.companyStatement(db, seller, companyOf(request), period);
      if (!statement) return reply.code(404).send({ success: false, message: DOCUMENT_NOT_FOUND });
      return documents.statementAnswer(statement);
    },
  });

  app.get('/account/statement/pdf', {
    preValidation: requireDocumentReader,
    schema: {
      tags,
      summary: "The company's statement of account as PDF",
      querystring: statementQuery,
      produces: ['application/pdf'],
      response: { 200: pdf, ...refused },
    },
    handler: async (request, reply) => {
      const period = documents.statementPeriod(request.query);
      const statement = await documents.companyStatement(db, seller, companyOf(request), period);
      if (!statement) return reply.code(404).send({ success: false, message: DOCUMENT_NOT_FOUND });
      return sendPrivateDocument(reply, {
        filename: documents.statementFileName(statement),
        contentType: 'application/pdf',
        content: await documents.statementPdf(statement),
      });
    },
  });
};
