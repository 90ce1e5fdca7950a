import { allowedValues, formatWhenPresent } from './common-checks.js';
import { DIGITAL_SOURCE_TYPES } from './discussion-forum.rules.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// Google's page read 2026-11-26 (stored copy: opening sections and examples), cited below.
// https://developers.google.com/search/docs/appearance/structured-data/qapage
// QAPage: mainEntity is a Question with name, answerCount and an acceptedAnswer or suggestedAnswer (with text).
// Changelog (https://developers.google.com/search/updates):
// - 27 Nov 2023 / 14 Dec 2023: expanded recommendations; the author (Person or Organization) and author.url,
//   a profile page that identifies them, are recommended on questions, answers and comments.
// - 24 Mar 2026: new optional properties: comment (a Comment, which needs text), commentCount, dateModified,
//   digitalSourceType (TrainedAlgorithmicMediaDigitalSource or AlgorithmicMediaDigitalSource), image and video.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/qapage';

const OPTIONAL_PARTS: CustomCheck[] = [
  allowedValues('digitalSourceType', DIGITAL_SOURCE_TYPES, 'digitalSourceType'),
  formatWhenPresent('commentCount', 'integer'),
  formatWhenPresent('dateModified', 'dateTime'),
];

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
    checks: OPTIONAL_PARTS,
    nested: { acceptedAnswer: ['qa-answer'], suggestedAnswer: ['qa-answer'], author: ['qa-author'], comment: ['qa-comment'] },
  },
  {
    id: 'qa-answer',
    feature: 'Q&A',
    docs: `${DOCS}#answer`,
    types: ['Answer'],
    nestedOnly: true,
    required: ['text:text'],
    recommended: ['author', 'datePublished:dateTime', 'url:url', 'upvoteCount:integer'],
    checks: OPTIONAL_PARTS,
    nested: { author: ['qa-author'], comment: ['qa-comment'] },
  },
  {
    id: 'qa-author',
    feature: 'Q&A',
    docs: `${DOCS}#question`,
    types: ['Person', 'Organization'],
    nestedOnly: true,
    recommended: ['name:text', 'url:url'],
  },
  {
    id: 'qa-comment',
    feature: 'Q&A',
    docs: `${DOCS}#comment`,
    types: ['Comment'],
    nestedOnly: true,
    required: ['text:text'],
    recommended: ['author', 'datePublished:dateTime'],
    checks: OPTIONAL_PARTS,
    nested: { author: ['qa-author'], comment: ['qa-comment'] },
  },
];
