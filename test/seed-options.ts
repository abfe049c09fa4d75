import { hashPassword } from '../src/server/lib/password';

/** How the tests seed a database as the server does: the demo shop, the server's hasher. */
export const DEMO_SEED = { demo: true, hashPassword } as const;

/** The same options with other fields, e.g. no demo data and generated products. */
export const seedOptions = (options: { demo: boolean; generatedProducts?: number }) => ({
  ...options,
  hashPassword,
});
