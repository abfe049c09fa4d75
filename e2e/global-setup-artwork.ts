import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureArtwork } from '../src/db/seed/artwork-jobs';

declare module 'vitest' {
  export interface ProvidedContext {
    artworkDir: string;
  }
}

/**
 * The demo pictures, drawn once per run: each browser test file's shop copies them (a
 * tenth of a second) instead of drawing them again (10 s of both cores, 30 s and more
 * while the other suites run).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-artwork-'));
  await ensureArtwork(dir);
  project.provide('artworkDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
