import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deliveryStatusBodySchema,
  deliveryStatusOrderSchema,
  deliveryStatusSchema,
  newsBodySchema,
  newsSchema,
} from '#src/shared/schemas/admin-content';
import { errorSchema } from '#src/shared/schemas/common';
import { dataPaths } from '../../config';
import { createFileStorage } from '../../lib/file-storage';
import { parseForm } from '../../lib/form-validation';
import { adminSecurity, adminTags } from './admin-docs';
import { replaceCategoryImage, replaceHeroPoster } from './content.images';
import { replaceHeroVideo } from './content.video';
import {
  createStatus,
  deleteStatus,
  renameStatus,
  reorderStatuses,
  saveNews,
} from './content.service';

const tags = adminTags('content');
const security = adminSecurity;
const refused = { 400: errorSchema, 404: errorSchema, 409: errorSchema, 413: errorSchema };
const idParams = z
  .object({
    id: z.coerce
      .number({ error: 'Unknown id' })
      .int('Unknown id')
      .min(1, 'Unknown id')
      .max(2_147_483_647, 'Unknown id'),
  })
  .strict();
const statusList = z.object({ success: z.literal(true), statuses: z.array(deliveryStatusSchema) });
const oneStatus = z.object({ success: z.literal(true), status: deliveryStatusSchema });

/**
 * The content screen (admin issue, item 4). The news is read publicly by
 * modules/content (GET /api/admin/news), the statuses by GET /api/order/delivery-statuses.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const paths = dataPaths(app.config.dataDir);
  const files = createFileStorage({ uploadsDir: paths.uploads });

  app.put('/admin/news', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Save the home page news block (HTML, sanitised before it is stored)',
      body: newsBodySchema,
      response: { 200: z.object({ success: z.literal(true), news: newsSchema }), ...refused },
    },
    handler: async (request) => {
      const { content } = parseForm(newsBodySchema, request.body);
      return {
        success: true as const,
        news: await saveNews(app.db, content, request.viewer.userId!),
      };
    },
  });

  app.post('/admin/delivery-statuses', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Add a delivery status at the end of the list, before Order Delivered',
      body: deliveryStatusBodySchema,
      response: { 201: oneStatus, ...refused },
    },
    handler: async (request, reply) => {
      const { deliveryStatus } = parseForm(deliveryStatusBodySchema, request.body);
      const status = await createStatus(app.db, deliveryStatus, request.viewer.userId!);
      return reply.code(201).send({ success: true as const, status });
    },
  });

  // Registered before /:id so that "order" is never read as an id.
  app.put('/admin/delivery-statuses/order', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Reorder the delivery statuses: every id exactly once, first to last',
      body: deliveryStatusOrderSchema,
      response: { 200: statusList, ...refused },
    },
    handler: async (request) => {
      const { ids } = parseForm(deliveryStatusOrderSchema, request.body);
      return {
        success: true as const,
        statuses: await reorderStatuses(app.db, ids, request.viewer.userId!),
      };
    },
  });

  app.put('/admin/delivery-statuses/:id', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Rename a delivery status',
      params: idParams,
      body: deliveryStatusBodySchema,
      response: { 200: oneStatus, ...refused },
    },
    handler: async (request) => {
      const { id } = parseForm(idParams, request.params);
      const { deliveryStatus } = parseForm(deliveryStatusBodySchema, request.body);
      const status = await renameStatus(app.db, id, deliveryStatus, request.viewer.userId!);
      return { success: true as const, status };
    },
  });

  app.delete('/admin/delivery-statuses/:id', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Delete a delivery status no order has ever had',
      params: idParams,
      response: { 200: statusList, ...refused },
    },
    handler: async (request) => {
      const { id } = parseForm(idParams, request.params);
      return {
        success: true as const,
        statuses: await deleteStatus(app.db, id, request.viewer.userId!),
      };
    },
  });

  // The hero's poster and video: each replaced in place from a multipart field "file".
  const heroAssets = [
    {
      path: '/admin/site-assets/hero-poster',
      summary: 'Replace the home page hero poster (multipart field "file"; stored as WebP)',
      replace: replaceHeroPoster,
    },
    {
      path: '/admin/site-assets/hero-video',
      summary: 'Replace the home page hero video (multipart field "file"; MP4 up to 40 MB)',
      replace: replaceHeroVideo,
    },
  ];
  for (const asset of heroAssets) {
    app.post(asset.path, {
      schema: {
        tags,
        security,
        summary: asset.summary,
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({
            success: z.literal(true),
            asset: z.object({ key: z.string(), url: z.string() }),
          }),
          ...refused,
        },
      },
      handler: async (request) => ({
        success: true as const,
        asset: await asset.replace(
          app.db,
          request,
          files,
          paths.publicMedia,
          request.viewer.userId!,
        ),
      }),
    });
  }

  app.post('/admin/categories/:id/image', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Replace a category’s picture (multipart field "file"; stored as WebP)',
      consumes: ['multipart/form-data'],
      params: idParams,
      response: {
        200: z.object({
          success: z.literal(true),
          category: z.object({ id: z.number(), imageUrl: z.string() }),
        }),
        ...refused,
      },
    },
    handler: async (request) => {
      const { id } = parseForm(idParams, request.params);
      return {
        success: true as const,
        category: await replaceCategoryImage(
          app.db,
          request,
          files,
          paths.publicMedia,
          id,
          request.viewer.userId!,
        ),
      };
    },
  });
};
