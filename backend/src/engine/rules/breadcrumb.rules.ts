import { breadcrumbItemLinks, listPositions } from './common-checks.js';
import type { RuleSet } from './rule-set.js';

// Google's page read 2026-11-26 (an older stored copy: its examples match; its property tables were not in it).
// https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
// BreadcrumbList needs itemListElement; each ListItem needs position and name, and item except the last one.
// Since 22 Jan 2025 (changelog, https://developers.google.com/search/updates) breadcrumbs show on desktop results
// only; the markup and its requirements are unchanged.
// Re-read 2026-11-26 against an outside validator's gallery: a ListItem whose name is empty text ("") has no name
// ("name: The title of the breadcrumb displayed for the user"), so it gets the missing-name error too.
export const BREADCRUMB_RULES: RuleSet[] = [
  {
    id: 'breadcrumb-list',
    feature: 'Breadcrumb',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/breadcrumb',
    types: ['BreadcrumbList'],
    required: ['itemListElement'],
    nested: { itemListElement: ['breadcrumb-item'] },
    checks: [listPositions, breadcrumbItemLinks],
  },
  {
    id: 'breadcrumb-item',
    feature: 'Breadcrumb',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/breadcrumb#list-item',
    types: ['ListItem'],
    nestedOnly: true,
    required: ['position:integer'],
  },
];
