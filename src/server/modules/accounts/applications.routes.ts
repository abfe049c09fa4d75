import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  approveApplicationSchema,
  publicUserSchema,
  rejectApplicationSchema,
} from '#src/shared/schemas/accounts';
import { errorSchema } from '#src/shared/schemas/common';
import { parseForm } from '../../lib/form-validation';
import * as accounts from './accounts.service';
import { publicUser, type AccountsDeps, type UserRow } from './accounts.service';

// Staff decide trade applications (docs/business-rules.md "Accounts"). The /api/admin/ guard
// (plugins/ viewer.ts) lets only staff in; the console's screens come with the admin issue.

const tags = ['admin: applications'];
const security: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];
const application = publicUserSchema.extend({
  /** What the application gave for the company approval creates ('' and null: none). */
  registered_name: z.string(),
  vat_number: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  status_reason: z.string().nullable(),
  created_at: z.string(),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });
const decided = z.object({ success: z.literal(true), message: z.string(), user: application });
const refused = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

const toApplication = (user: UserRow) => ({
  ...publicUser(user),
  registered_name: user.registeredName,
  vat_number: user.vatNumber,
  status: user.status,
  status_reason: user.statusReason,
  created_at: user.createdAt.toISOString(),
});

/** A decision's outcome as the API answers it: the decided application, or why not. */
function answer(reply: FastifyReply, outcome: accounts.Decision, message: string) {
  if (!outcome.ok) {
    return reply.code(outcome.status).send({ success: false, message: outcome.message });
  }
  return reply.send({ success: true as const, message, user: toApplication(outcome.user) });
}

export const applicationsRoutes: FastifyPluginAsyncZod<{
  deps: AccountsDeps;
  publicUrl: string;
}> = async (app, { deps, publicUrl }) => {
  app.get('/admin/applications', {
    schema: {
      tags,
      summary: 'Trade applications by status, newest first (pending by default)',
      security,
      querystring: z.object({ status: z.enum(APPLICATION_STATUSES).default('pending') }).strict(),
      response: {
        200: z.object({ success: z.literal(true), applications: z.array(application) }),
        ...refused,
      },
    },
    handler: async (request) => {
      const rows = await accounts.listApplications(deps, request.query.status, 500);
      return { success: true as const, applications: rows.map(toApplication) };
    },
  });

  app.post('/admin/applications/:id/approve', {
    attachValidation: true,
    schema: {
      tags,
      summary: 'Approve a pending application with a credit limit; the applicant is mailed',
      security,
      params: idParams,
      body: approveApplicationSchema,
      response: { 200: decided, ...refused },
    },
    handler: async (request, reply) => {
      const { id } = parseForm(idParams, request.params);
      const input = parseForm(approveApplicationSchema, request.body);
      const outcome = await accounts.approveApplication(
        { ...deps, log: request.log },
        id,
        input,
        request.viewer.userId!,
        `${publicUrl}/signin`,
      );
      return answer(reply, outcome, 'Application approved');
    },
  });

  app.post('/admin/applications/:id/reject', {
    attachValidation: true,
    schema: {
      tags,
      summary: 'Reject a pending application with a reason; the applicant is mailed',
      security,
      params: idParams,
      body: rejectApplicationSchema,
      response: { 200: decided, ...refused },
    },
    handler: async (request, reply) => {
      const { id } = parseForm(idParams, request.params);
      const { reason } = parseForm(rejectApplicationSchema, request.body);
      const outcome = await accounts.rejectApplication(
        { ...deps, log: request.log },
        id,
        reason,
        request.viewer.userId!,
      );
      return answer(reply, outcome, 'Application rejected');
    },
  });
};
