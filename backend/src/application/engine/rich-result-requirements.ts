import type { VocabularyValueFormat } from '@sdn/contracts';
import { EXPECTED_VALUE_TYPES } from '../../engine/rules/expected-value-types.js';
import { RICH_RESULT_RULES } from '../../engine/rules/rich-result-rules.js';
import { parsePropertyRule, type RuleSet } from '../../engine/rules/rule-set.js';
import type { RichResultChecker } from '../../engine/rules/rich-result-checker.js';
import type { Vocabulary } from '../../engine/vocabulary/vocabulary.js';
import { builderItemType } from './builder-structure.js';

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

/** One step from a node down to a nested value: the node's type and the property holding the value. */
export interface PropertyStep {
  type: string;
  property: string;
}

/**
 * Where a node sits and what it holds: `path` from the top-level entity down to the node (empty for a top-level
 * one); `present` the properties the node already has, for rule sets that apply only then (Merchant listing needs
 * `offers`). Without `present`, such rule sets are left out at the top level and kept below it.
 */
export interface NodePlace {
  path: readonly PropertyStep[];
  present?: readonly string[];
}

// Nested rule sets are named by id in their parent's `nested` map; the validator's checker keeps its map private.
const RULES_BY_ID: ReadonlyMap<string, RuleSet> = new Map(RICH_RESULT_RULES.map((rule) => [rule.id, rule]));

const isRetirement = (rule: RuleSet) => rule.deprecation !== undefined && !rule.when;

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

/**
 * The rule sets the validator may apply to a node of `type` at `path`: the top-level ones for its type, or those its
 * parents' rule sets name for it, step by step from the top-level entity; conditional ones included.
 */
export function rulesOnPath(type: string, path: readonly PropertyStep[], rules: RichResultChecker, vocabulary: Vocabulary): RuleSet[] {
  const [first, ...rest] = path;
  if (!first) return rules.rulesFor([type], { vocabulary });
  let current = rules.rulesForNested([first.type], first.property, [rest[0]?.type ?? type], { vocabulary });
  rest.forEach((step, index) => {
    const valueType = rest[index + 1]?.type ?? type;
    current = childRules(current, step.property).filter((rule) => fits(rule, valueType, vocabulary));
  });
  return current;
}

/** The rule sets the validator applies at `place`: conditional ones count when the properties present meet them. */
export function rulesAt(type: string, place: NodePlace, rules: RichResultChecker, vocabulary: Vocabulary): RuleSet[] {
  const present = place.present ? Object.fromEntries(place.present.map((name) => [name, true])) : undefined;
  return rulesOnPath(type, place.path, rules, vocabulary).filter((rule) => {
    if (!rule.when) return true;
    if (present) return rule.when(present);
    return place.path.length > 0;
  });
}

/** What Google asks of a node of `type` at `place`, read from the same rule sets the validator applies. */
export function requirementsAt(type: string, place: NodePlace, rules: RichResultChecker, vocabulary: Vocabulary): TypeRequirements {
  const applicable = rulesAt(type, place, rules, vocabulary);
  const active = applicable.filter((rule) => !rule.deprecation);
  const retired = place.path.length === 0 ? applicable.find(isRetirement) : undefined;
  return {
    ...collect(active),
    ...(retired ? { deprecation: retired.deprecation } : {}),
    ...(active[0] ? { documentationUrl: active[0].docs } : retired ? { documentationUrl: retired.docs } : {}),
  };
}

/** The rule sets `ruleSets` name for the values of one of their node's properties. */
export function childRules(ruleSets: readonly RuleSet[], property: string): RuleSet[] {
  const ids = unique(ruleSets.filter((rule) => !rule.deprecation).flatMap((rule) => rule.nested?.[property] ?? []));
  return ids.flatMap((id) => RULES_BY_ID.get(id) ?? []);
}

/**
 * The type a new value of `type.property` starts as: Google's usual type when the range allows it, else the first
 * type a nested rule set checks there, else the builder's item type; undefined when the range holds no node type.
 */
export function expectedValueType(type: string, property: string, nested: readonly RuleSet[], vocabulary: Vocabulary): string | undefined {
  const range = vocabulary.nodeRange(property).filter((candidate) => !vocabulary.isEnumeration(candidate));
  const inRange = (candidate: string) => vocabulary.isAnySubtypeOf([candidate], range);
  const preferred = EXPECTED_VALUE_TYPES[property];
  if (preferred && inRange(preferred)) return preferred;
  const checked = nested.flatMap((rule) => rule.types).find(inRange);
  if (checked) return checked;
  const item = builderItemType(type, property, (targets) => vocabulary.isAnySubtypeOf([type], targets));
  return item && inRange(item) ? item : undefined;
}

/**
 * Whether a nested value is identified by its name (an author, a venue) rather than described by other properties
 * (an offer, a rating): true unless rule sets check the value there without asking for a name.
 */
export function isNamedValue(valueType: string, nested: readonly RuleSet[], vocabulary: Vocabulary): boolean {
  const checked = nested.filter((rule) => !rule.deprecation && fits(rule, valueType, vocabulary));
  if (checked.length === 0) return true;
  const { required, recommended } = collect(checked);
  return required.has('name') || recommended.has('name');
}

function fits(rule: RuleSet, type: string, vocabulary: Vocabulary): boolean {
  if (rule.excludeTypes && vocabulary.isAnySubtypeOf([type], rule.excludeTypes)) return false;
  return vocabulary.isAnySubtypeOf([type], rule.types);
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

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
