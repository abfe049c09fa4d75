import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/client';
import { dataPaths, type Config } from './config';
import { accountsModule } from './modules/accounts';
import { adminModule } from './modules/admin';
import { cartModule } from './modules/cart';
import { catalogCachePlugin, catalogModule } from './modules/catalog';
import { contactModule } from './modules/contact';
import { contentModule } from './modules/content';
import { deliveriesModule } from './modules/deliveries';
import { healthModule } from './modules/health';
import { invoicesModule } from './modules/invoices';
import { quotesModule } from './modules/quotes';
import { ordersModule } from './modules/orders';
import { quickOrderModule } from './modules/quick-order';
import { savedListsModule } from './modules/saved-lists';
import { companiesModule } from './modules/companies';
import { storefrontModule } from './modules/storefront';
import { contextPlugin } from './plugins/context';
import { errorHandlerPlugin } from './plugins/error-handler';
import { housekeepingPlugin } from './plugins/housekeeping';
import { outboxPlugin } from './plugins/outbox';
import { inFlightPlugin } from './plugins/in-flight';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { redisPlugin } from './plugins/redis';
import { answerUnroutableAddress, securityPlugin } from './plugins/security';
import { staticFilesPlugin } from './plugins/static-files';
import { viewerPlugin } from './plugins/viewer';

export interface RouteEntry {
  method: string;
  url: string;
  publicAdminRead: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
}

/** How long closing waits for handlers whose clients have already gone. */
const IN_FLIGHT_GRACE_MS = 5_000;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the Fastify instance: infrastructure plugins first, then one plugin per domain. */
export async function buildApp({ config, database, logger = false }: BuildAppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    // Finish in-flight requests on close; refuse new ones with 503.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    bodyLimit: 1_048_576,
    frameworkErrors: answerUnroutableAddress(config.https),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // A request labelled JSON with no body at all is a request without a body: the spec's cancel call
  // sends an "empty body" (docs/api.md "Conventions"), and a client whose every request says JSON
  // labels it so (docs/decisions/0025). Anything else is parsed as Fastify parses JSON, prototype
  // poisoning refused.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else void parseJson(request, body as string, done);
  });

  // Every route with its method and config, for the authorisation tests that prove
  // each /api/admin/ route is closed to visitors and trade users.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routeTable.push({
        method,
        url: route.url,
        publicAdminRead: Boolean(route.config?.publicAdminRead),
      });
    }
  });

  // First: its onRequest hook counts every request that reaches a handler.
  await app.register(inFlightPlugin);
  await app.register(contextPlugin, { config, database });
  await app.register(redisPlugin, { url: config.redisUrl });
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { https: config.https });
  await app.register(openapiPlugin);
  await app.register(cookie);
  await app.register(viewerPlugin);
  await app.register(catalogCachePlugin);
  await app.register(rateLimitPlugin);
  await app.register(housekeepingPlugin);
  await app.register(outboxPlugin);

  await app.register(
    async (api) => {
      // API answers compressed for clients that ask (Brotli, or gzip); the storefront's
      // files are compressed ahead of time (modules/storefront/spa.ts), and cached catalogue
      // answers once, when kept (response-cache.ts). What is left is made for one answer:
      // Brotli's fastest quality, which took a fifth less time than its default here (4)
      // for a page of 8 one seventh larger (1.1 KB against 0.96).
      await api.register(compress, {
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
      });
      await api.register(healthModule);
      await api.register(accountsModule);
      await api.register(catalogModule);
      await api.register(contentModule);
      await api.register(ordersModule);
      await api.register(cartModule);
      await api.register(quickOrderModule);
      await api.register(savedListsModule);
      await api.register(companiesModule);
      await api.register(invoicesModule);
      await api.register(quotesModule);
      await api.register(deliveriesModule);
      await api.register(contactModule);
      await api.register(adminModule);
      if (config.benchHello) {
        api.get('/bench/hello', { schema: { hide: true } }, () => ({ hello: 'world' }));
        // The same with a JSON body to read and parse: the ceiling of a POST route.
        api.post('/bench/hello', { schema: { hide: true } }, () => ({ hello: 'world' }));
      }
    },
    { prefix: '/api' },
  );

  await app.register(staticFilesPlugin, {
    publicMediaDir: dataPaths(config.dataDir).publicMedia,
  });
  // The SPA's pages with their heads and first answers, robots.txt and the sitemap.
  await app.register(storefrontModule, { webDir: config.webDir });
  // Closing: once the server has stopped listening and its connections have ended, the
  // handlers of clients that left meanwhile finish too, before anything they use (Redis,
  // mail, then the database in server.ts) is closed. Registered last, so it runs first.
  app.addHook('onClose', async () => {
    if (!(await app.inFlightDrained(IN_FLIGHT_GRACE_MS))) {
      app.log.warn(`handlers still running after ${IN_FLIGHT_GRACE_MS / 1000} s; closing anyway`);
    }
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
