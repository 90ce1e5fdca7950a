import { expect } from 'chai';
import {
  breadcrumbsFromText,
  coordinatesFromText,
  offerFromText,
  openingHoursFromText,
  ratingFromText,
  structureFromText,
} from '../../src/engine/correction/structure-from-text.js';
import { JsonLdTextValidator } from '../../src/engine/validate-json-ld-text.js';
import { JsonLdValidator } from '../../src/engine/validation/json-ld-validator.js';
import { schemaOrgVocabulary } from '../../src/engine/vocabulary/schema-org-vocabulary.js';

const engine = new JsonLdTextValidator(new JsonLdValidator(schemaOrgVocabulary));
const validate = (doc: unknown) => engine.validate(JSON.stringify(doc));
const CONTEXT = 'https://schema.org';

const shop = {
  '@context': CONTEXT,
  '@type': 'Store',
  name: 'Trail Outfitters',
  address: {
    '@type': 'PostalAddress',
    streetAddress: '12 Ridge Road',
    addressLocality: 'Boulder',
    postalCode: '80302',
    addressCountry: 'US',
  },
};

describe('Values of the wrong kind (text where Google reads an object)', () => {
  it('blocks a breadcrumb trail written as one string and proposes ListItems with positions and names', () => {
    const result = validate({ '@context': CONTEXT, '@type': 'BreadcrumbList', itemListElement: 'Home > Shop > Headlamp 400' });
    expect(result.isValid).to.equal(false);
    expect(result.issues.join('\n')).to.match(/^itemListElement: "itemListElement" is text .* reads a ListItem object/m);
    expect((result.correctedSchema as Record<string, unknown>).itemListElement).to.deep.equal([
      { '@type': 'ListItem', position: 1, name: 'Home' },
      { '@type': 'ListItem', position: 2, name: 'Shop' },
      { '@type': 'ListItem', position: 3, name: 'Headlamp 400' },
    ]);
    // The proposal invents no URLs: re-validating it asks for the links of every breadcrumb but the last.
    const again = validate(result.correctedSchema);
    expect(again.issues.filter((issue) => /\.item: missing required property "item"/.test(issue))).to.have.length(2);
    expect(again.issues.join('\n')).not.to.match(/is text/);
  });

  it('blocks a LocalBusiness address given as one line and proposes no invented parts', () => {
    const result = validate({ ...shop, address: '12 Ridge Road, Boulder, CO 80302' });
    expect(result.isValid).to.equal(false);
    expect(result.issues).to.include(
      'address: "address" is text ("12 Ridge Road, Boulder, CO 80302") where the Local business rich result reads a PostalAddress object; give it as an object with "@type": "PostalAddress" and its properties.',
    );
    expect(result.correctedSchema).to.equal(null);
  });

  it('turns "4.5 stars" into an AggregateRating with ratingValue 4.5, never a name', () => {
    const product = { '@context': CONTEXT, '@type': 'Product', name: 'Headlamp 400', aggregateRating: '4.5 stars' };
    const result = validate(product);
    // Google drops the text, so the snippet has none of review, aggregateRating or offers left.
    expect(result.isValid).to.equal(false);
    expect(result.issues.join('\n')).to.match(/requires at least one of "review", "aggregateRating", "offers"/);
    expect(result.googleRichResultWarnings.join('\n')).to.include('write it as {"@type":"AggregateRating","ratingValue":4.5}');
    expect(result.schemaOrgIssues.join('\n')).to.include('e.g. {"@type":"AggregateRating","ratingValue":4.5}');
    expect(JSON.stringify(result)).not.to.include('"name":"4.5 stars"');
    expect((result.correctedSchema as Record<string, unknown>).aggregateRating).to.deep.equal({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
    });
  });

  it('warns (does not block) when a recommended or optional object property is text', () => {
    const result = validate({ ...shop, geo: '40.01499, -105.27055', aggregateRating: '4/5' });
    expect(result.isValid).to.equal(true);
    expect(result.googleRichResultWarnings.join('\n')).to.match(/^geo: "geo" is text .* reads a GeoCoordinates object/m);
    expect(result.googleRichResultWarnings.join('\n')).to.match(/^aggregateRating: "aggregateRating" is text/m);
    expect(result.issues).to.deep.equal([]);
  });

  it('treats an absolute URL as a reference to a node, not as text of the wrong kind', () => {
    const result = validate({ ...shop, aggregateRating: 'https://example.com/ratings#store' });
    expect(result.googleRichResultWarnings.join('\n')).not.to.match(/is text/);
  });

  it('reads ratings and breadcrumbs from text only when the text says everything', () => {
    expect(ratingFromText('4.5 stars', 'AggregateRating')).to.deep.equal({ '@type': 'AggregateRating', ratingValue: 4.5 });
    expect(ratingFromText('Rated 4,2 out of 5', 'Rating')).to.deep.equal({ '@type': 'Rating', ratingValue: 4.2 });
    expect(ratingFromText('8/10', 'Rating')).to.deep.equal({ '@type': 'Rating', ratingValue: 8, bestRating: 10 });
    expect(ratingFromText('great', 'Rating')).to.equal(undefined);
    expect(ratingFromText('4.5 stars from 120 reviews', 'AggregateRating')).to.equal(undefined);
    expect(ratingFromText('7/5', 'Rating')).to.equal(undefined);
    expect(breadcrumbsFromText('Home » Tents')).to.deep.equal([
      { '@type': 'ListItem', position: 1, name: 'Home' },
      { '@type': 'ListItem', position: 2, name: 'Tents' },
    ]);
    expect(breadcrumbsFromText('Bags/Cases')).to.equal(undefined);
    expect(breadcrumbsFromText('Home > > Tents')).to.equal(undefined);
  });

  it('reads an offer only with a currency the text names unambiguously, and coordinates only in range', () => {
    expect(offerFromText('119.99 EUR')).to.deep.equal({ '@type': 'Offer', price: 119.99, priceCurrency: 'EUR' });
    expect(offerFromText('\u00a319.99')).to.deep.equal({ '@type': 'Offer', price: 19.99, priceCurrency: 'GBP' });
    expect(offerFromText('USD 1,299.00')).to.deep.equal({ '@type': 'Offer', price: 1299, priceCurrency: 'USD' });
    // "$" is the dollar of a dozen countries: no currency is guessed, so no offer is proposed.
    expect(offerFromText('$119.99')).to.equal(undefined);
    expect(offerFromText('119.99 bucks')).to.equal(undefined);
    expect(offerFromText('from 20 EUR')).to.equal(undefined);
    expect(coordinatesFromText('40.761293, -73.982294')).to.deep.equal({
      '@type': 'GeoCoordinates',
      latitude: 40.761293,
      longitude: -73.982294,
    });
    expect(coordinatesFromText('140.1, 20.5')).to.equal(undefined);
    expect(coordinatesFromText('New York')).to.equal(undefined);
  });

  it('reads opening hours written in the Schema.org openingHours syntax, in week order', () => {
    expect(openingHoursFromText('Mo-Fr 09:00-17:00, Sa 10:00-14:00')).to.deep.equal([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
    ]);
    expect(openingHoursFromText('Fr-Mo 18:00-23:00')?.[0]).to.include({ opens: '18:00' });
    expect(openingHoursFromText('Fr-Mo 18:00-23:00')?.[0].dayOfWeek).to.deep.equal(['Friday', 'Saturday', 'Sunday', 'Monday']);
    expect(openingHoursFromText('Mo,We 08:00-12:00')?.[0].dayOfWeek).to.deep.equal(['Monday', 'Wednesday']);
    expect(openingHoursFromText('Mo-Fr 9-5')).to.equal(undefined);
    expect(openingHoursFromText('Mo-Fr 09:00-17:00 except holidays')).to.equal(undefined);
  });

  it('gives a LocalBusiness its opening hours rows when they were written as text', () => {
    const result = validate({ ...shop, openingHoursSpecification: 'Mo-Fr 09:00-17:00, Sa 10:00-14:00' });
    expect(result.isValid).to.equal(true);
    expect(result.googleRichResultWarnings.join('\n')).to.match(/^openingHoursSpecification: "openingHoursSpecification" is text/m);
    const rows = (result.correctedSchema as Record<string, unknown>).openingHoursSpecification as Record<string, unknown>[];
    expect(rows.map((row) => [row.opens, row.closes])).to.deep.equal([
      ['09:00', '17:00'],
      ['10:00', '14:00'],
    ]);
  });

  it('answers long tenant text quickly and proposes nothing for it', () => {
    const started = performance.now();
    for (const property of ['itemListElement', 'offers', 'geo', 'aggregateRating', 'openingHoursSpecification'])
      expect(structureFromText(property, ['BreadcrumbList'], ' '.repeat(200_000) + 'x')).to.equal(undefined);
    expect(performance.now() - started).to.be.below(200);
  });

  it('proposes an Offer for a price written as text and keeps the proposal when it removes the error', () => {
    const product = {
      '@context': CONTEXT,
      '@type': 'Product',
      name: 'Headlamp 400',
      image: 'https://example.com/headlamp.jpg',
      offers: '49.90 EUR',
    };
    const result = validate(product);
    expect(result.isValid).to.equal(false);
    expect(result.issues.join('\n')).to.include('write it as {"@type":"Offer","price":49.9,"priceCurrency":"EUR"}');
    expect((result.correctedSchema as Record<string, unknown>).offers).to.deep.equal({
      '@type': 'Offer',
      price: 49.9,
      priceCurrency: 'EUR',
    });
    expect(validate(result.correctedSchema).isValid).to.equal(true);
  });
});
