import { parsePageSnapshot } from '../../src/adapters/page-fetch/html-snapshot-parser.js';

export interface CmsPageOptions {
  lang?: string;
  /** The page's <title> ("Page" by default). */
  title?: string;
  /** Added to <head> (meta tags, JSON-LD). */
  head?: string;
  /** Placed between <main> and the footer (comments, a sidebar). */
  after?: string;
  /** The footer's content. */
  footer?: string;
  /** The header's content (a logo link named "Site" and a home link by default). */
  header?: string;
}

/** A page as a small CMS would write it: a header with the site's logo, the content, a footer; read as the pool reads it. */
export function cmsPage(url: string, main: string, options: CmsPageOptions = {}) {
  const html = `<!doctype html><html lang="${options.lang ?? 'en'}"><head><title>${options.title ?? 'Page'}</title>${options.head ?? ''}</head><body>
    <header class="site-header">${options.header ?? '<a href="/" class="logo">Site</a><nav><a href="/">Home</a></nav>'}</header>
    <main>${main}</main>${options.after ?? ''}
    <footer class="site-footer">${options.footer ?? '<p>© 2026</p>'}</footer></body></html>`;
  return parsePageSnapshot({ html, url, tokenBudget: 2000 });
}

/** A node as the page's own JSON-LD block, with the Schema.org context. */
export const jsonLd = (node: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...node })}</script>`;

type ProposedNode = Record<string, unknown>;
/**
 * The business a proposal is about: a home page graph's node that is not its WebSite, a contact or about page's
 * `mainEntity`, else the proposal itself.
 */
export const ownerOf = (proposal: ProposedNode | null): ProposedNode | undefined =>
  Array.isArray(proposal?.['@graph'])
    ? (proposal!['@graph'] as ProposedNode[]).find((node) => node['@type'] !== 'WebSite')
    : ((proposal?.['mainEntity'] as ProposedNode | undefined) ?? proposal ?? undefined);
