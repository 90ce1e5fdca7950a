import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import type { JsonLdObject, VocabularyTypeDetail } from '@sdn/contracts';
import { OFFER_IN_PRODUCT } from '../data/product.fixture';
import { NodeEditor } from './node-editor';

const PERSON: VocabularyTypeDetail = {
  name: 'Person',
  description: 'A person.',
  richResult: false,
  richResultFeatures: [],
  group: 'common',
  parents: ['Thing'],
  members: [],
  guidedBy: [],
  properties: [
    {
      name: 'name',
      description: 'Name.',
      expectedTypes: ['Text'],
      required: true,
      recommended: false,
    },
    {
      name: 'url',
      description: 'URL.',
      expectedTypes: ['URL'],
      required: false,
      recommended: true,
    },
    {
      name: 'jobTitle',
      description: 'Job.',
      expectedTypes: ['Text', 'DefinedTerm'],
      required: false,
      recommended: false,
    },
    {
      name: 'worksFor',
      description: 'Employer.',
      expectedTypes: ['Organization'],
      required: false,
      recommended: false,
    },
  ],
};

describe('NodeEditor', () => {
  it("builds a nested node's fields from its type and writes the whole node", async () => {
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting()],
    });
    const http = TestBed.inject(HttpTestingController);
    const fixture = TestBed.createComponent(NodeEditor);
    fixture.componentRef.setInput('type', 'Person');
    fixture.componentRef.setInput('node', { '@type': 'Person', name: 'Ada' });
    fixture.componentRef.setInput('idPrefix', 'prop-author-');
    const emitted: JsonLdObject[] = [];
    fixture.componentInstance.changed.subscribe((node) => emitted.push(node));
    TestBed.tick();
    http.expectOne((req) => req.url === '/api/vocabulary/types/Person').flush(PERSON);
    await new Promise((resolve) => setTimeout(resolve));
    TestBed.tick();

    const element: HTMLElement = fixture.nativeElement;
    const url = element.querySelector('#prop-author-url') as HTMLInputElement;
    expect(url.type).toBe('url');
    expect(element.querySelector('#prop-author-name')).toBeNull();
    url.value = 'https://ada.test';
    url.dispatchEvent(new Event('input'));
    expect(emitted.at(-1)).toEqual({ '@type': 'Person', name: 'Ada', url: 'https://ada.test' });

    const add = element.querySelector('#prop-author-add') as HTMLSelectElement;
    expect([...add.options].map((o) => o.value)).toEqual(['', 'jobTitle', 'worksFor']);
    add.value = 'worksFor';
    add.dispatchEvent(new Event('change'));
    TestBed.tick();
    expect(element.querySelector('#prop-author-worksFor')).toBeNull();
    (element.querySelector('#prop-author-add-button') as HTMLButtonElement).click();
    TestBed.tick();
    const worksFor = element.querySelector('#prop-author-worksFor') as HTMLInputElement;
    worksFor.value = 'ACME';
    worksFor.dispatchEvent(new Event('input'));
    // The host never answers with the written node: the second edit still starts from the first one's result.
    expect(emitted.at(-1)).toEqual({
      '@type': 'Person',
      name: 'Ada',
      url: 'https://ada.test',
      worksFor: { '@type': 'Organization', name: 'ACME' },
    });
  });

  it("reads the nested type's requirements in its parent's context and shows them grouped first", async () => {
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting()],
    });
    const http = TestBed.inject(HttpTestingController);
    const fixture = TestBed.createComponent(NodeEditor);
    fixture.componentRef.setInput('type', 'Offer');
    fixture.componentRef.setInput('node', { '@type': 'Offer' });
    fixture.componentRef.setInput('idPrefix', 'prop-offers-');
    fixture.componentRef.setInput('path', [{ type: 'Product', property: 'offers' }]);
    const emitted: JsonLdObject[] = [];
    fixture.componentInstance.changed.subscribe((node) => emitted.push(node));
    TestBed.tick();
    const request = http.expectOne((req) => req.url === '/api/vocabulary/types/Offer');
    expect(request.request.params.get('parent')).toBe('Product');
    expect(request.request.params.get('property')).toBe('offers');
    expect(request.request.params.has('ancestors')).toBe(false);
    request.flush(OFFER_IN_PRODUCT);
    await new Promise((resolve) => setTimeout(resolve));
    TestBed.tick();

    const element: HTMLElement = fixture.nativeElement;
    const groups = [...element.querySelectorAll('[role="group"]')].map((group) => ({
      label: group.querySelector('.group-label')?.textContent,
      fields: [...group.querySelectorAll('[data-property]')].map((field) =>
        field.getAttribute('data-property'),
      ),
    }));
    expect(groups).toEqual([
      { label: 'Required for Merchant listing', fields: ['price', 'priceCurrency'] },
      { label: 'Recommended for Merchant listing', fields: ['availability', 'priceValidUntil'] },
    ]);
    const price = element.querySelector('#prop-offers-price') as HTMLInputElement;
    expect(price.type).toBe('number');
    price.value = '19.99';
    price.dispatchEvent(new Event('input'));
    expect(emitted.at(-1)).toEqual({ '@type': 'Offer', price: 19.99 });
    const availability = element.querySelector('#prop-offers-availability') as HTMLSelectElement;
    availability.value = 'InStock';
    availability.dispatchEvent(new Event('change'));
    // Two quick edits in two fields before the parent answers: the second keeps the first (the price).
    expect(emitted.at(-1)).toEqual({
      '@type': 'Offer',
      price: 19.99,
      availability: 'https://schema.org/InStock',
    });
  });
});
