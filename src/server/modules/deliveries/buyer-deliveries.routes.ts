import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveryDaysSchema,
  deliveryParams,
  deliveryStepSchema,
  moveDeliveryBody,
} from '#src/shared/schemas/buyer-deliveries';
import { errorSchema } from '#src/shared/schemas/common';
import { requireSignedIn } from '../../plugins/viewer';
import { acceptForBuyer, daysToMoveTo, moveForBuyer } from './buyer-deliveries.service';
import type { DeliveryDeps } from './delivery-bookings.service';

const tags = ['deliveries'];
const notFound = errorSchema.describe(
  "No such checkout, no delivery booked for it, or not the viewer's: its buyer and the company's owners and approvers only",
);

/**
 * The buyer's side of a checkout's delivery (docs/api.md "Deliveries", docs/business-rules.md
 * "Delivery days"): the days it may move to, moving it, accepting the day the shop proposed.
 */
export const buyerDeliveriesRoutes: FastifyPluginAsyncZod<{ deps: DeliveryDeps }> = async (
  app,
  { deps },
) => {
  app.get('/deliveries/:checkoutNumber/days', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary: 'The days a checkout’s delivery may be moved to, and the delivery as it is',
      params: deliveryParams,
      response: { 200: deliveryDaysSchema, 401: errorSchema, 404: notFound },
    },
    handler: (request) =>
      daysToMoveTo(deps.db, request.viewer.userId!, request.params.checkoutNumber),
  });

  app.post('/deliveries/:checkoutNumber/move', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary: 'Move the delivery to another day, until 5 working days before it',
      params: deliveryParams,
      body: moveDeliveryBody,
      response: {
        200: deliveryStepSchema,
        400: errorSchema.describe('Not a day it can go on: too early, not a working day'),
        401: errorSchema,
        404: notFound,
        409: errorSchema.describe(
          'Too late to move it (the message names the last day), the day is full, or the delivery was released',
        ),
      },
    },
    handler: (request) =>
      moveForBuyer(deps, request.viewer.userId!, request.params.checkoutNumber, request.body.day),
  });

  app.post('/deliveries/:checkoutNumber/accept', {
    preValidation: requireSignedIn,
    schema: {
      tags,
      summary: 'Accept the day the shop proposed: the orders become Scheduled',
      params: deliveryParams,
      response: {
        200: deliveryStepSchema,
        401: errorSchema,
        404: notFound,
        409: errorSchema.describe('No day is proposed, or the delivery was released'),
      },
    },
    handler: (request) =>
      acceptForBuyer(deps, request.viewer.userId!, request.params.checkoutNumber),
  });
};
