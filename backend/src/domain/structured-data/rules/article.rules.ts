import type { RuleSet } from './rule-set.js';

// https://developers.google.com/search/docs/appearance/structured-data/article
// No required properties; Google recommends author (with name and url), dates, headline and image.
export const ARTICLE_RULES: RuleSet[] = [
  {
    id: 'article',
    feature: 'Article',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/article',
    types: ['Article'],
    excludeTypes: ['DiscussionForumPosting'],
    recommended: ['author', 'headline:text', 'image:url', 'datePublished:dateTime', 'dateModified:dateTime'],
    nested: { author: ['article-author'], speakable: ['speakable'] },
  },
  {
    id: 'article-author',
    feature: 'Article',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/article#author-bp',
    types: ['Person', 'Organization'],
    nestedOnly: true,
    required: ['name:text'],
    recommended: ['url:url'],
  },
];
