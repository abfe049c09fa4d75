// Builds the SPA (Vite, then pre-compressed .br/.gz copies) and the server bundle
// (esbuild). `--if-stale` builds only what is missing or older than its sources, which
// is what `npm start` and the browser tests use.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(entries) {
  let newest = 0;
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const name of readdirSync(file)) visit(path.join(file, name));
    } else if (!/\.test\.tsx?$/.test(file)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  entries.forEach(visit);
  return newest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const common = [at('package.json'), at('package-lock.json'), at('tsconfig.json')];

const targets = {
  web: {
    output: at('dist', 'web', 'index.html'),
    sources: [at('src', 'web'), at('src', 'shared'), at('vite.config.ts'), ...common],
    build: buildWeb,
  },
  server: {
    output: at('dist', 'server', 'server.js'),
    sources: [at('src', 'server'), at('src', 'db'), at('src', 'shared'), ...common],
    build: buildServer,
  },
};

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function compressTree(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      compressTree(file);
    } else if (COMPRESSIBLE.test(name)) {
      const body = readFileSync(file);
      if (body.length < 512) continue;
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    }
  }
}

function buildWeb() {
  execFileSync(
    process.execPath,
    [at('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      // Always React's production build, also when the tests (NODE_ENV=test) build it.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  compressTree(at('dist', 'web'));
}

async function buildServer() {
  const esbuild = await import('esbuild');
  await esbuild.build({
    entryPoints: [at('src', 'server', 'server.ts')],
    outfile: targets.server.output,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

export async function build({ ifStale = false } = {}) {
  for (const [name, target] of Object.entries(targets)) {
    const stale = mtime(target.output) < newestMtime(target.sources);
    if (ifStale && !stale) continue;
    const started = Date.now();
    await target.build();
    console.log(`built ${name} in ${Date.now() - started} ms`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build({ ifStale: process.argv.includes('--if-stale') });
}
