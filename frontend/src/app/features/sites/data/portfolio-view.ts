import type { Params } from '@angular/router';
import type { ClientSiteDto } from '@sdn/contracts';

export type PortfolioSort = 'name' | 'schemas' | 'invalid' | 'score' | 'audited' | 'added';
export type PortfolioLayout = 'cards' | 'list';

/** How the portfolio is looked at: kept in the address, like the library's filters. */
export interface PortfolioView {
  search: string;
  sort: PortfolioSort;
  layout: PortfolioLayout;
}

export const PORTFOLIO_SORTS: readonly { value: PortfolioSort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'invalid', label: 'Most invalid schemas' },
  { value: 'score', label: 'Lowest audit score' },
  { value: 'audited', label: 'Longest since an audit' },
  { value: 'schemas', label: 'Most schemas' },
  { value: 'added', label: 'Recently added' },
];

const DEFAULT_VIEW: PortfolioView = { search: '', sort: 'name', layout: 'cards' };

export function portfolioViewFrom(params: Params): PortfolioView {
  const sort = String(params['sort'] ?? '');
  const layout = String(params['view'] ?? '');
  return {
    search: typeof params['q'] === 'string' ? params['q'].slice(0, 200) : DEFAULT_VIEW.search,
    sort: PORTFOLIO_SORTS.some((option) => option.value === sort)
      ? (sort as PortfolioSort)
      : DEFAULT_VIEW.sort,
    layout: layout === 'list' || layout === 'cards' ? layout : DEFAULT_VIEW.layout,
  };
}

export function portfolioViewParams(view: PortfolioView): Params {
  return {
    q: view.search || null,
    sort: view.sort === DEFAULT_VIEW.sort ? null : view.sort,
    view: view.layout === DEFAULT_VIEW.layout ? null : view.layout,
  };
}

/** Never-audited and unscored sites sort as the ones needing attention most; ties fall back to the name. */
const COMPARE: Record<PortfolioSort, (a: ClientSiteDto, b: ClientSiteDto) => number> = {
  name: () => 0,
  schemas: (a, b) => b.schemaCount - a.schemaCount,
  invalid: (a, b) => b.schemaHealth.invalid - a.schemaHealth.invalid,
  score: (a, b) => (a.lastAuditScore ?? -1) - (b.lastAuditScore ?? -1),
  audited: (a, b) => (a.lastAuditAt ?? '').localeCompare(b.lastAuditAt ?? ''),
  added: (a, b) => b.createdAt.localeCompare(a.createdAt),
};

/** The sites to show: those whose name or address contains the search text, in the chosen order. */
export function portfolioSites(
  sites: readonly ClientSiteDto[],
  view: PortfolioView,
): ClientSiteDto[] {
  const needle = view.search.trim().toLowerCase();
  const byName = (a: ClientSiteDto, b: ClientSiteDto) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
  return sites
    .filter((site) => !needle || `${site.name} ${site.websiteUrl}`.toLowerCase().includes(needle))
    .sort((a, b) => COMPARE[view.sort](a, b) || byName(a, b));
}
