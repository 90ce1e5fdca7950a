import type { JsonLdValidation } from './json-ld-validation.js';

/**
 * Collects findings by category. `warnings` holds every non-blocking finding (the spec's catch-all list); the
 * optional lists break the same findings down by source so clients can show them separately.
 */
export class ValidationReport {
  readonly issues = new Set<string>();
  readonly generalWarnings = new Set<string>();
  readonly schemaOrgIssues = new Set<string>();
  readonly googleRichResultWarnings = new Set<string>();
  readonly seoRecommendations = new Set<string>();
  readonly detectedTypes = new Set<string>();

  blocking(message: string): void {
    this.issues.add(message);
  }

  warning(message: string): void {
    this.generalWarnings.add(message);
  }

  schemaOrg(message: string): void {
    this.schemaOrgIssues.add(message);
  }

  richResult(message: string): void {
    this.googleRichResultWarnings.add(message);
  }

  seo(message: string): void {
    this.seoRecommendations.add(message);
  }

  get isValid(): boolean {
    return this.issues.size === 0;
  }

  /** Findings a correction could address; missing recommended properties and SEO advice need the author's content. */
  get hasCorrectableFindings(): boolean {
    return this.issues.size + this.generalWarnings.size + this.schemaOrgIssues.size > 0;
  }

  toResult(correctedSchema: unknown | null): JsonLdValidation {
    return {
      isValid: this.isValid,
      detectedTypes: [...this.detectedTypes],
      issues: [...this.issues],
      warnings: [...this.generalWarnings, ...this.schemaOrgIssues, ...this.googleRichResultWarnings],
      schemaOrgIssues: [...this.schemaOrgIssues],
      googleRichResultWarnings: [...this.googleRichResultWarnings],
      seoRecommendations: [...this.seoRecommendations],
      correctedSchema,
    };
  }
}
