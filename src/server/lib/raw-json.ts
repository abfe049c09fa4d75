import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text that is already serialised (built by the database for the hot
 * catalogue reads). Fastify sends a string with a JSON content type as it is; the
 * route's response schema still documents the shape, and tests parse answers with it.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
