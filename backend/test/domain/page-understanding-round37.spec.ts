import { expect } from 'chai';
import { ratingOf } from '../../src/domain/page-understanding/read-values.js';

describe('Page understanding: round 37, a Shopware product with Trusted Shops stars', () => {
  it('counts reviews named by a German compound ("38 Produktbewertungen", "Kundenbewertungen (12)")', () => {
    expect(ratingOf('4,6 von 5 Sternen ★★★★★ 4,6 / 5 (38 Produktbewertungen)')).to.deep.equal({
      ratingValue: '4.6',
      bestRating: '5',
      reviewCount: '38',
    });
    expect(ratingOf('Kundenbewertungen (12) 4,5 von 5')).to.include({ ratingValue: '4.5', reviewCount: '12' });
  });
});
