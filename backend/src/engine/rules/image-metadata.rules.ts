import type { RuleSet } from './rule-set.js';

// Google's page not re-read on 2026-11-26 (not looked up this time); the rules stand as last checked against it.
// https://developers.google.com/search/docs/appearance/structured-data/image-license-metadata
// ImageObject: contentUrl plus at least one of creator, creditText, copyrightNotice or license; a creator given as
// a Person or Organization needs creator.name.
export const IMAGE_METADATA_RULES: RuleSet[] = [
  {
    id: 'image-metadata',
    feature: 'Image metadata',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/image-license-metadata',
    types: ['ImageObject'],
    required: ['contentUrl:url'],
    recommended: ['license:url', 'acquireLicensePage:url', 'creditText:text', 'copyrightNotice:text', 'creator'],
    oneOf: [{ names: ['creator', 'creditText', 'copyrightNotice', 'license'], required: true }],
    nested: { creator: ['image-creator'] },
  },
  {
    id: 'image-creator',
    feature: 'Image metadata',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/image-license-metadata#structured-data-type-definitions',
    types: ['Person', 'Organization'],
    nestedOnly: true,
    required: ['name:text'],
  },
];
