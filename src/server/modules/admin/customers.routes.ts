import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CREDIT_LIMIT_UPDATED,
  CUSTOMER_REACTIVATED,
  CUSTOMER_SUSPENDED,
  CUSTOMER_UPDATED,
  NO_SUCH_CUSTOMER,
  creditLimitSchema,
  customerProfileSchema,
  customerDetailSchema,
  customerListQuerySchema,
  customerListSchema,
  suspendCustomerSchema,
} from '#src/shared/schemas/admin-customers';
import { errorSchema } from '#src/shared/schemas/common';
import { parseForm } from '../../lib/form-validation';
import { adminSecurity, adminTags } from './admin-docs';
import * as customers from './customers.service';

const tags = adminTags('customers');
const idParams = z.object({ id: z.coerce.number().int().positive() });
const done = z.object({ success: z.literal(true), message: z.string() });
const refused = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

function answer(reply: FastifyReply, outcome: customers.Outcome, message: string) {
  if (!outcome.ok) {
    return reply.code(outcome.status).send({ success: false, message: outcome.message });
  }
  return reply.send({ success: true as const, message });
}

/** Trade customers for the sales office (admin issue, item 2); applications.routes decides. */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/customers', {
    attachValidation: true,
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Trade customers, newest first: search name, company, email, city; filter status',
      querystring: customerListQuerySchema,
      response: { 200: customerListSchema, ...refused },
    },
    handler: async (request) => {
      const query = parseForm(customerListQuerySchema, request.query);
      return customers.listCustomers(app.db, query);
    },
  });

  app.get('/admin/customers/:id', {
    attachValidation: true,
    schema: {
      tags,
      security: adminSecurity,
      summary:
        'A customer: profile, status, credit limit with who/when, available credit, open orders',
      params: idParams,
      response: { 200: customerDetailSchema, ...refused },
    },
    handler: async (request, reply) => {
      const { id } = parseForm(idParams, request.params);
      const detail = await customers.customerDetail(app.db, id);
      if (!detail) return reply.code(404).send({ success: false, message: NO_SUCH_CUSTOMER });
      return detail;
    },
  });

  app.put('/admin/customers/:id', {
    attachValidation: true,
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Correct a customer’s name, phone and addresses (My Account’s rules); audited',
      params: idParams,
      body: customerProfileSchema,
      response: { 200: done, ...refused },
    },
    handler: async (request, reply) => {
      const { id } = parseForm(idParams, request.params);
      const input = parseForm(customerProfileSchema, request.body);
      const outcome = await customers.updateCustomerProfile(
        app.db,
        id,
        input,
        request.viewer.userId!,
      );
      return answer(reply, outcome, CUSTOMER_UPDATED);
    },
  });

  app.put('/admin/customers/:id/credit-limit', {
    attachValidation: true,
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Change a customer’s credit limit; who, when and why are recorded',
      params: idParams,
      body: creditLimitSchema,
      response: { 200: done, ...refused },
    },
    handler: async (request, reply) => {
      const { id } = parseForm(idParams, request.params);
      const input = parseForm(creditLimitSchema, request.body);
      const outcome = await customers.changeCreditLimit(app.db, id, input, request.viewer.userId!);
      return answer(reply, outcome, CREDIT_LIMIT_UPDATED);
    },
  });

  app.post('/admin/customers/:id/suspend', {
    attachValidation: true,
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Suspend an approved customer with a reason; their sessions end at once',
      params: idParams,
      body: suspendCustomerSchema,
      response: { 200: done, ...refused },
    },
    handler: async (request, reply) => {
      const { id } = parseForm(idParams, request.params);
      const { reason } = parseForm(suspendCustomerSchema, request.body);
      const outcome = await customers.suspendCustomer(app.db, id, reason, request.viewer.userId!);
      return answer(reply, outcome, CUSTOMER_SUSPENDED);
    },
  });

  app.post('/admin/customers/:id/reactivate', {
    attachValidation: true,
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Reactivate a suspended customer: they can sign in again',
      params: idParams,
      response: { 200: done, ...refused },
    },
    handler: async (request, reply) => {
      const { id } = parseForm(idParams, request.params);
      const outcome = await customers.reactivateCustomer(app.db, id, request.viewer.userId!);
      return answer(reply, outcome, CUSTOMER_REACTIVATED);
    },
  });
};
