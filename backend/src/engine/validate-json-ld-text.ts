import type { JsonLdValidation } from './validation/json-ld-validation.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './shared/nesting-depth.js';
import { SchemaCorrector } from './correction/schema-corrector.js';
import type { JsonTextRepairer } from './json/json-text-repairer.js';
import { parseJsonText, type ParsedJsonText } from './json/parse-json-text.js';
import type { JsonLdValidator } from './validation/json-ld-validator.js';
import { ValidationReport } from './validation/validation-report.js';

/**
 * The whole validate flow for a JSON-LD string: parse (with line/column and repair when it is not JSON), check,
 * and propose a corrected schema when the engine can infer fixes.
 */
export class JsonLdTextValidator {
  private readonly corrector: SchemaCorrector;

  /** `repairer` turns broken JSON text into JSON (the backend's jsonrepair adapter); without one, nothing is repaired. */
  constructor(
    private readonly validator: JsonLdValidator,
    private readonly repairer?: JsonTextRepairer,
  ) {
    this.corrector = new SchemaCorrector(validator);
  }

  validate(jsonString: string): JsonLdValidation {
    return this.validateParsed(this.parse(jsonString));
  }

  /** Parses the text, with line and column of the first error and, when a repairer is given, a repaired document. */
  parse(jsonString: string): ParsedJsonText {
    return parseJsonText(jsonString, this.repairer);
  }

  /** For callers that parse first (to look at the document before choosing how to read it). */
  validateParsed(parsed: ParsedJsonText, notes: readonly string[] = []): JsonLdValidation {
    // Both the parsed document and a repaired one go through recursive checks and the corrector.
    const document = parsed.ok ? parsed.value : parsed.repaired?.value;
    if (document !== undefined && nestsDeeperThan(document)) {
      const report = new ValidationReport();
      report.blocking(
        `The document nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep; structured data is never this deep. Flatten it, or reference nodes by "@id".`,
      );
      return report.toResult(null);
    }
    if (parsed.ok) {
      const report = this.validator.check(parsed.value);
      for (const note of notes) report.warning(note);
      // The corrector re-checks the document after each fix step: only worth it (and bounded) when nothing was cut.
      const corrected =
        report.hasCorrectableFindings && !report.budget.wasCut ? this.corrector.correct(parsed.value, report.issues.size) : null;
      return report.toResult(corrected);
    }
    const report = new ValidationReport();
    report.blocking(
      `${parsed.error.message}. Fix the JSON syntax${parsed.repaired ? ' (see correctedSchema for a repaired version)' : parsed.notRepaired ? ` (the text was not repaired automatically: ${parsed.notRepaired})` : ''}.`,
      {
        line: parsed.error.line,
        column: parsed.error.column,
      },
    );
    if (!parsed.repaired) return report.toResult(null);
    // Report what the repaired document still gets wrong, so one round trip shows every problem.
    const repairedReport = this.validator.check(parsed.repaired.value);
    for (const repair of parsed.repaired.repairs) report.warning(`JSON repair: ${repair}.`);
    mergeInto(report, repairedReport);
    const corrected = repairedReport.budget.wasCut
      ? parsed.repaired.value
      : (this.corrector.correct(parsed.repaired.value, repairedReport.issues.size) ?? parsed.repaired.value);
    return report.toResult(corrected);
  }
}

function mergeInto(target: ValidationReport, source: ValidationReport): void {
  source.issues.forEach((m) => target.blocking(m));
  source.generalWarnings.forEach((m) => target.warning(m));
  source.schemaOrgIssues.forEach((m) => target.schemaOrg(m));
  source.googleRichResultWarnings.forEach((m) => target.richResult(m));
  source.seoRecommendations.forEach((m) => target.seo(m));
  source.detectedTypes.forEach((t) => target.detectedTypes.add(t));
  source.budget.notes().forEach((m) => target.warning(m));
}
