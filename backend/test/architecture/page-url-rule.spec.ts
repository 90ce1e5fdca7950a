import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const BACKEND = fileURLToPath(new URL('../../', import.meta.url));
const VIOLATIONS = fileURLToPath(new URL('./url-rule-violations/', import.meta.url));

/** What re-implementing the page-URL rule looks like in source text. */
const MARKS: { name: string; pattern: RegExp }[] = [
  // An anchored http(s) scheme test on any host (`/^https?:\/\//`, `/^https?:\/\/[^\s]+$/`); schema.org IRIs are not page URLs.
  { name: 'scheme test', pattern: /\/\^https\?:\\\/\\\/(?:\/|\[\^)/ },
  { name: 'URL.canParse', pattern: /\bURL\.canParse\(/ },
  { name: 'own 2048 cap', pattern: /\b2_?048\b/ },
];

/**
 * Files that may carry these marks, each for its reason. Everything else asks `PageUrl` (one home per cross-cutting
 * rule: the house style).
 */
const HOMES: Record<string, string> = {
  'src/domain/shared/page-url.ts': 'the rule itself',
  'src/domain/client-site/website-url.ts': "a site's address: its own rule (a bare domain gets https://), same cap",
  'src/adapters/http/delivery/delivery-query.ts':
    'a delivery lookup key on the hot path, hand-written; a URL the rule refuses was never saved, so it matches nothing',
  'src/application/audit/site-scope.ts': 'resolves links found on a crawled page to serialized URLs of the site',
  'src/adapters/robots/robots-txt-parser.ts':
    "RFC 9309: `Sitemap:` lines and crawled URLs are judged against the robots file's origin, never saved",
};
/** Folders outside the rule: the engine checks URL values inside JSON-LD, and column widths mirror the cap. */
const OUTSIDE = [/^src\/engine\//, /^src\/adapters\/postgres\//];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** "file: mark" for every mark of the rule found outside its homes, under `root`/src. */
function copiesOfTheRule(root: string): string[] {
  return sourceFiles(join(root, 'src')).flatMap((file) => {
    const path = relative(root, file).split('\\').join('/');
    if (path in HOMES || OUTSIDE.some((folder) => folder.test(path))) return [];
    const text = readFileSync(file, 'utf8');
    return MARKS.filter(({ pattern }) => pattern.test(text)).map(({ name }) => `${path}: ${name}`);
  });
}

describe('One page-URL rule (architecture)', () => {
  it('no file outside its home re-implements the page-URL rule', () => {
    expect(copiesOfTheRule(BACKEND)).to.deep.equal([]);
  });

  it('catches each mark of a copy in the fixture', () => {
    expect(copiesOfTheRule(VIOLATIONS)).to.deep.equal([
      'src/application/own-url-check.ts: scheme test',
      'src/application/own-url-check.ts: URL.canParse',
      'src/application/own-url-check.ts: own 2048 cap',
    ]);
  });
});
