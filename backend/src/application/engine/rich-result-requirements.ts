import type { VocabularyValueFormat } from '@sdn/contracts';
import { EXPECTED_VALUE_TYPES } from '../../engine/rules/expected-value-types.js';
import { parsePropertyRule, type RuleSet } from '../../engine/rules/rule-set.js';
import type { RichResultChecker } from '../../engine/rules/rich-result-checker.js';
import type { Vocabulary } from '../../engine/vocabulary/vocabulary.js';

export interface TypeRequirements {
  required: Set<string>;
  recommended: Set<string>;
  /** The value format a rule checks a property against (price -> number). */
  formats: Map<string, VocabularyValueFormat>;
  /** The features (as Google titles them) whose rules these are, in rule order, each once. */
  features: string[];
  deprecation?: string;
  documentationUrl?: string;
}

const isRetirement = (rule: RuleSet) => rule.deprecation !== undefined && !rule.when;
const isActive = (rule: RuleSet) => !rule.deprecation && !rule.when;

/** The notice of a rich result Google retired for this type, if any (without working out the requirements). */
export function retirementOf(type: string, rules: RichResultChecker, vocabulary: Vocabulary): string | undefined {
  return rules.rulesFor([type], { vocabulary }).find(isRetirement)?.deprecation;
}

/** The features whose rules apply to a type on its own (Product -> Product snippet, Merchant listing...). */
export function featuresOf(type: string, rules: RichResultChecker, vocabulary: Vocabulary): string[] {
  return unique(
    rules
      .rulesFor([type], { vocabulary })
      .filter((rule) => !rule.deprecation)
      .map((rule) => rule.feature),
  );
}

/** What Google asks of a type's top-level properties, read from the same rule sets the validator applies. */
export function typeRequirements(type: string, rules: RichResultChecker, vocabulary: Vocabulary): TypeRequirements {
  const applicable = rules.rulesFor([type], { vocabulary });
  const active = applicable.filter(isActive);
  const retired = applicable.find(isRetirement);
  return {
    ...collect(active),
    ...(retired ? { deprecation: retired.deprecation } : {}),
    ...(active[0] ? { documentationUrl: active[0].docs } : retired ? { documentationUrl: retired.docs } : {}),
  };
}

/** What Google asks of a type as the value of a parent's property (an Offer in Product.offers). */
export function nestedRequirements(
  type: string,
  parent: string,
  property: string,
  rules: RichResultChecker,
  vocabulary: Vocabulary,
): TypeRequirements {
  const active = rules.rulesForNested([parent], property, [type], { vocabulary }).filter(isActive);
  return { ...collect(active), ...(active[0] ? { documentationUrl: active[0].docs } : {}) };
}

/**
 * The type a new nested value starts as: Google's usual type when the range allows it, else the first type a
 * nested rule set checks there; undefined when the range holds no node type.
 */
export function expectedValueType(parent: string, property: string, rules: RichResultChecker, vocabulary: Vocabulary): string | undefined {
  const range = vocabulary.nodeRange(property).filter((type) => !vocabulary.isEnumeration(type));
  const fits = (type: string) => vocabulary.isAnySubtypeOf([type], range);
  const preferred = EXPECTED_VALUE_TYPES[property];
  if (preferred && fits(preferred)) return preferred;
  return rules
    .rulesForNested([parent], property, null, { vocabulary })
    .flatMap((rule) => rule.types)
    .find(fits);
}

/**
 * Whether a nested value is identified by its name (an author, a venue) rather than described by other properties
 * (an offer, a rating): true unless rule sets check the value there without asking for a name.
 */
export function isNamedValue(type: string, parent: string, property: string, rules: RichResultChecker, vocabulary: Vocabulary): boolean {
  const checked = rules.rulesForNested([parent], property, [type], { vocabulary }).filter(isActive);
  if (checked.length === 0) return true;
  const { required, recommended } = collect(checked);
  return required.has('name') || recommended.has('name');
}

function collect(ruleSets: readonly RuleSet[]): Pick<TypeRequirements, 'required' | 'recommended' | 'formats' | 'features'> {
  const formats = new Map<string, VocabularyValueFormat>();
  const names = (list: readonly string[] | undefined) =>
    (list ?? []).map((spec) => {
      const { name, format } = parsePropertyRule(spec);
      if (format && !formats.has(name)) formats.set(name, format);
      return name;
    });
  const required = new Set(ruleSets.flatMap((rule) => [...names(rule.required), ...names(rule.checkedRequired)]));
  const recommended = new Set(
    ruleSets.flatMap((rule) => [...names(rule.recommended), ...(rule.oneOf ?? []).flatMap((group) => group.names)]),
  );
  for (const name of required) recommended.delete(name);
  return { required, recommended, formats, features: unique(ruleSets.map((rule) => rule.feature)) };
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
