import type { NodeLookup } from '../validation/document-roots.js';
import type { JsonNode } from '../validation/json-ld-node.js';
import type { ValueFormat } from '../validation/value-formats.js';
import type { ValidationReport } from '../validation/validation-report.js';
import type { Vocabulary } from '../vocabulary/vocabulary.js';

/** `"name"` or `"name:format"`, e.g. `"price:number"`, `"startDate:dateTime"`. */
export type PropertyRule = `${string}` | `${string}:${ValueFormat}`;

export interface RuleContext {
  readonly report: ValidationReport;
  readonly index: NodeLookup;
  readonly vocabulary: Vocabulary;
  /** Resolves `{ "@id" }` references to the node the document defines. */
  resolve(value: unknown): unknown;
}

/** A check a property list cannot express (bounds, positions, conditional requirements). */
export type CustomCheck = (node: JsonNode, path: string, context: RuleContext, rule: RuleSet) => void;

/** What Google documents for one rich-result feature (or one nested part of it). */
export interface RuleSet {
  readonly id: string;
  /** The feature's name as Google's documentation titles it. */
  readonly feature: string;
  /** Google's documentation page: the source of truth for this rule set. */
  readonly docs: string;
  /** Applies to these types and their subtypes. */
  readonly types: readonly string[];
  readonly excludeTypes?: readonly string[];
  /** Only applied through a parent's `nested` map, never to a top-level entity on its own (unless `alsoAtRoot`). */
  readonly nestedOnly?: boolean;
  /**
   * With `nestedOnly`: also applied when a node of this type is itself a top-level entity of the document (a Clip, a
   * recipe step or a store-wide return policy published on its own, to be referenced by @id from the page's other
   * markup). Google documents these parts only inside a feature, so its requirements for the part are the only
   * definition of a valid one; a part that breaks them can never count towards that feature.
   */
  readonly alsoAtRoot?: boolean;
  readonly when?: (node: JsonNode) => boolean;
  readonly required?: readonly PropertyRule[];
  readonly recommended?: readonly PropertyRule[];
  /** At least one property of each group must be present. */
  readonly oneOf?: readonly { readonly names: readonly string[]; readonly required: boolean }[];
  /**
   * Property -> ids of the rule sets that apply to its nested nodes (each rule set filters by its own types). Google
   * reads these properties as objects: a text, number or true/false value there is the wrong kind (an error when the
   * property is required, a warning otherwise), unless the property is listed in `textAccepted`.
   */
  readonly nested?: Readonly<Record<string, readonly string[]>>;
  /** Nested properties Google also reads as plain text (a name, a URL), so a text value is not the wrong kind. */
  readonly textAccepted?: readonly string[];
  readonly checks?: readonly CustomCheck[];
  /**
   * Required properties a custom check verifies because a plain list cannot (an Offer's price may sit in its
   * priceSpecification). The checker never reads this: it tells the schema builder what to ask for.
   */
  readonly checkedRequired?: readonly PropertyRule[];
  /** Set when Google no longer shows the rich result: a warning replaces the property checks. */
  readonly deprecation?: string;
}

export interface ParsedPropertyRule {
  readonly name: string;
  readonly format?: ValueFormat;
}

const parsed = new Map<string, ParsedPropertyRule>();

export function parsePropertyRule(rule: PropertyRule): ParsedPropertyRule {
  let result = parsed.get(rule);
  if (!result) {
    const [name, format] = rule.split(':');
    result = format ? { name, format: format as ValueFormat } : { name };
    parsed.set(rule, result);
  }
  return result;
}
