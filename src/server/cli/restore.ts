import path from 'node:path';
import { restoreEmbedded } from '../../db/backup';
import { dataPaths, loadConfig } from '../config';

/** `npm run restore -- <backup folder>`: puts a backup back into DATA_DIR, shop stopped. */
const [from] = process.argv.slice(2);
if (!from) {
  console.error('Usage: npm run restore -- <folder made by npm run backup>');
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: restore the PostgreSQL server with pg_restore (docs/deployment.md). ' +
      'npm run restore is for the embedded database.',
  );
  process.exit(2);
}
try {
  const { replaced } = await restoreEmbedded(
    config.dataDir,
    dataPaths(config.dataDir),
    path.resolve(from),
  );
  console.log(`Restored ${from} into ${config.dataDir}.`);
  for (const dir of replaced) console.log(`What was there is kept at ${dir}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
