import { rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminFabricSchema,
  colorBody,
  fabricBody,
  SWATCH_MAX_BYTES,
  SWATCH_TYPES,
} from '#src/shared/schemas/admin-catalogue-setup';
import { errorSchema } from '#src/shared/schemas/common';
import { dataPaths } from '../../config';
import { createFileStorage } from '../../lib/file-storage';
import { validatedBody } from '../../lib/form-validation';
import * as setup from './catalogue-setup-fabrics.service';
import {
  change,
  deleteRoute,
  putRoute,
  colorParams,
  idParams,
  ok,
  paramsOf,
  refusals,
  security,
  tags,
} from './catalogue-setup.http';
import { NotFound } from './catalogue-setup.service';
import { saveSwatch } from './catalogue-setup.swatch';

/** Fabrics, their colours and the colours' swatch pictures (registered by catalogueSetupRoutes). */
export const fabricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = createFileStorage({ uploadsDir: dataPaths(app.config.dataDir).uploads });
  const publicMediaDir = dataPaths(app.config.dataDir).publicMedia;
  const actor = (request: FastifyRequest) => request.viewer.userId;

  app.get('/admin/fabrics', {
    schema: {
      tags,
      security,
      summary: 'Every fabric with its colours and swatches, and what uses them',
      response: {
        200: z.object({ success: z.literal(true), fabrics: z.array(adminFabricSchema) }),
      },
    },
    handler: async () => ({ success: true as const, fabrics: await setup.listFabrics(app.db) }),
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

  putRoute(app, '/admin/fabrics/:id', {
    summary: 'Rename a fabric',
    params: idParams,
    body: fabricBody,
    message: 'Fabric renamed',
    run: (actor, { id }, body) => setup.renameFabric(app.db, actor, id, body),
  });

  deleteRoute(app, '/admin/fabrics/:id', {
    summary: 'Delete a fabric (and its colours) that nothing uses',
    params: idParams,
    message: 'Fabric deleted',
    run: (actor, { id }) => setup.deleteFabric(app.db, actor, id),
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

  putRoute(app, '/admin/fabrics/:id/colors/:colorId', {
    summary: 'Rename a colour',
    params: colorParams,
    body: colorBody,
    message: 'Colour renamed',
    run: (actor, { id, colorId }, body) => setup.renameColor(app.db, actor, id, colorId, body),
  });

  deleteRoute(app, '/admin/fabrics/:id/colors/:colorId', {
    summary: 'Delete a colour no variation or order uses',
    params: colorParams,
    message: 'Colour deleted',
    run: (actor, { id, colorId }) => setup.deleteColor(app.db, actor, id, colorId),
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
};
