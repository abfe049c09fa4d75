import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategorySchema,
  adminSizeSchema,
  categoryBody,
  categoryOrderBody,
  sizeBody,
  storagePricesBody,
} from '#src/shared/schemas/admin-catalogue-setup';
import { validatedBody } from '../../lib/form-validation';
import { fabricsRoutes } from './catalogue-setup-fabrics.routes';
import {
  categoryParams,
  change,
  deleteRoute,
  putRoute,
  idParams,
  ok,
  paramsOf,
  refusals,
  security,
  tags,
} from './catalogue-setup.http';
import * as setup from './catalogue-setup.service';

/** Catalogue set-up (admin issue, item 3): categories, sizes, fabrics & colours, storage prices. */
export const catalogueSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: FastifyRequest) => request.viewer.userId;

  await app.register(fabricsRoutes);

  // ---- categories ----

  app.get('/admin/categories', {
    schema: {
      tags,
      security,
      summary: 'Every category in storefront order, with its product count and storage prices',
      response: {
        200: z.object({ success: z.literal(true), categories: z.array(adminCategorySchema) }),
      },
    },
    handler: async () => ({
      success: true as const,
      categories: await setup.listCategories(app.db),
    }),
  });

  app.post('/admin/categories', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Create a category (name unique whatever its case), placed last',
      body: categoryBody,
      response: { 201: ok.extend({ id: z.number() }), ...refusals },
    },
    handler: async (request, reply) => {
      const body = validatedBody(categoryBody, request);
      const row = await setup.createCategory(app.db, actor(request), body);
      return reply.code(201).send({ success: true, message: 'Category created', id: row.id });
    },
  });

  // The router prefers this static path to /:id, so "order" is never read as an id.
  app.put('/admin/categories/order', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Put the categories in this order (every category id, first to last)',
      body: categoryOrderBody,
      response: { 200: ok, ...refusals },
    },
    handler: async (request) => {
      const { ids } = validatedBody(categoryOrderBody, request);
      await setup.reorderCategories(app.db, actor(request), ids);
      return { success: true as const, message: 'Category order saved' };
    },
  });

  putRoute(app, '/admin/categories/:id', {
    summary: 'Rename a category (Beds keeps its name)',
    params: idParams,
    body: categoryBody,
    message: 'Category renamed',
    run: (actor, { id }, body) => setup.renameCategory(app.db, actor, id, body),
  });

  deleteRoute(app, '/admin/categories/:id', {
    summary: 'Delete an empty category',
    params: idParams,
    message: 'Category deleted',
    run: (actor, { id }) => setup.deleteCategory(app.db, actor, id),
  });

  // ---- sizes ----

  app.get('/admin/sizes', {
    schema: {
      tags,
      security,
      summary: 'Every size with its multiplier and how many products, variations and orders use it',
      response: { 200: z.object({ success: z.literal(true), sizes: z.array(adminSizeSchema) }) },
    },
    handler: async () => ({ success: true as const, sizes: await setup.listSizes(app.db) }),
  });

  app.post('/admin/sizes', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Create a size',
      body: sizeBody,
      response: { 201: ok.extend({ id: z.number() }), ...refusals },
    },
    handler: async (request, reply) => {
      const row = await setup.createSize(app.db, actor(request), validatedBody(sizeBody, request));
      return reply.code(201).send({ success: true, message: 'Size created', id: row.id });
    },
  });

  putRoute(app, '/admin/sizes/:id', {
    summary: 'Change a size: name, dimensions, storage multiplier (applies to new orders)',
    params: idParams,
    body: sizeBody,
    message: 'Size saved',
    run: (actor, { id }, body) => setup.updateSize(app.db, actor, id, body),
  });

  deleteRoute(app, '/admin/sizes/:id', {
    summary: 'Delete a size no product, variation or order uses',
    params: idParams,
    message: 'Size deleted',
    run: (actor, { id }) => setup.deleteSize(app.db, actor, id),
  });

  // ---- storage prices (read: GET /api/admin/storage-prices in the catalogue module) ----

  app.put('/admin/storage-prices/:categoryId', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Set a category’s storage surcharges (scaled by the size multiplier on orders)',
      params: categoryParams,
      body: storagePricesBody,
      response: {
        200: ok.extend({ ottomanBase: z.number(), cloudBase: z.number() }),
        ...refusals,
      },
    },
    handler: async (request, reply) => {
      const { categoryId } = paramsOf(categoryParams, request);
      const body = validatedBody(storagePricesBody, request);
      return change(reply, async () => ({
        success: true as const,
        message: 'Storage prices saved',
        ...(await setup.setStoragePrices(app.db, actor(request), categoryId, body)),
      }));
    },
  });
};
