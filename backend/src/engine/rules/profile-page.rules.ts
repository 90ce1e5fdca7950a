import type { RuleSet } from './rule-set.js';

// Google's page read 2026-11-26 (stored copy: opening sections and examples), cited below.
// https://developers.google.com/search/docs/appearance/structured-data/profile-page
// ProfilePage: mainEntity (a Person or Organization with a name); dates and identity details recommended.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/profile-page';

export const PROFILE_PAGE_RULES: RuleSet[] = [
  {
    id: 'profile-page',
    feature: 'Profile page',
    docs: DOCS,
    types: ['ProfilePage'],
    required: ['mainEntity'],
    recommended: ['dateCreated:dateTime', 'dateModified:dateTime'],
    nested: { mainEntity: ['profile-entity'] },
  },
  {
    id: 'profile-entity',
    feature: 'Profile page',
    docs: `${DOCS}#person-organization`,
    types: ['Person', 'Organization'],
    nestedOnly: true,
    required: ['name:text'],
    recommended: ['alternateName:text', 'identifier', 'image:url', 'description:text', 'sameAs:url'],
  },
];
