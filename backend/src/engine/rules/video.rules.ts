import { childPath } from '../validation/json-ld-node.js';
import { formatWhenPresent, timeZoneRecommended } from './common-checks.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// Google's page read 2026-11-26 (stored copy: opening sections and examples), cited below.
// https://developers.google.com/search/docs/appearance/structured-data/video
// VideoObject: name, thumbnailUrl, uploadDate; key moments through Clip (name, startOffset, url) or SeekToAction
// (target with {seek_to_second_number}, startOffset-input); LIVE badge through a BroadcastEvent publication.
// Changes from Google's changelog (https://developers.google.com/search/updates):
// - 4 May 2023: description is recommended, no longer required.
// - 1 Nov 2023: give uploadDate and expires a time zone (Google otherwise assumes Googlebot's).
// - 10 Sept 2024: ineligibleRegion is accepted as the alternative to regionsAllowed (either one, whichever fits).
// - 24 Sept 2026: creator is documented (author is still read); interactionStatistic lists the interaction types
//   Google supports. Our stored copy of the page predates that update, so the creator/author pair is checked as a
//   recommendation and the InteractionCounter for its shape only (interactionType plus a whole userInteractionCount).
// contentUrl is preferred and embedUrl is its alternative, so one of the two is recommended rather than both.
// Re-read 2026-11-26 against an outside validator's gallery (stored copy of the page: its opening sections, so the
// property tables are taken as the page gives them):
// - LIVE badge: the page lists publication.endDate among the BroadcastEvent's required properties, with
//   isLiveBroadcast and startDate ("Time and date of when the livestream ends or is expected to end"; an approximate
//   endDate when the real one is unknown). endDate moves from recommended to required.
// - A Clip, SeekToAction or BroadcastEvent published as a document of its own (to be referenced by @id from the
//   watch page's VideoObject) is checked against the same part rules (alsoAtRoot): Google only documents them as
//   parts of a VideoObject, and a part that breaks them can never give key moments or a LIVE badge.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/video';

const seekTarget: CustomCheck = (node, path, { report }, rule) => {
  const target = typeof node.target === 'string' ? node.target : (node.target as { urlTemplate?: unknown } | undefined)?.urlTemplate;
  if (typeof target === 'string' && !target.includes('{seek_to_second_number}')) {
    report.blocking(
      `${childPath(path, 'target', null)}: the URL must contain the placeholder {seek_to_second_number} for ${rule.feature} key moments (e.g. https://example.com/video?t={seek_to_second_number}).`,
    );
  }
};

export const VIDEO_RULES: RuleSet[] = [
  {
    id: 'video',
    feature: 'Video',
    docs: DOCS,
    types: ['VideoObject'],
    required: ['name:text', 'thumbnailUrl:url', 'uploadDate:dateTime'],
    recommended: ['description:text', 'duration:duration', 'expires:dateTime', 'interactionStatistic'],
    oneOf: [
      { names: ['contentUrl', 'embedUrl'], required: false },
      { names: ['regionsAllowed', 'ineligibleRegion'], required: false },
      { names: ['creator', 'author'], required: false },
    ],
    checks: [timeZoneRecommended('uploadDate', 'expires'), formatWhenPresent('contentUrl', 'url'), formatWhenPresent('embedUrl', 'url')],
    nested: {
      hasPart: ['video-clip'],
      publication: ['broadcast-event'],
      potentialAction: ['seek-to-action'],
      creator: ['video-creator'],
      author: ['video-creator'],
      interactionStatistic: ['video-interaction'],
    },
  },
  {
    id: 'video-creator',
    feature: 'Video',
    docs: DOCS,
    types: ['Person', 'Organization'],
    nestedOnly: true,
    recommended: ['name:text'],
  },
  {
    id: 'video-interaction',
    feature: 'Video',
    docs: `${DOCS}#video-object`,
    types: ['InteractionCounter'],
    nestedOnly: true,
    recommended: ['interactionType', 'userInteractionCount:integer'],
  },
  {
    id: 'video-clip',
    feature: 'Video',
    docs: `${DOCS}#clip`,
    types: ['Clip'],
    nestedOnly: true,
    alsoAtRoot: true,
    required: ['name:text', 'startOffset:number', 'url:url'],
    recommended: ['endOffset:number'],
  },
  {
    id: 'seek-to-action',
    feature: 'Video',
    docs: `${DOCS}#seek`,
    types: ['SeekToAction'],
    nestedOnly: true,
    alsoAtRoot: true,
    required: ['target', 'startOffset-input:text'],
    checks: [seekTarget],
  },
  {
    id: 'broadcast-event',
    feature: 'Video',
    docs: `${DOCS}#broadcast-event`,
    types: ['BroadcastEvent'],
    nestedOnly: true,
    alsoAtRoot: true,
    required: ['isLiveBroadcast:boolean', 'startDate:dateTime', 'endDate:dateTime'],
    checks: [timeZoneRecommended('startDate', 'endDate')],
  },
];
