/** One value of a proposal and where the page states it. */
export interface TracedFact {
  property: string;
  value: string;
  /** The markup, meta tag or element the value was read from. */
  from: string;
}

type Value = string | number | boolean | Record<string, unknown> | Record<string, unknown>[] | string[];

/** Builds a JSON-LD node whose every value is recorded with its source; absent values are skipped, never guessed. */
export class TracedNode {
  readonly node: Record<string, unknown>;

  constructor(
    type: string,
    private readonly facts: TracedFact[],
    private readonly path = '',
  ) {
    this.node = { '@type': type };
  }

  set(property: string, value: Value | null | undefined, from: string | null): boolean {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return false;
    this.node[property] = value;
    this.facts.push({
      property: this.path + property,
      value: typeof value === 'string' ? value : JSON.stringify(value).slice(0, 200),
      from: from ?? 'the page',
    });
    return true;
  }

  /** A nested node (an Offer, a PostalAddress) that is kept only if something was set on it. */
  child(property: string, type: string): TracedNode & { attach(): void } {
    const child = new TracedNode(type, this.facts, `${this.path}${property}.`);
    return Object.assign(child, {
      attach: () => {
        if (Object.keys(child.node).length > 1) this.node[property] = child.node;
      },
    });
  }
}

export type Sourced<T> = [T | null, string | null];

/** The first candidate that has a value, with its source. */
export function first<T>(...candidates: [T | null | undefined, string | null][]): Sourced<T> {
  for (const [value, from] of candidates) if (value !== null && value !== undefined && value !== '') return [value, from];
  return [null, null];
}
