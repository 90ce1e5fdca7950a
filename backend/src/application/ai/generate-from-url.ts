import { ValidationError, fieldErrors } from '../../domain/shared/domain-error.js';
import { PageUrl } from '../../domain/shared/page-url.js';
import type { Vocabulary } from '../../engine/vocabulary/vocabulary.js';
import type { Clock } from '../../ports/clock.js';
import type { PageReader } from '../../ports/page-reader.js';
import type { Actor } from '../shared/actor.js';
import type { AiQuotaGate } from './ai-quotas.js';
import type { ExtractSchemaFromPage, PageExtraction } from './extract-schema-from-page.js';
import { requireFeature } from '../../domain/plans/plan-features.js';

/** POST /api/generate-from-url: reads a page and proposes validated JSON-LD for it (Pro and Agency). */
export class GenerateFromUrl {
  constructor(
    private readonly reader: PageReader,
    private readonly extract: ExtractSchemaFromPage,
    private readonly quota: AiQuotaGate,
    private readonly vocabulary: Vocabulary,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { url: unknown; type: unknown }): Promise<Omit<PageExtraction, 'usage'>> {
    requireFeature(actor.plan, 'aiExtraction');
    const url = PageUrl.parse(input.url, 'url').value;
    const type = this.checkType(input.type);
    await this.quota.assertAvailable(actor.workspaceId, actor.plan, this.clock.now());
    const page = await this.reader.read(url);
    const { usage, ...result } = await this.extract.execute(page, type);
    await this.quota.spend(actor.workspaceId, actor.plan, this.clock.now(), usage);
    return result;
  }

  private checkType(type: unknown): string | null {
    if (type === undefined || type === null || type === '') return null;
    if (typeof type !== 'string' || !this.vocabulary.type(type) || this.vocabulary.isDataType(type)) {
      throw new ValidationError(fieldErrors({ type: ['Expected a Schema.org type name, e.g. Product'] }));
    }
    return type;
  }
}
