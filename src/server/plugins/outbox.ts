import fp from 'fastify-plugin';
import { dataPaths } from '../config';
import { createMailer, type Mailer } from '../lib/mailer';
import { createOutboxWorker, type OutboxWorker } from '../lib/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the outbox's mails (docs/mail.md); routes queue mail with `queueMail`. */
    outbox: OutboxWorker;
  }
}

/**
 * The mail transport (SMTP, or `.eml` files in DATA_DIR/outbox) and the worker that sends
 * the durable outbox through it: started when the app is ready (its database migrated),
 * stopped on close after the mail it is sending.
 */
export const outboxPlugin = fp(
  async (app) => {
    const { config } = app;
    const mailer: Mailer = createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: dataPaths(config.dataDir).outbox,
      from: config.mailFrom,
      replyTo: config.shopInboxEmail,
    });
    const worker = createOutboxWorker({
      database: app.database,
      mailer,
      retrySeconds: config.mailRetrySeconds,
      log: app.log,
    });
    app.decorate('mailer', mailer);
    app.decorate('outbox', worker);
    app.addHook('onReady', () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      await mailer.close();
    });
  },
  { name: 'outbox', dependencies: ['context'] },
);
