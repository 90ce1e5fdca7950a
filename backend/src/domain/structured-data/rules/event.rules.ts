import { timeZoneRecommended } from './common-checks.js';
import type { RuleSet } from './rule-set.js';

// https://developers.google.com/search/docs/appearance/structured-data/event
// Event: name, startDate and location (a Place with an address, or a VirtualLocation with a url).
const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data/event';

export const EVENT_RULES: RuleSet[] = [
  {
    id: 'event',
    feature: 'Event',
    docs: DOCS,
    types: ['Event'],
    excludeTypes: ['BroadcastEvent', 'PublicationEvent'],
    required: ['name:text', 'startDate:dateTime', 'location'],
    recommended: ['description:text', 'endDate:dateTime', 'eventAttendanceMode', 'eventStatus', 'image:url', 'offers', 'organizer', 'performer'],
    checks: [timeZoneRecommended('startDate', 'endDate')],
    nested: { location: ['event-place', 'event-virtual-location'], offers: ['event-offer'], organizer: ['event-party'], performer: ['event-party'] },
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
