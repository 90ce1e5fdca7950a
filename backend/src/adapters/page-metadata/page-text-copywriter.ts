import { fitToLimit, withinLimit, type CopyField } from '../../engine/copywriting/copy-fields.js';
import type { CopyAnswer, CopyDraft, CopyRequest, Copywriter } from '../../ports/copywriter.js';
import type { PageSnapshot } from '../../ports/page-reader.js';

// A stop inside a number ("1.0 litre") does not end a sentence.
const SENTENCE = /(?:[^.!?]|\.(?=\d))+[.!?]+(?=\s|$)/g;
/** Separators of ratings, prices and labels run together with prose: not one sentence the page wrote. */
const GLUED = /\s[·|•]\s|\b[A-Z]{2,}:\s/;
/** "— Dana K.", "By Mara Lindqvist", "Photo: ...": lines that name who said or made something. */
const ATTRIBUTION = /^(by|par|von|photo|foto|credit)\b|[—–]\s*\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*)?\.?["”]?$/u;
const words = (value: string) => new Set(value.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []);
const normalise = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The copywriter without a model: quotes the page's own text and metadata (meta and Open Graph descriptions, the
 * main heading, the page's question blocks, its first sentences), cut to each field's limits. Deterministic; the
 * tone cannot change quoted text, and the answer says so.
 */
export class PageTextCopywriter implements Copywriter {
  readonly source = 'page-text' as const;

  async suggest(request: CopyRequest): Promise<CopyAnswer> {
    const notes = ["Quoted from the page's own text and metadata (no AI model is configured); the tone applies to AI suggestions only."];
    const { page } = request;
    if (!page) {
      notes.push('Without a page URL there is no text to quote: name the page the schema describes.');
      return { drafts: [], notes, usage: null };
    }
    const drafts: CopyDraft[] = [];
    const missing: string[] = [];
    const alreadyQuoted: string[] = [];
    for (const field of request.fields) {
      const fitting = candidates(field, page)
        .map((candidate) => fitToLimit(candidate, field.limit))
        .filter((candidate) => withinLimit(candidate, field.limit));
      // An answer that already is the page's own answer (as From URL took it) needs no other quote.
      const settled = field.kind === 'answer' && fitting[0] !== undefined && fitting[0] === field.current;
      const found = settled ? undefined : fitting.find((candidate) => candidate !== field.current);
      if (found) drafts.push({ path: field.path, text: found });
      else if (fitting.length > 0) alreadyQuoted.push(field.label);
      else missing.push(field.label);
    }
    // A value From URL already took from the page is not missing text: say that it already matches.
    if (alreadyQuoted.length > 0) notes.push(`Already the page's own text: ${alreadyQuoted.join('; ')}.`);
    if (missing.length > 0) notes.push(`The page has no suitable text for: ${missing.join('; ')}.`);
    return { drafts, notes, usage: null };
  }
}

/** Texts from the page that could fill the field, best first. */
function candidates(field: CopyField, page: PageSnapshot): string[] {
  const found: (string | null | undefined)[] = [];
  switch (field.kind) {
    case 'description':
      found.push(
        page.metaDescription,
        page.openGraph.description,
        page.twitter.description,
        leadingSentences(page.mainText, field.limit.max),
      );
      break;
    case 'headline':
      found.push(page.openGraph.title, page.headings.find((h) => h.level === 1)?.text, withoutSiteName(page.title));
      break;
    case 'answer': {
      const question = normalise(field.context ?? '');
      found.push(page.faqs.find((faq) => normalise(faq.question) === question)?.answer, sentenceAbout(page.mainText, field.context ?? ''));
      break;
    }
    case 'reviewBody':
      found.push(...page.microdata.filter((item) => item.type === 'Review').flatMap((item) => item.properties.reviewBody ?? []));
      break;
  }
  return found.filter((value): value is string => typeof value === 'string' && value.trim().length > 0);
}

/**
 * Whole sentences of the main text: a "sentence" must start like one and have a few words, so attribution lines
 * ("— Dana K."), closing quotes and bylines are never glued into a description or an answer.
 */
function sentences(text: string): string[] {
  return (text.match(SENTENCE) ?? [])
    .map((sentence) => sentence.trim())
    .filter(
      (sentence) =>
        /^[\p{Lu}\p{N}]/u.test(sentence) && sentence.split(/\s+/).length >= 4 && !ATTRIBUTION.test(sentence) && !GLUED.test(sentence),
    );
}

/** The main text's first whole sentences that fit within `max` characters. */
function leadingSentences(text: string, max: number): string | null {
  let lead = '';
  for (const sentence of sentences(text)) {
    const next = `${lead} ${sentence.trim()}`.trim();
    if (next.length > max) {
      if (lead) break;
      continue;
    }
    lead = next;
  }
  return lead || null;
}

/** "Trail Runner 2 | Shoe Shop" -> "Trail Runner 2". */
function withoutSiteName(title: string | null): string | null {
  return title ? title.split(/\s[|–—-]\s/)[0]!.trim() : null;
}

/** The main text's sentence sharing the most words (at least two) with the question, for an answer. */
function sentenceAbout(text: string, question: string): string | null {
  const asked = words(question);
  let best: { sentence: string; shared: number } | null = null;
  for (const sentence of sentences(text)) {
    const shared = [...words(sentence)].filter((word) => asked.has(word)).length;
    if (shared >= 2 && (!best || shared > best.shared)) best = { sentence: sentence.trim(), shared };
  }
  return best?.sentence ?? null;
}
