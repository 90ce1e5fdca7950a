import { RichResultChecker, type AppliedRules } from '../rules/rich-result-checker.js';
import { RICH_RESULT_RULES } from '../rules/rich-result-rules.js';
import type { RuleContext, RuleSet } from '../rules/rule-set.js';
import type { Vocabulary } from '../vocabulary/vocabulary.js';
import { CheckBudget, DEFAULT_CHECK_LIMITS, type CheckLimits } from './check-limits.js';
import { checkContext } from './context-check.js';
import { documentRoots, indexNodes, resolveReference } from './document-roots.js';
import { label, typesOf, type JsonNode } from './json-ld-node.js';
import { withPlainSchemaKeys } from './plain-schema-keys.js';
import { SchemaOrgChecker } from './schema-org-checker.js';
import { recommendSeo } from './seo-recommendations.js';
import { ValidationReport } from './validation-report.js';

/** Checks a parsed JSON-LD document: context, Schema.org vocabulary, Google rich-result rules, SEO practices. */
export class JsonLdValidator {
  private readonly schemaOrg: SchemaOrgChecker;
  readonly richResults: RichResultChecker;

  constructor(
    readonly vocabulary: Vocabulary,
    rules: readonly RuleSet[] = RICH_RESULT_RULES,
  ) {
    this.schemaOrg = new SchemaOrgChecker(vocabulary);
    this.richResults = new RichResultChecker(rules);
  }

  /** Checks within `limits` (see CheckLimits); the report says what a limit cut. */
  check(input: unknown, limits: CheckLimits = DEFAULT_CHECK_LIMITS): ValidationReport {
    const document = withPlainSchemaKeys(input);
    const report = new ValidationReport(new CheckBudget(limits));
    const roots = documentRoots(document);
    if (typeof roots === 'string') {
      report.blocking(roots);
      return report;
    }
    if (roots.length === 0) {
      report.blocking('The document holds no JSON-LD object; add an object with "@context" and "@type".');
      return report;
    }
    const index = indexNodes(document);
    const context: RuleContext = { report, index, vocabulary: this.vocabulary, resolve: (value) => resolveReference(value, index) };
    const contextsChecked = new Set<JsonNode>();
    // Shared by the roots: a node two roots reach (or a root another one references) is ruled on once per rule set.
    const applied: AppliedRules = new Map();
    for (const root of roots) {
      // Past the node budget, further roots (a @graph of thousands of members) are neither checked nor ruled on.
      if (report.budget.nodesExhausted) {
        report.budget.takeNode();
        break;
      }
      if (!contextsChecked.has(root.contextHolder)) {
        contextsChecked.add(root.contextHolder);
        checkContext(root.contextHolder, label(root.contextPath, typesOf(root.contextHolder)), report);
      }
      this.schemaOrg.checkRoot(root.node, root.path, index, report);
      this.richResults.checkEntity(root.node, root.path, context, applied);
      recommendSeo(root.node, root.path, this.vocabulary, report);
    }
    return report;
  }
}
