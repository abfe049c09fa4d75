import { INLINED_RESPONSES_ID, inlinedRequestKey } from '../../shared/site/inlined-responses';
import { XSRF_COOKIE, XSRF_HEADER } from '../../shared/site/session-cookies';
import { readCookie } from './cookies';
import { announceSessionChange } from './session';

// The API is served by the same origin (Vite proxies it in development), so paths
// are absolute ("/api/...") and cookies flow without CORS.
const BASE_PATH = '';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

// docs/business-rules.md "Sessions": cookie-authenticated unsafe requests must echo the XSRF
// cookie.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  signal?: AbortSignal;
  /** Extra headers, e.g. `Idempotency-Key` for placing orders. */
  headers?: Record<string, string>;
};

/** Any non-2xx answer, or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The non-blank `message` of an answer's body, if it has one. */
export function messageInBody(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

function messageOf(body: unknown): string {
  return messageInBody(body) ?? GENERIC_ERROR_MESSAGE;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page or a truncated answer: nothing the UI can show.
    throw new ApiError(GENERIC_ERROR_MESSAGE, response.status, text);
  }
}

function buildHeaders(method: Method, body: unknown, extra?: Record<string, string>): Headers {
  const headers = new Headers(extra);
  headers.set('Accept', 'application/json');
  // The browser must set the multipart boundary itself, so FormData gets no content type.
  if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  if (!SAFE_METHODS.has(method)) {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
  }
  return headers;
}

let inlined: Map<string, unknown> | undefined;

/** The answer the server put into the page for this request, once (server/modules/storefront/storefront-html). */
function takeInlined(key: string): { found: boolean; payload?: unknown } {
  if (!inlined) {
    inlined = new Map();
    const element =
      typeof document === 'undefined' ? null : document.getElementById(INLINED_RESPONSES_ID);
    try {
      const parsed = JSON.parse(element?.textContent ?? '{}') as Record<string, unknown>;
      for (const [name, payload] of Object.entries(parsed)) inlined.set(name, payload);
    } catch {
      // A damaged element costs one request, nothing more.
    }
  }
  if (!inlined.has(key)) return { found: false };
  const payload = inlined.get(key);
  inlined.delete(key);
  return { found: true, payload };
}

/**
 * The answer the server put into the page for this request, taken now (once), else
 * undefined. A landing page's query uses it as its initial data, so that the app's first
 * render already shows the page (not a spinner, then the page in a second, blocking render).
 */
export function inlinedAnswer<T>(method: Method, path: string, body?: unknown): T | undefined {
  const first = takeInlined(inlinedRequestKey(method, path, body));
  return first.found ? (first.payload as T) : undefined;
}

async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  if (!(body instanceof FormData)) {
    const first = takeInlined(inlinedRequestKey(method, path, body));
    if (first.found) return first.payload as T;
  }
  let response: Response;
  try {
    response = await fetch(BASE_PATH + path, {
      method,
      headers: buildHeaders(method, body, options.headers),
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    // Cancellation is not a failure: React Query and callers expect the AbortError as is.
    if (options.signal?.aborted) throw error;
    throw new ApiError(GENERIC_ERROR_MESSAGE, 0, undefined);
  }

  const payload = await readBody(response);
  // The server ended the session (expired, revoked) and cleared its cookies.
  if (response.status === 401) announceSessionChange();
  if (!response.ok) throw new ApiError(messageOf(payload), response.status, payload);
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
};
