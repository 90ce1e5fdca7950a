import { parsePropertyRule, type RuleSet } from '../../domain/structured-data/rules/rule-set.js';
import type { RichResultChecker } from '../../domain/structured-data/rules/rich-result-checker.js';
import type { Vocabulary } from '../../domain/structured-data/vocabulary/vocabulary.js';

export interface TypeRequirements {
  required: Set<string>;
  recommended: Set<string>;
  deprecation?: string;
  documentationUrl?: string;
}

const isRetirement = (rule: RuleSet) => rule.deprecation !== undefined && !rule.when;

/** The notice of a rich result Google retired for this type, if any (without working out the requirements). */
export function retirementOf(type: string, rules: RichResultChecker, vocabulary: Vocabulary): string | undefined {
  return rules.rulesFor([type], { vocabulary }).find(isRetirement)?.deprecation;
}

/** What Google asks of a type's top-level properties, read from the same rule sets the validator applies. */
export function typeRequirements(type: string, rules: RichResultChecker, vocabulary: Vocabulary): TypeRequirements {
  const applicable = rules.rulesFor([type], { vocabulary });
  const active = applicable.filter((rule) => !rule.deprecation && !rule.when);
  const names = (list: RuleSet['required']) => (list ?? []).map((spec) => parsePropertyRule(spec).name);
  const required = new Set(active.flatMap((rule) => names(rule.required)));
  const recommended = new Set(active.flatMap((rule) => [...names(rule.recommended), ...(rule.oneOf ?? []).flatMap((group) => group.names)]));
  for (const name of required) recommended.delete(name);
  const retired = applicable.find(isRetirement);
  return {
    required,
    recommended,
    ...(retired ? { deprecation: retired.deprecation } : {}),
    ...(active[0] ? { documentationUrl: active[0].docs } : retired ? { documentationUrl: retired.docs } : {}),
  };
}
