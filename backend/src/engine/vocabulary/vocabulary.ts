import { closestName } from './did-you-mean.js';
import type { VocabularyData, VocabularyPropertyEntry, VocabularyTypeEntry } from './vocabulary-data.js';

/** Schema.org data types whose values are literals, never nodes. */
export const DATA_TYPES = new Set([
  'Text',
  'URL',
  'Date',
  'DateTime',
  'Time',
  'Number',
  'Integer',
  'Float',
  'Boolean',
  'Duration',
  'Distance',
  'Energy',
  'Mass',
  'Quantity',
  'CssSelectorType',
  'XPathType',
  'PronounceableText',
  'DataType',
]);

export interface TypeInfo extends VocabularyTypeEntry {
  name: string;
}

export interface PropertyInfo extends VocabularyPropertyEntry {
  name: string;
}

/**
 * A suggestion may differ from the input by a third of its length, and no Schema.org name is longer than 40
 * characters, so longer input never has one (and is never remembered).
 */
const LONGEST_SUGGESTIBLE = 80;

/** A memo for answers computed from user input: cleared when full, so hostile input cannot grow it without bound. */
class BoundedMemo<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly capacity: number) {}

  remember(key: string, compute: () => T): T {
    if (this.entries.has(key)) return this.entries.get(key) as T;
    const value = compute();
    if (this.entries.size >= this.capacity) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }
}

/** Read-only lookups over the Schema.org vocabulary: hierarchy, inherited properties, ranges, members, suggestions. */
export class Vocabulary {
  private readonly ancestorCache = new Map<string, ReadonlySet<string>>();
  private readonly propertyCache = new Map<string, ReadonlySet<string>>();
  private readonly membersByName = new Map<string, string[]>();
  private readonly childrenByName = new Map<string, string[]>();
  private readonly typeInfos = new Map<string, TypeInfo>();
  private readonly propertyInfos = new Map<string, PropertyInfo>();
  private readonly rangeMembers = new Map<string, readonly string[]>();
  private readonly nodeRanges = new Map<string, readonly string[]>();
  /** The same misspellings come back often (and the corrector asks again what the checker asked); the answer never changes. */
  private readonly suggestions = new BoundedMemo<string | undefined>(5_000);

  constructor(private readonly data: VocabularyData) {
    for (const [name, entry] of Object.entries(data.types)) {
      for (const member of entry.m ?? []) this.membersByName.set(member, [...(this.membersByName.get(member) ?? []), name]);
      for (const parent of entry.p) this.childrenByName.set(parent, [...(this.childrenByName.get(parent) ?? []), name]);
    }
  }

  get source(): string {
    return this.data.source;
  }

  typeNames(): string[] {
    return Object.keys(this.data.types);
  }

  propertyNames(): string[] {
    return Object.keys(this.data.properties);
  }

  type(name: string): TypeInfo | undefined {
    const cached = this.typeInfos.get(name);
    if (cached || !Object.hasOwn(this.data.types, name)) return cached;
    const info = { name, ...this.data.types[name] };
    this.typeInfos.set(name, info);
    return info;
  }

  property(name: string): PropertyInfo | undefined {
    const cached = this.propertyInfos.get(name);
    if (cached || !Object.hasOwn(this.data.properties, name)) return cached;
    const info = { name, ...this.data.properties[name] };
    this.propertyInfos.set(name, info);
    return info;
  }

  /** Members of every enumeration in a property's range (empty when none), computed once per property. */
  rangeEnumerationMembers(property: string): readonly string[] {
    const cached = this.rangeMembers.get(property);
    if (cached) return cached;
    const range = this.property(property)?.r ?? [];
    const members = range.filter((type) => this.isEnumeration(type)).flatMap((type) => this.members(type));
    this.rangeMembers.set(property, members);
    return members;
  }

  /** The node types in a property's range (its data types left out), computed once per property. */
  nodeRange(property: string): readonly string[] {
    let cached = this.nodeRanges.get(property);
    if (!cached) {
      cached = (this.property(property)?.r ?? []).filter((type) => !this.isDataType(type));
      this.nodeRanges.set(property, cached);
    }
    return cached;
  }

  isDataType(name: string): boolean {
    return DATA_TYPES.has(name);
  }

  /** The type itself and every ancestor. */
  ancestors(name: string): ReadonlySet<string> {
    const cached = this.ancestorCache.get(name);
    if (cached) return cached;
    // Unknown names come from user input: answer them without growing the cache.
    if (!Object.hasOwn(this.data.types, name)) return new Set([name]);
    const result = new Set<string>([name]);
    for (const parent of this.data.types[name]?.p ?? []) for (const a of this.ancestors(parent)) result.add(a);
    this.ancestorCache.set(name, result);
    return result;
  }

  isSubtypeOf(name: string, ancestor: string): boolean {
    return this.ancestors(name).has(ancestor);
  }

  /** Whether any of the types is (a subtype of) any of the targets. */
  isAnySubtypeOf(types: readonly string[], targets: readonly string[]): boolean {
    return types.some((type) => targets.some((target) => this.isSubtypeOf(type, target)));
  }

  /** Direct subtypes, for listing e.g. every LocalBusiness kind. */
  children(name: string): string[] {
    return this.childrenByName.get(name) ?? [];
  }

  /** Every property a type may carry, inherited ones included. */
  propertiesOf(type: string): ReadonlySet<string> {
    return this.propertyCache.get(type) ?? this.collectProperties(type);
  }

  /**
   * The slow path of propertiesOf, kept in its own method: when it sat inside, the reads it makes had no type
   * feedback by the time the lookup was optimised, so every type seen for the first time deoptimised the lookup.
   */
  private collectProperties(type: string): ReadonlySet<string> {
    const ancestors = this.ancestors(type);
    const result = new Set<string>();
    for (const [name, entry] of Object.entries(this.data.properties)) {
      if (entry.t.some((domain) => ancestors.has(domain))) result.add(name);
    }
    this.propertyCache.set(type, result);
    return result;
  }

  isEnumeration(name: string): boolean {
    return this.isSubtypeOf(name, 'Enumeration') || (this.data.types[name]?.m?.length ?? 0) > 0;
  }

  /** Members of an enumeration, including those of its sub-enumerations. */
  members(name: string): string[] {
    const own = this.data.types[name]?.m ?? [];
    return [...own, ...this.children(name).flatMap((child) => this.members(child))];
  }

  /** Which enumerations list this member name (e.g. "InStock" -> ItemAvailability). */
  enumerationsOfMember(member: string): string[] {
    return this.membersByName.get(member) ?? [];
  }

  suggestType(name: string): string | undefined {
    if (name.length > LONGEST_SUGGESTIBLE) return undefined;
    return this.suggestions.remember(`type ${name}`, () =>
      closestName(
        name,
        this.typeNames().filter((n) => !this.isDataType(n)),
      ),
    );
  }

  /** The closest property the type accepts (falls back to any property when the type is unknown). */
  suggestProperty(name: string, types: readonly string[]): string | undefined {
    if (name.length > LONGEST_SUGGESTIBLE) return undefined;
    const known = [...new Set(types.filter((t) => this.type(t)))];
    return this.suggestions.remember(`property ${name} ${known.join(',')}`, () => {
      const candidates =
        known.length === 1
          ? this.propertiesOf(known[0])
          : known.length
            ? new Set(known.flatMap((t) => [...this.propertiesOf(t)]))
            : this.propertyNames();
      return closestName(name, candidates);
    });
  }
}
