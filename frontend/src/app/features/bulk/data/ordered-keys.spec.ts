import { orderedKeys } from './ordered-keys';

describe('orderedKeys', () => {
  it('puts @context, @id and @type first and the rest in alphabetical order, at every depth', () => {
    const ordered = orderedKeys({
      name: 'Mug',
      offers: [{ priceCurrency: 'EUR', '@type': 'Offer', price: 17.5 }],
      '@type': 'Product',
      '@context': 'https://schema.org',
    });
    expect(JSON.stringify(ordered)).toBe(
      '{"@context":"https://schema.org","@type":"Product","name":"Mug","offers":[{"@type":"Offer","price":17.5,"priceCurrency":"EUR"}]}',
    );
  });

  it('leaves values other than objects as they are', () => {
    expect(orderedKeys(['b', 'a', null, 3])).toEqual(['b', 'a', null, 3]);
  });
});
