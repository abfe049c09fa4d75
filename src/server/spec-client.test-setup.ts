/**
 * A client written from the two specifications, word for word
 * (docs/api.md "The original client's own test"): every call they list, with exactly the payload
 * they document — field names, types, the optional fields its client sends (`userId`,
 * `special_quote_files`) — reading the answer fields the specification says the client reads.
 * spec-client-storefront.test.ts makes a visitor's calls; spec-client-accounts.test.ts signs up
 * with a national phone number, is approved by staff (the one step the specifications leave
 * out), orders with and without quote files in both forms, tracks, cancels and reorders, and
 * reads every page of its orders. A change that refuses a documented field fails here
 * (docs/decisions/0025).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { formData } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

export const pagination = {
  totalProducts: expect.any(Number) as unknown,
  totalPages: expect.any(Number) as unknown,
  currentPage: expect.any(Number) as unknown,
  hasNextPage: expect.any(Boolean) as unknown,
  hasPreviousPage: expect.any(Boolean) as unknown,
};

/**
 * What both spec-client test files share, for one test file: the app on a freshly seeded
 * database of the file's own (opened before its tests, closed after them) and the spec's
 * client, each instance calling from an address of its own. Call it once, at the top of
 * the file.
 */
export function setUpSpecClientTestApp() {
  let t: TestApp;
  let ip = 0;
  const clientIp = () => `10.77.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

  /** The spec's client: JSON bodies, a bearer token once signed in, `{host}/api/…`. */
  class SpecClient {
    token: string | undefined;
    private readonly address = clientIp();

    async call(method: 'GET' | 'POST' | 'PUT', path: string, body?: object) {
      const response = await t.app.inject({
        method,
        url: path,
        remoteAddress: this.address,
        headers: {
          accept: 'application/json',
          // The original storefront client's default is JSON, also for a call without a body.
          ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
    }

    /** A multipart form, as the spec's client sends its order and contact forms. */
    async form(
      path: string,
      fields: Record<string, string>,
      files: Array<{ field: string; name: string; bytes: Buffer }> = [],
    ) {
      const { payload, headers } = await formData(fields, files);
      const response = await t.app.inject({
        method: 'POST',
        url: path,
        payload,
        remoteAddress: this.address,
        headers: { ...headers, ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      });
      return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  return { testApp: () => t, SpecClient };
}
