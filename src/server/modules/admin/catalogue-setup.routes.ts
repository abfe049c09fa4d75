import { rm } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategorySchema,
  adminFabricSchema,
  adminSizeSchema,
  categoryBody,
  categoryOrderBody,
  colorBody,
  fabricBody,
  SWATCH_MAX_BYTES,
  SWATCH_TYPES,
  sizeBody,
  storagePricesBody,
} from '../../../shared/schemas/admin-catalogue-setup';
import { idParam } from '../../../shared/schemas/catalog';
import { errorSchema } from '../../../shared/schemas/common';
import { dataPaths } from '../../config';
import { createFileStorage } from '../../lib/file-storage';
import { parseForm, validatedBody } from '../../lib/form-validation';
import { adminSecurity, adminTags } from './admin-docs';
import * as repo from './catalogue-setup.repo';
import * as setup from './catalogue-setup.service';
import { NotFound } from './catalogue-setup.service';
import { saveSwatch } from './catalogue-setup.swatch';

const tags = adminTags('catalogue set-up');
const security = adminSecurity;
const ok = z.object({ success: z.literal(true), message: z.string() });
const refusals = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

const idParams = z.object({ id: idParam }).strict();
const colorParams = z.object({ id: idParam, colorId: idParam }).strict();
const categoryParams = z.object({ categoryId: idParam }).strict();

/**
 * Params are parsed here again: with `attachValidation` (so that a bad body answers with
 * its messages per field) a bad id would otherwise reach the handler unparsed.
 */
const paramsOf = <S extends z.ZodType>(schema: S, request: FastifyRequest) =>
  parseForm(schema, request.params);

/** Runs a change; an unknown record answers 404 with its message. */
async function change<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotFound) {
      return reply.code(404).send({ success: false, message: error.message });
    }
    throw error;
  }
}

/** Catalogue set-up (admin issue, item 3): categories, sizes, fabrics & colours, storage prices. */
export const catalogueSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = createFileStorage({ uploadsDir: dataPaths(app.config.dataDir).uploads });
  const publicMediaDir = dataPaths(app.config.dataDir).publicMedia;
  const actor = (request: FastifyRequest) => request.viewer.userId;

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

  // ---- fabrics and colours ----

  app.get('/admin/fabrics', {
    schema: {
      tags,
      security,
      summary: 'Every fabric with its colours and swatches, and what uses them',
      response: {
        200: z.object({ success: z.literal(true), fabrics: z.array(adminFabricSchema) }),
      },
    },
    handler: async () => ({ success: true as const, fabrics: await repo.listFabrics(app.db) }),
  });

  app.post('/admin/fabrics', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Create a fabric',
      body: fabricBody,
      response: { 201: ok.extend({ id: z.number() }), ...refusals },
    },
    handler: async (request, reply) => {
      const body = validatedBody(fabricBody, request);
      const row = await setup.createFabric(app.db, actor(request), body);
      return reply.code(201).send({ success: true, message: 'Fabric created', id: row.id });
    },
  });

  app.put('/admin/fabrics/:id', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Rename a fabric',
      params: idParams,
      body: fabricBody,
      response: { 200: ok, ...refusals },
    },
    handler: async (request, reply) => {
      const { id } = paramsOf(idParams, request);
      const body = validatedBody(fabricBody, request);
      return change(reply, async () => {
        await setup.renameFabric(app.db, actor(request), id, body);
        return { success: true as const, message: 'Fabric renamed' };
      });
    },
  });

  app.delete('/admin/fabrics/:id', {
    schema: {
      tags,
      security,
      summary: 'Delete a fabric (and its colours) that nothing uses',
      params: idParams,
      response: { 200: ok, ...refusals },
    },
    handler: async (request, reply) =>
      change(reply, async () => {
        await setup.deleteFabric(app.db, actor(request), request.params.id);
        return { success: true as const, message: 'Fabric deleted' };
      }),
  });

  app.post('/admin/fabrics/:id/colors', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Add a colour to a fabric',
      params: idParams,
      body: colorBody,
      response: { 201: ok.extend({ id: z.number() }), ...refusals },
    },
    handler: async (request, reply) => {
      const { id } = paramsOf(idParams, request);
      const body = validatedBody(colorBody, request);
      return change(reply, async () => {
        const row = await setup.addColor(app.db, actor(request), id, body);
        return reply.code(201).send({ success: true, message: 'Colour added', id: row.id });
      });
    },
  });

  app.put('/admin/fabrics/:id/colors/:colorId', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Rename a colour',
      params: colorParams,
      body: colorBody,
      response: { 200: ok, ...refusals },
    },
    handler: async (request, reply) => {
      const { id, colorId } = paramsOf(colorParams, request);
      const body = validatedBody(colorBody, request);
      return change(reply, async () => {
        await setup.renameColor(app.db, actor(request), id, colorId, body);
        return { success: true as const, message: 'Colour renamed' };
      });
    },
  });

  app.delete('/admin/fabrics/:id/colors/:colorId', {
    schema: {
      tags,
      security,
      summary: 'Delete a colour no variation or order uses',
      params: colorParams,
      response: { 200: ok, ...refusals },
    },
    handler: async (request, reply) =>
      change(reply, async () => {
        await setup.deleteColor(app.db, actor(request), request.params.id, request.params.colorId);
        return { success: true as const, message: 'Colour deleted' };
      }),
  });

  app.post('/admin/fabrics/:id/colors/:colorId/swatch', {
    // The form is read by @fastify/multipart in the handler; the schema documents it.
    validatorCompiler: () => (value: unknown) => ({ value }),
    schema: {
      tags,
      security,
      summary: 'Upload a colour’s swatch picture (JPEG, PNG or WebP; stored as a small WebP)',
      consumes: ['multipart/form-data'],
      params: colorParams,
      body: z.object({
        file: z.file().max(SWATCH_MAX_BYTES).mime(Object.keys(SWATCH_TYPES)),
      }),
      response: {
        200: ok.extend({ image_url: z.string() }),
        ...refusals,
        413: errorSchema,
        415: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const { id, colorId } = paramsOf(colorParams, request);
      // Checked first: no picture is converted for a colour that is not there.
      if (!(await setup.colorExists(app.db, id, colorId))) {
        return reply.code(404).send({ success: false, message: 'Colour not found' });
      }
      const swatch = await saveSwatch(request, files, publicMediaDir);
      try {
        await setup.setSwatch(app.db, actor(request), id, colorId, swatch.url);
      } catch (error) {
        await rm(swatch.filePath, { force: true });
        if (error instanceof NotFound) {
          return reply.code(404).send({ success: false, message: error.message });
        }
        throw error;
      }
      return { success: true as const, message: 'Swatch saved', image_url: swatch.url };
    },
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
