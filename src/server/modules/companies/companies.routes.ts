import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#src/db/database';
import { COMPANY_ROLES } from '#src/shared/domain/companies';
import { errorSchema } from '#src/shared/schemas/common';
import {
  acceptInvitationBody,
  INVITATION_ACCEPTED,
  INVITATION_INVALID,
  INVITATION_SENT,
  invitationBody,
  invitationParams,
  invitationTokenParams,
  memberChangeBody,
  memberParams,
  siteBody,
  siteParams,
  siteViewSchema,
} from '#src/shared/schemas/companies';
import { parseForm } from '../../lib/form-validation';
import type { RateLimit } from '../../plugins/rate-limit';
import { actorOf, requireMember } from './member-guard';
import * as companies from './companies.service';

const tags = ['company'];
const refused = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const ok = z.object({ success: z.literal(true), message: z.string() });
const euro = z.number();
const site = siteViewSchema;
const role = z.enum(COMPANY_ROLES);
const companyAnswer = z.object({
  success: z.literal(true),
  company: z.object({
    id: z.number().int(),
    registered_name: z.string(),
    short_name: z.string(),
    vat_number: z.string().nullable(),
    invoice_email: z.string(),
    payment_terms_days: z.number().int(),
    credit_limit: euro,
    available_credit: euro,
  }),
  role,
  members: z.array(
    z.object({
      id: z.number().int(),
      full_name: z.string(),
      email: z.string(),
      role,
      active: z.boolean(),
      spending_limit: euro.nullable().optional(),
    }),
  ),
  sites: z.array(site),
});
const invitationsAnswer = z.object({
  success: z.literal(true),
  invitations: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      role,
      spending_limit: euro.nullable(),
      invited_by: z.string().nullable(),
      expires_at: z.string(),
      created_at: z.string(),
    }),
  ),
});
const previewAnswer = z.object({
  success: z.literal(true),
  invitation: z.object({
    email: z.string(),
    company_name: z.string(),
    registered_name: z.string(),
    role,
    spending_limit: euro.nullable(),
    invited_by: z.string().nullable(),
    expires_at: z.string(),
  }),
});

/**
 * docs/api.md "Company": a member's company, its members, delivery sites and invitations
 * (owners change them), and the public link an invited colleague joins by.
 */
export const companiesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  publicUrl: string;
  acceptLimit: RateLimit;
}> = async (app, { db, publicUrl, acceptLimit }) => {
  const invitationUrl = (token: string) => `${publicUrl}/invitation/${token}`;

  app.get('/company', {
    preValidation: requireMember,
    schema: {
      tags,
      summary: "The member's company: names, credit, members and delivery sites",
      response: { 200: companyAnswer, ...refused },
    },
    handler: (request) => companies.companyView(db, actorOf(request)),
  });

  app.put('/company/members/:userId', {
    preValidation: requireMember,
    attachValidation: true,
    schema: {
      tags,
      summary: "An owner changes a member's role, limit per order or standing",
      params: memberParams,
      body: memberChangeBody,
      response: { 200: ok, ...refused, 409: errorSchema },
    },
    handler: (request) => {
      const { userId } = parseForm(memberParams, request.params);
      const change = parseForm(memberChangeBody, request.body);
      return companies.changeMember(db, actorOf(request), userId, change);
    },
  });

  app.post('/company/sites', {
    preValidation: requireMember,
    attachValidation: true,
    schema: {
      tags,
      summary: 'An owner adds a delivery site',
      body: siteBody,
      response: {
        201: z.object({ success: z.literal(true), site }),
        ...refused,
        409: errorSchema,
      },
    },
    handler: async (request, reply) => {
      const input = parseForm(siteBody, request.body);
      return reply.code(201).send(await companies.addSite(db, actorOf(request), input));
    },
  });

  app.put('/company/sites/:siteId', {
    preValidation: requireMember,
    attachValidation: true,
    schema: {
      tags,
      summary: 'An owner changes a delivery site',
      params: siteParams,
      body: siteBody,
      response: { 200: z.object({ success: z.literal(true), site }), ...refused, 409: errorSchema },
    },
    handler: (request) => {
      const { siteId } = parseForm(siteParams, request.params);
      const input = parseForm(siteBody, request.body);
      return companies.changeSite(db, actorOf(request), siteId, input);
    },
  });

  app.delete('/company/sites/:siteId', {
    preValidation: requireMember,
    attachValidation: true,
    schema: {
      tags,
      summary: 'An owner removes a delivery site (orders that name it keep it)',
      params: siteParams,
      response: { 200: ok, ...refused },
    },
    handler: (request) => {
      const { siteId } = parseForm(siteParams, request.params);
      return companies.archiveSite(db, actorOf(request), siteId);
    },
  });

  app.get('/company/invitations', {
    preValidation: requireMember,
    schema: {
      tags,
      summary: "The company's open invitations (owners)",
      response: { 200: invitationsAnswer, ...refused },
    },
    handler: (request) => companies.openInvitations(db, actorOf(request)),
  });

  app.post('/company/invitations', {
    preValidation: requireMember,
    attachValidation: true,
    config: { rateLimit: acceptLimit },
    schema: {
      tags,
      summary: 'An owner invites a colleague by email with a role (and a limit per order)',
      body: invitationBody,
      response: { 201: ok, ...refused, 409: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => {
      const input = parseForm(invitationBody, request.body);
      await companies.invite(db, actorOf(request), input, invitationUrl);
      return reply.code(201).send({ success: true as const, message: INVITATION_SENT });
    },
  });

  app.delete('/company/invitations/:invitationId', {
    preValidation: requireMember,
    attachValidation: true,
    schema: {
      tags,
      summary: 'An owner withdraws an open invitation',
      params: invitationParams,
      response: { 200: ok, ...refused },
    },
    handler: (request) => {
      const { invitationId } = parseForm(invitationParams, request.params);
      return companies.withdraw(db, actorOf(request), invitationId);
    },
  });

  app.get('/invitations/:token', {
    attachValidation: true,
    config: { rateLimit: acceptLimit },
    schema: {
      tags,
      summary: 'What an invitation link offers (public: the link is the secret)',
      params: invitationTokenParams,
      response: { 200: previewAnswer, 400: errorSchema, 410: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => {
      const { token } = parseForm(invitationTokenParams, request.params);
      const preview = await companies.invitationPreview(db, token);
      if (!preview) return reply.code(410).send({ success: false, message: INVITATION_INVALID });
      return preview;
    },
  });

  app.post('/invitations/:token/accept', {
    attachValidation: true,
    config: { rateLimit: acceptLimit },
    schema: {
      tags,
      summary: 'Join the company: set a password; the account is ready to sign in',
      params: invitationTokenParams,
      body: acceptInvitationBody,
      response: { 201: ok, 400: errorSchema, 409: errorSchema, 410: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => {
      const input = parseForm(acceptInvitationBody, request.body);
      const { token } = parseForm(invitationTokenParams, request.params);
      await companies.acceptInvitation(db, token, input);
      return reply.code(201).send({ success: true as const, message: INVITATION_ACCEPTED });
    },
  });
};
