/**
 * An audit's findings as the domain knows them. The wire contracts (`@sdn/contracts`) describe the same shapes for
 * the API; the domain keeps its own so it never depends on the wire, and the compiler checks at the HTTP edge that
 * the two still agree.
 */
export type FindingSeverity = 'error' | 'warning' | 'info';

/**
 * `invalid-json` a JSON-LD block that is not JSON; `invalid-markup` the validator's blocking issues;
 * `markup-warning` the validator's warnings; `duplicate` the same item marked up twice; `conflict` two blocks that
 * disagree about one thing; `mismatch` markup the visible page does not show; `missing-markup` a recognised page
 * kind with no structured data.
 */
export type FindingType =
  'invalid-json' | 'invalid-markup' | 'markup-warning' | 'duplicate' | 'conflict' | 'mismatch' | 'missing-markup' | 'javascript-only';

/** Where the checked markup comes from: the page itself, or this service's published schemas for that exact URL. */
export type MarkupSource = 'json-ld' | 'microdata' | 'rdfa' | 'delivered';

export interface AuditFinding {
  type: FindingType;
  severity: FindingSeverity;
  /** The Schema.org type concerned, when there is one. */
  schemaType: string | null;
  source: MarkupSource | null;
  message: string;
  /** What to do about it, in words a developer can act on. */
  fix: string;
}

/** A finding of one page, when two audits are compared. */
export interface ComparedFinding extends AuditFinding {
  url: string;
}
