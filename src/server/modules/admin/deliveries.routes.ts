import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '#src/shared/schemas/common';
import {
  bookingAnswerSchema,
  bookingDaysSchema,
  bookingIdParams,
  closureAnswerSchema,
  closureBody,
  closureDayParams,
  closureListQuery,
  closureListSchema,
  daySheetQuery,
  messageSchema,
  plannerQuery,
  plannerSchema,
  proposeBody,
  regionAnswerSchema,
  regionBody,
  regionDayAnswerSchema,
  regionDayBody,
  regionDayParams,
  regionIdParams,
  regionListSchema,
  regionPatchBody,
} from '#src/shared/schemas/admin-deliveries';
import { sendPrivateDocument } from '../../lib/private-download';
import { daySheetFilename, renderDaySheetPdf } from '../deliveries/day-sheet.pdf';
import { deliveryDepsOf } from '../deliveries/delivery-deps';
import * as deliveries from '../deliveries/delivery-console.service';
import { sellerOf } from '../invoices/parties';
import { adminSecurity, adminTags } from './admin-docs';

const tags = adminTags('deliveries');
const refused = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
const base = '/admin/deliveries';

/**
 * The console's delivery planner (docs/api.md "Console: deliveries",
 * docs/business-rules.md "Delivery days"): regions, a region's days, closure days, the
 * planner, staff's confirm and propose steps, and a crew's day sheet.
 */
export const adminDeliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const seller = sellerOf(app.config);

  app.get(`${base}/regions`, {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Delivery regions with their routing keys and daily capacity',
      response: { 200: regionListSchema, ...refused },
    },
    handler: () => deliveries.listRegions(app.db),
  });

  app.post(`${base}/regions`, {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Add a region: name, routing keys (each in one region only), unit, capacity',
      body: regionBody,
      response: { 201: regionAnswerSchema, ...refused },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await deliveries.createRegion(app.db, request.body)),
  });

  app.patch(`${base}/regions/:id`, {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Change a region: name, routing keys, unit (none booked to come), capacity',
      params: regionIdParams,
      body: regionPatchBody,
      response: { 200: regionAnswerSchema, ...refused },
    },
    handler: (request) => deliveries.changeRegion(app.db, request.params.id, request.body),
  });

  app.delete(`${base}/regions/:id`, {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Delete a region that never had a booking',
      params: regionIdParams,
      response: { 200: messageSchema, ...refused },
    },
    handler: (request) => deliveries.deleteRegion(app.db, request.params.id),
  });

  app.put(`${base}/regions/:id/days/:day`, {
    schema: {
      tags,
      security: adminSecurity,
      summary:
        "A region's day: its own capacity (null: the region's) and closed; says how many bookings a closed day holds",
      params: regionDayParams,
      body: regionDayBody,
      response: { 200: regionDayAnswerSchema, ...refused },
    },
    handler: (request) =>
      deliveries.setRegionDay(app.db, request.params.id, request.params.day, request.body),
  });

  app.get(`${base}/closures`, {
    schema: {
      tags,
      security: adminSecurity,
      summary: "The factory's closure days (from a month ago, or between from and to)",
      querystring: closureListQuery,
      response: { 200: closureListSchema, ...refused },
    },
    handler: (request) => deliveries.listClosures(app.db, request.query),
  });

  app.post(`${base}/closures`, {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Add a closure day, or the weekdays from day to to, with the reason',
      body: closureBody,
      response: { 201: closureAnswerSchema, ...refused },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await deliveries.addClosures(app.db, request.body, request.viewer.userId!)),
  });

  app.delete(`${base}/closures/:day`, {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'The factory works that day after all',
      params: closureDayParams,
      response: { 200: messageSchema, ...refused },
    },
    handler: (request) => deliveries.removeClosure(app.db, request.params.day),
  });

  app.get(`${base}/planner`, {
    schema: {
      tags,
      security: adminSecurity,
      summary:
        'Days × regions (at most 31 days): capacity, booked, left, closed, the bookings; and the bookings to agree',
      querystring: plannerQuery,
      response: { 200: plannerSchema, ...refused },
    },
    handler: (request) => deliveries.planner(app.db, request.query),
  });

  app.get(`${base}/bookings/:id/days`, {
    schema: {
      tags,
      security: adminSecurity,
      summary: 'Days a booking could move to: open working days with room for it',
      params: bookingIdParams,
      response: { 200: bookingDaysSchema, ...refused },
    },
    handler: (request) => deliveries.bookingDays(app.db, request.params.id),
  });

  app.post(`${base}/bookings/:id/confirm`, {
    schema: {
      tags,
      security: adminSecurity,
      summary: "Confirm a booking's day: its orders become Scheduled",
      params: bookingIdParams,
      response: { 200: bookingAnswerSchema, ...refused },
    },
    handler: (request) =>
      deliveries.confirm(deliveryDepsOf(app), request.params.id, request.viewer.userId!),
  });

  app.post(`${base}/bookings/:id/propose`, {
    schema: {
      tags,
      security: adminSecurity,
      summary:
        "Propose (or move to) another day: its room is taken, the old day's given back; the buyer accepts",
      params: bookingIdParams,
      body: proposeBody,
      response: { 200: bookingAnswerSchema, ...refused },
    },
    handler: (request) =>
      deliveries.propose(
        deliveryDepsOf(app),
        request.params.id,
        request.body,
        request.viewer.userId!,
      ),
  });

  app.get(`${base}/day-sheet`, {
    schema: {
      tags,
      security: adminSecurity,
      summary: "A region's day as the crew's printable sheet: stops, sites, notes, items",
      querystring: daySheetQuery,
      produces: ['application/pdf'],
      response: { 200: z.any().describe('The PDF, as an attachment'), ...refused },
    },
    handler: async (request, reply) => {
      const { region_id: regionId, day } = request.query;
      const facts = await deliveries.daySheetFacts(app.db, regionId, day);
      const content = await renderDaySheetPdf({ seller, ...facts });
      return sendPrivateDocument(reply, {
        filename: daySheetFilename(facts.region.name, day),
        contentType: 'application/pdf',
        content,
      });
    },
  });
};
