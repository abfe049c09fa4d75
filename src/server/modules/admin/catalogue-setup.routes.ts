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
} from '../../../shared/schemas/admin-catalogue-setup';
import { validatedBody } from '../../lib/form-validation';
import { fabricsRoutes } from './catalogue-setup-fabrics.routes';
import {
  categoryParams,
  change,
  idParams,
  ok,
  paramsOf,
  refusals,
  security,
  tags,
} from './catalogue-setup.http';
import * as repo from './catalogue-setup.repo';
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
      categories: await repo.listCategories(app.db),
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

  app.put('/admin/categories/:id', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Rename a category (Beds keeps its name)',
      params: idParams,
      body: categoryBody,
      response: { 200: ok, ...refusals },
    },
    handler: async (request, reply) => {
      const { id } = paramsOf(idParams, request);
      const body = validatedBody(categoryBody, request);
      return change(reply, async () => {
        await setup.renameCategory(app.db, actor(request), id, body);
        return { success: true as const, message: 'Category renamed' };
      });
    },
  });

  app.delete('/admin/categories/:id', {
    schema: {
      tags,
      security,
      summary: 'Delete an empty category',
      params: idParams,
      response: { 200: ok, ...refusals },
    },
    handler: async (request, reply) =>
      change(reply, async () => {
        await setup.deleteCategory(app.db, actor(request), request.params.id);
        return { success: true as const, message: 'Category deleted' };
      }),
  });

  // ---- sizes ----

  app.get('/admin/sizes', {
    schema: {
      tags,
      security,
      summary: 'Every size with its multiplier and how many products, variations and orders use it',
      response: { 200: z.object({ success: z.literal(true), sizes: z.array(adminSizeSchema) }) },
    },
    handler: async () => ({ success: true as const, sizes: await repo.listSizes(app.db) }),
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

  app.put('/admin/sizes/:id', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Change a size: name, dimensions, storage multiplier (applies to new orders)',
      params: idParams,
      body: sizeBody,
      response: { 200: ok, ...refusals },
    },
    handler: async (request, reply) => {
      const { id } = paramsOf(idParams, request);
      const body = validatedBody(sizeBody, request);
      return change(reply, async () => {
        await setup.updateSize(app.db, actor(request), id, body);
        return { success: true as const, message: 'Size saved' };
      });
    },
  });

  app.delete('/admin/sizes/:id', {
    schema: {
      tags,
      security,
      summary: 'Delete a size no product, variation or order uses',
      params: idParams,
      response: { 200: ok, ...refusals },
    },
    handler: async (request, reply) =>
      change(reply, async () => {
        await setup.deleteSize(app.db, actor(request), request.params.id);
        return { success: true as const, message: 'Size deleted' };
      }),
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
