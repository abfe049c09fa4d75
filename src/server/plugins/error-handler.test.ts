import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_WORK_BUSY, PasswordWorkBusyError } from '../lib/password';
import { errorHandlerPlugin, GENERIC_ERROR, TOO_SLOW } from './error-handler';

const app = Fastify();
beforeAll(async () => {
  await app.register(errorHandlerPlugin);
  app.get('/slow', () => {
    throw Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
  });
  app.get('/busy', () => {
    throw new PasswordWorkBusyError();
  });
  app.get('/broken', () => {
    throw new Error('relation "secret_table" does not exist');
  });
});
afterAll(() => app.close());

describe('the error handler', () => {
  it.each([
    ['/slow', 503, TOO_SLOW, '5'],
    ['/busy', 503, PASSWORD_WORK_BUSY, '2'],
    ['/broken', 500, GENERIC_ERROR, undefined],
  ])(
    'answers %s with %i and a plain message, nothing internal',
    async (url, status, message, retry) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers['retry-after']).toBe(retry);
      expect(res.json()).toEqual({ success: false, message });
    },
  );
});
