import type { ValidateFinding, ValidateFindingCategory, ValidateResult } from '@sdn/contracts';

/** A finding as the dashboard shows it: where it points and what it says, without the path repeated. */
export interface Finding {
  severity: ValidateFinding['severity'];
  category: ValidateFindingCategory;
  /** Property path from the document root, '' for the root node, null for the text as a whole. */
  path: string | null;
  text: string;
  line?: number;
  column?: number;
}

export interface Headline {
  tone: 'valid' | 'error' | 'warning' | 'info';
  text: string;
}

const LEADING_PATH = /^((?:\$|@?[A-Za-z][\w@]*)(?:(?:\.|\[)[^\s:]*)*):\s+(.+)$/s;
const TRAILING_PATH = /^(.+?)\s*\((?:at|path:?)\s+([^)]+)\)\.?$/s;

/** Splits "author.name: Required" or "Required (at author.name)" into a path and a message. */
export function splitPath(message: string): { path: string | null; text: string } {
  const leading = LEADING_PATH.exec(message);
  if (leading && leading[1] !== 'http' && leading[1] !== 'https')
    return { path: leading[1]!, text: leading[2]! };
  const trailing = TRAILING_PATH.exec(message);
  if (trailing) return { path: trailing[2]!.trim(), text: trailing[1]! };
  return { path: null, text: message };
}

const SEVERITY: Record<ValidateFindingCategory, Finding['severity']> = {
  issues: 'error',
  schemaOrgIssues: 'warning',
  googleRichResultWarnings: 'warning',
  warnings: 'warning',
  seoRecommendations: 'info',
};

/** The message without its "path: " prefix (the place is shown beside it). */
function textOf(finding: ValidateFinding): string {
  const prefix = finding.path ? `${finding.path}: ` : null;
  if (prefix && finding.message.startsWith(prefix)) return finding.message.slice(prefix.length);
  if (finding.path === '') return finding.message.replace(/^[A-Z][\w/]*:\s/, '');
  return finding.message;
}

/**
 * Each finding once. The engine's `findings` list carries the places; a result without it (an older server) falls
 * back to the spec's string lists, where `warnings` repeats the Schema.org and rich-result entries.
 */
export function findingsOf(result: ValidateResult): Finding[] {
  const located = result.findings ?? fromLists(result);
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const finding of located) {
    if (seen.has(finding.message)) continue;
    seen.add(finding.message);
    const { line, column } = finding;
    findings.push({
      severity: finding.severity,
      category: finding.category,
      path: finding.path,
      text: textOf(finding),
      ...(line ? { line, column } : {}),
    });
  }
  return findings;
}

function fromLists(result: ValidateResult): ValidateFinding[] {
  const lists: [ValidateFindingCategory, string[] | undefined][] = [
    ['issues', result.issues],
    ['schemaOrgIssues', result.schemaOrgIssues],
    ['googleRichResultWarnings', result.googleRichResultWarnings],
    ['warnings', result.warnings],
    ['seoRecommendations', result.seoRecommendations],
  ];
  return lists.flatMap(([category, messages]) =>
    (messages ?? []).map((message) => ({
      severity: SEVERITY[category],
      category,
      path: splitPath(message).path,
      message,
    })),
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "Valid" only when nothing at all is flagged; otherwise the counts, the worst first. */
export function headline(findings: readonly Finding[]): Headline {
  const count = (severity: Finding['severity']) =>
    findings.filter((finding) => finding.severity === severity).length;
  const [errors, warnings, tips] = [count('error'), count('warning'), count('info')];
  const parts = [
    errors && plural(errors, 'error'),
    warnings && plural(warnings, 'warning'),
    tips && plural(tips, 'recommendation'),
  ].filter(Boolean);
  if (parts.length === 0) return { tone: 'valid', text: 'Valid' };
  return { tone: errors ? 'error' : warnings ? 'warning' : 'info', text: parts.join(', ') };
}

/**
 * The form field a finding belongs to, for a document the form edits as one node: the first property of its path.
 * "offers.price" belongs to "offers", and reads "price: …" there.
 */
export function fieldOf(finding: Finding): { field: string; text: string } | null {
  const path = finding.path;
  if (!path || path.startsWith('@graph') || path.startsWith('[')) return null;
  const match = /^([^.[]+)(.*)$/.exec(path)!;
  const rest = match[2]!.replace(/^\./, '');
  return { field: match[1]!, text: rest ? `${rest}: ${finding.text}` : finding.text };
}

/** The findings of each form field, by property name. */
export function findingsByField(findings: readonly Finding[]): Map<string, Finding[]> {
  const byField = new Map<string, Finding[]>();
  for (const finding of findings) {
    const place = fieldOf(finding);
    if (!place) continue;
    byField.set(place.field, [
      ...(byField.get(place.field) ?? []),
      { ...finding, text: place.text },
    ]);
  }
  return byField;
}
