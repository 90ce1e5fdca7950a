import type { RuleSet } from './rule-set.js';

// Google's page not re-read on 2026-11-26 (not looked up this time); the rules stand as last checked against it.
// https://developers.google.com/search/docs/appearance/structured-data/speakable
// speakable on an Article or WebPage: a SpeakableSpecification with cssSelector or xpath (not both kinds needed).
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/speakable';

export const SPEAKABLE_RULES: RuleSet[] = [
  {
    id: 'speakable-page',
    feature: 'Speakable',
    docs: DOCS,
    types: ['WebPage'],
    when: (node) => node.speakable !== undefined,
    recommended: ['url:url'],
    nested: { speakable: ['speakable'] },
  },
  {
    id: 'speakable',
    feature: 'Speakable',
    docs: `${DOCS}#speakable-specification`,
    types: ['SpeakableSpecification'],
    nestedOnly: true,
    oneOf: [{ names: ['cssSelector', 'xpath'], required: true }],
  },
];
