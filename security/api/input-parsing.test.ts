import { beforeAll, describe, expect, it } from 'vitest';
import { asBearer, newCustomer, newIp, placeOrder } from '../../test/customers';
import { formData } from '../../test/multipart';
import type { TestApp } from '../../test/test-app';
import { BODY_MISSING } from '../../src/server/plugins/error-handler';
import { isWrite, keyOf, MULTIPART, NO_BODY } from './route-classes';
import { concrete, snapshot, stoolLine, type Catalogue } from './shop-fixture';
import { NO_SUCH_ID, setUpInputTestApp } from './input.test-setup';

// V15.3.6 and V16.5.1: no prototype pollution; bodies too big, malformed, mistyped or deeply
// nested get a plain 4xx (input.test-setup.ts lists the other input probes).

const shared = setUpInputTestApp();
const { sessionFor, ordersOfUser } = shared;
let t: TestApp;
let c: Catalogue;
beforeAll(() => {
  t = shared.testApp();
  c = shared.catalogue();
});

/** Nothing in an error answer that belongs to the server's insides. */
const INTERNALS =
  /\bat \S+ \(|\.(?:[cm]?js|ts):\d+|node_modules|\/(?:work|home|tmp|usr|var)\/|\bselect\b.*\bfrom\b|\binsert into\b|\brelation "|SyntaxError|TypeError|RangeError|fastify|zod|drizzle|pglite|postgres|\bpg\b|FST_|ERR_|stack/i;

function expectPlainError(
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
  name: string,
) {
  expect(response.statusCode, `${name}: ${response.body}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
  expect(String(response.headers['content-type']), name).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as { message?: unknown };
  expect(typeof body.message, `${name}: ${response.body}`).toBe('string');
  expect(response.body, name).not.toMatch(INTERNALS);
}

describe('parsing', () => {
  it('V15.3.6 __proto__ and constructor.prototype in JSON bodies, forms and query strings pollute no prototype', async () => {
    const buyer = await newCustomer(t);
    const polluted = () => (({}) as Record<string, unknown>).polluted;
    const bodies = [
      '{"__proto__":{"polluted":"yes"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      '{"a":{"__proto__":{"polluted":"yes"}},"b":[{"constructor":{"prototype":{"polluted":"yes"}}}]}',
    ];
    const query =
      '?__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__.polluted=yes&__proto__=x';
    for (const route of t.app.routeTable) {
      const session = sessionFor(route, buyer);
      const headers = session ? asBearer(session) : {};
      const url = concrete(route.url, {}, String(NO_SUCH_ID));
      const name = `${route.method} ${route.url}`;
      const answers = [];
      answers.push(
        await t.app.inject({
          method: route.method as 'GET',
          url: url + query,
          headers,
          remoteAddress: newIp(),
        }),
      );
      if (isWrite(route)) {
        for (const payload of bodies) {
          answers.push(
            await t.app.inject({
              method: route.method as 'POST',
              url,
              payload,
              headers: { ...headers, 'content-type': 'application/json' },
              remoteAddress: newIp(),
            }),
          );
        }
      }
      if (MULTIPART.has(keyOf(route))) {
        // Built from entries: a literal `__proto__` key would set the prototype instead.
        const form = await formData(
          Object.fromEntries([
            ['__proto__', 'yes'],
            ['constructor.prototype.polluted', 'yes'],
            ['items', '[{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"x":1}}}]'],
          ]),
        );
        answers.push(
          await t.app.inject({
            method: 'POST',
            url,
            payload: form.payload,
            headers: { ...headers, ...form.headers },
            remoteAddress: newIp(),
          }),
        );
      }
      for (const answer of answers) {
        expect(answer.statusCode, `${name}: ${answer.body}`).toBeLessThan(500);
        expect(polluted(), name).toBeUndefined();
        expect(Object.prototype, name).not.toHaveProperty('polluted');
      }
    }
    // The checkout's items are JSON inside the form: a line carrying __proto__ is refused.
    const line = JSON.stringify(stoolLine(c)).replace('{', '{"__proto__":{"polluted":"yes"},');
    const checkout = await placeOrder(t, buyer, `[${line}]`);
    expect(checkout.statusCode, checkout.body).toBe(400);
    expect(polluted()).toBeUndefined();
    expect(await ordersOfUser(buyer.userId)).toEqual([]);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('V16.5.1 oversized, malformed, mistyped and deeply nested bodies get a 4xx with a plain message and nothing internal', async () => {
    const buyer = await newCustomer(t);
    const before = await snapshot(t);
    const oversized = JSON.stringify({ email: 'x'.repeat(1_100_000) });
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const deepArray = '['.repeat(200_000) + ']'.repeat(200_000);
    const cases: Array<[string, string, string, number | undefined]> = [
      ['over the body limit', 'application/json', oversized, 413],
      ['not JSON', 'application/json', '{"email":', 400],
      // No body at all: a route that takes none answers as without one (the spec's
      // cancel call); any other refuses it as a missing body, with a plain message.
      ['an empty JSON body', 'application/json', '', undefined],
      ['JSON with a trailing comma', 'application/json', '{"email":"a@b.ie",}', 400],
      ['XML', 'application/xml', '<?xml version="1.0"?><a>&xxe;</a>', 415],
      ['a made-up type', 'application/x-shop', 'hello', 415],
      ['a form as urlencoded', 'application/x-www-form-urlencoded', 'role=admin', 415],
      ['deeply nested objects', 'application/json', deep, undefined],
      ['deeply nested arrays', 'application/json', deepArray, undefined],
    ];
    const writes = t.app.routeTable.filter(isWrite);
    for (const route of writes) {
      const session = sessionFor(route, buyer);
      const url = concrete(route.url, {}, String(NO_SUCH_ID));
      for (const [what, type, payload, status] of cases) {
        const name = `${route.method} ${route.url} with ${what}`;
        const response = await t.app.inject({
          method: route.method as 'POST',
          url,
          payload,
          headers: { ...(session ? asBearer(session) : {}), 'content-type': type },
          remoteAddress: newIp(),
        });
        if (status !== undefined) expect(response.statusCode, name).toBe(status);
        // A route that takes no body may ignore a well-formed one.
        if (response.statusCode < 400 && NO_BODY.has(keyOf(route))) continue;
        expectPlainError(response, name);
      }
    }
    // An empty JSON body where one is needed says so.
    const bodiless = await t.app.inject({
      method: 'POST',
      url: '/api/order/quote',
      payload: '',
      headers: { ...asBearer(buyer), 'content-type': 'application/json' },
    });
    expect(bodiless.json()).toEqual({ success: false, message: BODY_MISSING });
    // A form field over its size, and a form of garbage.
    const big = await placeOrder(t, buyer, '[]', {
      fields: { shipping_address: 'x'.repeat(300_000) },
    });
    expect(big.statusCode).toBe(413);
    expectPlainError(big, 'an oversized checkout field');
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/order/product',
      payload: '--x\r\nnot a part\r\n--x--',
      headers: { ...asBearer(buyer), 'content-type': 'multipart/form-data; boundary=x' },
    });
    expectPlainError(garbage, 'a broken multipart body');
    expect(await snapshot(t)).toBe(before);
  });
});
