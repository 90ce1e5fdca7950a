import { expect } from 'chai';
import { GetVocabularyType } from '../../../src/application/engine/get-vocabulary-type.js';
import { ListVocabularyTypes } from '../../../src/application/engine/list-vocabulary-types.js';
import { NotFoundError, ValidationError } from '../../../src/domain/shared/domain-error.js';
import { catalogue, validator } from './support.js';

describe('Vocabulary use cases', () => {
  const list = new ListVocabularyTypes(catalogue, validator);
  const get = new GetVocabularyType(catalogue, validator);

  it('lists every generatable type, marking rich-result and retired ones', () => {
    const { items } = list.execute();
    expect(items.length).to.be.at.least(700);
    expect(items.find((type) => type.name === 'Product')).to.include({ richResult: true });
    expect(items.find((type) => type.name === 'TouristAttraction')).to.include({ richResult: false });
    expect(items.find((type) => type.name === 'HowTo')?.deprecation).to.match(/September 2023/);
    expect(items.some((type) => type.name === 'Text' || type.name === 'DayOfWeek')).to.equal(false);
  });

  it('lists named rich-result types first with their features, then common types, rich-result subtypes, the rest', () => {
    const { items } = list.execute();
    const groups = items.map((type) => type.group);
    expect(groups.indexOf('common')).to.be.greaterThan(groups.lastIndexOf('richResult'));
    expect(groups.indexOf('richResultSubtype')).to.be.greaterThan(groups.lastIndexOf('common'));
    expect(groups.indexOf('other')).to.be.greaterThan(groups.lastIndexOf('richResultSubtype'));
    expect(items[0]).to.include({ name: 'Article', group: 'richResult', richResult: true });
    const position = (name: string) => items.findIndex((type) => type.name === name);
    expect(items[position('AccountingService')]).to.include({ group: 'richResultSubtype', richResult: true });
    expect(position('AccountingService')).to.be.greaterThan(position('PostalAddress'));
    expect(position('PostalAddress')).to.be.greaterThan(position('VideoObject'));
    expect(items.find((type) => type.name === 'Person')).to.include({ group: 'common', richResult: false });
    expect(items.find((type) => type.name === 'Product')?.richResultFeatures).to.include.members(['Product snippet', 'Merchant listing']);
    expect(items.find((type) => type.name === 'TouristAttraction')).to.deep.include({ group: 'other', richResultFeatures: [] });
  });

  it('searches exact names, then name prefixes, then names containing the term, then descriptions', () => {
    const { items } = list.execute({ search: 'article' });
    expect(items[0].name).to.equal('Article');
    expect(items.map((type) => type.name)).to.include('NewsArticle');
    const names = (search: string) => list.execute({ search }).items.map((type) => type.name);
    const rec = names('Rec');
    expect(rec.indexOf('Recipe')).to.be.lessThan(rec.indexOf('ReceiveAction'));
    const product = names('Product');
    expect(product[0]).to.equal('Product');
    const tiers = list
      .execute({ search: 'product' })
      .items.map((type) => (type.name.toLowerCase().startsWith('product') ? 1 : type.name.toLowerCase().includes('product') ? 2 : 3));
    expect(tiers.slice(1)).to.deep.equal([...tiers.slice(1)].sort());
    const firstDescriptionMatch = tiers.indexOf(3);
    expect(product.indexOf('IndividualProduct')).to.be.lessThan(firstDescriptionMatch);
    const rich = list.execute({ richResultsOnly: true }).items;
    expect(rich.every((type) => type.richResult)).to.equal(true);
    expect(rich.map((type) => type.name)).to.include.members(['Recipe', 'Restaurant', 'JobPosting']);
  });

  it('details a type: parents, inherited properties, Google required/recommended first, docs link', () => {
    const recipe = get.execute({ name: 'Recipe' });
    expect(recipe.parents).to.deep.equal(['HowTo']);
    expect(recipe.documentationUrl).to.equal('https://developers.google.com/search/docs/appearance/structured-data/recipe');
    expect(
      recipe.properties
        .slice(0, 2)
        .map((p) => p.name)
        .sort(),
    ).to.deep.equal(['image', 'name']);
    expect(recipe.properties.find((p) => p.name === 'cookTime')).to.deep.include({
      recommended: true,
      required: false,
      expectedTypes: ['Duration'],
    });
    expect(recipe.properties.some((p) => p.name === 'url')).to.equal(true);
    expect(recipe.deprecation).to.equal(undefined);
  });

  it('defaults nested values to the type Google expects and lists enumeration values', () => {
    const product = get.execute({ name: 'Product' });
    const property = (name: string) => product.properties.find((p) => p.name === name);
    expect(property('offers')).to.include({ defaultType: 'Offer', namedValue: false });
    expect(property('aggregateRating')).to.include({ namedValue: false });
    expect(property('brand')).to.include({ namedValue: true });
    expect(property('offers')?.expectedTypes).to.include('Demand');
    expect(property('aggregateRating')).to.include({ defaultType: 'AggregateRating' });
    expect(property('review')).to.include({ defaultType: 'Review' });
    expect(property('brand')).to.include({ defaultType: 'Brand' });
    expect(property('name')).to.include({ format: 'text' });
    expect(product.guidedBy).to.include('Product snippet');
    const event = get.execute({ name: 'Event' });
    expect(event.properties.find((p) => p.name === 'location')).to.include({ defaultType: 'Place', namedValue: true });
    expect(event.properties.find((p) => p.name === 'organizer')).to.include({ defaultType: 'Organization' });
    expect(event.properties.find((p) => p.name === 'startDate')).to.include({ required: true, format: 'dateTime' });
    const article = get.execute({ name: 'Article' });
    expect(article.properties.find((p) => p.name === 'author')).to.include({ defaultType: 'Person', namedValue: true });
    const business = get.execute({ name: 'LocalBusiness' });
    expect(business.properties.find((p) => p.name === 'address')).to.include({
      defaultType: 'PostalAddress',
      required: true,
      namedValue: false,
    });
    const offer = get.execute({ name: 'Offer' });
    expect(offer.properties.find((p) => p.name === 'availability')?.enumValues).to.include.members(['InStock', 'OutOfStock', 'PreOrder']);
    expect(offer.properties.find((p) => p.name === 'priceValidUntil')?.expectedTypes).to.deep.equal(['Date']);
  });

  it("reads a nested value's requirements from its parent's rules (an Offer in Product.offers)", () => {
    const offer = get.execute({ name: 'Offer', parent: 'Product', property: 'offers' });
    const flags = (name: string) => offer.properties.find((p) => p.name === name);
    expect(flags('price')).to.include({ required: true, format: 'number' });
    expect(flags('priceCurrency')).to.include({ required: true, format: 'currency' });
    expect(flags('availability')).to.include({ recommended: true });
    expect(
      offer.properties
        .slice(0, 2)
        .map((p) => p.name)
        .sort(),
    ).to.deep.equal(['price', 'priceCurrency']);
    expect(offer.guidedBy).to.deep.equal(['Merchant listing']);
    expect(get.execute({ name: 'Offer' }).properties.find((p) => p.name === 'price')?.required).to.equal(false);
    const place = get.execute({ name: 'Place', parent: 'Event', property: 'location' });
    expect(place.properties.find((p) => p.name === 'address')).to.include({ required: true, defaultType: 'PostalAddress' });
    const demand = get.execute({ name: 'Demand', parent: 'Product', property: 'offers' });
    expect(demand.properties.some((p) => p.required || p.recommended)).to.equal(false);
  });

  it('reads requirements deeper down the path the validator walks (shipping details inside a Product offer)', () => {
    const details = get.execute({
      name: 'OfferShippingDetails',
      parent: 'Offer',
      property: 'shippingDetails',
      ancestors: [{ type: 'Product', property: 'offers' }],
    });
    const flag = (detail: typeof details, name: string) => detail.properties.find((p) => p.name === name);
    expect(['shippingDestination', 'shippingRate', 'deliveryTime'].map((name) => flag(details, name)?.required)).to.deep.equal([
      true,
      true,
      true,
    ]);
    expect(flag(details, 'shippingDestination')).to.include({ defaultType: 'DefinedRegion', namedValue: false });
    const region = get.execute({
      name: 'DefinedRegion',
      parent: 'OfferShippingDetails',
      property: 'shippingDestination',
      ancestors: [
        { type: 'Product', property: 'offers' },
        { type: 'Offer', property: 'shippingDetails' },
      ],
    });
    expect(flag(region, 'addressCountry')?.required).to.equal(true);
    const policy = get.execute({
      name: 'MerchantReturnPolicy',
      parent: 'Offer',
      property: 'hasMerchantReturnPolicy',
      ancestors: [{ type: 'Product', property: 'offers' }],
    });
    expect(
      policy.properties
        .filter((p) => p.required)
        .map((p) => p.name)
        .sort(),
    ).to.include.members(['applicableCountry', 'returnPolicyCategory']);
    const offer = get.execute({ name: 'Offer', parent: 'Product', property: 'offers' });
    expect(offer.properties.find((p) => p.name === 'shippingDetails')).to.include({
      defaultType: 'OfferShippingDetails',
      namedValue: false,
    });
    const postal = get.execute({
      name: 'PostalAddress',
      parent: 'Place',
      property: 'address',
      ancestors: [{ type: 'Event', property: 'location' }],
    });
    expect(postal.properties.find((p) => p.name === 'addressCountry')?.required).to.equal(false);
  });

  it('counts the rule sets that apply once a property is present, as the validator does (image with offers)', () => {
    const image = (present?: string[]) =>
      get.execute({ name: 'Product', ...(present ? { present } : {}) }).properties.find((p) => p.name === 'image');
    expect(image()?.required).to.equal(false);
    expect(image(['name'])?.required).to.equal(false);
    expect(image(['name', 'offers'])?.required).to.equal(true);
  });

  it('marks the properties Google reads as lists, and starts FAQ questions and recipe steps with their types', () => {
    const property = (type: string, name: string) => get.execute({ name: type }).properties.find((p) => p.name === name);
    expect(property('BreadcrumbList', 'itemListElement')).to.include({ repeatable: true, defaultType: 'ListItem' });
    expect(property('FAQPage', 'mainEntity')).to.include({ repeatable: true, defaultType: 'Question' });
    expect(property('WebPage', 'mainEntity')?.repeatable).to.equal(undefined);
    expect(property('Recipe', 'recipeInstructions')).to.include({ repeatable: true, defaultType: 'HowToStep' });
    expect(property('Recipe', 'recipeIngredient')?.repeatable).to.equal(true);
    expect(property('Product', 'image')?.repeatable).to.equal(true);
    expect(property('Product', 'name')?.repeatable).to.equal(undefined);
    expect(['name', 'item'].map((name) => property('ListItem', name)?.shown)).to.deep.equal([true, true]);
    expect(property('ListItem', 'item')?.format).to.equal('url');
    expect(property('UnitPriceSpecification', 'price')).to.include({ format: 'number', shown: true });
    expect(property('Question', 'acceptedAnswer')).to.include({ shown: true, defaultType: 'Answer', namedValue: false });
    expect(property('Product', 'gtin')?.shown).to.equal(undefined);
    const venue = get.execute({ name: 'Place', parent: 'Event', property: 'location' });
    expect(venue.properties.find((p) => p.name === 'address')).to.include({ defaultType: 'PostalAddress', namedValue: false });
    const venueAddress = get.execute({
      name: 'PostalAddress',
      parent: 'Place',
      property: 'address',
      ancestors: [{ type: 'Event', property: 'location' }],
    });
    expect(venueAddress.properties.find((p) => p.name === 'addressCountry')).to.include({ format: 'country', shown: true });
  });

  it('refuses a nested read without a known parent and one of its properties', () => {
    expect(() => get.execute({ name: 'Offer', parent: 'Product' })).to.throw(ValidationError);
    expect(() => get.execute({ name: 'Offer', property: 'offers' })).to.throw(ValidationError);
    expect(() => get.execute({ name: 'Offer', parent: 'Prodcut', property: 'offers' })).to.throw(ValidationError);
    expect(() => get.execute({ name: 'Offer', parent: 'Product', property: 'startDate' })).to.throw(ValidationError);
    expect(() =>
      get.execute({ name: 'Offer', parent: 'Offer', property: 'shippingDetails', ancestors: [{ type: 'Product', property: 'nope' }] }),
    ).to.throw(ValidationError);
  });

  it('lists enumeration members and refuses unknown types', () => {
    expect(get.execute({ name: 'ItemAvailability' }).members).to.include('InStock');
    expect(() => get.execute({ name: 'Prodcut' })).to.throw(NotFoundError);
  });
});
