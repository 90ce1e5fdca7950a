import type { Vocabulary } from './vocabulary.js';

const SCHEMA = 'http://schema.org/';

/**
 * The schema.org JSON-LD context, derived from our vocabulary so it can be served from memory: every type and
 * property as a `schema:` term, URL-only properties typed `@id` and date-only ones typed as dates, as the
 * published context does.
 */
export function buildSchemaOrgContext(vocabulary: Vocabulary): Record<string, unknown> {
  const terms: Record<string, unknown> = { '@vocab': SCHEMA, schema: SCHEMA, id: '@id', type: '@type' };
  for (const type of vocabulary.typeNames()) terms[type] = { '@id': `schema:${type}` };
  for (const name of vocabulary.propertyNames()) {
    const range = vocabulary.property(name)!.r;
    if (range.length === 1 && range[0] === 'URL') terms[name] = { '@id': `schema:${name}`, '@type': '@id' };
    else if (range.length === 1 && (range[0] === 'Date' || range[0] === 'DateTime'))
      terms[name] = { '@id': `schema:${name}`, '@type': `schema:${range[0]}` };
    else terms[name] = { '@id': `schema:${name}` };
  }
  return { '@context': terms };
}
