import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupEmbedded } from '../../db/backup';
import { dataPaths, loadConfig } from '../config';

/** `npm run backup [-- --out <folder>]`: the embedded database and the uploads, shop stopped. */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: back up the PostgreSQL server with pg_dump, and DATA_DIR/uploads ' +
      'with your file backups (docs/deployment.md). npm run backup is for the embedded database.',
  );
  process.exit(2);
}
try {
  const dir = await backupEmbedded(
    dataPaths(config.dataDir),
    path.resolve(values.out ?? path.join(config.dataDir, '..', 'backups')),
  );
  console.log(`Backed up ${config.dataDir} to ${dir}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
