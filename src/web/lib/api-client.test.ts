import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, GENERIC_ERROR_MESSAGE } from './api-client';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response.clone()),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('returns the parsed body of a 2xx answer', async () => {
    const fetchMock = stubFetch(json({ success: true }, 201));
    await expect(api.post('/api/x', { a: 1 })).resolves.toEqual({ success: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/x');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.credentials).toBe('same-origin');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('uses the server message when the answer has one', async () => {
    stubFetch(json({ message: 'You have already submitted this message.' }, 409));
    const error = await failureOf(api.get('/api/x'));
    expect(error.status).toBe(409);
    expect(error.message).toBe('You have already submitted this message.');
    expect(error.body).toEqual({ message: 'You have already submitted this message.' });
  });

  it.each([
    ['a body without a message', json({ error: 'nope' }, 500)],
    ['a non-JSON body', new Response('<html>Bad gateway</html>', { status: 502 })],
    ['an empty body', new Response(null, { status: 404 })],
  ])('falls back to the generic message for %s', async (_case, response) => {
    stubFetch(response);
    const error = await failureOf(api.get('/api/x'));
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.status).toBe(response.status);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await failureOf(api.get('/api/x'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('lets a cancellation through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    stubFetch(new DOMException('aborted', 'AbortError'));
    await expect(api.get('/api/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('echoes the XSRF cookie on unsafe methods only', async () => {
    vi.stubGlobal('document', { cookie: 'user=%7B%7D; XSRF-TOKEN=abc%3D123' });
    const fetchMock = stubFetch(json({}));
    await api.delete('/api/x');
    await api.get('/api/x');
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(sent[0]?.get('x-xsrf-token')).toBe('abc=123');
    expect(sent[1]?.has('x-xsrf-token')).toBe(false);
  });

  it('sends FormData untouched so the browser sets the boundary', async () => {
    const fetchMock = stubFetch(json({}, 201));
    const form = new FormData();
    form.set('fullName', 'Aoife Byrne');
    await api.post('/api/user/contact-us', form);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });
});
