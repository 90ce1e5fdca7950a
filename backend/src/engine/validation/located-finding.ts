/** The spec's list a finding is in. */
export type FindingCategory = 'issues' | 'warnings' | 'schemaOrgIssues' | 'googleRichResultWarnings' | 'seoRecommendations';

/** A finding with where it points, so clients can show it on the field it is about. */
export interface LocatedFinding {
  readonly severity: 'error' | 'warning' | 'info';
  readonly category: FindingCategory;
  /** Property path from the document root; '' for the root node; null for the text as a whole. */
  readonly path: string | null;
  readonly message: string;
  /** 1-based, for JSON syntax errors. */
  readonly line?: number;
  readonly column?: number;
}

const SEVERITY: Record<FindingCategory, LocatedFinding['severity']> = {
  issues: 'error',
  warnings: 'warning',
  schemaOrgIssues: 'warning',
  googleRichResultWarnings: 'warning',
  seoRecommendations: 'info',
};

// Every check writes "<where>: <what>", where <where> is a property path (lower-case first letter, "@graph", "@type",
// "@context") or, for the root node, its type name(s) ("Product", "Product/Offer") or "document".
const PATH_PREFIX = /^((?:@[a-z]+|[a-z][\w-]*)(?:\[\d+\])*(?:\.(?:@[a-z]+|[A-Za-z][\w-]*)(?:\[\d+\])*)*):\s/;
const ROOT_PREFIX = /^(?:[A-Z][\w]*(?:\/[A-Z][\w]*)*|document):\s/;

/** Reads the place from the engine's own message convention (the one place that knows it). */
export function locate(category: FindingCategory, message: string, at?: { line: number; column: number }): LocatedFinding {
  const severity = SEVERITY[category];
  if (at) return { severity, category, path: null, message, line: at.line, column: at.column };
  const path = PATH_PREFIX.exec(message);
  if (path) return { severity, category, path: path[1]!, message };
  return { severity, category, path: ROOT_PREFIX.test(message) ? '' : null, message };
}
