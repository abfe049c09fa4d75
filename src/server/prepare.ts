import { spawn } from 'node:child_process';
import { pino } from 'pino';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { isNewDatabaseDir } from '../db/data-dir-lock';
import { artworkMissing, ensureArtwork } from '../db/seed/artwork-jobs';
import { isSeeded, migrateAndSeed } from '../db/seed/seed';
import { dataPaths, mailedLinkBase, type Config } from './config';
import { seedDemoDeliveries } from './modules/deliveries/demo-deliveries';
import { seedDemoMoney } from './modules/invoices/demo-money';
import { sellerOf } from './modules/invoices/parties';
import { seedDemoQuotes } from './modules/quotes/demo-quotes';
import { quotesDepsFor } from './modules/quotes';
import { hashPassword } from './lib/password';

/** The argument that runs the server entry as the first start's preparation. */
export const PREPARE_FLAG = '--prepare';

/** How often the drawing of the artwork says how far it has got. */
const PROGRESS_EVERY_MS = 3_000;

/**
 * Whether this start has something to prepare: a new database to seed, or demo pictures to
 * draw. `database` is the open PostgreSQL handle; on PGlite the directory is looked at
 * without opening it, as the process that prepares must be the only one holding it.
 */
export async function somethingToPrepare(
  config: Config,
  database: DatabaseHandle | undefined,
): Promise<boolean> {
  const paths = dataPaths(config.dataDir);
  if (artworkMissing(paths.publicMedia)) return true;
  return database ? !(await isSeeded(database.db)) : isNewDatabaseDir(paths.pglite);
}

/**
 * The first start's work, in a process of its own (`server.js --prepare`): migrate, seed
 * a fresh database and draw the missing demo artwork, then exit. What seeding and drawing
 * take — PGlite's memory grown by the bulk load, sharp's and libvips' buffers — never
 * shrinks back in the process that took it: done here, it ends with this process, and
 * the server that then opens the shop holds what serving needs (docs/performance.md
 * "Memory"). Logs as the server does (pino JSON lines on stdout).
 */
export async function prepareShop(config: Config): Promise<void> {
  const log = pino({ level: config.logLevel });
  const paths = dataPaths(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: paths.pglite,
  });
  try {
    await migrateAndSeedLogged(database, config, log);
    const started = Date.now();
    let drawn = 0;
    let total = 0;
    let timer: NodeJS.Timeout | undefined;
    const images = await ensureArtwork(paths.publicMedia, {
      onStart: (count) => {
        total = count;
        log.info(
          { images: count },
          `drawing the demo artwork: ${count} images (first start only; this takes a while)`,
        );
        timer = setInterval(
          () =>
            log.info(
              { drawn, images: total },
              `drawing the demo artwork: ${drawn} of ${total} images`,
            ),
          PROGRESS_EVERY_MS,
        );
      },
      onDrawn: () => void drawn++,
    }).finally(() => clearInterval(timer));
    if (images) log.info({ images, ms: Date.now() - started }, 'drew the demo artwork');
  } finally {
    await database.close();
  }
}

/**
 * Applies the migrations and seeds a fresh database as the configuration says, logging
 * the seed: the first start's child does it, and every start again (a newer version's
 * migrations; the seed only if the child could not).
 */
export async function migrateAndSeedLogged(
  database: DatabaseHandle,
  config: Config,
  log: {
    info: (details: object, message: string) => void;
    warn: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  },
): Promise<void> {
  const started = Date.now();
  const seed = await migrateAndSeed(database, {
    demo: config.seedDemo,
    generatedProducts: config.seedProducts,
    hashPassword,
  });
  if (seed.seeded)
    log.info({ products: seed.products, ms: Date.now() - started }, 'seeded a fresh database');
  if (seed.seeded && config.seedDemo) {
    const orders = await seedDemoMoney(database.db, {
      seller: sellerOf(config),
      publicUrl: mailedLinkBase(config),
    });
    log.info({ orders }, 'seeded the demo invoices, payments and credit note');
    const deliveries = await seedDemoDeliveries({
      db: database.db,
      publicUrl: mailedLinkBase(config),
      inbox: config.shopInboxEmail,
    });
    log.info({ deliveries }, 'seeded the demo delivery calendar and its bookings');
    const quotes = await seedDemoQuotes(quotesDepsFor(config, database.db, log));
    log.info({ quotes }, 'seeded the demo quotes, one in each state');
  }
}

/**
 * Runs the server entry `entry` with PREPARE_FLAG in a child process and waits for it.
 * Its log lines go where this process's go. A stop asked for meanwhile (SIGTERM, SIGINT)
 * is passed on, and this process then ends; if this process dies, the child's IPC channel
 * closes and it ends too (`exitWithParent`).
 */
export async function prepareInChild(entry: string): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, entry, PREPARE_FLAG], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let stopping = false;
  const forward = (signal: NodeJS.Signals) => {
    stopping = true;
    child.kill(signal);
  };
  process.on('SIGTERM', forward);
  process.on('SIGINT', forward);
  try {
    const { code, signal } = await new Promise<{ code: number | null; signal: string | null }>(
      (resolve, reject) => {
        child.once('error', reject);
        child.once('exit', (exitCode, exitSignal) =>
          resolve({ code: exitCode, signal: exitSignal }),
        );
      },
    );
    if (stopping) process.exit(0);
    if (code !== 0) throw new PrepareFailedError(code ?? signal ?? 'unknown');
  } finally {
    process.off('SIGTERM', forward);
    process.off('SIGINT', forward);
  }
}

/** In the child: end when the server that started it has gone (its IPC channel closed). */
export function exitWithParent(): void {
  process.once('disconnect', () => process.exit(1));
}

/** The child said why it failed (its own output); this says only that the start stops. */
export class PrepareFailedError extends Error {
  constructor(exit: number | string) {
    super(`The first start's preparation (seeding, drawing the artwork) failed (${exit}).`);
    this.name = 'PrepareFailedError';
  }
}
