import { expect } from 'chai';
import { JsonrepairTextRepairer } from '../../src/adapters/jsonrepair/jsonrepair-text-repairer.js';
import { JsonLdTextValidator } from '../../src/engine/validate-json-ld-text.js';
import { JsonLdValidator } from '../../src/engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../../src/engine/vocabulary/schema-org-vocabulary.js';

const engine = new JsonLdTextValidator(new JsonLdValidator(schemaOrgVocabulary), new JsonrepairTextRepairer());
const validate = (doc: unknown) => engine.validate(typeof doc === 'string' ? doc : JSON.stringify(doc));
const org = {
  '@type': 'Organization',
  '@id': 'https://example.com/#org',
  name: 'ACME',
  url: 'https://example.com',
  logo: 'https://example.com/logo.png',
  sameAs: ['https://en.wikipedia.org/wiki/Acme'],
};

describe('Validating a JSON-LD string', () => {
  describe('text that is not JSON', () => {
    it('names the line and column and repairs trailing commas, single quotes, unquoted keys and smart quotes', () => {
      const text = `{\n  "@context": "https://schema.org",\n  '@type': 'Organization',\n  name: \u201cACME\u201d,\n  "url": "https://example.com",\n}`;
      const result = validate(text);
      expect(result.isValid).to.equal(false);
      expect(result.issues[0]).to.match(/^Invalid JSON at line 3, column 3/);
      expect(result.correctedSchema).to.deep.equal({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'ACME',
        url: 'https://example.com',
      });
      expect(result.warnings.join('\n')).to.match(/trailing comma/);
    });

    it('gives no corrected schema when the text cannot be repaired', () => {
      const result = validate('{"@type": "Product", "name": "Tent"} and the rest of the page');
      expect(result.issues[0]).to.match(/line 1, column 38.*after the end of the JSON value/);
      expect(result.correctedSchema).to.equal(null);
    });

    it('closes a document cut off after a property name, leaving the missing value empty rather than guessed', () => {
      const result = validate('{"@type": "Product", "name": ');
      expect(result.issues[0]).to.match(/line 1, column 30.*ends before the value is complete/);
      expect(result.correctedSchema).to.include({ '@type': 'Product', name: null });
      expect(result.issues.join('\n')).to.match(/missing required property "name"/);
    });

    it('rejects JSON that is not an object', () => {
      expect(validate('42').issues[0]).to.match(/not a JSON-LD object/);
      expect(validate('[]').issues[0]).to.match(/empty array/);
      expect(validate('"Product"').isValid).to.equal(false);
    });
  });

  describe('@context and @type', () => {
    it('blocks a missing or unknown @context and corrects it', () => {
      const missing = validate({ ...org });
      expect(missing.issues.join()).to.match(/missing @context/);
      expect((missing.correctedSchema as Record<string, unknown>)['@context']).to.equal('https://schema.org');
      expect(validate({ '@context': 'https://example.org/ctx', ...org }).issues.join()).to.match(/unknown @context/);
    });

    it('accepts http://schema.org with a warning and corrects it to https', () => {
      const result = validate({ '@context': 'http://schema.org/', ...org });
      expect(result.isValid).to.equal(true);
      expect(result.warnings.join()).to.match(/use "https:\/\/schema.org"/);
      expect((result.correctedSchema as Record<string, unknown>)['@context']).to.equal('https://schema.org');
    });

    it('accepts a @vocab context object and schema: prefixes', () => {
      const result = validate({
        '@context': { '@vocab': 'https://schema.org/' },
        '@type': 'schema:Organization',
        'schema:name': 'ACME',
        'schema:url': 'https://example.com',
      });
      expect(result.issues).to.deep.equal([]);
      expect(result.detectedTypes).to.deep.equal(['Organization']);
      expect(result.schemaOrgIssues).to.deep.equal([]);
    });

    it('reads prefixed property names as the plain ones for the rich-result rules too', () => {
      const offers = { '@type': 'Offer', 'https://schema.org/price': 19.99, 'schema:priceCurrency': 'USD' };
      const result = validate({
        '@context': 'https://schema.org',
        '@type': 'schema:Product',
        'schema:name': 'Anvil',
        'http://schema.org/image': 'https://example.com/anvil.jpg',
        'schema:offers': offers,
      });
      expect(result.issues).to.deep.equal([]);
      expect(result.schemaOrgIssues).to.deep.equal([]);
      const missing = validate({
        '@context': 'https://schema.org',
        '@type': 'Product',
        'schema:image': 'https://example.com/anvil.jpg',
        'schema:offers': offers,
      });
      expect(missing.issues.join()).to.match(/missing required property "name" for the Product snippet/);
    });

    it('keeps a "__proto__" key an ordinary (unknown) property when prefixed keys are rewritten', () => {
      const result = validate('{"@context":"https://schema.org","@type":"Organization","schema:name":"ACME","__proto__":{"name":"x"}}');
      expect(result.schemaOrgIssues?.join()).to.match(/"__proto__" is not a Schema.org property/);
    });

    it('blocks a missing @type and an unknown type with a suggestion', () => {
      expect(validate({ '@context': 'https://schema.org', name: 'x' }).issues.join()).to.match(/missing @type/);
      const typo = validate({ '@context': 'https://schema.org', '@type': 'Organisation', name: 'ACME' });
      expect(typo.issues.join()).to.match(/unknown type "Organisation". Did you mean "Organization"\?/);
      expect((typo.correctedSchema as Record<string, unknown>)['@type']).to.equal('Organization');
    });

    it('accepts several @types: a property of any of them is expected', () => {
      const result = validate({
        '@context': 'https://schema.org',
        '@type': ['Book', 'Product'],
        name: 'Dune',
        isbn: '9780441013593',
        sku: 'D-1',
        review: { '@type': 'Review', author: { '@type': 'Person', name: 'A' }, reviewRating: { '@type': 'Rating', ratingValue: 5 } },
      });
      expect(result.issues).to.deep.equal([]);
      expect(result.schemaOrgIssues).to.deep.equal([]);
    });
  });

  describe('documents with several nodes', () => {
    it('reads a SalePrice specification as the price paid, and a date-only sale end as the whole day', () => {
      const offer = {
        '@type': 'Offer',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceType: 'https://schema.org/SalePrice',
          price: 10,
          priceCurrency: 'USD',
        },
        validFrom: '2025-11-30T08:00:00+00:00',
        priceValidUntil: '2025-11-30',
      };
      const result = validate({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Anvil',
        image: 'https://example.com/a.jpg',
        offers: offer,
      });
      expect(result.issues).to.deep.equal([]);
      expect(result.googleRichResultWarnings?.join()).not.to.match(/starts .* after/);
    });

    it('checks a node that references itself once instead of recursing forever', () => {
      const question = {
        '@context': 'https://schema.org',
        '@type': 'QAPage',
        mainEntity: {
          '@type': 'Question',
          name: 'Why?',
          text: 'Why?',
          answerCount: 1,
          acceptedAnswer: { '@type': 'Answer', text: 'Because.' },
          comment: { '@type': 'Comment', '@id': '#c', text: 'Loop', comment: { '@id': '#c' } },
        },
      };
      expect(() => validate(question)).not.to.throw();
    });

    it('checks each element of a top-level array', () => {
      const result = validate([
        { '@context': 'https://schema.org', ...org },
        { '@context': 'https://schema.org', '@type': 'Movie', name: 'Jaws' },
      ]);
      expect(result.detectedTypes).to.deep.equal(['Organization', 'Movie']);
      expect(result.issues).to.deep.equal([
        '[1].image: missing required property "image" for the Movie rich result. Add "image" as an absolute URL (https://...).',
      ]);
    });

    it('resolves @id references inside a @graph (a referenced node is not missing)', () => {
      const graph = {
        '@context': 'https://schema.org',
        '@graph': [
          org,
          { '@type': 'QAPage', mainEntity: { '@id': '#q' } },
          { '@type': 'Question', '@id': '#q', name: 'Why?', answerCount: 1, acceptedAnswer: { '@type': 'Answer', text: 'Because.' } },
          {
            '@type': 'Article',
            headline: 'News',
            publisher: { '@id': 'https://example.com/#org' },
            author: { '@id': 'https://example.com/#org' },
          },
        ],
      };
      const result = validate(graph);
      expect(result.issues).to.deep.equal([]);
      expect(result.warnings.join('\n')).not.to.match(/author\.name/);
      const broken = JSON.parse(JSON.stringify(graph));
      delete broken['@graph'][2].answerCount;
      expect(validate(broken).issues.join()).to.match(/@graph\[1\]\.mainEntity\.answerCount: missing required/);
    });
  });

  describe('Schema.org vocabulary problems (non-blocking)', () => {
    it('reports unknown properties, properties of other types and out-of-range values with suggestions', () => {
      const result = validate({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headlne: 'Hi',
        recipeIngredient: 'salt',
        author: 'Jane',
        datePublished: 'yesterday',
      });
      expect(result.isValid).to.equal(true);
      const issues = result.schemaOrgIssues!.join('\n');
      expect(issues).to.match(/headlne: "headlne" is not a Schema.org property. Did you mean "headline"\?/);
      expect(issues).to.match(/recipeIngredient: "recipeIngredient" is not a property of Article/);
      expect(issues).to.match(/author: "author" expects Organization or Person but got text/);
      expect(issues).to.match(/datePublished: "yesterday" is not an ISO 8601/);
      expect(result.warnings).to.include.members(result.schemaOrgIssues!);
    });

    it('corrects names, text entities, numbers, dates and enumeration members', () => {
      const result = validate({
        '@context': 'https://schema.org',
        '@type': 'Product',
        Name: 'Anvil',
        image: 'https://example.com/a.jpg',
        offers: { '@type': 'Offer', price: '$1,299.00', priceCurrency: '$', availability: 'instock', priceValidUntil: 'March 5, 2030' },
        brand: 'ACME',
      });
      expect(result.isValid).to.equal(false);
      expect(result.correctedSchema).to.deep.equal({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Anvil',
        image: 'https://example.com/a.jpg',
        offers: {
          '@type': 'Offer',
          price: 1299,
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          priceValidUntil: '2030-03-05',
        },
        brand: { '@type': 'Brand', name: 'ACME' },
      });
      expect(validate(result.correctedSchema).isValid).to.equal(true);
    });

    it('returns no corrected schema when nothing can be inferred', () => {
      expect(validate({ '@context': 'https://schema.org', ...org }).correctedSchema).to.equal(null);
    });
  });

  it('warns about superseded properties and gives SEO recommendations', () => {
    const result = validate({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'ACME',
      awards: 'Best',
      logo: 'logo.png',
      description: 'Short',
    });
    expect(result.warnings.join()).to.match(/"awards" is superseded.*award/);
    const seo = result.seoRecommendations!.join('\n');
    expect(seo).to.match(/sameAs/);
    expect(seo).to.match(/description is 5 characters/);
    expect(seo).to.match(/@id/);
  });

  describe('located findings', () => {
    it('gives each finding once with its path: properties, nested nodes, graph nodes and the root node', () => {
      const result = validate({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Event', name: 'Gig' },
          { '@type': 'Product', name: 'Anvil', offers: { '@type': 'Offer', price: 'abc' } },
        ],
      });
      const paths = result.findings.map((finding) => finding.path);
      expect(paths).to.include.members(['@graph[0].startDate', '@graph[1].offers.price', '@graph[0]']);
      expect(result.findings.filter((f) => f.severity === 'error').map((f) => f.message)).to.deep.equal(result.issues);
      expect(new Set(result.findings.map((f) => f.message)).size).to.equal(result.findings.length);
    });

    it('points root-node findings at the root and syntax errors at their line and column', () => {
      const root = validate({ '@context': 'https://schema.org', '@type': 'Article', headline: 'A' }).findings.find((f) =>
        f.message.startsWith('Article: '),
      );
      expect(root).to.include({ path: '', severity: 'info', category: 'seoRecommendations' });
      const broken = validate('{\n  "@type": "Article",\n  headline: "A"\n}').findings[0];
      expect(broken).to.include({ severity: 'error', category: 'issues', path: null, line: 3, column: 3 });
    });
  });
});
