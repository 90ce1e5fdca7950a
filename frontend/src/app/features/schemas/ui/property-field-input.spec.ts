import { TestBed } from '@angular/core/testing';
import type { VocabularyPropertyDto } from '@sdn/contracts';
import { fieldFor } from '../data/json-ld-form';
import { localOffset } from '../data/json-ld-form-values';
import { OFFER_IN_PRODUCT } from '../data/product.fixture';
import { PropertyFieldInput } from './property-field-input';

const offerProperty = (name: string) => OFFER_IN_PRODUCT.properties.find((p) => p.name === name)!;

async function render(property: VocabularyPropertyDto, text: string) {
  const fixture = TestBed.createComponent(PropertyFieldInput);
  fixture.componentRef.setInput('field', fieldFor(property, 'Offer'));
  fixture.componentRef.setInput('text', text);
  fixture.componentRef.setInput('inputId', `prop-${property.name}`);
  const emitted: string[] = [];
  fixture.componentInstance.changed.subscribe((value) => emitted.push(value));
  await fixture.whenStable();
  const element: HTMLElement = fixture.nativeElement;
  const change = async (selector: string, value: string, event = 'input') => {
    const control = element.querySelector(selector) as HTMLInputElement | HTMLSelectElement;
    control.value = value;
    control.dispatchEvent(new Event(event));
    await fixture.whenStable();
  };
  return { fixture, element, emitted, change };
}

describe('PropertyFieldInput', () => {
  it('picks a country among ISO 3166 codes by name, and keeps a value it does not know', async () => {
    const country: VocabularyPropertyDto = {
      name: 'addressCountry',
      description: 'Country.',
      expectedTypes: ['Country', 'Text'],
      required: false,
      recommended: true,
      format: 'country',
    };
    const { element, emitted, change } = await render(country, 'FR');
    const select = element.querySelector('#prop-addressCountry') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('FR');
    expect(select.selectedOptions[0]?.textContent?.trim()).toBe('France (FR)');
    expect(select.options.length).toBe(250);
    await change('#prop-addressCountry', 'DE', 'change');
    expect(emitted).toEqual(['DE']);
    const unknown = await render(country, 'France');
    const kept = unknown.element.querySelector('#prop-addressCountry') as HTMLSelectElement;
    expect(kept.value).toBe('France');
  });

  it('takes a time of day in a time input', async () => {
    const opens: VocabularyPropertyDto = {
      name: 'opens',
      description: 'Opens.',
      expectedTypes: ['Time'],
      required: false,
      recommended: true,
      format: 'time',
    };
    const { element } = await render(opens, '09:00');
    const input = element.querySelector('#prop-opens') as HTMLInputElement;
    expect([input.type, input.value]).toEqual(['time', '09:00']);
  });

  it('edits a date-time as datetime-local plus a UTC offset and saves ISO 8601 with the offset', async () => {
    const { fixture, element, emitted, change } = await render(
      offerProperty('validFrom'),
      '2026-12-01T19:30:00+01:00',
    );
    const local = element.querySelector('#prop-validFrom') as HTMLInputElement;
    expect(local.type).toBe('datetime-local');
    // The browser shows whole minutes without ":00" seconds (Chromium and jsdom alike).
    expect(local.value).toBe('2026-12-01T19:30');
    const offset = element.querySelector(
      'select[aria-label="Valid from UTC offset"]',
    ) as HTMLSelectElement;
    expect(offset.value).toBe('+01:00');
    await change('select[aria-label="Valid from UTC offset"]', '-05:00', 'change');
    expect(emitted.at(-1)).toBe('2026-12-01T19:30:00-05:00');
    fixture.componentRef.setInput('text', '');
    await fixture.whenStable();
    expect(
      (element.querySelector('select[aria-label="Valid from UTC offset"]') as HTMLSelectElement)
        .value,
    ).toBe(localOffset());
    await change('#prop-validFrom', '2027-01-02T08:15');
    expect(emitted.at(-1)).toBe(`2027-01-02T08:15:00${localOffset()}`);
  });

  it('gives a date a date picker', async () => {
    const { element, emitted, change } = await render(offerProperty('priceValidUntil'), '');
    expect((element.querySelector('#prop-priceValidUntil') as HTMLInputElement).type).toBe('date');
    await change('#prop-priceValidUntil', '2026-12-31');
    expect(emitted).toEqual(['2026-12-31']);
  });

  it('picks an enumeration member by name and saves it as a schema.org URL', async () => {
    const { element, emitted, change } = await render(
      offerProperty('availability'),
      'https://schema.org/InStock',
    );
    const select = element.querySelector('#prop-availability') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('InStock');
    expect([...select.options].map((option) => option.textContent?.trim())).toEqual([
      'Not set',
      'Back order',
      'In stock',
      'Out of stock',
      'Pre order',
    ]);
    await change('#prop-availability', 'OutOfStock', 'change');
    await change('#prop-availability', '', 'change');
    expect(emitted).toEqual(['https://schema.org/OutOfStock', '']);
  });

  it('edits a duration as hours, minutes and seconds and saves ISO 8601', async () => {
    const cookTime: VocabularyPropertyDto = {
      name: 'cookTime',
      description: '',
      expectedTypes: ['Duration'],
      required: false,
      recommended: true,
    };
    const { element, emitted, change } = await render(cookTime, 'PT1H');
    expect(
      (element.querySelector('input[aria-label="Cook time hours"]') as HTMLInputElement).value,
    ).toBe('1');
    await change('input[aria-label="Cook time minutes"]', '30');
    expect(emitted).toEqual(['PT1H30M']);
  });

  it('keeps a duration the three inputs cannot show editable as text', async () => {
    const cookTime: VocabularyPropertyDto = {
      name: 'cookTime',
      description: '',
      expectedTypes: ['Duration'],
      required: false,
      recommended: true,
    };
    const { element } = await render(cookTime, 'P2W');
    expect((element.querySelector('#prop-cookTime') as HTMLInputElement).value).toBe('P2W');
  });

  it('suggests currency codes and upper-cases what is typed', async () => {
    const { element, emitted, change } = await render(offerProperty('priceCurrency'), '');
    const input = element.querySelector('#prop-priceCurrency') as HTMLInputElement;
    expect(input.getAttribute('list')).toBe('prop-priceCurrency-codes');
    expect(element.querySelector('datalist option[value="EUR"]')).not.toBeNull();
    await change('#prop-priceCurrency', 'eur');
    expect(emitted).toEqual(['EUR']);
  });

  it('leaves what the user typed when it already holds the stored value, and shows other values', async () => {
    const { fixture, element } = await render(offerProperty('price'), '');
    const price = element.querySelector('#prop-price') as HTMLInputElement;
    expect(price.type).toBe('number');
    price.value = '89.90';
    fixture.componentRef.setInput('text', '89.9');
    await fixture.whenStable();
    expect(price.value).toBe('89.90');
    fixture.componentRef.setInput('text', '12');
    await fixture.whenStable();
    expect(price.value).toBe('12');
  });
});
