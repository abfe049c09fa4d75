import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/client';
import { dataPaths, loadConfig } from '../config';
import { createOrResetStaff } from '../modules/admin/staff-accounts';

/**
 * `npm run admin:create -- --email staff@example.com [--password '...'] [--name '...']`:
 * creates a staff account or resets an existing one (admin role, approved, new
 * password, sessions ended). Without --password a strong one is generated and printed.
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
  },
});
if (!values.email) {
  console.error(
    'Usage: npm run admin:create -- --email <address> [--password <pw>] [--name <name>]',
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: dataPaths(config.dataDir).pglite,
});
try {
  await database.exclusive(() => database.migrate());
  const outcome = await createOrResetStaff(database.db, {
    email: values.email,
    password: values.password,
    fullName: values.name,
  });
  if (!outcome.ok) {
    console.error(outcome.message);
    process.exitCode = 1;
  } else {
    console.log(
      `${outcome.created ? 'Created' : 'Reset'} staff account ${values.email.toLowerCase()}` +
        (outcome.generated ? ` with the password: ${outcome.password}` : '.'),
    );
  }
} finally {
  await database.close();
}
