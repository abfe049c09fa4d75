import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asBearer,
  asCookie,
  newCustomer,
  newIp,
  placeOrder,
  type Session,
} from '../../test/customers';
import { formData } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../../src/db/schema/accounts';
import { categories } from '../../src/db/schema/catalog';
import { deliveryStatuses } from '../../src/db/schema/orders';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts';
import { XSRF_REFUSED } from '../../src/server/plugins/viewer';
import { accessOf, isUnsafe, keyOf, MULTIPART } from './route-classes';
import {
  concrete,
  orderWithQuoteFile,
  seedCatalogue,
  snapshot,
  staff,
  stoolLine,
  type Catalogue,
} from './shop-fixture';

/** What browsers are told and what they may send (ASVS V3): CSRF, CORS, headers. */

/** A built storefront in miniature: the page and a script. */
function site() {
  const dir = mkdtempSync(path.join(tmpdir(), 'security-site-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Trade Beds &amp; Furniture</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>',
  );
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log("shop");');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let t: TestApp;
let c: Catalogue;
let webDir: string;
beforeAll(async () => {
  webDir = site();
  t = await createTestApp({ webDir });
  c = await seedCatalogue(t);
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const NO_SUCH_ID = 2_000_000_000;
const EVIL = 'https://evil.example';

describe('request forgery', () => {
  it('V3.5.1 every unsafe route refuses a cookie session without its X-XSRF-TOKEN, and changes nothing; Bearer clients need none', async () => {
    const db = t.database.db;
    const admin = await staff(t);
    const buyer = await newCustomer(t);
    const stranger = await newCustomer(t);
    const order = await orderWithQuoteFile(t, c, buyer, 'XSRF-1');
    const [beds] = await db
      .select()
      .from(categories)
      .where(sql`lower(${categories.categoryName}) = 'beds'`);
    const [firstStatus] = await db
      .select()
      .from(deliveryStatuses)
      .orderBy(asc(deliveryStatuses.position));
    const [pending] = await db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.pending.email));
    // Real things for each route to act on: a forged request must not reach them.
    const ADMIN_IDS: Array<[string, Record<string, number>]> = [
      ['/api/admin/orders/', { id: order.id }],
      ['/api/admin/customers/', { id: buyer.userId }],
      ['/api/admin/applications/', { id: pending!.id }],
      ['/api/admin/products/', { id: c.bed }],
      ['/api/admin/sizes/', { id: c.single }],
      ['/api/admin/fabrics/', { id: c.velvet, colorId: c.moss }],
      ['/api/admin/categories/', { id: beds!.id }],
      ['/api/admin/delivery-statuses/', { id: firstStatus!.id }],
      ['/api/admin/storage-prices/', { categoryId: beds!.id }],
    ];
    const idsFor = (url: string): Record<string, number | string> =>
      ADMIN_IDS.find(([prefix]) => url.startsWith(prefix))?.[1] ?? {
        userId: buyer.userId,
        orderId: order.id,
        trackingId: order.trackingId,
      };

    const unsafe = t.app.routeTable.filter(isUnsafe);
    expect(unsafe.length).toBeGreaterThan(30);
    const before = await snapshot(t);
    const forgeries: Array<[string, (s: Session) => Record<string, string>]> = [
      // The session's cookies carry XSRF-TOKEN too: what a forged form sends along.
      ['no token', (s) => ({ cookie: s.cookie })],
      ['a wrong token', (s) => ({ cookie: s.cookie, 'x-xsrf-token': 'forged' })],
      ['an empty token', (s) => ({ cookie: s.cookie, 'x-xsrf-token': '' })],
      ['another session’s token', (s) => ({ cookie: s.cookie, 'x-xsrf-token': stranger.xsrf })],
    ];
    for (const route of unsafe) {
      const key = keyOf(route);
      const session = accessOf(route) === 'staff' ? admin : buyer;
      const url = concrete(route.url, idsFor(route.url), String(NO_SUCH_ID));
      const body = route.method === 'DELETE' ? undefined : MULTIPART.has(key) ? 'form' : 'json';
      const form = await formData({});
      for (const [what, headersOf] of forgeries) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url,
          remoteAddress: newIp(),
          headers: {
            ...headersOf(session),
            ...(body === 'form' ? form.headers : {}),
          },
          ...(body === 'form' ? { payload: form.payload } : body === 'json' ? { payload: {} } : {}),
        });
        expect(response.statusCode, `${key} with ${what}: ${response.body}`).toBe(403);
        expect(response.json(), `${key} with ${what}`).toMatchObject({ message: XSRF_REFUSED });
      }
    }
    expect(await snapshot(t)).toBe(before);

    // The sessions still work: a cookie with its token, and Bearer without one.
    const details = await t.app.inject({ url: '/api/user/details', headers: asCookie(buyer) });
    expect(details.statusCode).toBe(200);
    const withToken = await placeOrder(t, buyer, [stoolLine(c)], { via: 'cookie' });
    expect(withToken.statusCode, withToken.body).toBe(201);
    const bearer = await placeOrder(t, buyer, [stoolLine(c)], { via: 'bearer' });
    expect(bearer.statusCode, bearer.body).toBe(201);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/order/order-cancelled/${order.id}`,
      headers: asBearer(buyer),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });
});

describe('cross-origin reads', () => {
  it('V3.4.2 no answer, preflight or not, lets another origin read it with credentials', async () => {
    const buyer = await newCustomer(t);
    const requested = new Set<string>();
    const answers: Array<[string, { headers: Record<string, unknown> }]> = [];
    for (const route of t.app.routeTable) {
      const url = concrete(route.url, {}, String(NO_SUCH_ID));
      const method = route.method === 'HEAD' ? 'GET' : route.method;
      for (const origin of [EVIL, 'null', 'http://localhost.evil.example']) {
        answers.push([
          `OPTIONS ${route.url} from ${origin}`,
          await t.app.inject({
            method: 'OPTIONS',
            url,
            headers: {
              origin,
              'access-control-request-method': method,
              'access-control-request-headers': 'content-type, x-xsrf-token, authorization',
            },
          }),
        ]);
        if (requested.has(`${method} ${url} ${origin}`)) continue;
        requested.add(`${method} ${url} ${origin}`);
        // Reads with the buyer's cookie; writes as a visitor (nothing to change).
        answers.push([
          `${method} ${route.url} from ${origin}`,
          await t.app.inject({
            method: method as 'GET',
            url,
            remoteAddress: newIp(),
            headers: { origin, ...(isUnsafe({ method }) ? {} : { cookie: buyer.cookie }) },
            ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
          }),
        ]);
      }
    }
    for (const [name, answer] of answers) {
      const allowed = answer.headers['access-control-allow-origin'];
      const credentials = answer.headers['access-control-allow-credentials'];
      expect([EVIL, 'null', 'http://localhost.evil.example'], name).not.toContain(allowed);
      if (credentials === 'true') expect(allowed, name).not.toBe('*');
    }
  });
});

/** Answers of every kind: pages, files, API reads, errors, documentation, downloads. */
async function sampleAnswers(app: TestApp, buyer: Session, trackingId: string) {
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url, headers, remoteAddress: newIp() });
  return [
    ['the home page', await get('/')],
    ['a product page', await get('/products/1')],
    ['a storefront path', await get('/cart')],
    ['HEAD of the home page', await app.app.inject({ method: 'HEAD', url: '/' })],
    ['a script', await get('/assets/index-abc.js')],
    ['the favicon', await get('/favicon.svg')],
    ['a missing picture', await get('/media/products/none.webp')],
    ['a missing resized picture', await get('/media/w320/products/none.webp')],
    ['robots.txt', await get('/robots.txt')],
    ['the sitemap', await get('/sitemap.xml')],
    ['an API read', await get('/api/category/categories')],
    ['a product', await get('/api/product/products-listing')],
    ['health', await get('/api/health')],
    ['an unknown API path', await get('/api/no-such-thing')],
    ['a 401', await get('/api/user/details')],
    ['a signed-in read', await get('/api/user/details', asBearer(buyer))],
    ['a 400', await app.app.inject({ method: 'POST', url: '/api/auth/user/login', payload: {} })],
    [
      'a private download',
      await get(`/api/order/user-orders/${trackingId}/quote-file`, asBearer(buyer)),
    ],
    ['the documentation page', await get('/api/docs')],
    ['a documentation script', await get('/api/docs/static/swagger-initializer.js')],
    ['the OpenAPI document', await get('/api/docs/json')],
    ['an OPTIONS request', await app.app.inject({ method: 'OPTIONS', url: '/api/health' })],
  ] as const;
}

describe('security headers', () => {
  let answers: Awaited<ReturnType<typeof sampleAnswers>>;
  beforeAll(async () => {
    const buyer = await newCustomer(t);
    const order = await orderWithQuoteFile(t, c, buyer, 'HEADERS-1');
    answers = await sampleAnswers(t, buyer, order.trackingId);
    // The sample holds what it says: pages, a file, the download.
    const status = Object.fromEntries(answers.map(([name, a]) => [name, a.statusCode]));
    expect(status).toMatchObject({
      'the home page': 200,
      'a script': 200,
      'a private download': 200,
      'an API read': 200,
      'the documentation page': 200,
    });
  });

  const directives = (csp: unknown) =>
    new Map(
      (typeof csp === 'string' ? csp : '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name!.toLowerCase(), values]),
    );

  it('V3.4.3 every answer has a Content-Security-Policy with object-src and base-uri none', () => {
    for (const [name, answer] of answers) {
      const csp = directives(answer.headers['content-security-policy']);
      expect(csp.get('object-src'), name).toEqual(["'none'"]);
      expect(csp.get('base-uri'), name).toEqual(["'none'"]);
      expect(csp.has('default-src') || csp.has('script-src'), name).toBe(true);
    }
  });

  it('V3.4.6 every answer forbids framing by other sites with frame-ancestors', () => {
    for (const [name, answer] of answers) {
      const csp = directives(answer.headers['content-security-policy']);
      expect([["'none'"], ["'self'"]], name).toContainEqual(csp.get('frame-ancestors'));
    }
  });

  it('V3.4.4 every answer carries X-Content-Type-Options: nosniff', () => {
    for (const [name, answer] of answers) {
      expect(answer.headers['x-content-type-options'], name).toBe('nosniff');
    }
  });

  it('V3.4.5 every answer carries a Referrer-Policy that keeps URLs on this site', () => {
    const safe = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
    for (const [name, answer] of answers) {
      const policies = String(answer.headers['referrer-policy'] ?? '').split(/\s*,\s*/);
      expect(safe, `${name}: ${policies.join(', ')}`).toContain(policies.at(-1));
    }
  });

  it('V3.4.1 HSTS for a year with subdomains on every answer when the shop is on HTTPS, and none on plain HTTP', async () => {
    for (const [name, answer] of answers) {
      expect(answer.headers['strict-transport-security'], `http: ${name}`).toBeUndefined();
    }
    const httpsSite = site();
    const secure = await createTestApp({
      webDir: httpsSite,
      env: { PUBLIC_URL: 'https://shop.example' },
    });
    try {
      const buyer = await newCustomer(secure);
      const shop = await seedCatalogue(secure);
      const order = await orderWithQuoteFile(secure, shop, buyer, 'HSTS-1');
      for (const [name, answer] of await sampleAnswers(secure, buyer, order.trackingId)) {
        const hsts = String(answer.headers['strict-transport-security'] ?? '');
        const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
        expect(maxAge, `https: ${name}: ${hsts}`).toBeGreaterThanOrEqual(31_536_000);
        expect(hsts, `https: ${name}`).toMatch(/includeSubDomains/i);
      }
      // The session cookie is Secure there.
      const session = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/user/login',
        payload: { email: buyer.email, password: 'Strong#Pass1' },
        remoteAddress: newIp(),
      });
      expect(session.cookies.find((k) => k.name === 'authToken')).toMatchObject({
        secure: true,
        httpOnly: true,
      });
    } finally {
      await secure.close();
      rmSync(httpsSite, { recursive: true, force: true });
    }
  });
});
