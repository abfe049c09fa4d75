import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMPANY_UPDATED,
  NO_SUCH_COMPANY,
  companyDetailSchema,
  companyDetailsSchema,
  companyListQuerySchema,
  companyListSchema,
} from '#src/shared/schemas/admin-companies';
import { CREDIT_LIMIT_UPDATED, creditLimitSchema } from '#src/shared/schemas/admin-customers';
import { errorSchema } from '#src/shared/schemas/common';
import {
  INVITATION_SENT,
  invitationBody,
  invitationParams,
  memberChangeBody,
  memberParams,
  siteBody,
  siteParams,
  siteViewSchema,
} from '#src/shared/schemas/companies';
import { parseForm } from '../../lib/form-validation';
import { adminSecurity, adminTags } from './admin-docs';
import * as owners from '../companies/companies.service';
import * as companies from './companies.service';

const tags = adminTags('companies');
const idParams = z.object({ id: z.coerce.number().int().positive() });
const done = z.object({ success: z.literal(true), message: z.string() });
const siteAnswer = z.object({ success: z.literal(true), site: siteViewSchema });
const refused = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

function answer(reply: FastifyReply, outcome: companies.Outcome, message: string) {
  if (!outcome.ok) {
    return reply.code(outcome.status).send({ success: false, message: outcome.message });
  }
  return reply.send({ success: true as const, message });
}

/**
 * Companies for the sales office (docs/api.md "Console: companies"): the list, the company
 * page, and staff's corrections of its fields, credit limit, members, sites and invitations,
 * each audited. Members, sites and invitations go through the owners' own use cases.
 */
export const adminCompaniesRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (
  app,
  { publicUrl },
) => {
  const invitationUrl = (token: string) => `${publicUrl}/invitation/${token}`;
  const staffId = (request: FastifyRequest) => request.viewer.userId!;
  /** The company's id and one more id of the path, parsed together. */
  const withCompany = <S extends z.ZodRawShape>(shape: S) =>
    z.object({ id: z.coerce.number().int().positive(), ...shape });

  app.get('/admin/companies', {
    attachValidation: true,
    schema: {
      tags,
      security: adminSecurity,
      summary:
        'Companies, newest first: search names, VAT number, members’ names and emails; credit',
      querystring: companyListQuerySchema,
      response: { 200: companyListSchema, ...refused },
    },
    handler: async (request) => {
      const query = parseForm(companyListQuerySchema, request.query);
      return companies.listCompanies(app.db, query);
    },
  });

  app.get('/admin/companies/:id', {
    attachValidation: true,
    schema: {
      tags,
      security: adminSecurity,
      summary: 'A company: its fields, credit and trail, members, sites, invitations, orders',
      params: idParams,
      response: { 200: companyDetailSchema, ...refused },
    },
    handler: async (request, reply) => {
      const { id } = parseForm(idParams, request.params);
      const detail = await companies.companyDetail(app.db, id, staffId(request));
      if (!detail) return reply.code(404).send({ success: false, message: NO_SUCH_COMPANY });
      return detail;
    },
  });

  app.put('/admin/companies/:id', {
    attachValidation: true,
    schema: {
      tags,
      security: adminSecurity,
      summary:
        'Correct a company’s names, VAT number, invoice email, payment terms and credit hold days',
      params: idParams,
      body: companyDetailsSchema,
      response: { 200: done, ...refused },
    },
    handler: async (request, reply) => {
      const { id } = parseForm(idParams, request.params);
      const input = parseForm(companyDetailsSchema, request.body);
      const outcome = await companies.updateCompany(app.db, id, input, staffId(request));
      return answer(reply, outcome, COMPANY_UPDATED);
    },
  });

  app.put('/admin/companies/:id/credit-limit', {
    attachValidation: true,
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Change a company’s credit limit; who, when and why are recorded',
      params: idParams,
      body: creditLimitSchema,
      response: { 200: done, ...refused },
    },
    handler: async (request, reply) => {
      const { id } = parseForm(idParams, request.params);
      const input = parseForm(creditLimitSchema, request.body);
      const outcome = await companies.changeCreditLimit(app.db, id, input, staffId(request));
      return answer(reply, outcome, CREDIT_LIMIT_UPDATED);
    },
  });

  const memberPath = withCompany(memberParams.shape);
  app.put('/admin/companies/:id/members/:userId', {
    attachValidation: true,
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Change a member’s role, limit per order or standing (the company keeps an owner)',
      params: memberPath,
      body: memberChangeBody,
      response: { 200: done, ...refused },
    },
    handler: async (request) => {
      const { id, userId } = parseForm(memberPath, request.params);
      const change = parseForm(memberChangeBody, request.body);
      return companies.asOwner(app.db, id, staffId(request), (actor) =>
        owners.changeMember(app.db, actor, userId, change),
      );
    },
  });

  app.post('/admin/companies/:id/sites', {
    attachValidation: true,
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Add a delivery site to a company',
      params: idParams,
      body: siteBody,
      response: { 201: siteAnswer, ...refused },
    },
    handler: async (request, reply) => {
      const { id } = parseForm(idParams, request.params);
      const input = parseForm(siteBody, request.body);
      const added = await companies.asOwner(app.db, id, staffId(request), (actor) =>
        owners.addSite(app.db, actor, input),
      );
      return reply.code(201).send(added);
    },
  });

  const sitePath = withCompany(siteParams.shape);
  app.put('/admin/companies/:id/sites/:siteId', {
    attachValidation: true,
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Change a company’s delivery site',
      params: sitePath,
      body: siteBody,
      response: { 200: siteAnswer, ...refused },
    },
    handler: async (request) => {
      const { id, siteId } = parseForm(sitePath, request.params);
      const input = parseForm(siteBody, request.body);
      return companies.asOwner(app.db, id, staffId(request), (actor) =>
        owners.changeSite(app.db, actor, siteId, input),
      );
    },
  });

  app.delete('/admin/companies/:id/sites/:siteId', {
    attachValidation: true,
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Remove a company’s delivery site (orders that name it keep it)',
      params: sitePath,
      response: { 200: done, ...refused },
    },
    handler: async (request) => {
      const { id, siteId } = parseForm(sitePath, request.params);
      return companies.asOwner(app.db, id, staffId(request), (actor) =>
        owners.archiveSite(app.db, actor, siteId),
      );
    },
  });

  app.post('/admin/companies/:id/invitations', {
    attachValidation: true,
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Invite a colleague of the company by email, with a role (and a limit per order)',
      params: idParams,
      body: invitationBody,
      response: { 201: done, ...refused },
    },
    handler: async (request, reply) => {
      const { id } = parseForm(idParams, request.params);
      const input = parseForm(invitationBody, request.body);
      await companies.asOwner(app.db, id, staffId(request), (actor) =>
        owners.invite(app.db, actor, input, invitationUrl),
      );
      return reply.code(201).send({ success: true as const, message: INVITATION_SENT });
    },
  });

  const invitationPath = withCompany(invitationParams.shape);
  app.delete('/admin/companies/:id/invitations/:invitationId', {
    attachValidation: true,
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Withdraw an open invitation of the company',
      params: invitationPath,
      response: { 200: done, ...refused },
    },
    handler: async (request) => {
      const { id, invitationId } = parseForm(invitationPath, request.params);
      return companies.asOwner(app.db, id, staffId(request), (actor) =>
        owners.withdraw(app.db, actor, invitationId),
      );
    },
  });
};
