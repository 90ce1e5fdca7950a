import { ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import {
  COPY_TONES,
  descriptiveFields,
  fitToLimit,
  withinLimit,
  type CopyField,
  type CopyTone,
} from '../../engine/copywriting/copy-fields.js';
import type { Vocabulary } from '../../engine/vocabulary/vocabulary.js';
import type { Clock } from '../../ports/clock.js';
import { CopywriterUnavailableError, type CopyAnswer, type CopySource, type Copywriter } from '../../ports/copywriter.js';
import type { Logger } from '../../ports/logger.js';
import type { PageReader } from '../../ports/page-reader.js';
import type { Actor } from '../shared/actor.js';
import type { AiQuotaGate } from './ai-quotas.js';
import { PageUrl } from '../../domain/shared/page-url.js';
import { requireFeature } from '../../domain/plans/plan-features.js';

export interface CopySuggestion {
  field: string;
  label: string;
  kind: CopyField['kind'];
  current: string | null;
  text: string;
  minLength: number;
  maxLength: number;
}

export interface CopySuggestions {
  source: CopySource;
  tone: CopyTone;
  suggestions: CopySuggestion[];
  notes: string[];
}

const MAX_JSON_LD_CHARS = 100_000;

/**
 * POST /api/copywriter/suggestions: proposes text for a schema's descriptive fields from its page and its own
 * content, in a chosen tone, within each field's length limits. Suggestions are only returned: the dashboard applies
 * one when the user clicks it. Same plan gate, quota and fallback as AI extraction.
 */
export class SuggestCopy {
  constructor(
    private readonly reader: PageReader,
    private readonly writer: Copywriter,
    private readonly fallback: Copywriter,
    private readonly quota: AiQuotaGate,
    private readonly vocabulary: Vocabulary,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async execute(actor: Actor, input: { pageUrl: unknown; jsonLd: unknown; fields: unknown; tone: unknown }): Promise<CopySuggestions> {
    requireFeature(actor.plan, 'aiCopywriting');
    const pageUrl =
      input.pageUrl === undefined || input.pageUrl === null || input.pageUrl === '' ? null : PageUrl.parse(input.pageUrl, 'pageUrl').value;
    const jsonLd = this.checkJsonLd(input.jsonLd);
    const fields = this.chooseFields(descriptiveFields(jsonLd, this.vocabulary), input.fields);
    const tone = this.checkTone(input.tone);
    await this.quota.assertAvailable(actor.workspaceId, actor.plan, this.clock.now());
    const page = pageUrl ? await this.reader.read(pageUrl) : null;
    const request = { page, jsonLd, schemaType: String(jsonLd['@type']), fields, tone };

    let writer = this.writer;
    let answer: CopyAnswer;
    const notes: string[] = [];
    try {
      answer = await writer.suggest(request);
    } catch (error) {
      if (!(error instanceof CopywriterUnavailableError) || writer === this.fallback) throw error;
      this.logger.warn({ err: error, url: pageUrl }, 'AI copywriting failed; answering from the page text');
      notes.push(`The AI model could not be used (${error.message}); the suggestions quote the page's text instead.`);
      writer = this.fallback;
      answer = await writer.suggest(request);
    }
    if (answer.usage) this.logger.info({ url: pageUrl, ...answer.usage }, 'AI copywriting usage');
    const suggestions = this.keepWithinLimits(fields, answer, notes);
    await this.quota.spend(actor.workspaceId, actor.plan, this.clock.now(), answer.usage);
    return { source: writer.source, tone, suggestions, notes: [...answer.notes, ...notes] };
  }

  /** Whatever wrote them, suggestions are cut to their field's maximum; unknown fields and too-short texts are dropped. */
  private keepWithinLimits(fields: CopyField[], answer: CopyAnswer, notes: string[]): CopySuggestion[] {
    const byPath = new Map(fields.map((field) => [field.path, field]));
    const seen = new Set<string>();
    const kept: CopySuggestion[] = [];
    for (const draft of answer.drafts) {
      const field = byPath.get(draft.path);
      if (!field || seen.has(field.path)) continue;
      seen.add(field.path);
      const text = fitToLimit(draft.text, field.limit);
      if (!withinLimit(text, field.limit)) {
        notes.push(`The suggestion for "${field.label}" was shorter than ${field.limit.min} characters and was left out.`);
        continue;
      }
      kept.push({
        field: field.path,
        label: field.label,
        kind: field.kind,
        current: field.current,
        text,
        minLength: field.limit.min,
        maxLength: field.limit.max,
      });
    }
    return kept;
  }

  private checkJsonLd(value: unknown): Record<string, unknown> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ValidationError(fieldErrors({ jsonLd: ['Expected a JSON-LD object'] }));
    }
    if (JSON.stringify(value).length > MAX_JSON_LD_CHARS) {
      throw new ValidationError(fieldErrors({ jsonLd: [`Expected at most ${MAX_JSON_LD_CHARS} characters of JSON-LD`] }));
    }
    const type = (value as Record<string, unknown>)['@type'];
    if (typeof type !== 'string' || !this.vocabulary.type(type) || this.vocabulary.isDataType(type)) {
      throw new ValidationError(fieldErrors({ jsonLd: ['Expected an "@type" naming a Schema.org type, e.g. Product'] }));
    }
    return value as Record<string, unknown>;
  }

  private chooseFields(available: CopyField[], requested: unknown): CopyField[] {
    if (available.length === 0) {
      throw new ValidationError(
        fieldErrors({ jsonLd: ['This schema has no descriptive field to write (description, headline, FAQ answers, review bodies)'] }),
      );
    }
    if (requested === undefined || requested === null) return available;
    if (!Array.isArray(requested) || requested.length === 0 || requested.some((path) => typeof path !== 'string')) {
      throw new ValidationError(fieldErrors({ fields: ['Expected a non-empty list of field paths'] }));
    }
    const unknown = requested.filter((path) => !available.some((field) => field.path === path));
    if (unknown.length > 0) {
      throw new ValidationError(
        fieldErrors({
          fields: [
            `Not a descriptive field of this schema: ${unknown.slice(0, 5).join(', ')}. Available: ${available.map((f) => f.path).join(', ')}`,
          ],
        }),
      );
    }
    return available.filter((field) => requested.includes(field.path));
  }

  private checkTone(value: unknown): CopyTone {
    if (value === undefined || value === null || value === '') return 'neutral';
    if (typeof value !== 'string' || !(COPY_TONES as readonly string[]).includes(value)) {
      throw new ValidationError(fieldErrors({ tone: [`Expected one of ${COPY_TONES.join(', ')}`] }));
    }
    return value as CopyTone;
  }
}
