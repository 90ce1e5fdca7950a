import { fieldFor, formFields, writeField } from './json-ld-form';
import { groupFields } from './json-ld-form-groups';
import { OFFER_IN_PRODUCT, PRODUCT } from './product.fixture';

const productField = (name: string) =>
  fieldFor(
    PRODUCT.properties.find((p) => p.name === name)!,
    'Product',
  );
const offerField = (name: string) =>
  fieldFor(
    OFFER_IN_PRODUCT.properties.find((p) => p.name === name)!,
    'Offer',
  );

describe('json-ld-form guidance', () => {
  it('starts a nested value as the type Google expects: Product.offers is an Offer, not a Demand', () => {
    const offers = productField('offers');
    expect(offers).toMatchObject({
      kind: 'node',
      nodeTypes: ['Offer', 'Demand'],
      parentType: 'Product',
    });
    const node = writeField({ '@type': 'Product' }, offers, {
      mode: 'node',
      type: '',
      name: 'Launch offer',
    });
    expect(node['offers']).toEqual({ '@type': 'Offer', name: 'Launch offer' });
    const typed = writeField({ '@type': 'Product' }, offers, { mode: 'literal', text: 'Sale' });
    expect(typed['offers']).toEqual({ '@type': 'Offer', name: 'Sale' });
  });

  it("picks inputs from the rule's format and the vocabulary: number, currency, enumeration, date, duration", () => {
    expect(offerField('price').kind).toBe('number');
    expect(offerField('priceCurrency').kind).toBe('currency');
    expect(offerField('availability')).toMatchObject({
      kind: 'enum',
      enumValues: ['BackOrder', 'InStock', 'OutOfStock', 'PreOrder'],
    });
    expect(offerField('priceValidUntil').kind).toBe('date');
    expect(offerField('validFrom').kind).toBe('dateTime');
    expect(
      fieldFor({
        name: 'cookTime',
        description: '',
        expectedTypes: ['Duration'],
        required: false,
        recommended: true,
      }).kind,
    ).toBe('duration');
    const price = writeField({ '@type': 'Offer' }, offerField('price'), {
      mode: 'literal',
      text: '19.99',
    });
    expect(price['price']).toBe(19.99);
  });

  it('groups the required, then the recommended properties under the rich results that ask for them, others after', () => {
    const fields = formFields(PRODUCT, { '@type': 'Product', sku: 'A-1' }, []);
    const groups = groupFields(fields, PRODUCT.guidedBy);
    expect(groups.map((group) => [group.label, group.fields.map((field) => field.name)])).toEqual([
      ['Required for Product snippet and Merchant listing', ['name']],
      [
        'Recommended for Product snippet and Merchant listing',
        ['aggregateRating', 'offers', 'review'],
      ],
      ['Other properties', ['sku']],
    ]);
    const offer = groupFields(
      formFields(OFFER_IN_PRODUCT, { '@type': 'Offer' }, []),
      OFFER_IN_PRODUCT.guidedBy,
    );
    expect(offer[0]).toMatchObject({ id: 'required', label: 'Required for Merchant listing' });
    expect(offer[0]!.fields.map((field) => field.name)).toEqual(['price', 'priceCurrency']);
  });

  it('labels a type without a rich result as plain properties and leaves out empty groups', () => {
    const fields = formFields(PRODUCT, { '@type': 'Product', sku: 'A-1' }, []).filter(
      (field) => !field.required && !field.recommended,
    );
    expect(groupFields(fields, [])).toEqual([{ id: 'other', label: 'Properties', fields }]);
    expect(groupFields([], ['Recipe'])).toEqual([]);
  });
});
