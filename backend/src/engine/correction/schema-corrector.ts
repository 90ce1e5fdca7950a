import type { JsonLdValidator } from '../validation/json-ld-validator.js';
import type { Vocabulary } from '../vocabulary/vocabulary.js';
import { fixContext, fixPropertyNames, fixTypeNames } from './structure-fixes.js';
import { fixDatesAndDurations, fixEnumerationsAndCodes, fixNumbers, fixTextEntities } from './value-fixes.js';

type FixStep = (document: unknown, vocabulary: Vocabulary) => boolean;

/** Structure first (context, type and property names), then values, so value fixes see the corrected names. */
const STEPS: readonly FixStep[] = [
  fixContext,
  fixTypeNames,
  fixPropertyNames,
  fixTextEntities,
  fixNumbers,
  fixDatesAndDurations,
  fixEnumerationsAndCodes,
];

/**
 * Applies every fix the engine can infer. Each step is kept only when re-validating shows no more blocking issues
 * than before it, so the corrected schema is never worse than the input (a fixed type can surface that type's own
 * required properties; such a step is dropped when it would add issues).
 */
export class SchemaCorrector {
  constructor(private readonly validator: JsonLdValidator) {}

  correct(document: unknown, issuesBefore: number): unknown | null {
    let current = document;
    let candidate = clone(document);
    let issues = issuesBefore;
    let changed = false;
    for (const step of STEPS) {
      // A step that changes nothing leaves the candidate as it was, so it is reused without another copy.
      if (!step(candidate, this.validator.vocabulary)) continue;
      const after = this.validator.check(candidate).issues.size;
      if (after <= issues) {
        current = candidate;
        issues = after;
        changed = true;
      }
      candidate = clone(current);
    }
    return changed ? current : null;
  }
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
