import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { ARTICLE } from './article.fixture';
import { VocabularyCache, presentProperties } from './vocabulary-cache';

describe('VocabularyCache', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting()],
    });
  });

  it('asks for a nested type at its place: parent and property, the steps above as ancestors, the properties present', () => {
    const cache = TestBed.inject(VocabularyCache);
    const http = TestBed.inject(HttpTestingController);
    const path = [
      { type: 'Product', property: 'offers' },
      { type: 'Offer', property: 'shippingDetails' },
      { type: 'OfferShippingDetails', property: 'deliveryTime' },
    ];
    cache.typeDetail('ShippingDeliveryTime', { path, present: ['handlingTime'] }).subscribe();
    const request = http.expectOne(
      (req) => req.url === '/api/vocabulary/types/ShippingDeliveryTime',
    );
    expect(request.request.params.get('parent')).toBe('OfferShippingDetails');
    expect(request.request.params.get('property')).toBe('deliveryTime');
    expect(request.request.params.get('ancestors')).toBe('Product.offers,Offer.shippingDetails');
    expect(request.request.params.get('present')).toBe('handlingTime');
    request.flush({ ...ARTICLE, name: 'ShippingDeliveryTime' });

    // The same place and properties are answered from the cache; other properties present ask again.
    cache.typeDetail('ShippingDeliveryTime', { path, present: ['handlingTime'] }).subscribe();
    http.expectNone((req) => req.url === '/api/vocabulary/types/ShippingDeliveryTime');
    cache.typeDetail('ShippingDeliveryTime', { path, present: [] }).subscribe();
    expect(
      http
        .expectOne((req) => req.url === '/api/vocabulary/types/ShippingDeliveryTime')
        .request.params.get('present'),
    ).toBe('');
    http.verify();
  });

  it('names the properties a node holds in a stable order, leaving out @type and @context', () => {
    expect(
      presentProperties({ '@context': 'x', '@type': 'Offer', price: 1, availability: 'y' }),
    ).toEqual(['availability', 'price']);
    expect(presentProperties(null)).toEqual([]);
  });
});
