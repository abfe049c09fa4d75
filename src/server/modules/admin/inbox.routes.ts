import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTACHMENT_NOT_FOUND,
  CALLBACK_REQUEST_NOT_FOUND,
  CONTACT_MESSAGE_NOT_FOUND,
  callbackRequestItemSchema,
  contactMessageItemSchema,
  inboxIdParamsSchema,
  inboxPaginationSchema,
  inboxQuerySchema,
} from '#src/shared/schemas/admin-inbox';
import { errorSchema } from '#src/shared/schemas/common';
import { dataPaths } from '../../config';
import { createFileStorage } from '../../lib/file-storage';
import { sendPrivateFile } from '../../lib/private-download';
import { adminSecurity, adminTags } from './admin-docs';
import {
  contactAttachment,
  listCallbackRequests,
  listContactMessages,
  markCallbackRequestHandled,
  markContactMessageHandled,
} from './inbox.service';

const tags = adminTags('inbox');
const security = adminSecurity;

/** The inbox (admin issue, item 6): what visitors sent through the contact forms. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = createFileStorage({ uploadsDir: dataPaths(app.config.dataDir).uploads });

  app.get('/admin/inbox/messages', {
    schema: {
      tags,
      security,
      summary: 'Contact messages, newest first (?handled=true|false)',
      querystring: inboxQuerySchema,
      response: {
        200: z.object({
          success: z.literal(true),
          messages: z.array(contactMessageItemSchema),
          pagination: inboxPaginationSchema,
        }),
      },
    },
    handler: async (request) => {
      const { items, pagination } = await listContactMessages(app.db, request.query);
      return { success: true as const, messages: items, pagination };
    },
  });

  app.get('/admin/inbox/callbacks', {
    schema: {
      tags,
      security,
      summary: 'Callback requests, newest first (?handled=true|false)',
      querystring: inboxQuerySchema,
      response: {
        200: z.object({
          success: z.literal(true),
          callbacks: z.array(callbackRequestItemSchema),
          pagination: inboxPaginationSchema,
        }),
      },
    },
    handler: async (request) => {
      const { items, pagination } = await listCallbackRequests(app.db, request.query);
      return { success: true as const, callbacks: items, pagination };
    },
  });

  app.get('/admin/inbox/messages/:id/attachment', {
    schema: {
      tags,
      security,
      summary: 'Download the file sent with a contact message',
      params: inboxIdParamsSchema,
      response: { 404: errorSchema },
    },
    handler: async (request, reply) => {
      const file = await contactAttachment(app.db, request.params.id);
      if (!file) return reply.code(404).send({ success: false, message: ATTACHMENT_NOT_FOUND });
      return sendPrivateFile(reply, files, file);
    },
  });

  app.post('/admin/inbox/messages/:id/handled', {
    schema: {
      tags,
      security,
      summary: 'Mark a contact message handled (again: no change)',
      params: inboxIdParamsSchema,
      response: {
        200: z.object({ success: z.literal(true), message: contactMessageItemSchema }),
        404: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const message = await markContactMessageHandled(app.db, id, request.viewer.userId!);
      if (!message) {
        return reply.code(404).send({ success: false, message: CONTACT_MESSAGE_NOT_FOUND });
      }
      return { success: true as const, message };
    },
  });

  app.post('/admin/inbox/callbacks/:id/handled', {
    schema: {
      tags,
      security,
      summary: 'Mark a callback request handled (again: no change)',
      params: inboxIdParamsSchema,
      response: {
        200: z.object({ success: z.literal(true), callback: callbackRequestItemSchema }),
        404: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const callback = await markCallbackRequestHandled(app.db, id, request.viewer.userId!);
      if (!callback) {
        return reply.code(404).send({ success: false, message: CALLBACK_REQUEST_NOT_FOUND });
      }
      return { success: true as const, callback };
    },
  });
};
