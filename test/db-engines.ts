import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Which engine an API test run uses: the project (vitest.config.ts) sets it. */
export type Engine = 'pglite' | 'postgres';

export function serverUrl(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export const uniqueName = (prefix: string) =>
  `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
