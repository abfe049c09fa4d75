import type { FastifyPluginAsync } from 'fastify';
import { createFileStorage } from '../../lib/file-storage';
import { dataPaths } from '../../config';
import { multipartPlugin } from '../../plugins/multipart';
import { contactRoutes, type ContactRoutesOptions } from './contact.routes';

const TEN_MINUTES = 10 * 60 * 1000;

/** Per client IP: enough for a person, too few for a script. */
export const DEFAULT_CONTACT_LIMITS: ContactRoutesOptions['limits'] = {
  contactMessage: { max: 5, timeWindow: TEN_MINUTES },
  callbackRequest: { max: 5, timeWindow: TEN_MINUTES },
};

/**
 * docs/api.md "Enquiries": the contact form and the callback request; both land in the shop's
 * inbox.
 */
export const contactModule: FastifyPluginAsync<{
  limits?: Partial<ContactRoutesOptions['limits']>;
}> = async (app, { limits }) => {
  await app.register(multipartPlugin);
  await app.register(contactRoutes, {
    deps: {
      db: app.db,
      files: createFileStorage({ uploadsDir: dataPaths(app.config.dataDir).uploads }),
      inbox: app.config.shopInboxEmail,
      log: app.log,
    },
    limits: { ...DEFAULT_CONTACT_LIMITS, ...limits },
  });
};
