/**
 * The built server for the benchmarks: a free port, a fresh data directory (and, for
 * PostgreSQL, a fresh database), started like `npm start` and stopped afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../src/db/project-root';
import { adminQuery, serverUrl, uniqueName } from '../test/db-engines';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

export async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in 10 minutes');
}

export interface ShopData {
  dataDir: string;
  /** postgres://… of the throw-away database, or '' for PGlite. */
  databaseUrl: string;
  remove(): Promise<void>;
}

/** A fresh data directory and, for PostgreSQL, a fresh database in `adminUrl`'s server. */
export async function freshShopData(
  engine: 'pglite' | 'postgres',
  adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
): Promise<ShopData> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-bench-'));
  const database = engine === 'postgres' ? uniqueName('shop_bench') : undefined;
  if (database) await adminQuery(adminUrl, `create database ${database}`);
  return {
    dataDir,
    databaseUrl: database ? serverUrl(adminUrl, database) : '',
    remove: async () => {
      await rm(dataDir, { recursive: true, force: true });
      if (database) await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
    },
  };
}

export interface RunningShop {
  base: string;
  stop(): Promise<void>;
}

/** Starts dist/server/server.js on `data` with extra environment, once healthy. */
export async function startShop(
  data: ShopData,
  env: Record<string, string> = {},
): Promise<RunningShop> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(projectRoot, 'dist', 'server', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: data.databaseUrl,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  try {
    await waitForHealth(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
