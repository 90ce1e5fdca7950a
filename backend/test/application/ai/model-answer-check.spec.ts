import { expect } from 'chai';
import { answerKeys, corpusPage } from '../../../bench/understanding-corpus.js';
import { InProcessJsonLdValidity } from '../../../src/adapters/in-memory/in-process-json-ld-validity.js';
import { OpenAiSchemaExtractor } from '../../../src/adapters/openai/openai-schema-extractor.js';
import { PageMetadataSchemaExtractor } from '../../../src/adapters/page-metadata/page-metadata-schema-extractor.js';
import { ExtractSchemaFromPage } from '../../../src/application/ai/extract-schema-from-page.js';
import { ValidateJsonLd } from '../../../src/application/engine/validate-json-ld.js';
import { NothingToProposeError } from '../../../src/domain/page-understanding/nothing-to-propose-error.js';
import { JsonLdValidator } from '../../../src/engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../../../src/engine/vocabulary/schema-org-vocabulary.js';
import { startFakeOpenAi } from '../../support/fake-openai.js';
import { silentLogger } from '../../support/loggers.js';

const page = (name: string) => corpusPage(name, answerKeys()[name]!.url).snapshot;

/** A careless model: the promo bar's price, an SKU and a brand nobody wrote, a paraphrased description. */
function carelessAnswer(_page: Record<string, unknown>, types: string[]): Record<string, unknown> {
  return {
    schemaType: types.includes('Product') ? 'Product' : types.includes('WebPage') ? 'WebPage' : types[0],
    name: 'Gooseneck Kettle',
    headline: null,
    description: 'The best kettle money can buy, loved by baristas everywhere.',
    image: null,
    url: null,
    datePublished: null,
    authorName: null,
    brandName: 'Hario',
    price: '75',
    priceCurrency: 'USD',
    availability: 'InStock',
    faq: [],
    breadcrumbs: [],
    extraProperties: [{ property: 'sku', value: 'GK-1000' }],
    notes: [],
  };
}

describe('Extraction with a model: every value is checked against the page', () => {
  let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let extract: ExtractSchemaFromPage;
  before(async () => {
    openAi = await startFakeOpenAi(carelessAnswer);
    const model = new OpenAiSchemaExtractor(
      { apiKey: 'sk-test', model: 'gpt-test', baseUrl: openAi.baseUrl, timeoutMs: 3000, maxRetries: 0 },
      schemaOrgVocabulary,
    );
    const validate = new ValidateJsonLd(new InProcessJsonLdValidity(new JsonLdValidator(schemaOrgVocabulary)));
    extract = new ExtractSchemaFromPage(model, new PageMetadataSchemaExtractor(), validate, silentLogger);
  });
  after(() => openAi.close());

  it('asks the model within the kind the page supports, and drops what the page does not state', async () => {
    const result = await extract.execute(page('shop-product-kettle.html'), null);
    const schemaTypes = (openAi.requests.at(-1)!.body.text!.format!.schema as { properties: { schemaType: { enum: string[] } } }).properties
      .schemaType.enum;
    expect(schemaTypes).to.deep.equal(['Product']);
    expect(result.source).to.equal('ai');
    // What the model invented is gone; the page's own, traced values take its place.
    expect(result.jsonLd).to.deep.include({
      '@type': 'Product',
      name: 'Gooseneck Kettle',
      sku: 'NK-KT-210',
      brand: { '@type': 'Brand', name: 'Northwind' },
      description: 'A 1.0 litre stainless gooseneck kettle with a built-in thermometer for pour-over coffee.',
    });
    expect(result.jsonLd['offers']).to.deep.include({ price: '89.00', priceCurrency: 'USD' });
    const notes = result.notes.join('\n');
    expect(notes).to.include('The model\'s offers.price "75" is not stated on the page; it was left out.');
    expect(notes).to.include('The model\'s sku "GK-1000" is not stated on the page; it was left out.');
    expect(notes).to.include('The model\'s brand.name "Hario" is not stated on the page; it was left out.');
    expect(notes).to.match(/Read as a product page/);
  });

  it('fills from the page reading what the model got wrong, within the kind the page supports', async () => {
    const bakery = await extract.execute(page('bakery.html'), null);
    expect(openAi.requests.at(-1)!.body.text!.format!.schema).to.have.nested.property('properties.schemaType.enum[0]', 'Bakery');
    expect(bakery.jsonLd).to.include({ '@type': 'Bakery', name: 'Rise & Crumb Bakery', telephone: '(828) 555-0187' });
    expect(JSON.stringify(bakery.jsonLd)).to.not.match(/"price"/);
  });

  it('without a model, proposes nothing for a page that does not say what it is', async () => {
    const offline = new ExtractSchemaFromPage(
      new PageMetadataSchemaExtractor(),
      new PageMetadataSchemaExtractor(),
      new ValidateJsonLd(new InProcessJsonLdValidity(new JsonLdValidator(schemaOrgVocabulary))),
      silentLogger,
    );
    const error = await offline.execute(page('app-shell.html'), null).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(NothingToProposeError);
    expect((error as Error).message).to.match(/does not say clearly what it is/);
  });
});
