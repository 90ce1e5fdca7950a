import { structureFromText } from '../correction/structure-from-text.js';
import { childPath, isNode, label, stripSchemaPrefix, typesOf, type JsonNode } from '../validation/json-ld-node.js';
import { matchesFormat, VALUE_FORMATS, type ValueFormat } from '../validation/value-formats.js';
import { EXPECTED_VALUE_TYPES } from './expected-value-types.js';
import { parsePropertyRule, type ParsedPropertyRule, type RuleContext, type RuleSet } from './rule-set.js';
import { literalKind, shownProposal } from './value-kinds.js';

export function isMissing(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || value.every(isMissing);
  return false;
}

/**
 * Rule set ids already applied to each node during one entity's check. A node meets one to three rule sets, so a
 * short list is cheaper than a Set per node (this runs for every node of every document).
 */
export type AppliedRules = Map<JsonNode, string[]>;

/** Rule sets a nested node's types match, and whether any of them waits for a condition on the node itself. */
interface NestedCandidates {
  readonly rules: RuleSet[];
  readonly conditional: boolean;
}

/**
 * What the checker reads of a rule set for every node the rule set applies to, prepared once and in one shape: the
 * property lists parsed, the nested properties as a list. Rule sets are literals of many shapes, so reading their
 * optional fields at each application was a megamorphic lookup every time.
 */
interface RulePlan {
  readonly id: string;
  readonly deprecation: string | undefined;
  readonly required: readonly ParsedPropertyRule[];
  readonly recommended: readonly ParsedPropertyRule[];
  readonly oneOf: RuleSet['oneOf'];
  readonly checks: RuleSet['checks'];
  /** `nested` as two lists in the rule set's order: the properties, and the rule set ids for each. */
  readonly nestedProperties: readonly string[];
  readonly nestedIds: readonly (readonly string[])[];
  readonly textAccepted: readonly string[];
}

function planOf(rule: RuleSet): RulePlan {
  return {
    id: rule.id,
    deprecation: rule.deprecation,
    required: (rule.required ?? []).map(parsePropertyRule),
    recommended: (rule.recommended ?? []).map(parsePropertyRule),
    oneOf: rule.oneOf,
    checks: rule.checks,
    nestedProperties: Object.keys(rule.nested ?? {}),
    nestedIds: Object.values(rule.nested ?? {}),
    textAccepted: rule.textAccepted ?? [],
  };
}

/**
 * Applies Google's rich-result rule sets: required properties (missing or invalid -> blocking issue, as in the
 * Rich Results Test), recommended ones (-> googleRichResultWarnings), either/or groups, nested parts, custom checks.
 */
export class RichResultChecker {
  private readonly byId: ReadonlyMap<string, RuleSet>;
  /** Type matching walks the hierarchy; documents repeat the same few types, so candidate lists are memoised. */
  private readonly rootCandidates = new Map<string, RuleSet[]>();
  private readonly nestedCandidates = new Map<readonly string[], Map<string, NestedCandidates>>();
  private readonly plans: ReadonlyMap<RuleSet, RulePlan>;

  constructor(private readonly ruleSets: readonly RuleSet[]) {
    this.byId = new Map(ruleSets.map((rule) => [rule.id, rule]));
    this.plans = new Map(ruleSets.map((rule) => [rule, planOf(rule)]));
  }

  /**
   * `applied` may be shared by the top-level entities of one document, so a node they reach twice (a Clip in a
   * @graph that a VideoObject also references by @id) is checked once per rule set.
   */
  checkEntity(node: JsonNode, path: string, context: RuleContext, applied: AppliedRules = new Map()): void {
    const types = typesOf(node);
    const key = types.join(',');
    let candidates = this.rootCandidates.get(key);
    if (!candidates) {
      candidates = this.rulesFor(types, context);
      if (this.rootCandidates.size < 10_000 && isMemoisable(types, context)) this.rootCandidates.set(key, candidates);
    }
    for (const rule of candidates) if (!rule.when || rule.when(node)) this.apply(rule, node, path, context, applied);
  }

  private nestedRulesFor(ids: readonly string[], node: JsonNode, context: RuleContext): RuleSet[] {
    const type = node['@type'];
    // The memo key is the types joined; one type (nearly every node) is its own key, with no list to build.
    const key = typeof type === 'string' ? stripSchemaPrefix(type) : typesOf(node).join(',');
    let byTypes = this.nestedCandidates.get(ids);
    if (!byTypes) this.nestedCandidates.set(ids, (byTypes = new Map()));
    let candidates = byTypes.get(key);
    if (!candidates) {
      const types = typesOf(node);
      const rules = ids.flatMap((id) => this.byId.get(id) ?? []).filter((rule) => this.typeMatches(rule, types, context));
      candidates = { rules, conditional: rules.some((rule) => rule.when) };
      if (byTypes.size < 1_000 && isMemoisable(types, context)) byTypes.set(key, candidates);
    }
    const { rules, conditional } = candidates;
    return conditional ? rules.filter((rule) => !rule.when || rule.when(node)) : rules;
  }

  /**
   * Rule sets that apply to a top-level node of these types (also the vocabulary endpoint's required/recommended
   * flags, so the builder asks for what the validator will check).
   */
  rulesFor(types: readonly string[], context: Pick<RuleContext, 'vocabulary'>): RuleSet[] {
    return this.ruleSets.filter((rule) => (!rule.nestedOnly || rule.alsoAtRoot) && this.typeMatches(rule, types, context));
  }

  /**
   * Rule sets that would check a value of `valueTypes` held in a parent's property (an Offer in Product.offers).
   * Parent rule sets with a `when` count: the value being there is usually what they wait for.
   */
  rulesForNested(
    parentTypes: readonly string[],
    property: string,
    valueTypes: readonly string[] | null,
    context: Pick<RuleContext, 'vocabulary'>,
  ): RuleSet[] {
    const ids = new Set(
      this.rulesFor(parentTypes, context)
        .filter((rule) => !rule.deprecation)
        .flatMap((rule) => rule.nested?.[property] ?? []),
    );
    const rules = [...ids].flatMap((id) => this.byId.get(id) ?? []);
    return valueTypes ? rules.filter((rule) => this.typeMatches(rule, valueTypes, context)) : rules;
  }

  private typeMatches(rule: RuleSet, types: readonly string[], context: Pick<RuleContext, 'vocabulary'>): boolean {
    const { vocabulary } = context;
    if (rule.excludeTypes && vocabulary.isAnySubtypeOf(types, rule.excludeTypes)) return false;
    return vocabulary.isAnySubtypeOf(types, rule.types);
  }

  private apply(rule: RuleSet, node: JsonNode, path: string, context: RuleContext, applied: AppliedRules): void {
    // Every rule applied here comes from the constructor's list (directly or through `byId`), so it has a plan.
    const plan = this.plans.get(rule)!;
    // A node reached again through @id references (a comment answering itself) is checked once per rule.
    const rulesOnNode = applied.get(node);
    if (!rulesOnNode) applied.set(node, [plan.id]);
    else if (rulesOnNode.includes(plan.id)) return;
    else rulesOnNode.push(plan.id);
    if (plan.deprecation) {
      context.report.warning(`${label(path, typesOf(node))}: ${plan.deprecation} (${rule.docs})`);
      return;
    }
    for (const property of plan.required) this.checkProperty(node, path, property, true, rule, context);
    for (const property of plan.recommended) this.checkProperty(node, path, property, false, rule, context);
    this.checkValueKinds(rule, plan, node, path, context);
    if (plan.oneOf) this.checkGroups(rule, plan.oneOf, node, path, context);
    if (plan.checks) for (const check of plan.checks) check(node, path, context, rule);
    this.applyNested(plan, node, path, context, applied);
  }

  private checkGroups(rule: RuleSet, groups: NonNullable<RuleSet['oneOf']>, node: JsonNode, path: string, context: RuleContext): void {
    for (const group of groups) {
      if (this.fillsGroup(rule, group.names, node, context)) continue;
      const names = group.names.map((name) => `"${name}"`).join(', ');
      const message = `${label(path, typesOf(node))}: the ${rule.feature} rich result ${group.required ? 'requires' : 'works better with'} at least one of ${names}; add one.`;
      if (group.required) context.report.blocking(message);
      else context.report.richResult(message);
    }
  }

  /** A value of the wrong kind (a rating given as text) is dropped by Google, so it does not fill the group. */
  private fillsGroup(rule: RuleSet, names: readonly string[], node: JsonNode, context: RuleContext): boolean {
    for (const name of names) if (!isMissing(node[name]) && !this.hasWrongKind(rule, name, node[name], context)) return true;
    return false;
  }

  private applyNested(plan: RulePlan, node: JsonNode, path: string, context: RuleContext, applied: AppliedRules): void {
    for (let p = 0; p < plan.nestedProperties.length; p++) {
      const property = plan.nestedProperties[p]!;
      const value = node[property];
      if (value === undefined) continue;
      const isList = Array.isArray(value);
      for (let i = 0, count = isList ? value.length : 1; i < count; i++) {
        const child = context.resolve(isList ? value[i] : value);
        if (!isNode(child)) continue;
        const at = childPath(path, property, isList ? i : null);
        for (const nestedRule of this.nestedRulesFor(plan.nestedIds[p]!, child, context))
          this.apply(nestedRule, child, at, context, applied);
      }
    }
  }

  /** Whether a property Google reads as an object holds a literal (text, number, true/false) instead. */
  private hasWrongKind(rule: RuleSet, name: string, value: unknown, context: RuleContext): boolean {
    if (!rule.nested?.[name] || rule.textAccepted?.includes(name)) return false;
    if (!Array.isArray(value)) return literalKind(context.resolve(value)) !== undefined;
    for (const item of value) if (literalKind(context.resolve(item)) !== undefined) return true;
    return false;
  }

  /** The object types a nested property takes, Google's usual one first ("PostalAddress", "Place or VirtualLocation"). */
  private expectedTypes(rule: RuleSet, property: string): string[] {
    const types = new Set<string>();
    const preferred = EXPECTED_VALUE_TYPES[property];
    const checked = (rule.nested?.[property] ?? []).flatMap((id) => this.byId.get(id)?.types ?? []);
    if (preferred && checked.includes(preferred)) types.add(preferred);
    for (const type of checked) if (type !== 'Thing') types.add(type);
    return [...types];
  }

  /**
   * Text where Google reads an object (a breadcrumb trail as one string, an address as one line) is the wrong kind:
   * an error for a required property, a warning otherwise. The message proposes the structure when the text holds
   * every value of it (a rating number, named breadcrumbs).
   */
  private checkValueKinds(rule: RuleSet, plan: RulePlan, node: JsonNode, path: string, context: RuleContext): void {
    for (const property of plan.nestedProperties) {
      const value = node[property];
      if (value === undefined || plan.textAccepted.includes(property)) continue;
      const isList = Array.isArray(value);
      for (let i = 0, count = isList ? value.length : 1; i < count; i++) {
        const resolved = context.resolve(isList ? value[i] : value);
        const kind = literalKind(resolved);
        if (!kind) continue;
        const types = this.expectedTypes(rule, property);
        const expected = types.length ? `${types.join(' or ')} object` : 'an object';
        const proposal = typeof resolved === 'string' ? shownProposal(structureFromText(property, typesOf(node), resolved)) : undefined;
        const fix = proposal
          ? `write it as ${proposal}`
          : `give it as an object${types.length ? ` with "@type": "${types[0]}"` : ''} and its properties`;
        const message = `${childPath(path, property, isList ? i : null)}: "${property}" is ${kind} (${JSON.stringify(resolved).slice(0, 60)}) where the ${rule.feature} rich result reads ${expected === 'an object' ? expected : `${/^[AEIOU]/.test(expected) ? 'an' : 'a'} ${expected}`}; ${fix}.`;
        if (isRequired(rule, property)) context.report.blocking(message);
        else context.report.richResult(message);
      }
    }
  }

  private checkProperty(
    node: JsonNode,
    path: string,
    { name, format }: ParsedPropertyRule,
    required: boolean,
    rule: RuleSet,
    context: RuleContext,
  ): void {
    const value = node[name];
    if (isMissing(value)) {
      const at = childPath(path, name, null);
      const how = format ? ` as ${VALUE_FORMATS[format]}` : '';
      if (required)
        context.report.blocking(`${at}: missing required property "${name}" for the ${rule.feature} rich result. Add "${name}"${how}.`);
      else
        context.report.richResult(
          `${at}: recommended property "${name}" is missing for the ${rule.feature} rich result. Add "${name}"${how}.`,
        );
      return;
    }
    if (!format) return;
    const isList = Array.isArray(value);
    for (let i = 0, count = isList ? value.length : 1; i < count; i++) {
      const resolved = context.resolve(isList ? value[i] : value);
      if (isValueOk(resolved, format)) continue;
      const itemPath = childPath(path, name, isList ? i : null);
      const message = `${itemPath}: invalid value ${JSON.stringify(resolved)?.slice(0, 60)} for the ${rule.feature} rich result; "${name}" must be ${VALUE_FORMATS[format]}.`;
      if (required) context.report.blocking(message);
      else context.report.richResult(message);
    }
  }
}

/** Whether the rule set requires the property (directly or through a custom check); asked only for rare findings. */
function isRequired(rule: RuleSet, property: string): boolean {
  return [...(rule.required ?? []), ...(rule.checkedRequired ?? [])].some((spec) => parsePropertyRule(spec).name === property);
}

/** Only type lists made of a few vocabulary names are remembered: anything else is user input of any size. */
function isMemoisable(types: readonly string[], context: Pick<RuleContext, 'vocabulary'>): boolean {
  return types.length <= 4 && types.every((type) => context.vocabulary.type(type) !== undefined);
}

function isValueOk(value: unknown, format: ValueFormat): boolean {
  if (format === 'text' && isNode(value)) return true;
  if (format === 'url' && isNode(value))
    return typeof value.url === 'string' || typeof value.contentUrl === 'string' || typeof value['@id'] === 'string';
  return matchesFormat(value, format);
}
