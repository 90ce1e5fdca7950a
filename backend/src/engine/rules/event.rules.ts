import { childPath } from '../validation/json-ld-node.js';
import { timeZoneRecommended } from './common-checks.js';
import type { CustomCheck, RuleSet } from './rule-set.js';

// Google's page read 2026-11-26 (stored copy: opening sections and examples), cited below.
// https://developers.google.com/search/docs/appearance/structured-data/event
// Event: name, startDate and location, a Place with location.address (location.name recommended). Google's page
// now documents physical venues only: no VirtualLocation or eventAttendanceMode, so online-only events get a
// warning. previousStartDate is recommended when eventStatus is EventRescheduled.
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/event';

const rescheduledNeedsPreviousDate: CustomCheck = (node, path, { report }, rule) => {
  if (String(node.eventStatus ?? '').endsWith('EventRescheduled') && node.previousStartDate === undefined) {
    report.richResult(
      `${childPath(path, 'previousStartDate', null)}: the event is EventRescheduled; add "previousStartDate" (the original ISO 8601 start) for the ${rule.feature} rich result.`,
    );
  }
};

export const EVENT_RULES: RuleSet[] = [
  {
    id: 'event',
    feature: 'Event',
    docs: DOCS,
    types: ['Event'],
    excludeTypes: ['BroadcastEvent', 'PublicationEvent'],
    required: ['name:text', 'startDate:dateTime', 'location'],
    recommended: ['description:text', 'endDate:dateTime', 'eventStatus', 'image:url', 'offers', 'organizer', 'performer'],
    checks: [timeZoneRecommended('startDate', 'endDate'), rescheduledNeedsPreviousDate],
    nested: {
      location: ['event-place', 'event-virtual-location'],
      offers: ['event-offer'],
      organizer: ['event-party'],
      performer: ['event-party'],
    },
  },
  {
    id: 'event-place',
    feature: 'Event',
    docs: `${DOCS}#location`,
    types: ['Place'],
    excludeTypes: ['VirtualLocation'],
    nestedOnly: true,
    required: ['address'],
    recommended: ['name:text'],
  },
  {
    id: 'event-virtual-location',
    feature: 'Event',
    docs: `${DOCS}#virtual-location`,
    types: ['VirtualLocation'],
    nestedOnly: true,
    required: ['url:url'],
    checks: [
      (_node, path, { report }, rule) =>
        report.richResult(
          `${path}: Google's ${rule.feature} documentation only covers physical venues (a Place with an address); an online-only location is unlikely to get the event rich result, so add the venue's Place too if there is one.`,
        ),
    ],
  },
  {
    id: 'event-offer',
    feature: 'Event',
    docs: `${DOCS}#offer`,
    types: ['Offer', 'AggregateOffer'],
    nestedOnly: true,
    recommended: ['availability', 'price:number', 'priceCurrency:currency', 'url:url', 'validFrom:dateTime'],
  },
  {
    id: 'event-party',
    feature: 'Event',
    docs: `${DOCS}#organizer`,
    types: ['Person', 'Organization', 'PerformingGroup'],
    nestedOnly: true,
    recommended: ['name:text', 'url:url'],
  },
];
