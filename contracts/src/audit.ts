import type { JsonLdObject } from './json-ld.js';
import type { SchemaStatus } from './schemas.js';

/** `failed`: no page of the site could be read (the summary's `error` says why); `interrupted`: discovery gave up. */
export type AuditStatus = 'running' | 'completed' | 'cancelled' | 'interrupted' | 'failed';
export type AuditPageStatus = 'queued' | 'running' | 'done' | 'failed' | 'skipped' | 'cancelled';
export const FINDING_SEVERITIES = ['error', 'warning', 'info'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];
/**
 * `invalid-json` a JSON-LD block that is not JSON; `invalid-markup` the validator's blocking issues;
 * `markup-warning` the validator's warnings; `duplicate` the same item marked up twice; `conflict` two blocks that
 * disagree about one thing; `mismatch` markup the visible page does not show; `missing-markup` a recognised page
 * kind with no structured data; `javascript-only` published markup that only the browser SDK adds (crawlers without JavaScript never see it).
 */
export const FINDING_TYPES = [
  'invalid-json',
  'invalid-markup',
  'markup-warning',
  'duplicate',
  'conflict',
  'mismatch',
  'missing-markup',
  'javascript-only',
] as const;
export type FindingType = (typeof FINDING_TYPES)[number];
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

export interface AuditMarkupItem {
  source: MarkupSource;
  schemaType: string;
  isValid: boolean;
}

/** The AI deep audit's proposal for a page without markup or with weak markup. */
export interface AuditProposal {
  schemaType: string;
  source: 'ai' | 'page-metadata';
  jsonLd: JsonLdObject;
  isValid: boolean;
  /** The draft saved from this proposal, once saved. */
  schemaId: string | null;
}

export interface AuditPageView {
  id: string;
  url: string;
  status: AuditPageStatus;
  /** 0-100 once the page is audited. */
  score: number | null;
  /** The kind of page recognised from its content (`Product`, `Article`, `FAQPage`...), or null. */
  pageKind: string | null;
  markup: AuditMarkupItem[];
  findings: AuditFinding[];
  proposal: AuditProposal | null;
  /** Why the page was not audited (unreachable, disallowed by robots.txt, redirected off the site...). */
  error: string | null;
}

export interface AuditCounts {
  found: number;
  done: number;
  failed: number;
  skipped: number;
  queued: number;
  running: number;
  cancelled: number;
}

export interface AuditSummary {
  id: string;
  clientId: string;
  status: AuditStatus;
  deep: boolean;
  /** How pages were found: listed by sitemaps, or by following links from the home page. */
  discovery: 'sitemap' | 'links' | null;
  maxPages: number;
  /** 0-100: the mean of the audited pages' scores; null until the audit completes. */
  score: number | null;
  counts: AuditCounts;
  issuesBySeverity: Record<FindingSeverity, number>;
  issuesByType: Partial<Record<FindingType, number>>;
  /** Share of audited pages carrying any structured data, 0-100. */
  coverage: number | null;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
}

/**
 * `GET .../audits/:auditId` query: one window of the audit's pages, optionally only those with a finding of one
 * severity and/or type (their findings narrowed to it). Defaults: offset 0, limit 50 (at most 200).
 */
export interface AuditPagesQuery {
  offset?: number;
  limit?: number;
  severity?: FindingSeverity;
  type?: FindingType;
}

export interface AuditView extends AuditSummary {
  /** The pages of the window asked for (every page in the PDF report), in audit order. */
  pages: AuditPageView[];
  /** Where `pages` sits among the pages that match the query: `total` of them. */
  pageWindow: { offset: number; limit: number; total: number };
  /** Deep-audit proposals of the whole audit not saved as drafts yet. */
  unsavedProposals: number;
}

export interface AuditListResponse {
  items: AuditSummary[];
}

export interface StartAuditRequest {
  /** Also propose markup for pages without markup or with weak markup (AI, or page metadata offline). */
  deep?: boolean;
}

export interface ComparedFinding extends AuditFinding {
  url: string;
}

/** `GET .../audits/:auditId/compare?with=` (default: the site's previous completed audit). */
export interface AuditComparison {
  audit: { id: string; createdAt: string; score: number | null };
  base: { id: string; createdAt: string; score: number | null } | null;
  fixed: ComparedFinding[];
  new: ComparedFinding[];
  stillOpen: ComparedFinding[];
}

export interface SaveAuditDraftsRequest {
  /** Pages whose proposals to save; omitted: every page with an unsaved proposal. */
  pageIds?: string[];
  /**
   * The explicit choice to save a proposal even where the library already holds a schema of its type for the page
   * (a second one). Default false: those proposals are skipped and listed in `skipped`.
   */
  besideExisting?: boolean;
}

/** A proposal not saved because the page already has a schema of the type in the library. */
export interface SkippedAuditDraft {
  pageId: string;
  url: string;
  schemaType: string;
  existingSchemaId: string;
  existingStatus: SchemaStatus;
}

export interface SaveAuditDraftsResponse {
  /** Draft schema ids, one per saved proposal. */
  created: string[];
  skipped: SkippedAuditDraft[];
}
