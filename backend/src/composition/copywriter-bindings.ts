import type { Container } from 'inversify';
import { AiQuotaGate } from '../application/ai/ai-quotas.js';
import { SuggestCopy } from '../application/ai/suggest-copy.js';
import { OpenAiCopywriter } from '../adapters/openai/openai-copywriter.js';
import { PageTextCopywriter } from '../adapters/page-metadata/page-text-copywriter.js';
import { schemaOrgVocabulary } from '../engine/vocabulary/schema-org-vocabulary.js';
import type { Logger } from '../ports/logger.js';
import type { Config } from './config.js';
import { TOKENS as T } from './tokens.js';
import { provide } from './wiring.js';

/**
 * The copywriting agent: the OpenAI copywriter when a key is configured, else (and as the fallback when the model
 * fails) the page-text copywriter. Shares the page reader and the monthly AI quota with extraction (ai-bindings).
 */
export function bindCopywriter(c: Container, config: Config, logger: Logger): void {
  const pageText = new PageTextCopywriter();
  const writer = config.ai.openAi ? new OpenAiCopywriter(config.ai.openAi) : pageText;
  if (!config.ai.openAi) logger.info({}, 'OPENAI_API_KEY is not set: the copywriting agent quotes the page text');
  provide(
    c,
    SuggestCopy,
    (get) => new SuggestCopy(get(T.PageReader), writer, pageText, get(AiQuotaGate), schemaOrgVocabulary, get(T.Clock), get(T.Logger)),
  );
}
