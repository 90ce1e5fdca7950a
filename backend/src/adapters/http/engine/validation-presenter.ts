import type { ValidateResult } from '@sdn/contracts';
import type { JsonLdValidation } from '../../../engine/validation/json-ld-validation.js';

/** The engine's validation result on the wire (POST /api/validate). */
export function toValidateResult(validation: JsonLdValidation): ValidateResult {
  return {
    isValid: validation.isValid,
    detectedTypes: [...validation.detectedTypes],
    issues: [...validation.issues],
    warnings: [...validation.warnings],
    schemaOrgIssues: [...validation.schemaOrgIssues],
    googleRichResultWarnings: [...validation.googleRichResultWarnings],
    seoRecommendations: [...validation.seoRecommendations],
    correctedSchema: validation.correctedSchema,
    findings: validation.findings.map((finding) => ({ ...finding })),
  };
}
