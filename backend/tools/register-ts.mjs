// Runs TypeScript sources directly (tests, benchmarks, scripts) with decorator metadata, which Node's own
// type stripping and esbuild-based loaders cannot emit. Synchronous hooks (module.registerHooks) cover both
// import and require(esm), which mocha uses to load spec files.
import { registerHooks } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const swcOptions = (filename) => ({
  filename,
  sourceMaps: 'inline',
  module: { type: 'es6' },
  jsc: {
    target: 'es2023',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
  },
});

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      // nodenext sources import './x.js'; when only './x.ts' exists, load the TypeScript file.
      const isRelative = specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('file:');
      if (isRelative && specifier.endsWith('.js') && context.parentURL) {
        const candidate = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
        if (existsSync(fileURLToPath(candidate))) return { url: candidate.href, shortCircuit: true, format: 'module' };
      }
      throw error;
    }
  },
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !/\.(ts|mts)$/.test(url) || url.includes('/node_modules/')) {
      return nextLoad(url, context);
    }
    const filename = fileURLToPath(url);
    const loaded = nextLoad(url, { ...context, format: 'module' });
    const { code } = transformSync(String(loaded.source), swcOptions(filename));
    return { format: 'module', source: code, shortCircuit: true };
  },
});
