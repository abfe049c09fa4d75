import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '#src/db/database';
import { errorSchema } from '#src/shared/schemas/common';
import {
  LIST_DELETED,
  LIST_NOT_FOUND,
  listAnswer,
  listBody,
  listDeletedAnswer,
  listIdParams,
  listsAnswer,
  MAX_LISTS,
} from '#src/shared/schemas/saved-lists';
import { parseForm } from '../../lib/form-validation';
import { requireSignedIn } from '../../plugins/viewer';
import * as lists from './saved-lists.service';

const tags = ['saved lists'];
const signedIn = { 401: errorSchema };
const notFound = { success: false as const, message: LIST_NOT_FOUND };

/**
 * docs/api.md "Saved lists": a buyer's lists, read with today's prices, saved, replaced
 * and deleted. Signed-in buyers, on their own lists only: another's is not found.
 */
export const savedListsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/lists', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary: "The buyer's saved lists, most recently changed first",
      response: { 200: listsAnswer, ...signedIn },
    },
    handler: async (request) => ({
      success: true as const,
      lists: await lists.buyersLists(db, request.viewer.userId!),
      max: MAX_LISTS,
    }),
  });

  app.post('/lists', {
    preValidation: requireSignedIn,
    attachValidation: true,
    schema: {
      tags,
      summary: 'Save lines as a new named list',
      body: listBody,
      response: { 201: listAnswer, 400: errorSchema, ...signedIn, 409: errorSchema },
    },
    handler: async (request, reply) => {
      const body = parseForm(listBody, request.body);
      const list = await lists.createList(db, request.viewer.userId!, body);
      return reply.code(201).send({ success: true as const, list });
    },
  });

  app.get('/lists/:id', {
    preValidation: requireSignedIn,
    attachValidation: true,
    schema: {
      tags,
      summary: "A list's lines with today's unit price, VAT and availability",
      params: listIdParams,
      response: { 200: listAnswer, 400: errorSchema, ...signedIn, 404: errorSchema },
    },
    handler: async (request, reply) => {
      const { id } = parseForm(listIdParams, request.params);
      const list = await lists.listDetail(db, request.viewer.userId!, id);
      if (!list) return reply.code(404).send(notFound);
      return { success: true as const, list };
    },
  });

  app.put('/lists/:id', {
    preValidation: requireSignedIn,
    attachValidation: true,
    schema: {
      tags,
      summary: 'Rename a list and replace its lines',
      params: listIdParams,
      body: listBody,
      response: {
        200: listAnswer,
        400: errorSchema,
        ...signedIn,
        404: errorSchema,
        409: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const body = parseForm(listBody, request.body);
      const { id } = parseForm(listIdParams, request.params);
      const list = await lists.replaceList(db, request.viewer.userId!, id, body);
      if (!list) return reply.code(404).send(notFound);
      return { success: true as const, list };
    },
  });

  app.delete('/lists/:id', {
    preValidation: requireSignedIn,
    attachValidation: true,
    schema: {
      tags,
      summary: 'Delete a list',
      params: listIdParams,
      response: { 200: listDeletedAnswer, 400: errorSchema, ...signedIn, 404: errorSchema },
    },
    handler: async (request, reply) => {
      const { id } = parseForm(listIdParams, request.params);
      if (!(await lists.deleteList(db, request.viewer.userId!, id))) {
        return reply.code(404).send(notFound);
      }
      return { success: true as const, message: LIST_DELETED };
    },
  });
};
