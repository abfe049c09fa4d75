import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryIdsParams,
  categoryNameParams,
  categorySchema,
  menuProductSchema,
  menusBody,
  pageQuery,
  productDetailSchema,
  productFilterBody,
  productIdParams,
  productPageSchema,
  productSearchBody,
  productCardSchema,
  searchPageSchema,
  relatedQuery,
  sizeSchema,
  storagePricesQuery,
  variationSchema,
} from '#src/shared/schemas/catalog';
import { errorSchema } from '#src/shared/schemas/common';
import * as catalog from './catalog.service';
import type { Catalog } from './catalog.service';
import { sendJsonText } from '../../lib/raw-json';
import type { ResponseCache } from './response-cache';

const tags = ['catalogue'];

export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: Catalog;
  responses: ResponseCache;
}> = async (app, { catalog: store, responses }) => {
  // Every read below answers the same to every viewer who sees (or not) prices.
  responses.register(app);

  app.get('/category/categories', {
    config: { cacheResponse: true },
    schema: {
      tags,
      summary: 'Categories with their product counts',
      response: {
        200: z.object({ success: z.literal(true), categories: z.array(categorySchema) }),
      },
    },
    handler: async () => ({
      success: true as const,
      categories: await catalog.findCategories(app.db),
    }),
  });

  app.post('/category/menus-categories-products', {
    config: { cacheResponse: true },
    schema: {
      tags,
      summary: 'Products of the mega menu columns, by category name',
      body: menusBody,
      response: {
        200: z.object({
          success: z.literal(true),
          data: z.record(z.string(), z.array(menuProductSchema)),
        }),
      },
    },
    handler: async (request) => ({
      success: true as const,
      data: await catalog.menuProducts(app.db, request.body.category_names),
    }),
  });

  app.get('/category/:categoryName/products', {
    config: { cacheResponse: true },
    schema: {
      tags,
      summary: 'Products of one category (by name, case-insensitive, or by id)',
      params: categoryNameParams,
      querystring: pageQuery,
      response: {
        200: productPageSchema.extend({ message: z.string() }),
        404: errorSchema.extend({ products: z.array(productCardSchema) }),
      },
    },
    handler: async (request, reply) => {
      const json = await catalog.categoryProductsJson(
        store,
        request.viewer,
        request.params.categoryName,
        request.query,
      );
      if (json === undefined) {
        return reply
          .code(404)
          .send({ success: false, message: 'Category not found', products: [] });
      }
      return sendJsonText(reply, json);
    },
  });

  app.get('/category/:ids', {
    config: { cacheResponse: true },
    schema: {
      tags,
      summary: 'Related products: products of these categories (comma-separated ids)',
      params: categoryIdsParams,
      querystring: relatedQuery,
      response: { 200: productPageSchema },
    },
    handler: async (request, reply) =>
      sendJsonText(
        reply,
        await catalog.listProductsJson(store, request.viewer, {
          categoryIds: request.params.ids,
          sort: 'newest',
          page: 1,
          limit: request.query.limit,
          excludeId: request.query.exclude,
        }),
      ),
  });

  app.get('/product/sizes', {
    config: { cacheResponse: true },
    schema: {
      tags,
      summary: 'All sizes',
      response: { 200: z.object({ success: z.literal(true), sizes: z.array(sizeSchema) }) },
    },
    handler: async () => ({ success: true as const, sizes: await catalog.findSizes(app.db) }),
  });

  app.get('/product/products-listing', {
    config: { cacheResponse: true },
    schema: {
      tags,
      summary: 'All products, newest first',
      querystring: pageQuery,
      response: { 200: productPageSchema },
    },
    handler: async (request, reply) =>
      sendJsonText(reply, await catalog.listProductsJson(store, request.viewer, request.query)),
  });

  app.post('/product/products/filter', {
    config: { cacheResponse: true },
    schema: {
      tags,
      summary: 'Products by categories, sizes and price range, sorted',
      body: productFilterBody,
      response: { 200: productPageSchema },
    },
    handler: async (request, reply) =>
      sendJsonText(reply, await catalog.filterProductsJson(store, request.viewer, request.body)),
  });

  app.post('/product/search', {
    config: { cacheResponse: true },
    schema: {
      tags,
      summary:
        'Search by words (name, description, category, size, fabric; any order, typos and missing accents forgiven) or SKU, ranked by relevance, narrowed by category, sizes and price range; names to suggest when nothing is found',
      body: productSearchBody,
      response: { 200: searchPageSchema },
    },
    // The price range is dropped by the service for visitors.
    handler: async (request, reply) =>
      sendJsonText(reply, await catalog.searchProductsJson(store, request.viewer, request.body)),
  });

  app.get('/product/:id', {
    config: { cacheResponse: true },
    schema: {
      tags,
      summary: 'A product with images, sizes, fabrics, categories and variations',
      params: productIdParams,
      response: {
        200: z.object({
          success: z.literal(true),
          product: productDetailSchema,
          variations: z.array(variationSchema),
        }),
        404: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const json = await catalog.productJson(store, request.viewer, request.params.id);
      if (!json) return reply.code(404).send({ success: false, message: 'Product not found' });
      return sendJsonText(reply, json);
    },
  });

  app.get('/admin/storage-prices', {
    config: { publicAdminRead: true },
    schema: {
      tags,
      summary: 'Storage surcharges of a category (null for visitors)',
      querystring: storagePricesQuery,
      response: {
        200: z.object({
          success: z.literal(true),
          ottomanBase: z.number().nullable(),
          cloudBase: z.number().nullable(),
        }),
      },
    },
    handler: async (request) => ({
      success: true as const,
      ...(await catalog.storagePrices(app.db, request.viewer, request.query.categoryId)),
    }),
  });
};
