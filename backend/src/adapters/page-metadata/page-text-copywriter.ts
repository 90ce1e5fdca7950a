import { fitToLimit, withinLimit, type CopyField } from '../../engine/copywriting/copy-fields.js';
import type { CopyAnswer, CopyDraft, CopyRequest, Copywriter } from '../../ports/copywriter.js';
import type { PageSnapshot } from '../../ports/page-reader.js';

const SENTENCE = /[^.!?]+[.!?]+(?=\s|$)/g;
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
    for (const field of request.fields) {
      const found = candidates(field, page)
        .map((candidate) => fitToLimit(candidate, field.limit))
        .find((candidate) => withinLimit(candidate, field.limit) && candidate !== field.current);
      if (found) drafts.push({ path: field.path, text: found });
      else missing.push(field.label);
    }
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

/** The main text's first whole sentences that fit within `max` characters. */
function leadingSentences(text: string, max: number): string | null {
  let lead = '';
  for (const sentence of text.match(SENTENCE) ?? []) {
    const next = `${lead} ${sentence.trim()}`.trim();
    if (next.length > max) break;
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
  for (const sentence of text.match(SENTENCE) ?? []) {
    const shared = [...words(sentence)].filter((word) => asked.has(word)).length;
    if (shared >= 2 && (!best || shared > best.shared)) best = { sentence: sentence.trim(), shared };
  }
  return best?.sentence ?? null;
}
