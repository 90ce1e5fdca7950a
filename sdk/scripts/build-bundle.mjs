// Bundles src/browser into dist/sdk.js, the one file the snippet loads from `{base}/sdk.js`.
import { readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
const { version } = JSON.parse(await readFile(new URL('package.json', root), 'utf8'));

// Start from an empty dist so no file of a removed source survives into the package.
await rm(new URL('dist', root), { recursive: true, force: true });

await build({
  absWorkingDir: root.pathname,
  entryPoints: ['src/browser/main.ts'],
  outfile: 'dist/sdk.js',
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  legalComments: 'none',
  define: { __SDK_VERSION__: JSON.stringify(version) },
  logLevel: 'warning',
});
