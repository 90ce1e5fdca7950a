import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../engine/shared/nesting-depth.js';

/** A stored JSON-LD document: one node, a `@graph` document, or an array of nodes. */
export type JsonLdNode = { [property: string]: unknown };
export type JsonLdDocument = JsonLdNode | JsonLdNode[];

const isNode = (value: unknown): value is JsonLdNode => typeof value === 'object' && value !== null && !Array.isArray(value);

const hasType = (node: JsonLdNode) =>
  (typeof node['@type'] === 'string' && node['@type'].trim() !== '') ||
  (Array.isArray(node['@type']) && node['@type'].length > 0 && node['@type'].every((t) => typeof t === 'string'));

/** The `schemas.schema_type` column's width: the listing shows the first `@type`. */
export const MAX_TYPE_LENGTH = 200;

const typeNames = (node: JsonLdNode): unknown[] => (Array.isArray(node['@type']) ? node['@type'] : [node['@type']]);

/** A type name the library can list: within the column, and text PostgreSQL can store. */
const typeNameProblem = (node: JsonLdNode): string | null => {
  for (const name of typeNames(node)) {
    if (typeof name !== 'string') continue;
    if (name.length > MAX_TYPE_LENGTH) return `"@type" names must be at most ${MAX_TYPE_LENGTH} characters`;
    if (name.includes('\0')) return '"@type" names must not contain NUL characters';
  }
  return null;
};

const hasContext = (node: JsonLdNode) => node['@context'] !== undefined && node['@context'] !== null;

/**
 * Structural problems that make a document undeliverable as JSON-LD, keyed by JSON path. Deeper vocabulary checks
 * belong to the validator; this is the minimum every saved schema must satisfy.
 */
export function jsonLdProblems(value: unknown): Record<string, string[]> {
  if (nestsDeeperThan(value)) return { jsonLd: [`Must not nest objects and arrays more than ${MAX_JSON_DEPTH} levels deep`] };
  if (Array.isArray(value)) {
    if (value.length === 0) return { jsonLd: ['Must contain at least one JSON-LD object'] };
    const problems: Record<string, string[]> = {};
    value.forEach((node, index) => {
      const nodeProblems = nodeProblemsOf(node, true);
      if (nodeProblems.length > 0) problems[`jsonLd[${index}]`] = nodeProblems;
    });
    return problems;
  }
  const problems = nodeProblemsOf(value, true);
  return problems.length > 0 ? { jsonLd: problems } : {};
}

function nodeProblemsOf(value: unknown, topLevel: boolean): string[] {
  if (!isNode(value)) return ['Must be a JSON object (or an array of objects)'];
  const problems: string[] = [];
  if (topLevel && !hasContext(value)) problems.push('Must have "@context" (for example "https://schema.org")');
  const graph = value['@graph'];
  if (graph !== undefined) {
    if (!Array.isArray(graph) || graph.length === 0 || !graph.every(isNode)) {
      problems.push('"@graph" must be a non-empty array of objects');
    } else if (!graph.every(hasType)) {
      problems.push('Every node in "@graph" must have "@type"');
    }
  } else if (!hasType(value)) {
    problems.push('Must have "@type" (for example "Article")');
  }
  const typeProblem = [value, ...(Array.isArray(graph) ? graph.filter(isNode) : [])].map(typeNameProblem).find((p) => p !== null);
  if (typeProblem) problems.push(typeProblem);
  return problems;
}

/** The schema's type name for listings: the first `@type` of the document (or of its first graph node). */
export function primaryTypeOf(document: JsonLdDocument): string {
  const first = Array.isArray(document) ? document[0] : document;
  const node = Array.isArray(first?.['@graph']) ? (first['@graph'] as JsonLdNode[])[0] : first;
  const type = node?.['@type'];
  const name = Array.isArray(type) ? type[0] : type;
  return typeof name === 'string' ? name.replace(/^(https?:\/\/schema\.org\/|schema:)/, '') : 'Thing';
}
