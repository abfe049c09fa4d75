import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '#src/shared/schemas/catalog';
import { errorSchema } from '#src/shared/schemas/common';
import {
  adminProductListSchema,
  adminProductSchema,
  adminVariationSchema,
  IMAGE_UNREADABLE,
  imageOrderBody,
  MAX_IMAGES_PER_UPLOAD,
  PRODUCT_NOT_FOUND,
  productBody,
  productFormOptionsSchema,
  productImageSchema,
  productListQuery,
  TOO_MANY_IMAGES,
  variationsBody,
} from '#src/shared/schemas/admin-products';
import { dataPaths } from '../../config';
import { createFileStorage } from '../../lib/file-storage';
import { FormError, parseForm, validatedBody } from '../../lib/form-validation';
import { UnreadableImage } from '../../lib/images';
import { readMultipartForm } from '../../lib/multipart-form';
import { adminSecurity, adminTags } from './admin-docs';
import { PRODUCT_IMAGE_RULES, removeProductImage, storeProductImage } from './product-images';
import * as service from './products.service';

const tags = adminTags('products');
const security = adminSecurity;
const params = z.object({ id: idParam }).strict();
const imageParams = z.object({ id: idParam, imageId: idParam }).strict();
const productAnswer = z.object({ success: z.literal(true), product: adminProductSchema });
const imagesAnswer = z.object({ success: z.literal(true), images: z.array(productImageSchema) });
const gridAnswer = z.object({
  success: z.literal(true),
  variations: z.array(adminVariationSchema),
});
const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * Products in the staff console (admin issue, item 3). Every write is one transaction
 * with its audit record; the catalogue tables' triggers notify every process, which drops
 * its storefront caches, so a change shows on the next storefront request.
 */
export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicMedia = dataPaths(app.config.dataDir).publicMedia;
  const files = createFileStorage({ uploadsDir: dataPaths(app.config.dataDir).uploads });
  const actor = (request: { viewer: { userId: number | null } }) => request.viewer.userId!;
  // With attachValidation a bad :id is attached, not refused: parse it here.
  const idOf = (request: { params: unknown }) => parseForm(params, request.params).id;

  app.get('/admin/products', {
    schema: {
      tags,
      security,
      summary: 'Products, archived ones included: search, filter by status and category',
      querystring: productListQuery,
      response: { 200: adminProductListSchema },
    },
    handler: async (request) => {
      const { page, limit, ...filter } = request.query;
      const { rows, total } = await service.listProducts(app.db, {
        ...filter,
        limit,
        offset: (page - 1) * limit,
      });
      return {
        success: true as const,
        products: rows,
        total,
        page,
        totalPages: Math.ceil(total / limit),
      };
    },
  });

  app.get('/admin/products/form-options', {
    schema: {
      tags,
      security,
      summary: 'The categories, sizes and fabrics (with colours) a product may have',
      response: { 200: productFormOptionsSchema },
    },
    handler: async () => ({ success: true as const, ...(await service.formOptions(app.db)) }),
  });

  app.get('/admin/products/:id', {
    schema: {
      tags,
      security,
      summary: 'A product with its links, images and variation grid',
      params,
      response: { 200: productAnswer, 404: errorSchema },
    },
    handler: async (request, reply) => {
      const product = await service.findProduct(app.db, request.params.id);
      if (!product) return reply.code(404).send({ success: false, message: PRODUCT_NOT_FOUND });
      return { success: true as const, product };
    },
  });

  app.post('/admin/products', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Create a product (SKU unique, description sanitised)',
      body: productBody,
      response: { 201: productAnswer, ...errors },
    },
    handler: async (request, reply) => {
      const input = validatedBody(productBody, request);
      const product = await service.saveProduct(app.db, actor(request), undefined, input);
      return reply.code(201).send({ success: true as const, product });
    },
  });

  app.put('/admin/products/:id', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Update a product and its categories, sizes and fabrics',
      params,
      body: productBody,
      response: { 200: productAnswer, ...errors },
    },
    handler: async (request) => {
      const input = validatedBody(productBody, request);
      const product = await service.saveProduct(app.db, actor(request), idOf(request), input);
      return { success: true as const, product };
    },
  });

  app.post('/admin/products/:id/archive', {
    schema: {
      tags,
      security,
      summary: 'Archive a product: the storefront no longer shows it',
      params,
      response: { 200: productAnswer, 404: errorSchema },
    },
    handler: async (request) => ({
      success: true as const,
      product: await service.archiveProduct(app.db, actor(request), request.params.id),
    }),
  });

  app.post('/admin/products/:id/images', {
    schema: {
      tags,
      security,
      summary: 'Upload images (multipart, field "images"; JPEG, PNG or WebP, ≤ 10 MB each)',
      consumes: ['multipart/form-data'],
      params,
      response: { 201: imagesAnswer, ...errors, 413: errorSchema, 415: errorSchema },
    },
    handler: async (request, reply) => {
      const id = request.params.id;
      // Refuse before reading the upload when the product does not exist.
      if (!(await service.findProduct(app.db, id))) {
        return reply.code(404).send({ success: false, message: PRODUCT_NOT_FOUND });
      }
      const { fields, staged } = await readMultipartForm(request, files, {
        fileField: 'images',
        maxFiles: MAX_IMAGES_PER_UPLOAD,
        tooManyFilesMessage: TOO_MANY_IMAGES,
        rules: PRODUCT_IMAGE_RULES,
        maxFields: 2,
      });
      const urls: string[] = [];
      try {
        const unknown = Object.keys(fields)[0];
        if (unknown)
          throw new FormError(400, [{ field: unknown, message: `Unknown field: ${unknown}` }]);
        if (staged.length === 0) {
          throw new FormError(400, [{ field: 'images', message: 'Choose at least one image.' }]);
        }
        for (const file of staged)
          urls.push(await storeProductImage(publicMedia, id, file.tempPath));
        const images = await service.addImages(app.db, actor(request), id, urls);
        return await reply.code(201).send({ success: true as const, images });
      } catch (error) {
        await Promise.all(urls.map((url) => removeProductImage(publicMedia, url)));
        if (error instanceof UnreadableImage) {
          throw new FormError(400, [{ field: 'images', message: IMAGE_UNREADABLE }]);
        }
        throw error;
      } finally {
        await Promise.all(staged.map((file) => files.discard(file)));
      }
    },
  });

  app.put('/admin/products/:id/images/order', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Put the product’s images in this order (every image id once)',
      params,
      body: imageOrderBody,
      response: { 200: imagesAnswer, ...errors },
    },
    handler: async (request) => {
      const { ids } = validatedBody(imageOrderBody, request);
      return {
        success: true as const,
        images: await service.reorderImages(app.db, actor(request), idOf(request), ids),
      };
    },
  });

  app.delete('/admin/products/:id/images/:imageId', {
    schema: {
      tags,
      security,
      summary: 'Delete one image of the product',
      params: imageParams,
      response: { 200: imagesAnswer, 404: errorSchema },
    },
    handler: async (request) => {
      const { id, imageId } = request.params;
      const { images, orphan } = await service.deleteImage(app.db, actor(request), id, imageId);
      if (orphan) await removeProductImage(publicMedia, orphan);
      return { success: true as const, images };
    },
  });

  app.get('/admin/products/:id/variations', {
    schema: {
      tags,
      security,
      summary: 'The product’s variation grid: a price per size, fabric and colour',
      params,
      response: { 200: gridAnswer, 404: errorSchema },
    },
    handler: async (request, reply) => {
      const product = await service.findProduct(app.db, request.params.id);
      if (!product) return reply.code(404).send({ success: false, message: PRODUCT_NOT_FOUND });
      return { success: true as const, variations: product.variations };
    },
  });

  app.put('/admin/products/:id/variations', {
    attachValidation: true,
    schema: {
      tags,
      security,
      summary: 'Replace the product’s variation grid (each row must fit the product)',
      params,
      body: variationsBody,
      response: { 200: gridAnswer, ...errors },
    },
    handler: async (request) => {
      const { rows } = validatedBody(variationsBody, request);
      return {
        success: true as const,
        variations: await service.replaceGrid(app.db, actor(request), idOf(request), rows),
      };
    },
  });
};
