/**
 * The built server as its own process, started like `npm start` (without the build
 * step) on a free port and a fresh data directory — and, for PostgreSQL, a fresh
 * database: for the benchmarks (bench/) and the reliability tests (reliability/), which
 * kill, stop, restart and run it twice.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../src/db/project-root';
import { adminQuery, serverUrl, uniqueName } from './db-engines';

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

export interface ShopData {
  dataDir: string;
  /** postgres://… of the throw-away database, or '' for PGlite. */
  databaseUrl: string;
  remove(): Promise<void>;
}

/** A seeded shop to copy: a data directory, and a database on the same server as ours. */
export interface ShopTemplate {
  dataDir: string;
  /** PostgreSQL: the template database's name. */
  database?: string;
}

/**
 * A fresh data directory and, for PostgreSQL, a fresh database beside `adminUrl`'s
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL: any database on the server) — empty, or a
 * copy of `template`.
 */
export async function freshShopData(
  engine: 'pglite' | 'postgres',
  {
    template,
    adminUrl = process.env.BENCH_DATABASE_URL ??
      process.env.TEST_DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
  }: { template?: ShopTemplate; adminUrl?: string } = {},
): Promise<ShopData> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-process-'));
  const database = engine === 'postgres' ? uniqueName('shop_proc') : undefined;
  if (template) {
    await cp(template.dataDir, dataDir, {
      recursive: true,
      // The embedded database only for PGlite; the pictures always.
      filter: (source) => engine === 'pglite' || !source.includes(`${path.sep}pglite`),
    });
  }
  if (database) {
    const copy = template?.database ? ` template ${template.database}` : '';
    await adminQuery(adminUrl, `create database ${database}${copy}`);
  }
  return {
    dataDir,
    databaseUrl: database ? serverUrl(adminUrl, database) : '',
    remove: async () => {
      await rm(dataDir, { recursive: true, force: true });
      if (database) await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
    },
  };
}

/** A log line of the server (pino JSON). */
export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ShopProcess {
  url: string;
  child: ChildProcess;
  /** Every JSON log line so far. */
  logs: LogLine[];
  /** Whatever it wrote that was not a log line (start-up errors). */
  output(): string;
  exited: Promise<Exit>;
  /** Sends the signal (SIGTERM: a graceful stop) and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

/** Every shop started here and still running: none outlives the process that started it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Errors the server logged (pino level ≥ 50). */
export const errorLogs = (shop: ShopProcess) => shop.logs.filter((line) => line.level >= 50);

/** The URL of every request the server has logged as arriving, in order. */
export const arrivedUrls = (shop: ShopProcess) =>
  shop.logs.flatMap((line) => {
    const url = (line.req as { url?: string } | undefined)?.url;
    return line.msg === 'incoming request' && url !== undefined ? [url] : [];
  });

/**
 * Starts dist/server/server.js on `data` with extra environment (LOG_LEVEL `info`
 * unless given) and resolves once /api/health answers; rejects with its output if it
 * ends first. With `echo`, its output also goes to this process's stderr (benchmarks).
 */
export async function startShop(
  data: ShopData,
  env: Record<string, string> = {},
  { echo = false, attempt = 1 }: { echo?: boolean; attempt?: number } = {},
): Promise<ShopProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(projectRoot, 'dist', 'server', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  let text = '';
  running.add(child);
  const exited = new Promise<Exit>((done) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      done({ code, signal });
    }),
  );
  const read = () => {
    let pending = '';
    return (chunk: Buffer) => {
      if (echo) process.stderr.write(chunk);
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        try {
          logs.push(JSON.parse(line) as LogLine);
        } catch {
          text += `${line}\n`;
        }
      }
    };
  };
  child.stdout.on('data', read());
  child.stderr.on('data', read());

  const url = `http://127.0.0.1:${port}`;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  let ended: Exit | undefined;
  void exited.then((exit) => (ended = exit));
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (ended) {
      // The free port was taken between our look and its bind: try another.
      if (text.includes('EADDRINUSE') && attempt < 3) {
        return startShop(data, env, { echo, attempt: attempt + 1 });
      }
      throw new Error(
        `the shop ended before it was ready (${ended.code ?? ended.signal}):\n${text}`,
      );
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error('the shop did not become healthy in 10 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, logs, output: () => text, exited, stop };
}
