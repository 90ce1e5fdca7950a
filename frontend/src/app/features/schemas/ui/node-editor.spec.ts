import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import type { JsonLdObject, VocabularyTypeDetail } from '@sdn/contracts';
import { NodeEditor } from './node-editor';

const PERSON: VocabularyTypeDetail = {
  name: 'Person', description: 'A person.', richResult: false, richResultFeatures: [], group: 'common',
  parents: ['Thing'], members: [], guidedBy: [],
  properties: [
    { name: 'name', description: 'Name.', expectedTypes: ['Text'], required: true, recommended: false },
    { name: 'url', description: 'URL.', expectedTypes: ['URL'], required: false, recommended: true },
    { name: 'jobTitle', description: 'Job.', expectedTypes: ['Text', 'DefinedTerm'], required: false, recommended: false },
    { name: 'worksFor', description: 'Employer.', expectedTypes: ['Organization'], required: false, recommended: false },
  ],
};

describe('NodeEditor', () => {
  it("builds a nested node's fields from its type and writes the whole node", async () => {
    TestBed.configureTestingModule({ providers: [provideHttpClient(), provideHttpClientTesting()] });
    const http = TestBed.inject(HttpTestingController);
    const fixture = TestBed.createComponent(NodeEditor);
    fixture.componentRef.setInput('type', 'Person');
    fixture.componentRef.setInput('node', { '@type': 'Person', name: 'Ada' });
    fixture.componentRef.setInput('idPrefix', 'prop-author-');
    const emitted: JsonLdObject[] = [];
    fixture.componentInstance.changed.subscribe((node) => emitted.push(node));
    TestBed.tick();
    http.expectOne('/api/vocabulary/types/Person').flush(PERSON);
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
    const worksFor = element.querySelector('#prop-author-worksFor') as HTMLInputElement;
    worksFor.value = 'ACME';
    worksFor.dispatchEvent(new Event('input'));
    expect(emitted.at(-1)).toEqual({ '@type': 'Person', name: 'Ada', worksFor: { '@type': 'Organization', name: 'ACME' } });
  });
});
