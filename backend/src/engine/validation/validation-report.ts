import { CheckBudget } from './check-limits.js';
import type { JsonLdValidation } from './json-ld-validation.js';
import { type FindingCategory, locate } from './located-finding.js';

/**
 * A list of findings that keeps the first `max` and counts the rest. Repeats are found by comparing with the listed
 * messages rather than through a Set: hashing a freshly built message (about 120 characters) cost ~0.3 µs, most of
 * a finding's price, while comparing stops at the first differing length or character. The list holds at most
 * `max` (100) messages, so a repeat check stays bounded however many findings a document has.
 */
class FindingList {
  private readonly listed: string[] = [];
  omitted = 0;

  constructor(private readonly max: number) {}

  /** The listed messages, in the order found. */
  get items(): readonly string[] {
    return this.listed;
  }

  /** Whether the message was listed (not a repeat, not past the cap). */
  add(message: string): boolean {
    if (this.listed.includes(message)) return false;
    if (this.listed.length < this.max) return (this.listed.push(message), true);
    this.omitted++;
    return false;
  }

  get size(): number {
    return this.listed.length + this.omitted;
  }

  has(message: string): boolean {
    return this.listed.includes(message);
  }

  forEach(each: (message: string) => void): void {
    this.listed.forEach((message) => each(message));
  }

  [Symbol.iterator](): Iterator<string> {
    return this.listed.values();
  }
}

/**
 * Collects findings by category. `warnings` holds every non-blocking finding (the spec's catch-all list); the
 * optional lists break the same findings down by source so clients can show them separately. Each list keeps at
 * most the budget's `maxFindingsPerList` entries and the answer says how many more there were.
 */
export class ValidationReport {
  readonly issues: FindingList;
  readonly generalWarnings: FindingList;
  readonly schemaOrgIssues: FindingList;
  readonly googleRichResultWarnings: FindingList;
  readonly seoRecommendations: FindingList;
  readonly detectedTypes = new Set<string>();
  /**
   * Each listed finding once, in the order found. Its place is read from the message only in `toResult`: the
   * corrector's re-checks never present their findings, so they skip that work.
   */
  private readonly listed: { category: FindingCategory; message: string; at?: { line: number; column: number } }[] = [];

  constructor(readonly budget = new CheckBudget()) {
    const max = budget.limits.maxFindingsPerList;
    this.issues = new FindingList(max);
    this.generalWarnings = new FindingList(max);
    this.schemaOrgIssues = new FindingList(max);
    this.googleRichResultWarnings = new FindingList(max);
    this.seoRecommendations = new FindingList(max);
  }

  /** `at`: where the JSON text breaks, for syntax errors. */
  blocking(message: string, at?: { line: number; column: number }): void {
    if (this.issues.add(message)) this.record('issues', message, at);
  }

  warning(message: string): void {
    if (this.generalWarnings.add(message)) this.record('warnings', message);
  }

  schemaOrg(message: string): void {
    if (this.schemaOrgIssues.add(message)) this.record('schemaOrgIssues', message);
  }

  richResult(message: string): void {
    if (this.googleRichResultWarnings.add(message)) this.record('googleRichResultWarnings', message);
  }

  seo(message: string): void {
    if (this.seoRecommendations.add(message)) this.record('seoRecommendations', message);
  }

  private record(category: FindingCategory, message: string, at?: { line: number; column: number }): void {
    // A message listed in two categories is located once (compared, not hashed: see FindingList).
    if (this.listed.some((finding) => finding.message === message)) return;
    this.listed.push({ category, message, at });
  }

  get isValid(): boolean {
    return this.issues.size === 0;
  }

  /** Findings a correction could address; missing recommended properties and SEO advice need the author's content. */
  get hasCorrectableFindings(): boolean {
    return this.issues.size + this.generalWarnings.size + this.schemaOrgIssues.size > 0;
  }

  toResult(correctedSchema: unknown | null): JsonLdValidation {
    const cuts = [
      ...this.budget.notes(),
      ...omitted(this.issues, 'blocking issues'),
      ...omitted(this.generalWarnings, 'warnings'),
      ...omitted(this.schemaOrgIssues, 'Schema.org issues'),
      ...omitted(this.googleRichResultWarnings, 'rich-result warnings'),
      ...omitted(this.seoRecommendations, 'SEO recommendations'),
    ];
    return {
      isValid: this.isValid,
      detectedTypes: [...this.detectedTypes],
      issues: [...this.issues.items],
      warnings: [...this.generalWarnings.items, ...cuts, ...this.schemaOrgIssues.items, ...this.googleRichResultWarnings.items],
      schemaOrgIssues: [...this.schemaOrgIssues.items],
      googleRichResultWarnings: [...this.googleRichResultWarnings.items],
      seoRecommendations: [...this.seoRecommendations.items],
      correctedSchema,
      findings: [
        ...this.listed.map(({ category, message, at }) => locate(category, message, at)),
        ...cuts.map((note) => locate('warnings', note)),
      ],
    };
  }
}

function omitted(list: FindingList, what: string): string[] {
  return list.omitted > 0
    ? [`${list.omitted.toLocaleString('en-US')} more ${what} were not listed (the first ${list.items.length} are shown).`]
    : [];
}
