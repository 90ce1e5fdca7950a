import { childPath } from '../validation/json-ld-node.js';
import { timeZoneRecommended } from './common-checks.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// https://developers.google.com/search/docs/appearance/structured-data/video
// VideoObject: name, thumbnailUrl, uploadDate; key moments through Clip (name, startOffset, url) or SeekToAction
// (target with {seek_to_second_number}, startOffset-input); LIVE badge through a BroadcastEvent publication.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/video';

const seekTarget: CustomCheck = (node, path, { report }, rule) => {
  const target = typeof node.target === 'string' ? node.target : (node.target as { urlTemplate?: unknown } | undefined)?.urlTemplate;
  if (typeof target === 'string' && !target.includes('{seek_to_second_number}')) {
    report.blocking(`${childPath(path, 'target', null)}: the URL must contain the placeholder {seek_to_second_number} for ${rule.feature} key moments (e.g. https://example.com/video?t={seek_to_second_number}).`);
  }
};

export const VIDEO_RULES: RuleSet[] = [
  {
    id: 'video',
    feature: 'Video',
    docs: DOCS,
    types: ['VideoObject'],
    required: ['name:text', 'thumbnailUrl:url', 'uploadDate:dateTime'],
    recommended: ['description:text', 'contentUrl:url', 'embedUrl:url', 'duration:duration', 'expires:dateTime', 'interactionStatistic', 'regionsAllowed'],
    checks: [timeZoneRecommended('uploadDate')],
    nested: { hasPart: ['video-clip'], publication: ['broadcast-event'], potentialAction: ['seek-to-action'] },
  },
  {
    id: 'video-clip',
    feature: 'Video',
    docs: `${DOCS}#clip`,
    types: ['Clip'],
    nestedOnly: true,
    required: ['name:text', 'startOffset:number', 'url:url'],
    recommended: ['endOffset:number'],
  },
  {
    id: 'seek-to-action',
    feature: 'Video',
    docs: `${DOCS}#seek`,
    types: ['SeekToAction'],
    nestedOnly: true,
    required: ['target', 'startOffset-input:text'],
    checks: [seekTarget],
  },
  {
    id: 'broadcast-event',
    feature: 'Video',
    docs: `${DOCS}#broadcast-event`,
    types: ['BroadcastEvent'],
    nestedOnly: true,
    required: ['isLiveBroadcast:boolean', 'startDate:dateTime'],
    recommended: ['endDate:dateTime'],
    checks: [timeZoneRecommended('startDate', 'endDate')],
  },
];
