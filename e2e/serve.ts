import { cp } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { projectRoot } from '../src/db/project-root';
import { ensureArtwork } from '../src/db/seed/artwork-jobs';
import { dataPaths } from '../src/server/config';
import { createTestApp, type TestApp } from '../test/test-app';

/** The built SPA and the API on a fresh seeded database, listening on a free port. */
export async function serveBuiltApp(): Promise<TestApp & { baseUrl: string }> {
  const t = await createTestApp({ webDir: path.join(projectRoot, 'dist', 'web') });
  const media = dataPaths(t.dataDir).publicMedia;
  // The pictures drawn once for the run (e2e/global-setup-artwork.ts); draws what is missing.
  await cp(inject('artworkDir'), media, { recursive: true });
  await ensureArtwork(media);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...t, baseUrl: address };
}
