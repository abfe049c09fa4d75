import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QUOTE_FILE_TYPES } from '#src/shared/domain/order-lines';
import {
  CART_CHANGED,
  CART_FILE_MISSING,
  cartConflictSchema,
  cartFileIdSchema,
  cartFileSchema,
  cartSchema,
  putCartBody,
} from '#src/shared/schemas/cart';
import { errorSchema } from '#src/shared/schemas/common';
import { FormError, unknownField } from '../../lib/form-validation';
import { readMultipartForm } from '../../lib/multipart-form';
import { sendPrivateFile } from '../../lib/private-download';
import { requireSignedIn } from '../../plugins/viewer';
import { QUOTE_FILE_RULES } from '../orders/inline-quote-files';
import { findCartFile, getCart, keepCartFile, putCart, type CartDeps } from './cart.service';

const tags = ['cart'];
const signedIn = { 401: errorSchema };
const FILE_FIELD = 'file';
export const CART_FILE_NOT_FOUND = 'Quote file not found.';

/**
 * docs/api.md "Cart": the signed-in buyer's cart, kept on the server so that it follows them to
 * any browser (docs/business-rules.md "Cart"), and the quote files of its lines.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ deps: CartDeps }> = async (app, { deps }) => {
  app.get('/cart', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary: "The signed-in buyer's cart and its version",
      response: { 200: cartSchema, ...signedIn },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getCart(deps.db, request.viewer.userId!);
    },
  });

  app.put('/cart', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary:
        'Replace the cart; `version` is the version it was read at (409 with the current cart otherwise)',
      body: putCartBody,
      response: {
        200: cartSchema,
        400: errorSchema,
        ...signedIn,
        409: cartConflictSchema.describe('The cart changed meanwhile: here it is now'),
        422: errorSchema.describe('A line names a quote file this cart does not have'),
      },
    },
    handler: async (request, reply) => {
      const outcome = await putCart(deps, request.viewer.userId!, request.body);
      if ('conflict' in outcome) {
        return reply
          .code(409)
          .send({ success: false as const, message: CART_CHANGED, cart: outcome.conflict });
      }
      return outcome.saved;
    },
  });

  app.post('/cart/files', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary: 'Upload the quote file of a line about to be added (multipart, one `file` part)',
      consumes: ['multipart/form-data'],
      response: {
        201: cartFileSchema,
        400: errorSchema,
        ...signedIn,
        413: errorSchema,
        415: errorSchema,
        422: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const { fields, staged } = await readMultipartForm(request, deps.files, {
        fileField: FILE_FIELD,
        maxFiles: 1,
        tooManyFilesMessage: 'Send one quote file at a time.',
        maxFields: 1,
        rules: QUOTE_FILE_RULES,
      });
      const [file] = staged;
      const [extra] = Object.keys(fields);
      if (extra !== undefined || !file) {
        await Promise.all(staged.map((each) => deps.files.discard(each)));
        throw new FormError(
          400,
          extra === undefined
            ? [{ field: FILE_FIELD, message: CART_FILE_MISSING }]
            : [unknownField(extra)],
        );
      }
      return reply.code(201).send(await keepCartFile(deps, request.viewer.userId!, file));
    },
  });

  app.get('/cart/files/:fileId', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary: "Download a quote file of the buyer's cart (checkout sends it with its line)",
      params: z.object({ fileId: cartFileIdSchema }),
      produces: Object.keys(QUOTE_FILE_TYPES),
      response: {
        200: z.any().describe('The file, as an attachment'),
        400: errorSchema,
        ...signedIn,
        404: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const file = await findCartFile(deps.db, request.viewer.userId!, request.params.fileId);
      if (!file) return reply.code(404).send({ success: false, message: CART_FILE_NOT_FOUND });
      return sendPrivateFile(reply, deps.files, file);
    },
  });
};
