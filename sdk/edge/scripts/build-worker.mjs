// Bundles the Worker into dist/worker.js: one ES module a site owner can deploy as is (wrangler or the dashboard).
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
await rm(new URL('dist', root), { recursive: true, force: true });
await build({
  absWorkingDir: root.pathname,
  entryPoints: ['src/worker/worker.ts'],
  outfile: 'dist/worker.js',
  bundle: true,
  format: 'esm',
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
});
