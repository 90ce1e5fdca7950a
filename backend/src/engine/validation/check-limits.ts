/**
 * How much work one document may cost. Every per-document loop whose length the author controls is bounded here:
 * a 140 KB body with thousands of made-up @type names once held the service's thread for ~10 s, because each
 * unknown name paid a "did you mean" search over the whole vocabulary (and the corrector asked again). Past a
 * limit the check goes on without that work and the answer says what was cut.
 */
export interface CheckLimits {
  /** Objects checked against the vocabulary and the rich-result rules; real documents hold a few dozen. */
  readonly maxNodes: number;
  /** "Did you mean" searches (each compares the name with every Schema.org type or property). */
  readonly maxSuggestions: number;
  /** Findings listed per category (issues, warnings, Schema.org issues, ...); the rest are counted. */
  readonly maxFindingsPerList: number;
}

export const DEFAULT_CHECK_LIMITS: CheckLimits = Object.freeze({ maxNodes: 2_000, maxSuggestions: 50, maxFindingsPerList: 100 });

/** Counts one check's spending against its limits and remembers which limits cut something. */
export class CheckBudget {
  private nodes = 0;
  private suggestions = 0;
  private readonly cuts = new Set<string>();

  constructor(readonly limits: CheckLimits = DEFAULT_CHECK_LIMITS) {}

  /** One more object to check; false once the node limit is reached (the object is then skipped). */
  takeNode(): boolean {
    if (this.nodes >= this.limits.maxNodes) {
      this.cuts.add(
        `Only the first ${this.limits.maxNodes.toLocaleString('en-US')} objects of the document were checked; the rest were not. Split the markup into smaller documents to check all of it.`,
      );
      return false;
    }
    this.nodes++;
    return true;
  }

  get nodesExhausted(): boolean {
    return this.nodes >= this.limits.maxNodes;
  }

  /** Runs a "did you mean" search while the budget lasts; afterwards the finding is reported without one. */
  suggest(search: () => string | undefined): string | undefined {
    if (this.suggestions >= this.limits.maxSuggestions) {
      this.cuts.add(`"Did you mean" suggestions were given for the first ${this.limits.maxSuggestions} unknown names only.`);
      return undefined;
    }
    this.suggestions++;
    return search();
  }

  /** A limit cut something out of this check (the corrector then stays out: it would repeat the same work). */
  get wasCut(): boolean {
    return this.cuts.size > 0;
  }

  /** What was cut, for the answer's warnings. */
  notes(): string[] {
    return [...this.cuts];
  }
}
