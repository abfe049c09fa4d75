import { dataPaths, loadConfig } from '../config';
import { openDatabase } from '../../db/client';
import { ensureArtwork } from '../../db/seed/artwork-jobs';
import { migrateAndSeed } from '../../db/seed/seed';
import { hashPassword } from '../lib/password';

/** `npm run db:seed`: migrate and seed the configured database if it is fresh. */
const config = loadConfig();
const paths = dataPaths(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: paths.pglite });
try {
  const result = await migrateAndSeed(database, {
    demo: config.seedDemo,
    generatedProducts: config.seedProducts,
    hashPassword,
  });
  const drawn = await ensureArtwork(paths.publicMedia);
  console.log(
    result.seeded
      ? `Seeded ${result.products} products into ${database.location}; drew ${drawn} pictures.`
      : `${database.location} already holds data: nothing seeded; drew ${drawn} missing pictures.`,
  );
} finally {
  await database.close();
}
