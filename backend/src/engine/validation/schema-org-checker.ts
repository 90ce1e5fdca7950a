import type { PropertyInfo, Vocabulary } from '../vocabulary/vocabulary.js';
import { isBareReference, resolveReference, type NodeLookup } from './document-roots.js';
import { childPath, isNode, label, stripSchemaPrefix, typesOf, type JsonNode } from './json-ld-node.js';
import { LiteralRangeCheck } from './literal-range-check.js';
import type { ValidationReport } from './validation-report.js';

interface Walk {
  index: NodeLookup;
  report: ValidationReport;
  visited: Set<JsonNode>;
}

/**
 * Checks a node tree against the Schema.org vocabulary: types exist, properties exist and belong to the type,
 * values fall in each property's range. Unknown or missing types break the markup (blocking); everything else
 * is a Schema.org issue with a "did you mean" where the vocabulary has a close name.
 */
export class SchemaOrgChecker {
  /** Whether a node type fits a property's range, memoised per property and type (the hierarchy walk is costly). */
  private readonly fitCache = new Map<string, Map<string, boolean>>();

  private readonly literals: LiteralRangeCheck;
  private readonly keyNames = new Map<string, string | null>();

  constructor(private readonly vocabulary: Vocabulary) {
    this.literals = new LiteralRangeCheck(vocabulary);
  }

  checkRoot(node: JsonNode, path: string, index: NodeLookup, report: ValidationReport): void {
    this.checkNode(node, path, true, [], { index, report, visited: new Set() });
  }

  private checkNode(node: JsonNode, path: string, isRoot: boolean, expected: readonly string[], walk: Walk): void {
    if (walk.visited.has(node)) return;
    walk.visited.add(node);
    if (!walk.report.budget.takeNode()) return;
    const types = this.checkTypes(node, path, isRoot, expected, walk.report);
    for (const key in node) {
      const name = this.propertyNameOf(key);
      if (name === null) continue;
      const property = this.checkPropertyName(name, types, path, walk.report);
      if (!property) continue;
      const value = node[key];
      if (!Array.isArray(value)) this.checkValue(value, property, path, null, walk);
      else for (let i = 0; i < value.length; i++) this.checkValue(value[i], property, path, i, walk);
    }
  }

  /**
   * The Schema.org name a key stands for, or null when it is no property to check. Documents repeat the same few
   * dozen keys, so the answer is memoised (up to a bound: keys are user input).
   */
  private propertyNameOf(key: string): string | null {
    let name = this.keyNames.get(key);
    if (name === undefined) {
      name = propertyName(key);
      if (this.keyNames.size < 10_000) this.keyNames.set(key, name);
    }
    return name;
  }

  private checkTypes(node: JsonNode, path: string, isRoot: boolean, expected: readonly string[], report: ValidationReport): string[] {
    const declared = typesOf(node);
    const where = label(path, declared);
    if (declared.length === 0) {
      if (isRoot)
        report.blocking(`${where}: missing @type. Add "@type" with a Schema.org type, e.g. "Article", "Product" or "Organization".`);
      else if (expected.length) report.schemaOrg(`${where}: object has no @type; add "@type": "${expected[0]}".`);
      return [];
    }
    // The declared list itself while every type is kept (nearly always): a copy starts at the first one left out.
    let known = declared;
    for (let i = 0; i < declared.length; i++) {
      const type = declared[i]!;
      if (this.acceptType(type, where, report)) {
        if (known !== declared) known.push(type);
      } else if (known === declared) known = declared.slice(0, i);
    }
    return known;
  }

  /** A Schema.org type is detected; an unknown one is reported; another vocabulary's (prefixed, an IRI) is left alone. */
  private acceptType(type: string, where: string, report: ValidationReport): boolean {
    if (type.includes(':') || type.includes('/')) return false;
    const info = this.vocabulary.type(type);
    if (!info || this.vocabulary.isDataType(type)) {
      const suggestion = report.budget.suggest(() => this.vocabulary.suggestType(type));
      report.blocking(
        `${where}: unknown type "${type}"${suggestion ? `. Did you mean "${suggestion}"?` : '; use a type from https://schema.org/docs/full.html.'}`,
      );
      return false;
    }
    report.detectedTypes.add(type);
    if (info.x) report.warning(`${where}: type "${type}" is superseded in Schema.org (${info.x})`);
    return true;
  }

  private checkPropertyName(
    name: string,
    types: readonly string[],
    parentPath: string,
    report: ValidationReport,
  ): PropertyInfo | undefined {
    const property = this.vocabulary.property(name);
    // The path is spelled out only for a finding (no closure for it either): most properties have none, and this runs
    // for every property.
    if (!property) {
      const suggestion = report.budget.suggest(() => this.vocabulary.suggestProperty(name, types));
      report.schemaOrg(
        `${childPath(parentPath, name, null)}: "${name}" is not a Schema.org property${suggestion ? `. Did you mean "${suggestion}"?` : '; remove it or use a Schema.org property.'}`,
      );
      return undefined;
    }
    if (types.length && !this.belongsToAny(name, types)) {
      const suggestion = report.budget.suggest(() => this.vocabulary.suggestProperty(name, types));
      report.schemaOrg(
        `${childPath(parentPath, name, null)}: "${name}" is not a property of ${types.join('/')}${suggestion ? `. Did you mean "${suggestion}"?` : '.'}`,
      );
    }
    if (property.x) report.warning(`${childPath(parentPath, name, null)}: "${name}" is superseded in Schema.org (${property.x})`);
    return property;
  }

  private belongsToAny(name: string, types: readonly string[]): boolean {
    for (const type of types) if (this.vocabulary.propertiesOf(type).has(name)) return true;
    return false;
  }

  /** `index`: the value's place when the property holds a list (null otherwise), for its path. */
  private checkValue(value: unknown, property: PropertyInfo, parentPath: string, index: number | null, walk: Walk): void {
    // Most values are text or numbers: no reference to resolve.
    if (typeof value !== 'object' || value === null) return this.literals.check(value, property, parentPath, index, walk.report);
    const resolved = resolveReference(value, walk.index);
    if (!isNode(resolved)) {
      this.literals.check(resolved, property, parentPath, index, walk.report);
      return;
    }
    if (isBareReference(resolved) || resolved['@value'] !== undefined) return;
    const path = childPath(parentPath, property.name, index);
    const viaReference = isBareReference(value);
    const objectRange = this.vocabulary.nodeRange(property.name);
    if (objectRange.length && !property.r.includes('Text') && !this.anyKnownTypeFits(resolved, property, objectRange)) {
      const nestedTypes = typesOf(resolved).filter((type) => this.vocabulary.type(type));
      walk.report.schemaOrg(
        `${path}: ${nestedTypes.join('/')} is not an expected type for "${property.name}"; expected ${property.r.join(' or ')}.`,
      );
    }
    // A referenced node is checked where the document defines it, so its findings carry that path once.
    if (!viaReference) this.checkNode(resolved, path, false, objectRange, walk);
  }

  /**
   * True unless the node has a type the vocabulary knows and none of its known types fits the range (no type, or
   * only unknown ones, is judged elsewhere). Plain loops: this runs for every nested node.
   */
  private anyKnownTypeFits(node: JsonNode, property: PropertyInfo, objectRange: readonly string[]): boolean {
    const type = node['@type'];
    if (typeof type === 'string') {
      const name = stripSchemaPrefix(type);
      return !this.vocabulary.type(name) || this.fits(name, property, objectRange);
    }
    let known = false;
    for (const type of typesOf(node)) {
      if (!this.vocabulary.type(type)) continue;
      if (this.fits(type, property, objectRange)) return true;
      known = true;
    }
    return !known;
  }

  private fits(type: string, property: PropertyInfo, objectRange: readonly string[]): boolean {
    let byType = this.fitCache.get(property.name);
    if (!byType) this.fitCache.set(property.name, (byType = new Map()));
    let fits = byType.get(type);
    if (fits === undefined) {
      fits = this.vocabulary.isSubtypeOf(type, 'Role') || objectRange.some((expected) => this.vocabulary.isSubtypeOf(type, expected));
      if (byType.size < 1_000) byType.set(type, fits);
    }
    return fits;
  }
}

function propertyName(key: string): string | null {
  if (key.charCodeAt(0) === 64 /* @ */) return null;
  // Action constraints (`query-input`, `startOffset-input`) annotate an action's input, not a property value.
  if (key.endsWith('-input') || key.endsWith('-output')) return null;
  const name = stripSchemaPrefix(key);
  // Terms of other vocabularies (prefixed or full IRIs) are not Schema.org's to judge.
  return name.includes(':') || name.includes('/') ? null : name;
}
