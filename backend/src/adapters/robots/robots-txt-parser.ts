import { cpuTask } from '../../ports/cpu-work.js';

/**
 * robots.txt as RFC 9309 reads it, written for hostile files: one pass over the lines, caps on what is kept, and a
 * matcher without backtracking. robots-parser turned each pattern into a regular expression whose cost grew with
 * pattern length times path length over every rule (a 480 KB file of `/*b*b*…` lines stalled the service for 18 s).
 */
export const ROBOTS_LIMITS = {
  /** Rules kept for the groups that apply to the crawler (Google reads 500 KiB; real files keep far fewer). */
  maxRules: 2_000,
  /** Longer patterns are dropped: no real path rule needs more. */
  maxPatternChars: 1_024,
  /** Consecutive `*` are one; a pattern with more wildcards than this is dropped. */
  maxWildcards: 32,
  maxSitemaps: 50,
} as const;

export interface RobotsRule {
  allow: boolean;
  pattern: string;
}

export interface ParsedRobotsTxt {
  /** The rules of the groups for this crawler (its own token, else `*`), longest pattern first. */
  rules: RobotsRule[];
  sitemaps: string[];
  crawlDelayMs: number | null;
}

interface Group {
  agents: string[];
  rules: RobotsRule[];
  crawlDelaySeconds: number | null;
}

/** RFC 9309 §2.2.2: non-ASCII and reserved-looking octets compare in their percent-encoded form, hex in upper case. */
function normalisePattern(raw: string): string {
  let pattern = raw.replace(/\*{2,}/g, '*');
  try {
    pattern = encodeURI(decodeURI(pattern)).replace(/%25(?=[0-9A-Fa-f]{2})/g, '%');
  } catch {
    // A malformed percent escape is compared as written.
  }
  return pattern.replace(/%[0-9a-f]{2}/g, (escape) => escape.toUpperCase());
}

function ruleOf(allow: boolean, value: string): RobotsRule | null {
  if (value === '' || value.length > ROBOTS_LIMITS.maxPatternChars) return null;
  const pattern = normalisePattern(value.startsWith('/') || value.startsWith('*') ? value : `/${value}`);
  if (pattern.split('*').length - 1 > ROBOTS_LIMITS.maxWildcards) return null;
  return { allow, pattern };
}

/** Groups, sitemaps and crawl delays, in one pass; a rule before any `user-agent` line belongs to no group. */
export function parseRobotsTxt({ text, userAgent, baseUrl }: { text: string; userAgent: string; baseUrl: string }): ParsedRobotsTxt {
  const groups: Group[] = [];
  const sitemaps: string[] = [];
  let current: Group | null = null;
  let inAgentLines = false;
  for (const line of text.split(/\r\n|\r|\n/)) {
    const hash = line.indexOf('#');
    const content = (hash >= 0 ? line.slice(0, hash) : line).trim();
    const colon = content.indexOf(':');
    if (colon <= 0) continue;
    const key = content.slice(0, colon).trim().toLowerCase();
    const value = content.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!inAgentLines || !current) groups.push((current = { agents: [], rules: [], crawlDelaySeconds: null }));
      current.agents.push(value.toLowerCase());
      inAgentLines = true;
      continue;
    }
    inAgentLines = false;
    if (key === 'sitemap') {
      if (sitemaps.length < ROBOTS_LIMITS.maxSitemaps && URL.canParse(value, baseUrl)) sitemaps.push(new URL(value, baseUrl).toString());
    } else if (current && (key === 'allow' || key === 'disallow')) {
      if (current.rules.length >= ROBOTS_LIMITS.maxRules) continue;
      const rule = ruleOf(key === 'allow', value);
      if (rule) current.rules.push(rule);
    } else if (current && key === 'crawl-delay') {
      const seconds = Number(value);
      if (Number.isFinite(seconds) && seconds >= 0) current.crawlDelaySeconds = seconds;
    }
  }
  const token = userAgent.toLowerCase();
  const own = groups.filter((group) => group.agents.includes(token));
  const applicable = own.length > 0 ? own : groups.filter((group) => group.agents.includes('*'));
  const rules = applicable.flatMap((group) => group.rules).slice(0, ROBOTS_LIMITS.maxRules);
  rules.sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow));
  const delay = applicable.find((group) => group.crawlDelaySeconds !== null)?.crawlDelaySeconds ?? null;
  return { rules, sitemaps, crawlDelayMs: delay === null ? null : delay * 1000 };
}

/**
 * Does a `*`/`$` pattern match the start of the path? Leftmost matching of each literal piece is enough (a piece
 * found earlier only leaves more room for the next), so the cost is a few `indexOf` calls per piece: no backtracking.
 */
export function patternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const pieces = (anchored ? pattern.slice(0, -1) : pattern).split('*');
  const first = pieces[0]!;
  if (!path.startsWith(first)) return false;
  if (pieces.length === 1) return !anchored || path.length === first.length;
  let position = first.length;
  for (let i = 1; i < pieces.length - 1; i += 1) {
    const found = path.indexOf(pieces[i]!, position);
    if (found < 0) return false;
    position = found + pieces[i]!.length;
  }
  const last = pieces.at(-1)!;
  return anchored ? path.length - last.length >= position && path.endsWith(last) : path.indexOf(last, position) >= 0;
}

/** The longest matching rule decides, `allow` on a tie (rules come longest first); no rule: allowed. */
export function pathAllowed(rules: readonly RobotsRule[], path: string): boolean {
  if (path === '/robots.txt') return true;
  for (const rule of rules) if (patternMatches(rule.pattern, path)) return rule.allow;
  return true;
}

/** The path and query a rule is matched against, or null for a URL that cannot be judged (another origin). */
function pathOf(url: string, origin: string): string | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.origin === origin ? parsed.pathname + parsed.search : null;
}

export function judgeRobotsUrls({ rules, origin, urls }: { rules: RobotsRule[]; origin: string; urls: string[] }): boolean[] {
  return urls.map((url) => {
    const path = pathOf(url, origin);
    return path !== null && pathAllowed(rules, path);
  });
}

export const parseRobotsTxtTask = cpuTask<typeof parseRobotsTxt>(import.meta.url, 'parseRobotsTxt');
export const judgeRobotsUrlsTask = cpuTask<typeof judgeRobotsUrls>(import.meta.url, 'judgeRobotsUrls');
