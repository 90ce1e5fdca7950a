import type { AuditFinding, FindingType } from './audit-finding.js';

/**
 * What one page may add to an audit. A page is tenant-controlled: 5,000 priced Products on one page gave 10,003
 * findings and a 2.65 MiB audit answer. Beyond these, the page's markup is counted, not checked, and its findings
 * are summarised per kind ("N more …"), so an audit's size grows with its pages, never with one page's content.
 */
export const PAGE_LIMITS = {
  /** Markup blocks (JSON-LD scripts, microdata and RDFa items, delivered schemas) checked per page. */
  blocks: 100,
  /** Items read from one block (a `@graph` of thousands of nodes is one block). */
  items: 100,
  /** Findings listed per page; the rest become one summary finding per kind (at most 7 more). */
  findings: 50,
} as const;

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

const KIND_NAMES: Record<FindingType, string> = {
  'invalid-json': 'unreadable JSON-LD',
  'invalid-markup': 'invalid markup',
  'markup-warning': 'markup warning',
  duplicate: 'duplicate',
  conflict: 'conflict',
  mismatch: 'mismatch',
  'missing-markup': 'missing markup',
};

/** The note for markup blocks past the cap: counted, so the page still shows how much markup it carries. */
export function uncheckedBlocksFinding(unchecked: number): AuditFinding {
  return {
    type: 'markup-warning',
    severity: 'warning',
    schemaType: null,
    source: null,
    message: `${unchecked} more markup blocks on this page were not checked (an audit checks the first ${PAGE_LIMITS.blocks}).`,
    fix: 'A page rarely needs this much markup: keep one item per thing the page is about, then audit again.',
  };
}

/** The page's findings, errors first, at most the cap; the rest summarised as "N more" per kind. */
export function limitFindings(findings: AuditFinding[], max: number = PAGE_LIMITS.findings): AuditFinding[] {
  if (findings.length <= max) return findings;
  const ordered = findings
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => SEVERITY_ORDER[a.finding.severity] - SEVERITY_ORDER[b.finding.severity] || a.index - b.index)
    .map(({ finding }) => finding);
  const overflow = new Map<FindingType, AuditFinding[]>();
  for (const finding of ordered.slice(max)) {
    const group = overflow.get(finding.type);
    if (group) group.push(finding);
    else overflow.set(finding.type, [finding]);
  }
  return [...ordered.slice(0, max), ...[...overflow].map(([type, group]) => summaryOf(type, group))];
}

function summaryOf(type: FindingType, group: AuditFinding[]): AuditFinding {
  const severity = group.reduce(
    (worst, f) => (SEVERITY_ORDER[f.severity] < SEVERITY_ORDER[worst] ? f.severity : worst),
    group[0]!.severity,
  );
  const types = [...new Set(group.map((f) => f.schemaType).filter((t): t is string => t !== null))];
  return {
    type,
    severity,
    schemaType: types.length === 1 ? types[0]! : null,
    source: null,
    message: `${group.length} more ${KIND_NAMES[type]} findings on this page are not listed. For example: ${group[0]!.message}`,
    fix: group[0]!.fix,
  };
}
