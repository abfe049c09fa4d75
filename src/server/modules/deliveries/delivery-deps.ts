import type { FastifyInstance } from 'fastify';
import { mailedLinkBase } from '../../config';
import type { DeliveryDeps } from './delivery-bookings.service';

/** What the booking steps use, from the app's configuration: buyer's and staff's routes share it. */
export const deliveryDepsOf = (app: FastifyInstance): DeliveryDeps => ({
  db: app.db,
  publicUrl: mailedLinkBase(app.config),
  inbox: app.config.shopInboxEmail,
});
