import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { SITE_NAME } from '../../shared/site/page-titles';

/**
 * Security headers with a CSP the SPA runs under. HSTS and upgrade-insecure-requests
 * only when the shop is served over HTTPS: on plain HTTP they break the site.
 */
export function securityOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        // ASVS 3.4.3: no <base> element may move the page's relative URLs elsewhere.
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets, worked out once: they are the same for every answer, and
 * building helmet's middleware per request (as @fastify/helmet does) cost a few percent
 * of every request's time.
 */
export function securityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(securityOptions(https))({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet refused its options');
  });
  return headers;
}

export const securityPlugin = fp<{ https: boolean }>(
  async (app, { https }) => {
    const headers = securityHeaders(https);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);

const BAD_ADDRESS = 'This address is not valid.';
const BAD_ADDRESS_PAGE = `<!doctype html>
<html lang="en-IE">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Page not found | ${SITE_NAME.replaceAll('&', '&amp;')}</title>
<h1>Page not found</h1>
<p>${BAD_ADDRESS} <a href="/">Go to the home page</a>.</p>
`;

/**
 * Fastify's answer for an address it cannot route at all (a malformed percent-encoding
 * such as `/category/100%`, an overlong parameter). Such a request reaches neither the
 * router nor the hooks, so the security headers are set here: a short page for a
 * browser, the API's JSON error under /api.
 */
export function answerUnroutableAddress(https: boolean) {
  const headers = securityHeaders(https);
  return (_error: Error, request: FastifyRequest, reply: FastifyReply): void => {
    reply.headers(headers);
    const url = request.raw.url ?? '';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      void reply.code(400).send({ success: false, message: BAD_ADDRESS });
      return;
    }
    void reply.code(400).type('text/html; charset=utf-8').send(BAD_ADDRESS_PAGE);
  };
}
