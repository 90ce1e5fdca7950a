import type { RuleSet } from './rule-set.js';

// https://developers.google.com/search/docs/appearance/structured-data/image-license-metadata
// ImageObject: contentUrl plus at least one of creator, creditText, copyrightNotice or license.
export const IMAGE_METADATA_RULES: RuleSet[] = [
  {
    id: 'image-metadata',
    feature: 'Image metadata',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/image-license-metadata',
    types: ['ImageObject'],
    required: ['contentUrl:url'],
    recommended: ['license:url', 'acquireLicensePage:url', 'creditText:text', 'copyrightNotice:text', 'creator'],
    oneOf: [{ names: ['creator', 'creditText', 'copyrightNotice', 'license'], required: true }],
  },
];
