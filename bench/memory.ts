/**
 * The server's memory for `npm run bench`: its resident set (VmRSS of /proc/PID/status,
 * as the soak reads it) after the first start of the demo shop, at rest, and at the peak
 * of each load the benchmark runs (docs/performance.md "Memory").
 */
import { readFile } from 'node:fs/promises';
import { freshShopData, startShop } from '../test/shop-process';
import type { Engine, MemoryReport } from './targets';

/** How long a started server is left alone before its memory is read "at rest". */
const SETTLE_MS = 30_000;
const SAMPLE_EVERY_MS = 250;

/** The resident memory of a process in MB, or 0 once it has gone. */
export async function rssMb(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The demo shop (no generated catalogue) on a fresh database: its memory after the first
 * start (seeding, drawing), and after a start on the data that start left, each read once
 * the server has had SETTLE_MS to itself.
 */
export async function demoShopMemory(
  engine: Engine,
): Promise<Pick<MemoryReport, 'firstStartMb' | 'restMb'>> {
  const data = await freshShopData(engine);
  try {
    const settled = async () => {
      const shop = await startShop(data, { LOG_LEVEL: 'warn' }, { echo: true });
      await pause(SETTLE_MS);
      const mb = await rssMb(shop.child.pid!);
      await shop.stop();
      return mb;
    };
    const firstStartMb = await settled();
    const restMb = await settled();
    console.log(
      `${engine}: demo shop RSS ${firstStartMb} MB after its first start, ${restMb} MB at rest`,
    );
    return { firstStartMb, restMb };
  } finally {
    await data.remove();
  }
}

/**
 * Reads the RSS of the process `pidOf()` names (the server may be restarted meanwhile)
 * every 250 ms while a load runs, and keeps each load's highest reading.
 */
export function peakWatch(pidOf: () => number | undefined) {
  const peaks: MemoryReport['peaks'] = [];
  return {
    peaks,
    async during<T>(load: string, run: () => Promise<T>): Promise<T> {
      let peak = 0;
      const sample = async () => {
        const pid = pidOf();
        if (pid) peak = Math.max(peak, await rssMb(pid));
      };
      await sample();
      const timer = setInterval(() => void sample(), SAMPLE_EVERY_MS);
      try {
        return await run();
      } finally {
        clearInterval(timer);
        await sample();
        peaks.push({ load, mb: peak });
      }
    },
  };
}
