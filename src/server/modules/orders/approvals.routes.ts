import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalParams,
  approvalsAnswerSchema,
  approvalsQuery,
  rejectBody,
} from '#src/shared/schemas/approvals';
import { errorSchema } from '#src/shared/schemas/common';
import { placedOrderSchema } from '#src/shared/schemas/orders';
import { parseForm } from '../../lib/form-validation';
import { actorOf, requireMember } from '../companies/member-guard';
import * as approvals from './approvals.service';
import type { OrdersDeps } from './orders.service';

const tags = ['approvals'];
const refused = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const ok = z.object({ success: z.literal(true), message: z.string() });

/**
 * docs/api.md "Approvals": checkouts above a buyer's limit an order, and the owners' and
 * approvers' decisions on them (docs/business-rules.md "Approvals").
 */
export const approvalsRoutes: FastifyPluginAsyncZod<{ deps: OrdersDeps }> = async (
  app,
  { deps },
) => {
  app.get('/company/approvals', {
    preValidation: requireMember,
    attachValidation: true,
    schema: {
      tags,
      summary:
        "Checkouts awaiting approval (or decided): the company's for owners, approvers and accounts, a buyer's own",
      querystring: approvalsQuery,
      response: { 200: approvalsAnswerSchema, ...refused },
    },
    handler: (request) => {
      const { state } = parseForm(approvalsQuery, request.query);
      return approvals.listApprovals(deps, actorOf(request), state);
    },
  });

  app.post('/company/approvals/:number/approve', {
    preValidation: requireMember,
    attachValidation: true,
    schema: {
      tags,
      summary: 'An owner or approver approves: the orders are placed (once, however many approve)',
      params: approvalParams,
      response: { 200: placedOrderSchema, ...refused, 409: errorSchema },
    },
    handler: (request) => {
      const { number } = parseForm(approvalParams, request.params);
      return approvals.approve(deps, actorOf(request), number);
    },
  });

  app.post('/company/approvals/:number/reject', {
    preValidation: requireMember,
    attachValidation: true,
    schema: {
      tags,
      summary: 'An owner or approver rejects, with the reason the buyer is mailed',
      params: approvalParams,
      body: rejectBody,
      response: { 200: ok, ...refused, 409: errorSchema },
    },
    handler: (request) => {
      const { number } = parseForm(approvalParams, request.params);
      const { reason } = parseForm(rejectBody, request.body);
      return approvals.reject(deps, actorOf(request), number, reason);
    },
  });

  app.post('/company/approvals/:number/withdraw', {
    preValidation: requireMember,
    attachValidation: true,
    schema: {
      tags,
      summary: 'The buyer withdraws their checkout before it is decided',
      params: approvalParams,
      response: { 200: ok, ...refused, 409: errorSchema },
    },
    handler: (request) => {
      const { number } = parseForm(approvalParams, request.params);
      return approvals.withdraw(deps, actorOf(request), number);
    },
  });
};
