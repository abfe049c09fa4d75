import type { Mock } from 'vitest';
import { jsonResponse } from './render';

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

type Handler = (request: { url: URL; body: unknown }) => Response | Promise<Response>;

/**
 * Answers the stubbed fetch by "METHOD /path" (no query string); anything else is a
 * test failure, shown as a 599 answer.
 */
export function routeFetch(fetchMock: Mock<typeof fetch>, handlers: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return handler
      ? handler({ url, body })
      : jsonResponse({ message: `unexpected ${method} ${url.pathname}` }, 599);
  });
}

/** The requests the console sent: "METHOD /path?query" and the JSON body. */
export function sentRequests(fetchMock: Mock<typeof fetch>) {
  return fetchMock.mock.calls.map(([input, init]) => ({
    request: `${init?.method ?? 'GET'} ${urlOf(input)}`,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}
