import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';

const bundle = await readFile(new URL('../dist/sdk.js', import.meta.url));

test('the browser bundle stays within 2 KB gzipped', () => {
  const gzipped = gzipSync(bundle, { level: 9 }).length;
  assert.ok(gzipped <= 2048, `dist/sdk.js is ${gzipped} bytes gzipped`);
});

test('the browser bundle is a self-contained script, not a module', () => {
  const source = bundle.toString('utf8');
  assert.doesNotMatch(source, /\bimport\s*[({*]|\bexport\s*[{*]|\brequire\(/);
  assert.match(source, /^"use strict";\(\(\)=>\{/);
});
