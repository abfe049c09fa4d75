import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../src/db/project-root';
import { adminQuery, serverUrl, uniqueName } from '../test/db-engines';

/** A log line of the server (pino JSON). */
export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface ShopProcess {
  url: string;
  child: ChildProcess;
  logs: LogLine[];
  /** Everything the process wrote that was not a JSON log line (start-up errors). */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const serverScript = path.join(projectRoot, 'dist', 'server', 'server.js');

/**
 * Starts the built server (`npm start` without the build step) as its own process on a
 * free port, and resolves once it says it is ready; rejects with its output if it ends
 * first. The environment is the test's alone (no DATABASE_URL unless given).
 */
export function startShop(env: Record<string, string>): Promise<ShopProcess> {
  const child = spawn(process.execPath, [serverScript], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  let text = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return new Promise<ShopProcess>((resolve, reject) => {
    let pending = '';
    const onData = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        let parsed: LogLine | undefined;
        try {
          parsed = JSON.parse(line) as LogLine;
        } catch {
          text += `${line}\n`;
          continue;
        }
        logs.push(parsed);
        const url = typeof parsed.url === 'string' ? parsed.url : undefined;
        if (parsed.msg.startsWith('shop is ready') && url) {
          resolve({
            url: url.replace('localhost', '127.0.0.1'),
            child,
            logs,
            output: () => text,
            exited,
            stop: async (signal = 'SIGTERM') => {
              if (child.exitCode === null && child.signalCode === null) child.kill(signal);
              return exited;
            },
          });
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) =>
      reject(new Error(`the shop ended before it was ready (${code ?? signal}):\n${text}`)),
    );
  });
}

/** Errors the server logged (pino level ≥ 50). */
export const errorLogs = (shop: ShopProcess) => shop.logs.filter((line) => line.level >= 50);

/**
 * Where a test's shop keeps its data: a temporary DATA_DIR and, when `postgres`, a
 * database of its own on the TEST_DATABASE_URL server. `env` is what to start it with.
 */
export async function shopStorage(engine: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-rel-'));
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = uniqueName('shop_rel');
    await adminQuery(url, `create database ${name}`);
    databaseUrl = serverUrl(url, name);
    drop = () => adminQuery(url, `drop database if exists ${name} with (force)`);
  }
  return {
    dataDir,
    databaseUrl,
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    remove: async () => {
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
