import { asArray, typesOf } from '../validation/json-ld-node.js';
import type { RuleSet } from './rule-set.js';

// Google no longer shows these rich results; markup still parses, so we warn instead of passing silently.
// HowTo:   https://developers.google.com/search/blog/2023/08/howto-faq-changes (HowTo gone since September 2023)
// FAQPage: same post (gov/health sites only from August 2023) and https://developers.google.com/search/docs/appearance/structured-data/faqpage
// 2025:    https://developers.google.com/search/blog/2025/06/simplifying-search-results (Course info, ClaimReview,
//          Estimated salary, Learning video, Special announcement, Vehicle listing); Practice problems in January 2026.
const HOWTO_FAQ = 'https://developers.google.com/search/blog/2023/08/howto-faq-changes';
const RETIRED_2025 = 'https://developers.google.com/search/blog/2025/06/simplifying-search-results';

const isLearningVideo = (node: Record<string, unknown>) =>
  typesOf(node).includes('LearningResource') || node.learningResourceType !== undefined || node.educationalLevel !== undefined;

export const RETIRED_FEATURE_RULES: RuleSet[] = [
  {
    // Recipe is a HowTo subtype in Schema.org and still has its own rich result.
    id: 'howto', feature: 'How-to', docs: HOWTO_FAQ, types: ['HowTo'], excludeTypes: ['Recipe'],
    deprecation: 'HowTo no longer produces a rich result (Google removed How-to rich results in September 2023); keep the markup only if other consumers use it',
  },
  {
    id: 'faq', feature: 'FAQ', docs: HOWTO_FAQ, types: ['FAQPage'],
    deprecation: 'FAQPage no longer produces a rich result: limited to authoritative government and health sites from August 2023, and not shown at all since 7 May 2026',
  },
  {
    id: 'claim-review', feature: 'Fact check', docs: RETIRED_2025, types: ['ClaimReview'],
    deprecation: 'ClaimReview (fact check) no longer produces a rich result; Google retired it in 2025',
  },
  {
    id: 'estimated-salary', feature: 'Estimated salary', docs: RETIRED_2025, types: ['Occupation', 'OccupationAggregationByEmployer'],
    deprecation: 'Occupation (estimated salary) no longer produces a rich result; Google retired it in 2025',
  },
  {
    id: 'special-announcement', feature: 'Special announcement', docs: RETIRED_2025, types: ['SpecialAnnouncement'],
    deprecation: 'SpecialAnnouncement no longer produces a rich result; Google retired it in 2025',
  },
  {
    id: 'vehicle-listing', feature: 'Vehicle listing', docs: RETIRED_2025, types: ['Vehicle'],
    when: (node) => asArray(node.offers).length > 0,
    deprecation: 'Vehicle listing (Car/Vehicle with offers) no longer produces a rich result; Google retired it in 2025',
  },
  {
    id: 'learning-video', feature: 'Learning video', docs: RETIRED_2025, types: ['VideoObject'],
    when: isLearningVideo,
    deprecation: 'the Learning video rich result (VideoObject with LearningResource properties) was retired by Google in 2025; the plain Video rich result still applies',
  },
];
