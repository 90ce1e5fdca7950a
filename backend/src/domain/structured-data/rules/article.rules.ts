import type { RuleSet } from './rule-set.js';

// https://developers.google.com/search/docs/appearance/structured-data/article
// Google lists no required properties for Article: author (and author.name, author.url), datePublished,
// dateModified, headline and image are all recommended, so none of them blocks the rich result.
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
    recommended: ['name:text', 'url:url'],
  },
];
