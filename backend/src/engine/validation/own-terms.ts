import { isNode } from './json-ld-node.js';

/** Context keys the validator reads itself: a schema.org @vocab, the `schema:` prefix, a default language. */
const PLAIN_CONTEXT_KEYS = new Set(['@vocab', 'schema', '@language', '@version']);

/**
 * What JSON-LD processing may cost on a request. Context processing is CPU-bound and cannot be interrupted, and
 * crafted contexts (scoped contexts, thousands of terms, deep nesting) make it explode; real markup stays far
 * below these bounds.
 */
export const OWN_TERMS_BUDGET = { terms: 100, nodes: 500, depth: 24 } as const;

export type OwnTermsVerdict = { kind: 'plain' } | { kind: 'own-terms' } | { kind: 'too-complex'; reason: string };

/**
 * Whether any @context in the document defines terms of its own (aliases, other prefixes, typed terms, @base).
 * Such a document means what a JSON-LD processor makes of it, not what its keys look like; most documents use the
 * plain schema.org context and never need that. Documents beyond the budget are checked as written.
 */
export function ownTermsVerdict(document: unknown): OwnTermsVerdict {
  const tally = { terms: 0, nodes: 0, depth: 0, scoped: false, nestedArrays: false };
  walk(document, 0, tally);
  if (tally.nestedArrays) return { kind: 'too-complex', reason: 'an @context array may not contain arrays' };
  if (tally.terms === 0) return { kind: 'plain' };
  if (tally.scoped) return { kind: 'too-complex', reason: 'scoped contexts inside term definitions are not processed' };
  const { terms, nodes, depth } = OWN_TERMS_BUDGET;
  if (tally.terms > terms || tally.nodes > nodes || tally.depth > depth) {
    return {
      kind: 'too-complex',
      reason: `documents with own terms are processed up to ${terms} terms, ${nodes} objects and ${depth} levels`,
    };
  }
  return { kind: 'own-terms' };
}

interface Tally {
  terms: number;
  nodes: number;
  depth: number;
  scoped: boolean;
  /** JSON-LD allows one level of array in @context; deeper ones are invalid (and could nest thousands deep). */
  nestedArrays: boolean;
}

function walk(value: unknown, depth: number, tally: Tally): void {
  if (depth > tally.depth) tally.depth = depth;
  // Past the budget the verdict is settled; stop walking a hostile document early.
  if (tally.nodes > OWN_TERMS_BUDGET.nodes || tally.depth > OWN_TERMS_BUDGET.depth) return;
  if (Array.isArray(value)) {
    for (const item of value) visit(item, depth + 1, tally);
    return;
  }
  if (!isNode(value)) return;
  tally.nodes++;
  for (const key in value) {
    // One keyed read for both branches: a read only the rare @context branch made had no type feedback when the
    // walk was optimised, and V8 then deoptimised and re-optimised it on every document (a loop that kept V8's
    // compiler threads busy: about as much CPU per POST /api/validate as the request thread itself).
    const child = value[key];
    if (key === '@context') countTerms(child, tally);
    else visit(child, depth + 1, tally);
  }
}

/** A text or number only counts for the depth; the walk (and its call) is for objects and arrays. */
function visit(value: unknown, depth: number, tally: Tally): void {
  if (typeof value === 'object' && value !== null) walk(value, depth, tally);
  else if (depth > tally.depth) tally.depth = depth;
}

function countTerms(context: unknown, tally: Tally, inArray = false): void {
  if (Array.isArray(context)) {
    if (inArray) return void (tally.nestedArrays = true);
    for (const item of context) countTerms(item, tally, true);
    return;
  }
  if (!isNode(context)) return;
  for (const key in context) {
    if (PLAIN_CONTEXT_KEYS.has(key)) continue;
    tally.terms++;
    const definition = context[key];
    if (isNode(definition) && definition['@context'] !== undefined) tally.scoped = true;
  }
}
