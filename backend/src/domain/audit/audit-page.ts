import type { RunItem } from '../runs/run-item.js';
import type { AuditFinding, MarkupSource } from './audit-finding.js';

/** Where an audited page stands: `skipped` pages are recorded with their reason and never fetched (robots.txt). */
export type AuditPageStatus = 'queued' | 'running' | 'done' | 'failed' | 'skipped' | 'cancelled';

export interface AuditMarkupItem {
  source: MarkupSource;
  schemaType: string;
  isValid: boolean;
}

/** The deep audit's proposed markup for a page without any, or with none that validates. */
export interface AuditProposal {
  schemaType: string;
  source: 'ai' | 'page-metadata';
  jsonLd: { [key: string]: unknown };
  isValid: boolean;
  /** The draft saved from it (or the library's schema of this type for the page), once there is one. */
  schemaId: string | null;
}

/** What one audited page produced. */
export interface AuditPageResult {
  score: number;
  pageKind: string | null;
  markup: AuditMarkupItem[];
  findings: AuditFinding[];
  proposal: AuditProposal | null;
}

/** One page of an audit as stored: its result once done, its reason when failed or skipped. */
export interface AuditPage {
  id: string;
  url: string;
  status: AuditPageStatus;
  score: number | null;
  pageKind: string | null;
  markup: AuditMarkupItem[];
  findings: AuditFinding[];
  proposal: AuditProposal | null;
  error: string | null;
}

/**
 * A page of an audit on the run lifecycle (`domain/runs`): queued, skipped with its reason (never fetched), running,
 * then succeeded with its result (`done` in the audit's views) or failed with the reason it could not be read.
 */
export type AuditRunPage = RunItem<AuditPageResult>;

export type AuditPageCounts = Record<AuditPageStatus, number> & { found: number };
