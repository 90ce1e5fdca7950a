import { childPath, typesOf } from '../validation/json-ld-node.js';
import { allowedValues, formatWhenPresent } from './common-checks.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// Google's page read 2026-11-26 (stored copy: opening sections and examples), cited below.
// https://developers.google.com/search/docs/appearance/structured-data/discussion-forum
// DiscussionForumPosting (and SocialMediaPosting): author, datePublished and one of text/image/video; comments alike.
// Changelog (https://developers.google.com/search/updates):
// - 14 Dec 2023: author.url is recommended.
// - 4 June 2024: SocialMediaPosting is supported with the same requirements; a comment may be only an image or video.
// - 24 Mar 2026: new optional properties on posts and comments: commentCount, creativeWorkStatus ("Deleted" for a
//   removed post kept for threading), digitalSourceType (TrainedAlgorithmicMediaDigitalSource or
//   AlgorithmicMediaDigitalSource for machine-written content), isPartOf, sharedContent (WebPage, ImageObject,
//   VideoObject, DiscussionForumPosting or Comment), and the interaction types Google reads in interactionStatistic
//   (an InteractionCounter with interactionType and a whole userInteractionCount).
// headline is recommended for forum threads but not for a SocialMediaPosting, which has no separate title.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/discussion-forum';
const POST_CONTENT = [{ names: ['text', 'image', 'video'], required: true }] as const;

/** Shared by forum and Q&A markup (qa-page.rules.ts): the machine-generated content markers Google reads. */
export const DIGITAL_SOURCE_TYPES = ['TrainedAlgorithmicMediaDigitalSource', 'AlgorithmicMediaDigitalSource'];
const INTERACTION_TYPES = ['LikeAction', 'DislikeAction', 'ViewAction', 'CommentAction', 'ReplyAction', 'ShareAction'];
const SHARED_CONTENT_TYPES = ['WebPage', 'ImageObject', 'VideoObject', 'DiscussionForumPosting', 'Comment'];

const headlineForThreads: CustomCheck = (node, path, { report }, rule) => {
  if (!typesOf(node).includes('DiscussionForumPosting') || node.headline !== undefined) return;
  report.richResult(
    `${childPath(path, 'headline', null)}: recommended property "headline" is missing for the ${rule.feature} rich result. Add the thread's title (skip it if the post has no separate title).`,
  );
};

const POST_CHECKS: CustomCheck[] = [
  allowedValues('creativeWorkStatus', ['Deleted'], 'creativeWorkStatus'),
  allowedValues('digitalSourceType', DIGITAL_SOURCE_TYPES, 'digitalSourceType'),
  formatWhenPresent('commentCount', 'integer'),
  formatWhenPresent('dateModified', 'dateTime'),
];
const POST_NESTED = {
  author: ['forum-author'],
  comment: ['forum-comment'],
  interactionStatistic: ['forum-interaction'],
  sharedContent: ['forum-shared-content'],
};

export const DISCUSSION_FORUM_RULES: RuleSet[] = [
  {
    id: 'discussion-forum',
    feature: 'Discussion forum',
    docs: DOCS,
    types: ['DiscussionForumPosting', 'SocialMediaPosting'],
    excludeTypes: ['BlogPosting', 'LiveBlogPosting'],
    required: ['author', 'datePublished:dateTime'],
    recommended: ['url:url', 'dateModified:dateTime', 'interactionStatistic', 'comment'],
    oneOf: POST_CONTENT,
    checks: [headlineForThreads, ...POST_CHECKS],
    nested: POST_NESTED,
  },
  {
    id: 'forum-author',
    feature: 'Discussion forum',
    docs: `${DOCS}#author`,
    types: ['Person', 'Organization'],
    nestedOnly: true,
    required: ['name:text'],
    recommended: ['url:url'],
  },
  {
    id: 'forum-comment',
    feature: 'Discussion forum',
    docs: `${DOCS}#comment`,
    types: ['Comment'],
    nestedOnly: true,
    required: ['author', 'datePublished:dateTime'],
    oneOf: POST_CONTENT,
    checks: POST_CHECKS,
    nested: POST_NESTED,
  },
  {
    id: 'forum-interaction',
    feature: 'Discussion forum',
    docs: `${DOCS}#interaction-counter`,
    types: ['InteractionCounter'],
    nestedOnly: true,
    required: ['interactionType', 'userInteractionCount:integer'],
    checks: [allowedValues('interactionType', INTERACTION_TYPES, 'interactionStatistic.interactionType')],
  },
  {
    id: 'forum-shared-content',
    feature: 'Discussion forum',
    docs: `${DOCS}#shared-content`,
    types: ['Thing'],
    nestedOnly: true,
    checks: [
      (node, path, { report, vocabulary }, rule) => {
        const types = typesOf(node);
        if (vocabulary.isAnySubtypeOf(types, SHARED_CONTENT_TYPES)) return;
        report.richResult(
          `${childPath(path, '@type', null)}: ${types.join(', ') || 'an untyped item'} is not a kind of shared content Google reads for the ${rule.feature} rich result; use ${SHARED_CONTENT_TYPES.join(', ')}.`,
        );
      },
    ],
  },
];
