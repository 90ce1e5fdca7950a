import { textLength } from './common-checks.js';
import type { RuleSet } from './rule-set.js';

// Google's page not re-read 2026-11-26 (no English copy stored); the rules stand as last checked against it.
// https://developers.google.com/search/docs/appearance/structured-data/dataset
// Dataset needs name and a 50-5000 character description; distribution entries need contentUrl and encodingFormat.
// Since 5 Nov 2025 (changelog, https://developers.google.com/search/updates) Google states that Dataset markup is
// read only by Dataset Search (https://datasetsearch.research.google.com/), not by Google Search results; the
// requirements below are the ones Dataset Search applies, and "rich result" in our messages means its listing.
export const DATASET_RULES: RuleSet[] = [
  {
    id: 'dataset',
    feature: 'Dataset',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/dataset',
    types: ['Dataset'],
    required: ['name:text', 'description:text'],
    recommended: [
      'creator',
      'license',
      'url:url',
      'identifier',
      'keywords',
      'isAccessibleForFree:boolean',
      'temporalCoverage',
      'spatialCoverage',
      'distribution',
    ],
    checks: [textLength('description', 50, 5000, true)],
    nested: { distribution: ['dataset-download'], creator: ['dataset-creator'] },
  },
  {
    id: 'dataset-download',
    feature: 'Dataset',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/dataset#data-download',
    types: ['DataDownload'],
    nestedOnly: true,
    required: ['contentUrl:url'],
    recommended: ['encodingFormat:text'],
  },
  {
    id: 'dataset-creator',
    feature: 'Dataset',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/dataset#dataset',
    types: ['Person', 'Organization'],
    nestedOnly: true,
    required: ['name:text'],
    recommended: ['url:url', 'sameAs:url'],
  },
];
