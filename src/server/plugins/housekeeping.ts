import fp from 'fastify-plugin';
import { dataPaths, mailedLinkBase } from '../config';
import { createFileStorage, sweepIncoming } from '../lib/file-storage';
import { purgeExpired } from '../lib/housekeeping';
import { sweepCarts } from '../modules/cart';
import { invoiceDeliveredBefore } from '../modules/invoices/invoicing.service';
import { sellerOf } from '../modules/invoices/parties';
import { mailMonthlyStatements } from '../modules/invoices/scheduled.service';
import { quotesDepsOf } from '../modules/quotes';
import { expireQuotes, sweepQuoteFiles } from '../modules/quotes/quotes.service';

const HOUR = 60 * 60 * 1000;
/** Longer than any upload may take (a request is cut off after 5 minutes). */
const UPLOAD_AT_MOST_MS = 10 * 60 * 1000;

/**
 * Purges expired sessions, used or expired reset links and old idempotency keys
 * (lib/housekeeping.ts), sweeps carts and their quote files (modules/cart), and uploads a
 * crash left half-received; issues the invoices of earlier days' deliveries and, from the
 * first working day of a month, mails the month's statements (modules/invoices: both safe
 * on several instances at once, and catching up after downtime), expires quotes past their
 * validity and removes quote files no message took (modules/quotes), once the server
 * is up and then every hour, off the request path. At start on the embedded database no
 * other process can be receiving files into this data directory (it holds the lock), so
 * every half-received upload goes. A failure is logged and tried again at the next hour.
 * Closing the server stops a month's run between two statements and waits for it.
 */
export const housekeepingPlugin = fp(
  async (app) => {
    const uploads = dataPaths(app.config.dataDir).uploads;
    const files = createFileStorage({ uploadsDir: uploads });
    let closing = false;
    const work = async (partsOlderThanMs: number) => {
      try {
        const purged = await purgeExpired(app.db);
        if (Object.values(purged).some((n) => n > 0)) {
          app.log.info({ purged }, 'purged expired sessions, reset links, keys and old mails');
        }
        const swept = await sweepCarts({ db: app.db, files, log: app.log });
        if (swept.carts > 0 || swept.files > 0) {
          app.log.info({ swept }, 'swept carts left for 30 days and quote files no line names');
        }
        const parts = await sweepIncoming(uploads, partsOlderThanMs);
        if (parts > 0) app.log.info({ parts }, 'removed half-received uploads');
        const money = {
          db: app.db,
          seller: sellerOf(app.config),
          publicUrl: mailedLinkBase(app.config),
          log: app.log,
          stopping: () => closing,
        };
        await invoiceDeliveredBefore(money);
        await mailMonthlyStatements(money);
        const quotes = quotesDepsOf(app);
        const expired = await expireQuotes(quotes);
        if (expired > 0) app.log.info({ expired }, 'quotes past their validity expired');
        const unattached = await sweepQuoteFiles(quotes);
        if (unattached > 0) app.log.info({ unattached }, 'removed quote files no message took');
      } catch (error) {
        app.log.warn({ err: error }, 'housekeeping failed; trying again in an hour');
      }
    };
    // One run at a time: a month's statements for thousands of companies can take longer
    // than the hour, and closing waits for the run (which stops between two statements)
    // before the database closes.
    let running: Promise<void> | undefined;
    const run = (partsOlderThanMs: number) => {
      running ??= work(partsOlderThanMs).finally(() => (running = undefined));
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onListen', async () => {
      run(app.database.kind === 'pglite' ? 0 : UPLOAD_AT_MOST_MS);
      timer = setInterval(() => run(UPLOAD_AT_MOST_MS), HOUR);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'housekeeping', dependencies: ['context'] },
);
