import { asArray, typesOf } from '../validation/json-ld-node.js';
import type { RuleSet } from './rule-set.js';

// Google's page not re-read on 2026-11-26 (not looked up this time); the rules stand as last checked against it.
// Google no longer shows these rich results; markup still parses, so we warn instead of passing silently.
// Dates checked against Google's own pages:
// HowTo:   https://developers.google.com/search/blog/2023/08/howto-faq-changes (8 Aug 2023: mobile dropped; update of
//          14 Sept 2023: not shown on desktop either as of 13 September 2023, so the type is deprecated).
// FAQPage: same post (from August 2023 only well-known, authoritative government and health sites), then
//          https://developers.google.com/search/updates#faq-deprecation (8 May 2026: no longer shown from 7 May 2026;
//          the faqpage documentation was removed on 15 June 2026).
// 2025:    https://developers.google.com/search/blog/2025/06/simplifying-search-results (12 June 2025: phase-out of
//          Course info, ClaimReview, Estimated salary, Learning video, Special announcement, Vehicle listing; update of
//          8 Sept 2025: dropped from Search Console and the Rich Results Test on 9 September 2025). The changelog
//          (https://developers.google.com/search/updates) removed those pages on 9 September 2025, except ClaimReview,
//          whose page stays up with a phase-out notice because Fact Check Explorer still reads it; Special announcement
//          had its own notice on 23 April 2025 (deprecated from 31 July 2025). Book actions was in the same list but
//          Google lifted its notice in November 2025, so it is not retired here.
// Practice problems (education-qa.rules.ts): announced 5 November 2025, documentation removed 6 January 2026.
const HOWTO_FAQ = 'https://developers.google.com/search/blog/2023/08/howto-faq-changes';
const FAQ_REMOVED = 'https://developers.google.com/search/updates#faq-deprecation';
const RETIRED_2025 = 'https://developers.google.com/search/blog/2025/06/simplifying-search-results';
const FACT_CHECK = 'https://developers.google.com/search/docs/appearance/structured-data/factcheck';
const PHASED_OUT_2025 =
  'Google retired it in 2025 (phase-out announced 12 June 2025; gone from Search results and the Rich Results Test by 9 September 2025)';

const isLearningVideo = (node: Record<string, unknown>) =>
  typesOf(node).includes('LearningResource') || node.learningResourceType !== undefined || node.educationalLevel !== undefined;

export const RETIRED_FEATURE_RULES: RuleSet[] = [
  {
    // Recipe is a HowTo subtype in Schema.org and still has its own rich result.
    id: 'howto',
    feature: 'How-to',
    docs: HOWTO_FAQ,
    types: ['HowTo'],
    excludeTypes: ['Recipe'],
    deprecation:
      'HowTo no longer produces a rich result (Google stopped showing How-to rich results on mobile in August 2023 and on desktop on 13 September 2023); keep the markup only if other consumers use it',
  },
  {
    id: 'faq',
    feature: 'FAQ',
    docs: FAQ_REMOVED,
    types: ['FAQPage'],
    deprecation:
      'FAQPage no longer produces a rich result: limited to well-known, authoritative government and health sites from August 2023, and not shown at all since 7 May 2026',
  },
  {
    id: 'claim-review',
    feature: 'Fact check',
    docs: FACT_CHECK,
    types: ['ClaimReview'],
    deprecation: `ClaimReview (fact check) no longer produces a rich result in Google Search; ${PHASED_OUT_2025}. Google's Fact Check Explorer still reads the markup`,
  },
  {
    id: 'estimated-salary',
    feature: 'Estimated salary',
    docs: RETIRED_2025,
    types: ['Occupation', 'OccupationAggregationByEmployer'],
    deprecation: `Occupation (estimated salary) no longer produces a rich result; ${PHASED_OUT_2025}`,
  },
  {
    id: 'special-announcement',
    feature: 'Special announcement',
    docs: RETIRED_2025,
    types: ['SpecialAnnouncement'],
    deprecation:
      'SpecialAnnouncement no longer produces a rich result; Google retired it in 2025 (deprecated from 31 July 2025, announced 23 April 2025)',
  },
  {
    id: 'vehicle-listing',
    feature: 'Vehicle listing',
    docs: RETIRED_2025,
    types: ['Vehicle'],
    when: (node) => asArray(node.offers).length > 0,
    deprecation: `Vehicle listing (Car/Vehicle with offers) no longer produces a rich result; ${PHASED_OUT_2025}`,
  },
  {
    id: 'learning-video',
    feature: 'Learning video',
    docs: RETIRED_2025,
    types: ['VideoObject'],
    when: isLearningVideo,
    deprecation:
      'the Learning video rich result (VideoObject with LearningResource properties) was retired by Google in 2025 (phase-out announced 12 June 2025; gone by 9 September 2025); the plain Video rich result still applies',
  },
];
