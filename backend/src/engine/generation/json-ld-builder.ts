import { isNode, type JsonNode } from '../validation/json-ld-node.js';
import type { Vocabulary } from '../vocabulary/vocabulary.js';
import { temporalKindOf } from '../correction/literal-normalizers.js';
import { asList, date, duration, entities, entity, member, number, offer, place, postalAddress, rating, review } from './entity-shapers.js';
import type { GenerateSpec } from './generate-specs.js';
import { lookupTable } from '../shared/lookup-table.js';

type Shaper = (value: unknown, type: string) => unknown;

const PERSON = (value: unknown) => entities(value, 'Person');
const ORGANIZATION = (value: unknown) => entities(value, 'Organization');

/** How a data field becomes JSON-LD, by property name (the same everywhere so results are predictable). */
const SHAPERS = lookupTable<Shaper>({
  author: PERSON,
  creator: PERSON,
  director: PERSON,
  actor: PERSON,
  performer: PERSON,
  publisher: ORGANIZATION,
  provider: ORGANIZATION,
  organizer: ORGANIZATION,
  hiringOrganization: ORGANIZATION,
  manufacturer: ORGANIZATION,
  brand: (value) => entity(value, 'Brand'),
  about: (value) => entities(value, 'Thing'),
  itemReviewed: (value, type) => entity(value, type === 'EmployerAggregateRating' ? 'Organization' : 'Thing'),
  mainEntity: PERSON,
  location: place,
  jobLocation: place,
  address: postalAddress,
  geo: (value) =>
    isNode(value) ? { '@type': 'GeoCoordinates', latitude: number(value.latitude), longitude: number(value.longitude) } : value,
  offers: (value) => (Array.isArray(value) ? value.map(offer) : offer(value)),
  aggregateRating: (value) => rating(value, 'AggregateRating'),
  review: (value) => (Array.isArray(value) ? value.map(review) : review(value)),
  applicantLocationRequirements: (value) => entity(value, 'Country'),
  baseSalary: (value) =>
    isNode(value)
      ? {
          '@type': 'MonetaryAmount',
          ...value,
          value: isNode(value.value) ? { '@type': 'QuantitativeValue', ...value.value } : number(value.value),
        }
      : value,
  recipeInstructions: (value) => asList(value).map((step) => (typeof step === 'string' ? { '@type': 'HowToStep', text: step } : step)),
  speakable: (value) => ({ '@type': 'SpeakableSpecification', cssSelector: asList(value) }),
  eventStatus: member,
  eventAttendanceMode: member,
  availability: member,
  ratingValue: number,
  bestRating: number,
  worstRating: number,
  ratingCount: number,
  reviewCount: number,
  latitude: number,
  longitude: number,
});

/** Fields that are shortcuts, not Schema.org properties: each writes its part of the node. */
const SHORTCUTS = lookupTable<(node: JsonNode, data: JsonNode) => void>({
  price: (node, data) => {
    if (data.offers === undefined)
      node.offers = offer({
        price: data.price,
        priceCurrency: data.priceCurrency,
        ...(data.availability ? { availability: data.availability } : {}),
      });
  },
  priceCurrency: () => undefined,
  availability: () => undefined,
  questions: (node, data) => {
    node.hasPart = asList(data.questions as JsonNode[]).map((q) => ({
      '@type': 'Question',
      eduQuestionType: 'Flashcard',
      text: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    }));
  },
  question: (node, data) => {
    const answers = asList(data.answer);
    node.mainEntity = {
      '@type': 'Question',
      name: data.question,
      ...(data.questionText ? { text: data.questionText } : {}),
      answerCount: data.answerCount ?? answers.length,
      ...(data.datePublished ? { datePublished: date(data.datePublished) } : {}),
      acceptedAnswer: { '@type': 'Answer', text: answers[0] },
    };
  },
  questionText: () => undefined,
  answer: () => undefined,
  answerCount: () => undefined,
  occupancy: (node, data) => {
    node.containsPlace = { '@type': 'Accommodation', occupancy: { '@type': 'QuantitativeValue', value: number(data.occupancy) } };
  },
  target: (node, data) => {
    node.potentialAction = {
      '@type': 'SolveMathAction',
      target: data.target,
      'mathExpression-input': 'required name=math_expression_string',
    };
  },
  ratingValue: (node, data) => {
    node.reviewRating = rating({ ratingValue: data.ratingValue, bestRating: data.bestRating, worstRating: data.worstRating }, 'Rating');
  },
  bestRating: () => undefined,
  worstRating: () => undefined,
  clips: (node, data) => {
    node.hasPart = asList(data.clips as JsonNode[]).map((clip) => ({
      '@type': 'Clip',
      ...clip,
      startOffset: number(clip.startOffset),
      ...(clip.endOffset !== undefined ? { endOffset: number(clip.endOffset) } : {}),
    }));
  },
});

const LIST_ITEMS = lookupTable<(items: unknown[]) => JsonNode[]>({
  BreadcrumbList: (items) =>
    items.map((item, i) => {
      const { name, item: link, url } = item as JsonNode;
      return { '@type': 'ListItem', position: i + 1, name, ...((link ?? url) ? { item: link ?? url } : {}) };
    }),
  ItemList: (items) =>
    items.map((item, i) => {
      if (typeof item === 'string') return { '@type': 'ListItem', position: i + 1, url: item };
      const node = item as JsonNode;
      return node['@type'] ? { '@type': 'ListItem', position: i + 1, item: node } : { '@type': 'ListItem', position: i + 1, ...node };
    }),
});

/** Builds the JSON-LD for validated data: context first, the requested type, fields shaped into proper nodes. */
export function buildJsonLd(type: string, spec: GenerateSpec | undefined, data: JsonNode, vocabulary: Vocabulary): JsonNode {
  const node: JsonNode = { '@context': 'https://schema.org', '@type': spec?.extraTypes ? [type, ...spec.extraTypes] : type };
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || key.startsWith('@')) continue;
    const shortcut = SHORTCUTS[key];
    if (spec && shortcut && !vocabulary.propertiesOf(type).has(key)) {
      shortcut(node, data);
      continue;
    }
    if (key === 'itemListElement' && Array.isArray(value)) {
      node.itemListElement = (LIST_ITEMS[type] ?? LIST_ITEMS.ItemList!)(value);
      continue;
    }
    node[key] = shapeValue(key, value, type, vocabulary);
  }
  return spec?.fixedValues ? { ...node, ...spec.fixedValues } : node;
}

function shapeValue(key: string, value: unknown, type: string, vocabulary: Vocabulary): unknown {
  const shaper = SHAPERS[key];
  if (shaper) return shaper(value, type);
  const kind = temporalKindOf(vocabulary.property(key)?.r ?? []);
  if (!kind) return value;
  const normalize = kind === 'duration' ? duration : date;
  return Array.isArray(value) ? value.map(normalize) : normalize(value);
}
