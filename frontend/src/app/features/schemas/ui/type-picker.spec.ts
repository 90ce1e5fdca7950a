import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { VocabularyTypeSummary } from '@sdn/contracts';
import { TypePicker } from './type-picker';

const TYPES: VocabularyTypeSummary[] = [
  {
    name: 'Product',
    description: 'A product.',
    richResult: true,
    richResultFeatures: ['Product snippet', 'Merchant listing'],
    group: 'richResult',
  },
  {
    name: 'Recipe',
    description: 'A recipe.',
    richResult: true,
    richResultFeatures: ['Recipe'],
    group: 'richResult',
  },
  {
    name: 'Person',
    description: 'A person.',
    richResult: false,
    richResultFeatures: [],
    group: 'common',
  },
  {
    name: 'ProductModel',
    description: 'A model.',
    richResult: false,
    richResultFeatures: [],
    group: 'other',
  },
];

async function setup(richResultsOnly: boolean) {
  TestBed.configureTestingModule({
    providers: [provideHttpClient(), provideHttpClientTesting(), provideRouter([])],
  });
  const http = TestBed.inject(HttpTestingController);
  const fixture = TestBed.createComponent(TypePicker);
  fixture.componentRef.setInput('richResultsOnly', richResultsOnly);
  const picked: string[] = [];
  fixture.componentInstance.picked.subscribe((name) => picked.push(name));
  TestBed.tick();
  const request = http.expectOne((req) => req.url === '/api/vocabulary/types');
  // Every plan gets the whole ranked list: Free sees the other types too, disabled.
  expect(request.request.params.has('richResultsOnly')).toBe(false);
  request.flush({ items: TYPES });
  await fixture.whenStable();
  const element: HTMLElement = fixture.nativeElement;
  const combobox = element.querySelector('[role="combobox"]') as HTMLInputElement;
  const key = async (name: string) => {
    combobox.dispatchEvent(
      new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
    );
    await fixture.whenStable();
  };
  const active = () => element.querySelector(`#${combobox.getAttribute('aria-activedescendant')}`);
  return { fixture, http, element, combobox, key, active, picked };
}

describe('TypePicker', () => {
  it('lists the types in the service order under group headings, rich results badged with their features', async () => {
    const { element } = await setup(false);
    const options = [...element.querySelectorAll('[role="option"]')];
    expect(options.map((option) => option.querySelector('.name')?.textContent)).toEqual([
      'Product',
      'Recipe',
      'Person',
      'ProductModel',
    ]);
    expect(options[0]!.querySelector('.badge.rich')?.textContent).toBe(
      'Product snippet · Merchant listing',
    );
    expect(options[2]!.querySelector('.badge.rich')).toBeNull();
    expect(
      [...element.querySelectorAll('.group-head')].map((head) => head.textContent?.trim()),
    ).toEqual(['Google rich results', 'Common types', 'Other Schema.org types']);
    expect(
      element.querySelector('[role="listbox"] [role="group"]')?.getAttribute('aria-labelledby'),
    ).toBe('type-group-0');
  });

  it('moves the active option with arrows, Home and End, announces it, picks it with Enter and closes with Escape', async () => {
    const { combobox, key, active, picked } = await setup(false);
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(combobox.getAttribute('aria-controls')).toBe('type-results');
    expect(active()?.textContent).toContain('Product');
    await key('ArrowDown');
    expect(active()?.textContent).toContain('Recipe');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    await key('End');
    expect(active()?.textContent).toContain('ProductModel');
    await key('ArrowDown');
    expect(active()?.textContent).toContain('ProductModel');
    await key('Home');
    expect(active()?.textContent).toContain('Product');
    await key('ArrowDown');
    await key('ArrowUp');
    await key('ArrowDown');
    await key('Enter');
    expect(picked).toEqual(['Recipe']);
    await key('Escape');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.hasAttribute('aria-activedescendant')).toBe(false);
    await key('Enter');
    expect(picked).toEqual(['Recipe']);
    await key('ArrowDown');
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(active()?.textContent).toContain('Recipe');
  });

  it('on the Free plan lists the other types disabled and marked, and says how to upgrade instead of picking them', async () => {
    const { element, key, active, picked } = await setup(true);
    const person = element.querySelector('#type-option-Person')!;
    expect(person.getAttribute('aria-disabled')).toBe('true');
    expect(person.querySelector('.badge.pro')?.textContent).toBe('Pro');
    expect(element.querySelector('#type-option-Product')?.getAttribute('aria-disabled')).toBe(
      'false',
    );
    expect(element.querySelector('.hint a[href="/billing"]')).not.toBeNull();
    await key('ArrowDown');
    await key('ArrowDown');
    expect(active()?.id).toBe('type-option-Person');
    await key('Enter');
    expect(picked).toEqual([]);
    const alert = element.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Person needs the Pro plan');
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/billing');
    (element.querySelector('#type-option-Recipe') as HTMLElement).click();
    expect(picked).toEqual(['Recipe']);
    expect(element.textContent).toContain('2 on your plan');
  });

  it('searches as the user types and keeps the ranked answer as one list, the best match active', async () => {
    const { fixture, http, element, combobox, active } = await setup(false);
    combobox.value = 'Prod';
    combobox.dispatchEvent(new Event('input'));
    await new Promise((resolve) => setTimeout(resolve, 250));
    TestBed.tick();
    const request = http.expectOne(
      (req) => req.url === '/api/vocabulary/types' && req.params.get('search') === 'Prod',
    );
    request.flush({ items: [TYPES[0], TYPES[3]] });
    await fixture.whenStable();
    expect(
      [...element.querySelectorAll('.group-head')].map((head) => head.textContent?.trim()),
    ).toEqual(['Best matches first']);
    expect(active()?.id).toBe('type-option-Product');
    expect(element.querySelector('[role="status"]')?.textContent).toContain('2 types');
  });

  it('picks the best match of what was typed when Enter comes before the list caught up', async () => {
    const { fixture, http, combobox, picked } = await setup(false);
    combobox.value = 'Rec';
    combobox.dispatchEvent(new Event('input'));
    // No whenStable(): the search now loading keeps the application unstable until it is answered.
    combobox.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
    );
    expect(picked).toEqual([]);
    TestBed.tick();
    const request = http.expectOne(
      (req) => req.url === '/api/vocabulary/types' && req.params.get('search') === 'Rec',
    );
    request.flush({ items: [TYPES[1], TYPES[0]] });
    await fixture.whenStable();
    expect(picked).toEqual(['Recipe']);
  });
});
