import { timeZoneRecommended } from './common-checks.js';
import type { RuleSet } from './rule-set.js';

// Google's page read 2026-11-26 (stored copy: opening sections and examples), cited below.
// https://developers.google.com/search/docs/appearance/structured-data/article
// Google lists no required properties for Article: author (and author.name, author.url), datePublished,
// dateModified, headline and image are all recommended, so none of them blocks the rich result.
// Changelog (https://developers.google.com/search/updates): 3 Jan 2023 dropped the 110-character headline limit
// (so we check none); 17 Oct 2023 asks for a time zone on the dates, which Google otherwise reads in Googlebot's.
export const ARTICLE_RULES: RuleSet[] = [
  {
    id: 'article',
    feature: 'Article',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/article',
    types: ['Article'],
    // Forum and social posts (SocialMediaPosting and its DiscussionForumPosting) have their own feature (June 2024).
    excludeTypes: ['SocialMediaPosting'],
    recommended: ['author', 'headline:text', 'image:url', 'datePublished:dateTime', 'dateModified:dateTime'],
    checks: [timeZoneRecommended('datePublished', 'dateModified')],
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
