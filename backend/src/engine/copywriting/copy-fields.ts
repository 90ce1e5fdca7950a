import type { Vocabulary } from '../vocabulary/vocabulary.js';

/** The kinds of descriptive text the copywriter writes, each with its own length rule. */
export type CopyFieldKind = 'description' | 'headline' | 'answer' | 'reviewBody';

export interface LengthLimit {
  readonly min: number;
  readonly max: number;
}

/**
 * Length rules per kind. description: like a meta description (search results show ~50-160 characters);
 * headline: Google recommends at most 110 characters for Article headlines; FAQ answers: long enough to answer,
 * short enough to show in a rich result; review bodies: a few sentences.
 */
export const COPY_LIMITS: Readonly<Record<CopyFieldKind, LengthLimit>> = {
  description: { min: 50, max: 160 },
  headline: { min: 10, max: 110 },
  answer: { min: 20, max: 300 },
  reviewBody: { min: 50, max: 500 },
};

export const COPY_TONES = ['neutral', 'friendly', 'professional', 'persuasive'] as const;
export type CopyTone = (typeof COPY_TONES)[number];

/** One field of a schema the copywriter can write, addressed by a dotted path (`mainEntity.0.acceptedAnswer.text`). */
export interface CopyField {
  readonly path: string;
  readonly kind: CopyFieldKind;
  /** What the user sees next to the suggestion, e.g. `FAQ answer: Do you ship abroad?`. */
  readonly label: string;
  /** The text the field holds now (null when empty or absent). */
  readonly current: string | null;
  /** What the text is about: the question an answer answers, the item a review reviews. */
  readonly context: string | null;
  readonly limit: LengthLimit;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const typeOf = (node: Node): string | null => {
  const type = node['@type'];
  if (typeof type === 'string') return type;
  return Array.isArray(type) && typeof type[0] === 'string' ? type[0] : null;
};
/** A property holding one node or a list of nodes, as [path, node] pairs. */
function nodesAt(node: Node, property: string): [string, Node][] {
  const value = node[property];
  if (isNode(value)) return [[property, value]];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, index) => (isNode(item) ? [[`${property}.${index}`, item] as [string, Node]] : []));
}

/**
 * The descriptive fields of a JSON-LD document's root node, present or not yet written: its description, its
 * headline (types that have one), the answers of an FAQ page's questions and the bodies of reviews.
 */
export function descriptiveFields(jsonLd: Node, vocabulary: Vocabulary): CopyField[] {
  const type = typeOf(jsonLd);
  if (!type || !vocabulary.type(type)) return [];
  const properties = vocabulary.propertiesOf(type);
  const name = text(jsonLd.name) ?? text(jsonLd.headline);
  const fields: CopyField[] = [];
  const add = (path: string, kind: CopyFieldKind, label: string, current: unknown, context: string | null) =>
    fields.push({ path, kind, label, current: text(current), context, limit: COPY_LIMITS[kind] });

  if (properties.has('headline')) add('headline', 'headline', 'Headline', jsonLd.headline, name);
  if (properties.has('description')) add('description', 'description', 'Description', jsonLd.description, name);
  if (properties.has('reviewBody')) add('reviewBody', 'reviewBody', 'Review', jsonLd.reviewBody, text(jsonLd.name));
  if (vocabulary.isSubtypeOf(type, 'FAQPage') || type === 'FAQPage') {
    for (const [path, question] of nodesAt(jsonLd, 'mainEntity')) {
      const asked = text(question.name);
      if (!asked) continue;
      const answer = isNode(question.acceptedAnswer) ? question.acceptedAnswer.text : undefined;
      add(`${path}.acceptedAnswer.text`, 'answer', `FAQ answer: ${asked}`, answer, asked);
    }
  }
  if (properties.has('review')) {
    for (const [path, review] of nodesAt(jsonLd, 'review')) {
      const by = isNode(review.author) ? text(review.author.name) : text(review.author);
      add(`${path}.reviewBody`, 'reviewBody', by ? `Review by ${by}` : 'Review', review.reviewBody, name);
    }
  }
  return fields;
}

/**
 * Brings a text within a field's maximum: whitespace collapsed, then cut at the last sentence end that keeps at
 * least the minimum, else at the last word, with an ellipsis. Texts below the minimum are returned as they are
 * (the caller decides whether to offer them).
 */
export function fitToLimit(value: string, limit: LengthLimit): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit.max) return clean;
  const head = clean.slice(0, limit.max);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentenceEnd + 1 >= limit.min) return head.slice(0, sentenceEnd + 1);
  const wordEnd = clean.slice(0, limit.max).lastIndexOf(' ');
  const cut = (wordEnd >= limit.min ? clean.slice(0, wordEnd) : clean.slice(0, limit.max - 1)).replace(/[\s,;:.-]+$/, '');
  return `${cut}…`.length <= limit.max ? `${cut}…` : `${cut.slice(0, limit.max - 1)}…`;
}

export const withinLimit = (value: string, limit: LengthLimit): boolean => value.length >= limit.min && value.length <= limit.max;
