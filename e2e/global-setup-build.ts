import { execFileSync } from 'node:child_process';

/** The browser tests run against the built SPA: build it when missing or stale. */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
}
