// Derives our compact Schema.org vocabulary from the `schema-dts` declarations (the maintained npm package that
// ships the whole vocabulary with its comments) so the service never needs the network or this script at run time.
// Deterministic: same schema-dts version in, byte-identical file out. Run with `npm run generate:vocabulary`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { VocabularyData, VocabularyPropertyEntry, VocabularyTypeEntry } from '../src/engine/vocabulary/vocabulary-data.js';

const require = createRequire(import.meta.url);
const OUTPUT = fileURLToPath(new URL('../src/engine/vocabulary/schema-org.generated.ts', import.meta.url));
const MAX_DESCRIPTION = 320;

/** schema-dts models these as plain strings or numbers; Schema.org lists them as data types. */
const STRING_ALIASES = new Set([
  'Date',
  'DateTime',
  'Time',
  'URL',
  'CssSelectorType',
  'XPathType',
  'Distance',
  'Duration',
  'Energy',
  'Mass',
  'Float',
  'Integer',
]);

function cleanDescription(raw: string): string {
  const text = raw
    .replace(/\{@link (\S+?) ([^}]+)\}/g, '$2')
    .replace(/\{@link https:\/\/schema\.org\/(\S+?)\}/g, '$1')
    .replace(/\{@link (\S+?)\}/g, '$1')
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= MAX_DESCRIPTION) return text;
  const cut = text.slice(0, MAX_DESCRIPTION);
  const sentenceEnd = cut.lastIndexOf('. ');
  return sentenceEnd > 80 ? cut.slice(0, sentenceEnd + 1) : `${cut.trimEnd()}…`;
}

function docOf(node: ts.Node): { description: string; deprecated?: string } {
  const docs = (node as { jsDoc?: ts.JSDoc[] }).jsDoc ?? [];
  const doc = docs[docs.length - 1];
  if (!doc) return { description: '' };
  const description = cleanDescription(ts.getTextOfJSDocComment(doc.comment) ?? '');
  const tag = doc.tags?.find((t) => t.tagName.text === 'deprecated');
  if (!tag) return { description };
  const note = (ts.getTextOfJSDocComment(tag.comment) ?? '').replace(/https:\/\/schema\.org\//g, '').trim();
  return { description, deprecated: note || 'Superseded.' };
}

/** TypeScript names cannot start with a digit, so schema-dts writes Schema.org's `3DModel` as `_3DModel`. */
function schemaNameOf(identifier: string): string {
  return /^_\d/.test(identifier) ? identifier.slice(1) : identifier;
}

function typeNames(node: ts.TypeNode): string[] {
  if (ts.isUnionTypeNode(node)) return node.types.flatMap(typeNames);
  if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) return [schemaNameOf(node.typeName.text)];
  return [];
}

function literalMembers(node: ts.TypeNode): string[] {
  if (!ts.isUnionTypeNode(node)) return [];
  return node.types.flatMap((t) =>
    ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal) && !t.literal.text.includes(':') ? [t.literal.text] : [],
  );
}

function isSchemaName(name: string): boolean {
  return /^[A-Z0-9][A-Za-z0-9]*$/.test(name);
}

function buildVocabulary(source: string): VocabularyData {
  const file = ts.createSourceFile('schema.d.ts', source, ts.ScriptTarget.Latest, true);
  const types = new Map<string, VocabularyTypeEntry>();
  const parents = new Map<string, Set<string>>();
  const properties = new Map<string, VocabularyPropertyEntry>();
  const aliases: ts.TypeAliasDeclaration[] = [];
  const leafOf = new Set<string>();

  for (const statement of file.statements) {
    if (ts.isInterfaceDeclaration(statement) && statement.name.text.endsWith('Leaf')) {
      const typeMember = statement.members.find((m) => m.name && ts.isStringLiteral(m.name) && m.name.text === '@type');
      if (typeMember) leafOf.add(schemaNameOf(statement.name.text.slice(0, -4)));
    }
    if (ts.isTypeAliasDeclaration(statement)) {
      aliases.push(statement);
      if (statement.name.text.endsWith('Leaf')) leafOf.add(schemaNameOf(statement.name.text.slice(0, -4)));
    }
  }
  for (const alias of aliases) {
    const name = schemaNameOf(alias.name.text);
    const isType = leafOf.has(name) || STRING_ALIASES.has(name) || ['Boolean', 'Number', 'Text', 'Quantity', 'DataType'].includes(name);
    if (!isSchemaName(name) || !isType) continue;
    const { description, deprecated } = docOf(alias);
    const members = literalMembers(alias.type);
    types.set(name, { d: description, p: [], ...(members.length ? { m: members } : {}), ...(deprecated ? { x: deprecated } : {}) });
    for (const child of typeNames(alias.type)) {
      if (child === `${name}Leaf` || !isSchemaName(child)) continue;
      if (!parents.has(child)) parents.set(child, new Set());
      parents.get(child)!.add(name);
    }
  }
  for (const [name, entry] of types) entry.p = [...(parents.get(name) ?? [])].filter((p) => types.has(p)).sort();

  for (const statement of file.statements) {
    if (!ts.isInterfaceDeclaration(statement) || !statement.name.text.endsWith('Base')) continue;
    const domain = schemaNameOf(statement.name.text.slice(0, -4));
    if (!types.has(domain)) continue;
    for (const member of statement.members) {
      if (!ts.isPropertySignature(member) || !member.name || !ts.isStringLiteral(member.name) || !member.type) continue;
      const name = member.name.text;
      if (name.startsWith('@') || !ts.isTypeReferenceNode(member.type) || !member.type.typeArguments) continue;
      const range = typeNames(member.type.typeArguments[0]).filter((t) => t !== 'IdReference' && types.has(t));
      const { description, deprecated } = docOf(member);
      const entry = properties.get(name) ?? { d: description, r: [], t: [] };
      entry.r = [...new Set([...entry.r, ...range])].sort();
      entry.t = [...new Set([...entry.t, domain])].sort();
      if (deprecated) entry.x = deprecated;
      properties.set(name, entry);
    }
  }
  const sortedEntries = <T>(map: Map<string, T>) => Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { source: `schema-dts@${schemaDtsVersion()}`, types: sortedEntries(types), properties: sortedEntries(properties) };
}

function schemaDtsVersion(): string {
  return (require('schema-dts/package.json') as { version: string }).version;
}

function renderVocabularyModule(data: VocabularyData): string {
  const lines = (entries: Record<string, unknown>) =>
    Object.entries(entries)
      .map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)},`)
      .join('\n');
  return [
    '// Generated by backend/scripts/generate-vocabulary.ts from schema-dts. Do not edit; run `npm run generate:vocabulary`.',
    "import type { VocabularyData } from './vocabulary-data.js';",
    '',
    'export const SCHEMA_ORG_VOCABULARY: VocabularyData = {',
    `  source: ${JSON.stringify(data.source)},`,
    '  types: {',
    lines(data.types),
    '  },',
    '  properties: {',
    lines(data.properties),
    '  },',
    '};',
    '',
  ].join('\n');
}

export function generateVocabularyModule(): string {
  const source = readFileSync(require.resolve('schema-dts/dist/schema.d.ts'), 'utf8');
  return renderVocabularyModule(buildVocabulary(source));
}

export const VOCABULARY_OUTPUT = OUTPUT;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OUTPUT, generateVocabularyModule());
  console.log(`Wrote ${OUTPUT}`);
}
