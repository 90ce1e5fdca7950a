import type { PageStatements } from '../domain/page-understanding/page-statements.js';
import { DomainError } from '../domain/shared/domain-error.js';

export interface MicrodataItem {
  type: string;
  properties: Record<string, string[]>;
}

/**
 * What a page says about itself, read once and shared by extraction, bulk runs and audits. Every string comes from
 * the page: it is untrusted data, never instructions.
 */
export interface PageSnapshot {
  /** The URL after redirects. */
  url: string;
  lang: string | null;
  title: string | null;
  metaDescription: string | null;
  canonical: string | null;
  /** `<meta name="author">`. */
  author: string | null;
  /**
   * `og:*`, `product:*` and `article:*` properties without the prefix (`title`, `price:amount`, `published_time`...);
   * `business:*` properties with theirs (`business:contact_data:street_address`).
   */
  openGraph: Record<string, string>;
  /** `twitter:*` names without the prefix. */
  twitter: Record<string, string>;
  /** Parsed `application/ld+json` blocks; blocks that are not JSON are counted in `invalidJsonLdBlocks`. */
  jsonLd: unknown[];
  invalidJsonLdBlocks: number;
  /**
   * The HTML as served carries this service's own markup (the edge Worker's or the Node middleware's tags, marked
   * `data-sdn`); those tags are not in `jsonLd`, which holds what the page states itself.
   */
  servedByService: boolean;
  microdata: MicrodataItem[];
  /** Microdata and RDFa items as JSON-LD objects (nested items nested), for validation and audits. */
  embeddedItems: { syntax: 'microdata' | 'rdfa'; item: Record<string, unknown> }[];
  /** The text a visitor sees: the body without scripts, styles and templates (cut at 200,000 characters). */
  visibleText: string;
  /** Absolute http(s) link targets of the page, without fragments (at most 500), for crawling. */
  links: string[];
  headings: { level: number; text: string }[];
  breadcrumbs: { name: string; url: string | null }[];
  prices: { amount: string; currency: string | null }[];
  images: { src: string; alt: string }[];
  faqs: { question: string; answer: string }[];
  /** Prices, dates, bylines, addresses, phones, hours... with the region of the page each sits in. */
  statements: PageStatements;
  /** The main content as plain text (Readability-style), cut to the token budget. */
  mainText: string;
  mainTextTokens: number;
  /** True when the page or its text was cut to fit the byte limit or the token budget. */
  truncated: boolean;
}

/** Fetches a page safely and reads it into a snapshot. Fails with PageUnreadableError (safe to show). */
export interface PageReader {
  read(url: string, options?: PageReadOptions): Promise<PageSnapshot>;
}

export interface PageReadOptions {
  /** Refuse (PageUnreadableError) a redirect to a URL this returns false for, before it is requested. */
  followRedirect?: (target: string) => boolean;
}

/** The page could not be used: unreachable, not HTML, refused address, HTTP error (HTTP 422 with the reason). */
export class PageUnreadableError extends DomainError {
  readonly code = 'page_unreadable';
  constructor(readonly reason: string) {
    super(reason);
  }
}
