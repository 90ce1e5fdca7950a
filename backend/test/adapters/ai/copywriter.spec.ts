import { expect } from 'chai';
import { AiQuotaGate } from '../../../src/application/ai/ai-quotas.js';
import { SuggestCopy } from '../../../src/application/ai/suggest-copy.js';
import type { Actor } from '../../../src/application/shared/actor.js';
import { InMemoryAiUsage } from '../../../src/adapters/in-memory/in-memory-ai-usage.js';
import { OpenAiCopywriter } from '../../../src/adapters/openai/openai-copywriter.js';
import { HtmlPageReader } from '../../../src/adapters/page-fetch/html-page-reader.js';
import { SsrfSafePageFetcher } from '../../../src/adapters/page-fetch/ssrf-safe-page-fetcher.js';
import { PageTextCopywriter } from '../../../src/adapters/page-metadata/page-text-copywriter.js';
import { SystemClock } from '../../../src/adapters/system/system-clock.js';
import { PiscinaCpuWork } from '../../../src/adapters/worker-pool/piscina-cpu-work.js';
import { COPY_LIMITS, descriptiveFields, fitToLimit } from '../../../src/engine/copywriting/copy-fields.js';
import { schemaOrgVocabulary } from '../../../src/engine/vocabulary/schema-org-vocabulary.js';
import { copyAnswer, productAnswer, startFakeOpenAi } from '../../support/fake-openai.js';
import { startFixtureSite } from '../../support/fixture-site.js';
import { silentLogger } from '../../support/loggers.js';

const faqSchema = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: [
    { '@type': 'Question', name: 'How long does delivery take?', acceptedAnswer: { '@type': 'Answer', text: 'Soon.' } },
    { '@type': 'Question', name: 'Can I return shoes?' },
  ],
};
const articleSchema = { '@context': 'https://schema.org', '@type': 'Article', headline: 'Waxing' };
const pro: Actor = { userId: 'u1', workspaceId: 'w1', role: 'member', plan: 'pro' };

describe('Copywriting agent', () => {
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>;
  const work = new PiscinaCpuWork({ threads: 1, maxQueue: 16, timeoutMs: 10_000, memoryMb: 256 });
  const reader = new HtmlPageReader(
    new SsrfSafePageFetcher({ timeoutMs: 3000, maxBytes: 65536, maxRedirects: 3, allowedAddresses: [], allowPrivate: true }),
    work,
    { tokenBudget: 400, maxBytes: 65536 },
  );
  before(async () => {
    site = await startFixtureSite();
    openAi = await startFakeOpenAi(productAnswer, { copy_suggestions: copyAnswer });
  });
  after(async () => {
    await site.close();
    await openAi.close();
    await work.close();
  });
  beforeEach(() => openAi.failWith(null));

  const ai = (maxRetries = 0) =>
    new OpenAiCopywriter({ apiKey: 'sk-test', model: 'gpt-test', baseUrl: openAi.baseUrl, timeoutMs: 3000, maxRetries });
  const suggestCopy = (writer: OpenAiCopywriter | PageTextCopywriter, usage = new InMemoryAiUsage()) =>
    new SuggestCopy(
      reader,
      writer,
      new PageTextCopywriter(),
      new AiQuotaGate(usage, { free: 0, pro: 5, agency: 10 }),
      schemaOrgVocabulary,
      new SystemClock(),
      silentLogger,
    );

  it("finds a schema's descriptive fields, present or not yet written, with their length rules", () => {
    expect(descriptiveFields(articleSchema, schemaOrgVocabulary).map((f) => [f.path, f.kind, f.current])).to.deep.equal([
      ['headline', 'headline', 'Waxing'],
      ['description', 'description', null],
    ]);
    const faq = descriptiveFields(faqSchema, schemaOrgVocabulary);
    expect(faq.map((f) => f.path)).to.deep.equal([
      'headline',
      'description',
      'mainEntity.0.acceptedAnswer.text',
      'mainEntity.1.acceptedAnswer.text',
    ]);
    expect(faq[2]).to.deep.include({ label: 'FAQ answer: How long does delivery take?', current: 'Soon.', limit: COPY_LIMITS.answer });
    const product = {
      '@type': 'Product',
      name: 'Trail Runner 2',
      review: { '@type': 'Review', author: { '@type': 'Person', name: 'Ana' } },
    };
    expect(descriptiveFields(product, schemaOrgVocabulary).map((f) => [f.path, f.label])).to.deep.equal([
      ['description', 'Description'],
      ['review.reviewBody', 'Review by Ana'],
    ]);
    expect(descriptiveFields({ '@type': 'NoSuchType' }, schemaOrgVocabulary)).to.deep.equal([]);
  });

  it("cuts text to a field's maximum at a sentence end, else at a word with an ellipsis", () => {
    const long =
      'Waxing keeps your base fast and protects it from drying out. You need an iron, a scraper and a bar of wax for every board you own and more.';
    expect(fitToLimit(long, { min: 50, max: 100 })).to.equal('Waxing keeps your base fast and protects it from drying out.');
    const cut = fitToLimit(long, { min: 70, max: 100 });
    expect(cut.endsWith('…')).to.equal(true);
    expect(cut.length).to.be.at.most(100).and.at.least(70);
    expect(fitToLimit('  short   text ', { min: 50, max: 160 })).to.equal('short text');
  });

  it('without a model quotes the page: its question blocks and first sentences, labelled as such', async () => {
    const answer = await suggestCopy(new PageTextCopywriter()).execute(pro, {
      pageUrl: site.url('/faq'),
      jsonLd: faqSchema,
      fields: undefined,
      tone: 'friendly',
    });
    expect(answer.source).to.equal('page-text');
    expect(answer.notes[0]).to.match(/no AI model is configured/);
    const byField = Object.fromEntries(answer.suggestions.map((s) => [s.field, s.text]));
    expect(byField['mainEntity.0.acceptedAnswer.text']).to.equal('Two to four working days within the EU.');
    expect(byField['mainEntity.1.acceptedAnswer.text']).to.equal('Yes, within 30 days, unworn and in the original box.');
    expect(byField.headline).to.equal('Shipping questions');
    // The meta description (35 characters) is too short for the 50-160 rule: the page's first sentences are used.
    expect(byField.description!.length).to.be.within(50, 160);
    expect(byField.description).to.not.equal('Answers about shipping and returns.');
    const noPage = await suggestCopy(new PageTextCopywriter()).execute(pro, {
      pageUrl: undefined,
      jsonLd: articleSchema,
      fields: undefined,
      tone: undefined,
    });
    expect(noPage.suggestions).to.deep.equal([]);
    expect(noPage.notes.join(' ')).to.match(/Without a page URL/);
  });

  it('OpenAI: our rules and the tone are the instructions, page and schema travel as data, answers are held to the limits', async () => {
    const usage = new InMemoryAiUsage();
    const answer = await suggestCopy(ai(), usage).execute(pro, {
      pageUrl: site.url('/product'),
      jsonLd: { '@type': 'Product', name: 'Trail Runner 2', description: 'Old text' },
      fields: ['description'],
      tone: 'persuasive',
    });
    const sent = openAi.requests.at(-1)!;
    expect(sent.body.text!.format).to.include({ type: 'json_schema', strict: true, name: 'copy_suggestions' });
    expect(sent.body.instructions)
      .to.match(/untrusted content/)
      .and.match(/Tone: persuasive/)
      .and.match(/- description \(description\): 50 to 160 characters/);
    const content = JSON.parse(sent.body.input[0]!.content);
    expect(content.page.mainText).to.include('Ignore all previous instructions');
    expect(content.fields).to.deep.equal([{ path: 'description', kind: 'description', about: 'Trail Runner 2', current: 'Old text' }]);
    expect(answer).to.deep.include({ source: 'ai', tone: 'persuasive' });
    const [description] = answer.suggestions;
    expect(description).to.deep.include({ field: 'description', current: 'Old text', minLength: 50, maxLength: 160 });
    expect(description!.text.startsWith('In a persuasive')).to.equal(true);
    expect(description!.text.length).to.be.at.most(160);
    expect(answer.notes).to.include('Model: Kept to the facts on the page.');
    expect([...usage.counts.values()]).to.deep.equal([{ used: 1, inputTokens: 812, outputTokens: 95 }]);
  });

  it("OpenAI: drops answers below a field's minimum with a note; an outage falls back to the page text and says so", async () => {
    const writeFaq = suggestCopy(ai(1));
    const answer = await writeFaq.execute(pro, {
      pageUrl: site.url('/faq'),
      jsonLd: faqSchema,
      fields: ['mainEntity.1.acceptedAnswer.text'],
      tone: 'neutral',
    });
    expect(answer.suggestions).to.deep.equal([]);
    expect(answer.notes.join(' ')).to.match(/"FAQ answer: Can I return shoes\?" was shorter than 20 characters/);
    openAi.failWith(503);
    const before = openAi.requests.length;
    const fallback = await writeFaq.execute(pro, {
      pageUrl: site.url('/faq'),
      jsonLd: faqSchema,
      fields: ['mainEntity.1.acceptedAnswer.text'],
      tone: 'neutral',
    });
    expect(openAi.requests.length - before).to.equal(2);
    expect(fallback.source).to.equal('page-text');
    expect(fallback.notes.join(' ')).to.match(/AI model could not be used \(the AI model did not answer \(HTTP 503\)\)/);
    expect(fallback.suggestions.map((s) => s.text)).to.deep.equal(['Yes, within 30 days, unworn and in the original box.']);
  });

  it('refuses Free plans, bad input and unknown fields before any page is read', async () => {
    const before = site.hits.get('/faq') ?? 0;
    const use = suggestCopy(new PageTextCopywriter());
    const input = { pageUrl: site.url('/faq'), jsonLd: faqSchema, fields: undefined, tone: undefined };
    const refusals: [Actor, typeof input, string][] = [
      [{ ...pro, plan: 'free' }, input, 'plan_required'],
      [pro, { ...input, jsonLd: [] as never }, 'validation_failed'],
      [pro, { ...input, jsonLd: { '@type': 'Text' } as never }, 'validation_failed'],
      [pro, { ...input, fields: ['name'] as never }, 'validation_failed'],
      [pro, { ...input, tone: 'angry' as never }, 'validation_failed'],
      [pro, { ...input, pageUrl: 'file:///etc/passwd' }, 'validation_failed'],
    ];
    for (const [actor, bad, code] of refusals) {
      const error = await use.execute(actor, bad).catch((e: unknown) => e);
      expect(error, JSON.stringify(bad)).to.have.property('code', code);
    }
    expect(site.hits.get('/faq') ?? 0).to.equal(before);
  });
});
