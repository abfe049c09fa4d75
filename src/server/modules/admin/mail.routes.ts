import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAIL_COPY_QUEUED,
  MAIL_NOT_FOUND,
  MAIL_REQUEUED,
  SECRET_NOT_RESENT,
  mailIdParamsSchema,
  mailListSchema,
  mailQuerySchema,
} from '#src/shared/schemas/admin-mail';
import { errorSchema } from '#src/shared/schemas/common';
import { adminSecurity, adminTags } from './admin-docs';
import { listMails, resendMail } from './mail.service';

const tags = adminTags('mail');
const security = adminSecurity;

/** The outbox as staff see it (docs/mail.md): envelopes and outcomes, and Send again. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/mails', {
    schema: {
      tags,
      security,
      summary: 'Outgoing mails, failing first, then newest (?state=pending|failing|given-up|sent)',
      querystring: mailQuerySchema,
      response: { 200: mailListSchema },
    },
    handler: async (request) => ({
      success: true as const,
      ...(await listMails(app.db, request.query)),
    }),
  });

  app.post('/admin/mails/:id/resend', {
    schema: {
      tags,
      security,
      summary: 'Send a mail again: one not sent now, a sent one as a copy (never a reset link)',
      params: mailIdParamsSchema,
      response: {
        200: z.object({ success: z.literal(true), message: z.string() }),
        404: errorSchema,
        409: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const outcome = await resendMail(app.db, request.params.id, request.viewer.userId!);
      if (outcome === 'missing')
        return reply.code(404).send({ success: false, message: MAIL_NOT_FOUND });
      if (outcome === 'secret')
        return reply.code(409).send({ success: false, message: SECRET_NOT_RESENT });
      app.outbox.wake();
      return {
        success: true as const,
        message: outcome === 'requeued' ? MAIL_REQUEUED : MAIL_COPY_QUEUED,
      };
    },
  });
};
