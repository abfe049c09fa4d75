import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/**
 * multipart/form-data for the routes that take a file. Nothing is buffered or written
 * by the plugin: a route reads `request.parts()` and streams each file where it belongs,
 * with the size limit of its own rules. These are the outer bounds of any form.
 */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fieldNameSize: 100,
        fieldSize: 16 * 1024,
        fields: 20,
        files: 2,
        parts: 25,
        headerPairs: 100,
      },
    });
  },
  { name: 'multipart' },
);
