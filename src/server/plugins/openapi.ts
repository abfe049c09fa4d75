import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is generated from the Zod schemas the routes validate with, so it cannot
 * drift from the code. JSON at /api/docs/json, a browsable page at /api/docs. It documents every
 * API route (docs/runtime-contract.md "Paths"), the staff console's too: those are tagged `admin:
 * …` and name the staff session they need (modules/admin/admin-docs.ts); knowing them opens
 * nothing, as every one answers 401/403 to anyone but staff.
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
      transform: jsonSchemaTransform,
    });
    // No CSP of its own: the page's scripts are files, and the shop's policy
    // (plugins/security) with frame-ancestors and base-uri 'none' covers it.
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
