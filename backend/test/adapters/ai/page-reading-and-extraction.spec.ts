import { expect } from 'chai';
import { ValidateJsonLd } from '../../../src/application/engine/validate-json-ld.js';
import { ExtractSchemaFromPage } from '../../../src/application/ai/extract-schema-from-page.js';
import { OpenAiSchemaExtractor } from '../../../src/adapters/openai/openai-schema-extractor.js';
import { PageMetadataSchemaExtractor } from '../../../src/adapters/page-metadata/page-metadata-schema-extractor.js';
import { HtmlPageReader } from '../../../src/adapters/page-fetch/html-page-reader.js';
import { SsrfSafePageFetcher } from '../../../src/adapters/page-fetch/ssrf-safe-page-fetcher.js';
import { PiscinaCpuWork } from '../../../src/adapters/worker-pool/piscina-cpu-work.js';
import { WorkerPoolJsonLdValidity } from '../../../src/adapters/worker-pool/worker-pool-json-ld-validity.js';
import { schemaOrgVocabulary } from '../../../src/engine/vocabulary/schema-org-vocabulary.js';
import { PageUnreadableError } from '../../../src/ports/page-reader.js';
import { ExtractorUnavailableError } from '../../../src/ports/schema-extractor.js';
import { productAnswer, startFakeOpenAi } from '../../support/fake-openai.js';
import { startFixtureSite } from '../../support/fixture-site.js';
import { silentLogger } from '../../support/loggers.js';

const limits = { timeoutMs: 3000, maxBytes: 64 * 1024, maxRedirects: 3, allowedAddresses: [] as string[] };
// Pages are parsed in the worker pool, as in the service.
const work = new PiscinaCpuWork({ threads: 1, maxQueue: 16, timeoutMs: 10_000, memoryMb: 256 });
const loopbackReader = () =>
  new HtmlPageReader(new SsrfSafePageFetcher({ ...limits, allowPrivate: true }), work, { tokenBudget: 400, maxBytes: limits.maxBytes });
// Validation in the same pool as the service does it.
const validate = new ValidateJsonLd(new WorkerPoolJsonLdValidity(work));

describe('Page reading and schema extraction', () => {
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>;
  before(async () => {
    site = await startFixtureSite();
    openAi = await startFakeOpenAi(productAnswer);
  });
  after(async () => {
    await site.close();
    await openAi.close();
    await work.close();
  });
  beforeEach(() => openAi.failWith(null));

  it('reads a page into a snapshot: metadata, microdata, breadcrumbs, prices, images, main text', async () => {
    const page = await loopbackReader().read(site.url('/product'));
    expect(page).to.include({
      title: 'Trail Runner 2 | Shoe Shop',
      metaDescription: 'Lightweight trail running shoe with a grippy sole.',
      lang: 'en',
    });
    expect(page.canonical).to.equal(site.url('/shoes/trail-runner-2'));
    expect(page.openGraph).to.include({ type: 'product', title: 'Trail Runner 2', 'price:amount': '129.90', 'price:currency': 'EUR' });
    expect(page.twitter).to.deep.equal({ card: 'summary_large_image' });
    expect(page.microdata.map((item) => item.type)).to.deep.equal(['Product', 'Offer']);
    expect(page.breadcrumbs.map((crumb) => crumb.name)).to.deep.equal(['Home', 'Shoes', 'Trail Runner 2']);
    expect(page.prices[0]).to.deep.equal({ amount: '129.90', currency: 'EUR' });
    expect(page.images).to.deep.equal([{ src: site.url('/img/side.jpg'), alt: 'Trail Runner 2 from the side' }]);
    expect(page.mainText).to.include('lightest trail shoe');
    expect(page.truncated).to.equal(false);
  });

  it('reads existing JSON-LD (counting broken blocks), headings and question blocks, and cuts text to the token budget', async () => {
    const article = await new HtmlPageReader(new SsrfSafePageFetcher({ ...limits, allowPrivate: true }), work, {
      tokenBudget: 20,
      maxBytes: limits.maxBytes,
    }).read(site.url('/article'));
    expect(article.jsonLd).to.deep.equal([
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'Board Blog', url: 'https://blog.example.com' },
    ]);
    expect(article.invalidJsonLdBlocks).to.equal(1);
    expect(article.author).to.equal('Kim Lee');
    expect(article.openGraph.published_time).to.equal('2026-01-15T09:00:00Z');
    expect(article.headings.map((h) => h.level)).to.deep.equal([1, 2, 2]);
    expect(article.faqs.map((f) => f.question)).to.deep.equal(['Do I need a special iron?', 'How often should I wax?']);
    expect(article.mainTextTokens).to.equal(20);
    expect(article.truncated).to.equal(true);
    const faq = await loopbackReader().read(site.url('/faq'));
    expect(faq.faqs).to.have.length(3);
  });

  it('refuses what is not a readable page, with a reason', async () => {
    const reasons: Record<string, RegExp> = {
      '/data.json': /not HTML \(content type application\/json\)/,
      '/big': /larger than 64 KB/,
      '/gone': /HTTP 404/,
    };
    for (const [path, reason] of Object.entries(reasons)) {
      const error = await loopbackReader()
        .read(site.url(path))
        .catch((e: unknown) => e);
      expect(error, path).to.be.instanceOf(PageUnreadableError);
      expect((error as Error).message).to.match(reason);
    }
    const strict = new HtmlPageReader(new SsrfSafePageFetcher({ ...limits, allowPrivate: false }), work, {
      tokenBudget: 400,
      maxBytes: limits.maxBytes,
    });
    const refused = await strict.read(site.url('/product')).catch((e: unknown) => e);
    expect((refused as Error).message).to.match(/private or reserved address/);
  });

  it('page metadata: picks the type from what the page declares, and the result validates', async () => {
    const extract = new ExtractSchemaFromPage(new PageMetadataSchemaExtractor(), new PageMetadataSchemaExtractor(), validate, silentLogger);
    const product = await extract.execute(await loopbackReader().read(site.url('/product')), null);
    expect(product).to.deep.include({ schemaType: 'Product', source: 'page-metadata', usage: null });
    expect(product.jsonLd).to.deep.include({
      name: 'Trail Runner 2',
      offers: { '@type': 'Offer', price: '129.90', priceCurrency: 'EUR', url: site.url('/shoes/trail-runner-2') },
    });
    expect(product.validation.issues).to.deep.equal([]);
    const article = await extract.execute(await loopbackReader().read(site.url('/article')), null);
    expect(article.schemaType).to.equal('Article');
    expect(article.jsonLd).to.deep.include({
      headline: 'How to wax a snowboard',
      datePublished: '2026-01-15T09:00:00Z',
      author: { '@type': 'Person', name: 'Kim Lee' },
    });
    expect((await extract.execute(await loopbackReader().read(site.url('/faq')), null)).schemaType).to.equal('FAQPage');
    expect((await extract.execute(await loopbackReader().read(site.url('/faq')), 'WebPage')).jsonLd['@type']).to.equal('WebPage');
  });

  it('OpenAI: sends the page as data in a strict structured-output request and maps the typed answer through our vocabulary', async () => {
    const ai = new OpenAiSchemaExtractor(
      { apiKey: 'sk-test', model: 'gpt-test', baseUrl: openAi.baseUrl, timeoutMs: 3000, maxRetries: 0 },
      schemaOrgVocabulary,
    );
    const extract = new ExtractSchemaFromPage(ai, new PageMetadataSchemaExtractor(), validate, silentLogger);
    const result = await extract.execute(await loopbackReader().read(site.url('/product')), null);
    const sent = openAi.requests.at(-1)!;
    expect(sent.path).to.equal('/v1/responses');
    expect(sent.authorization).to.equal('Bearer sk-test');
    expect(sent.body.model).to.equal('gpt-test');
    expect(sent.body.text!.format).to.include({ type: 'json_schema', strict: true });
    expect(sent.body.instructions).to.match(/untrusted page content/);
    // The injection attempt in the page travels as a JSON string value, never as instructions.
    expect(JSON.parse(sent.body.input[0]!.content).mainText).to.include('Ignore all previous instructions');
    expect(result).to.deep.include({
      source: 'ai',
      schemaType: 'Product',
      usage: { model: 'gpt-test', inputTokens: 812, outputTokens: 95 },
    });
    expect(result.jsonLd).to.deep.include({ name: 'Trail Runner 2', brand: { '@type': 'Brand', name: 'Shoe Shop' } });
    // The fake model also answers an SKU and "in stock", which the page never states: both are dropped, and said.
    expect(result.jsonLd).to.not.have.property('sku');
    expect(result.jsonLd['offers']).to.deep.include({ price: '129.90', priceCurrency: 'EUR' }).and.not.have.property('availability');
    expect(result.notes).to.include('The model\'s sku "TR2-42" is not stated on the page; it was left out.');
    expect(result.notes).to.include(
      'The model\'s offers.availability "https://schema.org/InStock" is not stated on the page; it was left out.',
    );
    expect(result.jsonLd).to.not.have.property('flavour');
    expect(result.notes).to.include('The model proposed "flavour", which Product does not have; it was left out.');
    expect(result.notes).to.include('Model: Price read from the product meta tags.');
    expect(result.validation.issues, JSON.stringify(result.validation)).to.deep.equal([]);
  });

  it('OpenAI: a requested type is the only one the model may answer; an outage falls back to page metadata and says so', async () => {
    const ai = new OpenAiSchemaExtractor(
      { apiKey: 'sk-test', model: 'gpt-test', baseUrl: openAi.baseUrl, timeoutMs: 3000, maxRetries: 1 },
      schemaOrgVocabulary,
    );
    const page = await loopbackReader().read(site.url('/product'));
    await ai.extract(page, { type: 'Product' });
    const format = openAi.requests.at(-1)!.body.text!.format!.schema as { properties: { schemaType: { enum: string[] } } };
    expect(format.properties.schemaType.enum).to.deep.equal(['Product']);
    openAi.failWith(503);
    const before = openAi.requests.length;
    const error = await ai.extract(page, { type: null }).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ExtractorUnavailableError);
    expect(openAi.requests.length - before).to.equal(2); // the first try and one retry (maxRetries: 1)
    const extract = new ExtractSchemaFromPage(ai, new PageMetadataSchemaExtractor(), validate, silentLogger);
    const fallback = await extract.execute(page, null);
    expect(fallback.source).to.equal('page-metadata');
    expect(fallback.notes.join(' ')).to.match(/AI model could not be used \(the AI model did not answer \(HTTP 503\)\)/);
  });
});
