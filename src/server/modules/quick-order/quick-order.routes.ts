import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable as Db } from '#src/db/database';
import { errorSchema } from '#src/shared/schemas/common';
import {
  QUICK_ORDER_FILE_MAX_BYTES,
  QUICK_ORDER_FILE_MISSING,
  QUICK_ORDER_FILE_TOO_LARGE,
  quickOrderBody,
  quickOrderReport,
} from '#src/shared/schemas/quick-order';
import { FormError, unknownField } from '../../lib/form-validation';
import { NOT_MULTIPART } from '../../lib/multipart-form';
import { requireSignedIn } from '../../plugins/viewer';
import { linesOfFile, linesOfText } from './quick-order.parse';
import { validateLines } from './quick-order.service';
import { templateCsv, templateXlsx } from './quick-order.template';

const tags = ['quick order'];
const signedIn = { 401: errorSchema };
const FILE_FIELD = 'file';

/** The one file of the upload form, in memory (at most 1 MB); any other part is refused. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new FormError(415, [], NOT_MULTIPART);
  let bytes: Buffer | undefined;
  try {
    const parts = request.parts({
      // A few fields are read, to be refused by name; more is no form of ours.
      limits: { fileSize: QUICK_ORDER_FILE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type === 'field' || part.fieldname !== FILE_FIELD) {
        if (part.type === 'file') part.file.resume();
        throw new FormError(400, [unknownField(part.fieldname)]);
      }
      bytes = await part.toBuffer();
      if (part.file.truncated) {
        throw new FormError(413, [{ field: FILE_FIELD, message: QUICK_ORDER_FILE_TOO_LARGE }]);
      }
    }
  } catch (error) {
    if (error instanceof FormError) throw error;
    const code = error instanceof Object ? (error as { code?: unknown }).code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new FormError(413, [{ field: FILE_FIELD, message: QUICK_ORDER_FILE_TOO_LARGE }]);
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw new FormError(400, [
        { field: FILE_FIELD, message: 'Send one file, and nothing else.' },
      ]);
    }
    throw error;
  }
  if (!bytes || bytes.length === 0) {
    throw new FormError(400, [{ field: FILE_FIELD, message: QUICK_ORDER_FILE_MISSING }]);
  }
  return bytes;
}

/**
 * docs/api.md "Quick order": check lines of SKU, options, quantity and reference, typed,
 * pasted or uploaded, and download the template. Signed-in (approved) buyers and staff.
 */
export const quickOrderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/quick-order/validate', {
    preValidation: requireSignedIn,
    config: { readsOnly: true },
    schema: {
      tags,
      summary:
        'Check quick-order lines (JSON lines, or pasted text) line by line, priced by the server',
      body: quickOrderBody,
      response: { 200: quickOrderReport, 400: errorSchema, ...signedIn },
    },
    handler: async (request) => {
      const { lines, text } = request.body;
      return validateLines(db, lines ?? linesOfText(text!));
    },
  });

  app.post('/quick-order/upload', {
    preValidation: requireSignedIn,
    config: { readsOnly: true },
    validatorCompiler: () => (value: unknown) => ({ value }),
    schema: {
      tags,
      summary: 'Check the lines of an uploaded CSV or XLSX file (field "file", at most 1 MB)',
      consumes: ['multipart/form-data'],
      body: z.object({ file: z.file().max(QUICK_ORDER_FILE_MAX_BYTES) }),
      response: {
        200: quickOrderReport,
        400: errorSchema,
        ...signedIn,
        413: errorSchema,
        415: errorSchema,
      },
    },
    handler: async (request) => validateLines(db, await linesOfFile(await readUpload(request))),
  });

  app.get('/quick-order/template.csv', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary: 'The quick-order template as CSV: the header and one example row',
      produces: ['text/csv'],
      response: { 200: z.string(), ...signedIn },
    },
    handler: async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="quick-order-template.csv"')
        .send(templateCsv()),
  });

  app.get('/quick-order/template.xlsx', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary: 'The quick-order template as an Excel workbook: the header and one example row',
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      response: { 200: z.any(), ...signedIn },
    },
    handler: async (_request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="quick-order-template.xlsx"')
        .send(await templateXlsx()),
  });
};
