import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the Zod schemas the routes validate with, so
 * it cannot drift from the code. JSON at /api/docs/json, a browsable page at /api/docs.
 * It is public, so it describes what visitors and trade clients may call: the staff
 * console's routes (all of /api/admin/ but the storefront's public reads) stay out of it.
 */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Trade furniture shop API',
          description: 'Catalogue, trade accounts, ordering on credit and tracking.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer' },
            cookieAuth: { type: 'apiKey', in: 'cookie', name: 'authToken' },
          },
        },
      },
      transform: (input) => {
        const staffOnly =
          input.url.startsWith('/api/admin/') && !input.route.config?.publicAdminRead;
        return jsonSchemaTransform(
          staffOnly ? { ...input, schema: { ...input.schema, hide: true } } : input,
        );
      },
    });
    // No CSP of its own: the page's scripts are files, and the shop's policy
    // (plugins/security) with frame-ancestors and base-uri 'none' covers it.
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
