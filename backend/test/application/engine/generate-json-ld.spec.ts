import { expect } from 'chai';
import { BadRequestError, LimitReachedError, PlanRequiredError, ValidationError } from '../../../src/domain/shared/domain-error.js';
import { GENERATE_SAMPLES } from './generate-samples.js';
import { actor, catalogue, generateUseCase, validator } from './support.js';

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection');
}

describe('GenerateJsonLd', () => {
  it('has a sample for every supported type', () => {
    expect(Object.keys(GENERATE_SAMPLES).sort()).to.deep.equal(catalogue.supportedTypes().sort());
  });

  for (const [type, data] of Object.entries(GENERATE_SAMPLES)) {
    it(`generates ${type} that passes our own validator with no issues`, async () => {
      const { generate } = generateUseCase();
      const jsonLd = await generate.execute({ type, data, actor: null });
      expect(jsonLd['@context']).to.equal('https://schema.org');
      expect([jsonLd['@type']].flat()[0]).to.equal(type);
      const report = validator.check(jsonLd);
      expect([...report.issues], JSON.stringify(jsonLd)).to.deep.equal([]);
      expect([...report.schemaOrgIssues], JSON.stringify(jsonLd)).to.deep.equal([]);
    });
  }

  it('builds nested objects: author and publisher strings, offers, dates, durations', async () => {
    const { generate } = generateUseCase();
    const article = await generate.execute({ type: 'Article', data: GENERATE_SAMPLES.Article, actor: null });
    expect(article.author).to.deep.equal({ '@type': 'Person', name: 'Jane Doe' });
    expect(article.publisher).to.deep.equal({ '@type': 'Organization', name: 'ACME' });
    expect(article.datePublished).to.equal('2024-01-05');
    const product = await generate.execute({ type: 'Product', data: GENERATE_SAMPLES.Product, actor: null });
    expect(product.offers).to.deep.equal({
      '@type': 'Offer',
      price: 119.99,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    const recipe = await generate.execute({ type: 'Recipe', data: GENERATE_SAMPLES.Recipe, actor: null });
    expect(recipe.prepTime).to.equal('PT1M');
  });

  it('treats a LocalBusiness subtype as a rich-result type', async () => {
    const { generate } = generateUseCase();
    const jsonLd = await generate.execute({ type: 'Restaurant', data: GENERATE_SAMPLES.LocalBusiness, actor: actor('free') });
    expect(jsonLd['@type']).to.equal('Restaurant');
  });

  it('rejects a missing or unknown type with the supported list', async () => {
    const { generate } = generateUseCase();
    for (const type of [undefined, 'Prodcut', 'Text', 42]) {
      const error = await rejection(generate.execute({ type, data: {}, actor: null }));
      expect(error).to.be.instanceOf(BadRequestError);
      expect(error.message).to.match(/^Invalid or missing schema type\. Supported types: Article, NewsArticle, /);
    }
  });

  it('reports invalid data per field, "Required" for missing fields', async () => {
    const { generate } = generateUseCase();
    const error = await rejection(
      generate.execute({ type: 'Event', data: { name: 'Gig', startDate: 'someday', price: 'free', colour: 'red' }, actor: null }),
    );
    expect(error).to.be.instanceOf(ValidationError);
    const fields = (error as ValidationError).fields;
    expect(fields.location._errors).to.deep.equal(['Required']);
    expect(fields.startDate._errors[0]).to.match(/ISO 8601/);
    expect(fields.price._errors[0]).to.match(/number/);
    expect(fields.colour._errors[0]).to.match(/Not a property of Event/);
    const missingData = await rejection(generate.execute({ type: 'Event', data: undefined, actor: null }));
    expect((missingData as ValidationError).fields).to.deep.equal({ data: { _errors: ['Required'] } });
    const oneOf = await rejection(generate.execute({ type: 'Product', data: { name: 'Anvil' }, actor: null }));
    expect((oneOf as ValidationError).fields.offers._errors[0]).to.match(
      /^Required \(give one of: offers, price, aggregateRating, review\)/,
    );
  });

  it('gives guests and Free accounts the rich-result types only; Pro and Agency any vocabulary type', async () => {
    const { generate } = generateUseCase();
    const data = { name: 'Tower Bridge', description: 'A bridge in London.' };
    for (const caller of [null, actor('free')]) {
      expect(await rejection(generate.execute({ type: 'TouristAttraction', data, actor: caller }))).to.be.instanceOf(PlanRequiredError);
    }
    for (const plan of ['pro', 'agency'] as const) {
      const jsonLd = await generate.execute({ type: 'TouristAttraction', data, actor: actor(plan) });
      expect(jsonLd).to.deep.equal({ '@context': 'https://schema.org', '@type': 'TouristAttraction', ...data });
    }
    const typo = await rejection(generate.execute({ type: 'TouristAttraction', data: { nmae: 'x' }, actor: actor('pro') }));
    expect((typo as ValidationError).fields.nmae._errors[0]).to.match(/did you mean "name"/);
  });

  it('counts signed-in generations against the monthly plan quota; failures and guests never count', async () => {
    const { generate, quota } = generateUseCase({ quotas: { free: 2 } });
    const free = actor('free');
    const data = GENERATE_SAMPLES.Organization;
    await rejection(generate.execute({ type: 'Organization', data: {}, actor: free }));
    await generate.execute({ type: 'Organization', data, actor: null });
    await generate.execute({ type: 'Organization', data, actor: free });
    await generate.execute({ type: 'Organization', data, actor: free });
    const error = await rejection(generate.execute({ type: 'Organization', data, actor: free }));
    expect(error).to.be.instanceOf(LimitReachedError);
    expect((error as LimitReachedError).details).to.deep.equal({ limit: 'monthlyGenerations', max: 2, used: 2, plan: 'free' });
    expect(await quota.used(free.workspaceId, '2026-11')).to.equal(2);
  });

  it('never exceeds the quota under 50 concurrent requests', async () => {
    const { generate, quota } = generateUseCase({ quotas: { pro: 20 } });
    const pro = actor('pro');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => generate.execute({ type: 'Organization', data: GENERATE_SAMPLES.Organization, actor: pro })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).to.have.length(20);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof LimitReachedError)).to.have.length(30);
    expect(await quota.used(pro.workspaceId, '2026-11')).to.equal(20);
  });
});
