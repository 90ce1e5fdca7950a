import { isNode, type JsonNode } from './json-ld-node.js';
import type { ValidationReport } from './validation-report.js';

const SCHEMA_CONTEXT = /^https?:\/\/schema\.org\/?(docs\/jsonldcontext\.json(ld)?)?$/i;

export type ContextVerdict = 'schema.org' | 'missing' | 'unknown';

/**
 * Checks a root's @context: schema.org (string, `@vocab` object or inside an array) is accepted; `http` works but
 * is flagged; any other remote context is refused because the validator never fetches contexts.
 */
export function checkContext(root: JsonNode, where: string, report: ValidationReport): ContextVerdict {
  const context = root['@context'];
  if (context === undefined) {
    report.blocking(`${where}: missing @context. Add "@context": "https://schema.org" so search engines read the types as Schema.org.`);
    return 'missing';
  }
  const entries = Array.isArray(context) ? context : [context];
  let verdict: ContextVerdict = 'unknown';
  for (const entry of entries) {
    const iri = typeof entry === 'string' ? entry : isNode(entry) ? schemaIriOf(entry) : undefined;
    if (iri !== undefined && SCHEMA_CONTEXT.test(iri.replace(/\/$/, ''))) {
      verdict = 'schema.org';
      if (iri.toLowerCase().startsWith('http://')) {
        report.warning(`${where}: @context uses "http://schema.org"; use "https://schema.org" (Schema.org serves its context over https).`);
      }
    } else if (typeof entry === 'string') {
      report.warning(
        `${where}: remote @context "${entry}" was not loaded: the validator never fetches contexts over the network, so its terms are not checked.`,
      );
    }
  }
  if (verdict === 'unknown') {
    report.blocking(`${where}: unknown @context ${JSON.stringify(context)}. Use "@context": "https://schema.org".`);
  }
  return verdict;
}

function schemaIriOf(context: JsonNode): string | undefined {
  for (const key of ['@vocab', 'schema']) {
    const value = context[key];
    if (typeof value === 'string' && SCHEMA_CONTEXT.test(value.replace(/\/$/, ''))) return value;
  }
  return undefined;
}
