import type { RuleSet } from './rule-set.js';

// https://developers.google.com/search/docs/appearance/structured-data/organization
// No required properties; the more Google knows (name, url, logo, sameAs, contact details) the better.
export const ORGANIZATION_RULES: RuleSet[] = [
  {
    id: 'organization',
    feature: 'Organization',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/organization',
    types: ['Organization'],
    excludeTypes: ['LocalBusiness'],
    recommended: ['name:text', 'url:url', 'logo:url', 'sameAs:url', 'description:text', 'address', 'contactPoint'],
    nested: { logo: ['organization-logo'] },
  },
  {
    id: 'organization-logo',
    feature: 'Organization',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/organization#structured-data-type-definitions',
    types: ['ImageObject'],
    nestedOnly: true,
    oneOf: [{ names: ['url', 'contentUrl'], required: true }],
  },
];
