import type { RuleSet } from './rule-set.js';

// https://developers.google.com/search/docs/appearance/structured-data/discussion-forum
// DiscussionForumPosting (and SocialMediaPosting): author, datePublished and one of text/image/video; comments alike.
const POST_CONTENT = [{ names: ['text', 'image', 'video'], required: true }] as const;

export const DISCUSSION_FORUM_RULES: RuleSet[] = [
  {
    id: 'discussion-forum',
    feature: 'Discussion forum',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/discussion-forum',
    types: ['DiscussionForumPosting', 'SocialMediaPosting'],
    excludeTypes: ['BlogPosting', 'LiveBlogPosting'],
    required: ['author', 'datePublished:dateTime'],
    recommended: ['headline:text', 'url:url', 'dateModified:dateTime', 'interactionStatistic', 'comment'],
    oneOf: POST_CONTENT,
    nested: { author: ['forum-author'], comment: ['forum-comment'] },
  },
  {
    id: 'forum-author',
    feature: 'Discussion forum',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/discussion-forum#author',
    types: ['Person', 'Organization'],
    nestedOnly: true,
    required: ['name:text'],
    recommended: ['url:url'],
  },
  {
    id: 'forum-comment',
    feature: 'Discussion forum',
    docs: 'https://developers.google.com/search/docs/appearance/structured-data/discussion-forum#comment',
    types: ['Comment'],
    nestedOnly: true,
    required: ['author', 'datePublished:dateTime'],
    oneOf: POST_CONTENT,
    nested: { author: ['forum-author'], comment: ['forum-comment'] },
  },
];
