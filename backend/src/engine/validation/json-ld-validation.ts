import type { LocatedFinding } from './located-finding.js';

/**
 * What validating one JSON-LD document found. The engine's own result: the HTTP layer maps it to the wire's
 * ValidateResult, so the two can evolve apart. `warnings` holds every non-blocking finding; the three lists after it
 * break the same findings down by source.
 */
export interface JsonLdValidation {
  readonly isValid: boolean;
  readonly detectedTypes: readonly string[];
  readonly issues: readonly string[];
  readonly warnings: readonly string[];
  readonly schemaOrgIssues: readonly string[];
  readonly googleRichResultWarnings: readonly string[];
  readonly seoRecommendations: readonly string[];
  /** A corrected document when the engine could infer fixes, else null. */
  readonly correctedSchema: unknown | null;
  /** Every finding above once, with the path it is about (the lists stay as the spec has them). */
  readonly findings: readonly LocatedFinding[];
}
