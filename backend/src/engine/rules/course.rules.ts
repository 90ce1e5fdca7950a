import type { RuleSet } from './rule-set.js';

// Google's page not re-read on 2026-11-26 (not looked up this time); the rules stand as last checked against it.
// https://developers.google.com/search/docs/appearance/structured-data/course
// Course list (a carousel of courses): each Course needs name and description; provider is recommended.
// The Course info rich result (course details with hasCourseInstance/offers) was retired in 2025.
export const COURSE_RULES: RuleSet[] = [
  {
    id: 'course',
    feature: 'Course list',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/course',
    types: ['Course'],
    required: ['name:text', 'description:text'],
    recommended: ['provider'],
    nested: { provider: ['course-provider'] },
  },
  {
    id: 'course-provider',
    feature: 'Course list',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/course#structured-data-type-definitions',
    types: ['Organization', 'Person'],
    nestedOnly: true,
    required: ['name:text'],
    recommended: ['sameAs:url'],
  },
  {
    id: 'course-info',
    feature: 'Course info',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/course-info',
    types: ['Course'],
    when: (node) => node.hasCourseInstance !== undefined,
    deprecation:
      'the Course info rich result (hasCourseInstance, course details) was retired by Google in 2025; this markup no longer produces that rich result. Course lists still work',
  },
];
