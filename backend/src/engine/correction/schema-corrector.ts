import type { JsonLdValidator } from '../validation/json-ld-validator.js';
import { locate } from '../validation/located-finding.js';
import type { ValidationReport } from '../validation/validation-report.js';
import type { Vocabulary } from '../vocabulary/vocabulary.js';
import { fixContext, fixPropertyNames, fixTypeNames } from './structure-fixes.js';
import { fixTextStructures } from './text-structures.js';
import { fixDatesAndDurations, fixEnumerationsAndCodes, fixNumbers, fixTextEntities } from './value-fixes.js';

/** Whether the step changed the document, or the paths of the values it gave a new structure (see fixTextStructures). */
type FixStep = (document: unknown, vocabulary: Vocabulary) => boolean | readonly string[];

/** Structure first (context, type and property names), then values, so value fixes see the corrected names. */
const STEPS: readonly FixStep[] = [
  fixContext,
  fixTypeNames,
  fixPropertyNames,
  fixTextEntities,
  fixTextStructures,
  fixNumbers,
  fixDatesAndDurations,
  fixEnumerationsAndCodes,
];

/**
 * Applies every fix the engine can infer. Each step is kept only when re-validating shows no more blocking issues
 * than before it, so the corrected schema is never worse than the input (a fixed type can surface that type's own
 * required properties; such a step is dropped when it would add issues). The one exception is a value given the
 * structure Google reads (a rating, breadcrumbs): the issues inside it name what only the author can add (a review
 * count, the breadcrumbs' URLs) and are not counted against it; the wrong-kind error it removes always is.
 */
export class SchemaCorrector {
  constructor(private readonly validator: JsonLdValidator) {}

  correct(document: unknown, issuesBefore: number): unknown | null {
    let current = document;
    // The copy of `current` the next step may change; made when a step needs it, so the last step leaves none behind.
    let candidate: unknown;
    let issues = issuesBefore;
    let changed = false;
    for (const step of STEPS) {
      // A step that changes nothing leaves the candidate as it was, so it is reused without another copy.
      candidate ??= clone(current);
      const outcome = step(candidate, this.validator.vocabulary);
      if (outcome === false || (Array.isArray(outcome) && outcome.length === 0)) continue;
      const report = this.validator.check(candidate);
      const after = Array.isArray(outcome) ? issuesOutside(report, outcome) : report.issues.size;
      if (after <= issues) {
        current = candidate;
        issues = after;
        changed = true;
      }
      candidate = undefined;
    }
    return changed ? current : null;
  }
}

/** Blocking issues except those located inside the given paths. */
function issuesOutside(report: ValidationReport, paths: readonly string[]): number {
  let count = report.issues.omitted;
  for (const message of report.issues) {
    const at = locate('issues', message).path;
    const inside = at !== null && paths.some((path) => at === path || at.startsWith(`${path}.`) || at.startsWith(`${path}[`));
    if (!inside) count++;
  }
  return count;
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
