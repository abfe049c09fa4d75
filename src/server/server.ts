import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { openDatabase } from '../db/client';
import { projectRoot } from '../db/project-root';
import { buildApp } from './app';
import { dataPaths, loadConfig } from './config';
import {
  exitWithParent,
  migrateAndSeedLogged,
  PREPARE_FLAG,
  prepareInChild,
  prepareShop,
  somethingToPrepare,
} from './prepare';

/**
 * Starts the shop: a first start (a fresh database, or demo pictures missing) first seeds
 * and draws in a child process (prepare.ts); then migrate, listen.
 */
async function main(): Promise<void> {
  const config = { ...loadConfig(), webDir: path.join(projectRoot, 'dist', 'web') };
  if (process.argv.includes(PREPARE_FLAG)) {
    exitWithParent();
    await prepareShop(config);
    process.exit(0);
  }
  const paths = dataPaths(config.dataDir);
  const open = () => openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: paths.pglite });
  // On PostgreSQL the database is asked whether it is seeded; PGlite's directory is not
  // opened until the child that prepares it has closed it (one process at a time).
  const postgres = config.databaseUrl ? await open() : undefined;
  if (await somethingToPrepare(config, postgres))
    await prepareInChild(fileURLToPath(import.meta.url));
  // PGlite's WebAssembly compiled by V8's baseline compiler (Liftoff) only: the optimised
  // code it otherwise compiles as well cost 40-90 MB more, at rest and under load, for no
  // clear difference in speed. Set before PGlite compiles it, and not for a server without
  // PGlite. And with PGlite's 140 MB in the process, V8 lets its heap grow to twice what
  // survived the last full collection, not up to four times: under a thousand requests at
  // once the peak is some 90 MB lower (docs/performance.md "Memory").
  if (!postgres) {
    v8.setFlagsFromString('--liftoff-only');
    v8.setFlagsFromString('--heap-growing-percent=100');
  }
  const database = postgres ?? (await open());
  const app = await buildApp({
    config,
    database,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
  });
  const log = app.log;

  await migrateAndSeedLogged(database, config, log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1); // a second signal: stop now
    closing = true;
    log.info({ signal }, 'closing: finishing in-flight requests');
    const timer = setTimeout(() => {
      log.error('in-flight requests did not finish in 10 s; exiting');
      process.exit(1);
    }, 10_000);
    try {
      await app.close();
      await database.close();
      log.info('closed');
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info(
    { url: `http://localhost:${port}`, database: database.location, dataDir: config.dataDir },
    `shop is ready at http://localhost:${port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  // A refusal that says what to do needs no stack trace beside it.
  const explained = ['DataDirLockedError', 'DamagedDatabaseError', 'PrepareFailedError'];
  if (error instanceof Error && !explained.includes(error.name)) console.error(error.stack);
  process.exit(1);
});
