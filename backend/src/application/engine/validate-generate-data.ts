import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../engine/shared/nesting-depth.js';
import type { GenerateSpec } from '../../engine/generation/generate-specs.js';
import { ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import type { JsonNode } from '../../engine/validation/json-ld-node.js';
import type { Vocabulary } from '../../engine/vocabulary/vocabulary.js';
import { joiFieldErrors } from '../shared/joi-field-errors.js';
import { JOI_OPTIONS } from './data-field-errors.js';
import { generateDataSchema } from './generate-data-schema.js';

const schemaCache = new Map<GenerateSpec, ReturnType<typeof generateDataSchema>>();

/**
 * Checks `data` for a type: the rich-result spec's joi schema when there is one, and for every type that each
 * extra key is a Schema.org property of it (with a "did you mean" when it is close to one).
 */
export function validateGenerateData(type: string, spec: GenerateSpec | undefined, data: unknown, vocabulary: Vocabulary): JsonNode {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ValidationError(fieldErrors({ data: [data === undefined ? 'Required' : 'Must be an object'] }));
  }
  if (nestsDeeperThan(data))
    throw new ValidationError(fieldErrors({ data: [`Must not nest objects and arrays more than ${MAX_JSON_DEPTH} levels deep`] }));
  let values = data as JsonNode;
  let errors = {};
  if (spec) {
    const schema = schemaCache.get(spec) ?? generateDataSchema(spec);
    schemaCache.set(spec, schema);
    const result = schema.validate(values, JOI_OPTIONS);
    if (result.error) errors = joiFieldErrors(result.error, 'data');
    else values = result.value as JsonNode;
  }
  const accepted = vocabulary.propertiesOf(type);
  const unknown: Record<string, string[]> = {};
  for (const key of Object.keys(values)) {
    if (key.startsWith('@') || accepted.has(key) || (spec && Object.hasOwn(spec.fields, key))) continue;
    const suggestion = vocabulary.suggestProperty(key, [type]);
    unknown[key] = [`Not a property of ${type}${suggestion ? `; did you mean "${suggestion}"?` : ''}`];
  }
  const all = { ...fieldErrors(unknown), ...errors };
  if (Object.keys(all).length) throw new ValidationError(all);
  return values;
}
