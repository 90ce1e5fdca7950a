import type { RuleSet } from './rule-set.js';

// https://developers.google.com/search/docs/appearance/structured-data/qapage
// QAPage: mainEntity is a Question with name, answerCount and an acceptedAnswer or suggestedAnswer (with text).
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/qapage';

export const QA_PAGE_RULES: RuleSet[] = [
  {
    id: 'qa-page',
    feature: 'Q&A',
    docs: DOCS,
    types: ['QAPage'],
    required: ['mainEntity'],
    nested: { mainEntity: ['qa-question'] },
  },
  {
    id: 'qa-question',
    feature: 'Q&A',
    docs: `${DOCS}#question`,
    types: ['Question'],
    nestedOnly: true,
    required: ['name:text', 'answerCount:integer'],
    recommended: ['text:text', 'author', 'datePublished:dateTime', 'upvoteCount:integer'],
    oneOf: [{ names: ['acceptedAnswer', 'suggestedAnswer'], required: true }],
    nested: { acceptedAnswer: ['qa-answer'], suggestedAnswer: ['qa-answer'] },
  },
  {
    id: 'qa-answer',
    feature: 'Q&A',
    docs: `${DOCS}#answer`,
    types: ['Answer'],
    nestedOnly: true,
    required: ['text:text'],
    recommended: ['author', 'datePublished:dateTime', 'url:url', 'upvoteCount:integer'],
  },
];
