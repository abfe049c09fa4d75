import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditTrail } from '../../lib/audit';
import { adminSecurity, adminTags } from './admin-docs';

export const auditEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
});

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/audit', {
    schema: {
      tags: adminTags('audit'),
      security: adminSecurity,
      summary: 'The history of one record: who changed what, when, before and after',
      querystring: z
        .object({
          entityType: z.string().trim().min(1).max(40),
          entityId: z.string().trim().min(1).max(100),
        })
        .strict(),
      response: { 200: z.object({ success: z.literal(true), entries: z.array(auditEntrySchema) }) },
    },
    handler: async (request) => ({
      success: true as const,
      entries: await auditTrail(app.db, request.query.entityType, request.query.entityId),
    }),
  });
};
