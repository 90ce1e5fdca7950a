import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { Component, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import { type FieldInput, type FieldValue, type FormField, fieldFor } from '../data/json-ld-form';
import { ARTICLE } from '../data/article.fixture';
import { PRODUCT } from '../data/product.fixture';
import { NodeEditor } from './node-editor';
import { PropertyField } from './property-field';

/** A field whose nested value opens a node editor, drawn by the template its host hands it (as the page does). */
@Component({
  imports: [PropertyField, NodeEditor],
  template: `
    <ng-template #nested let-slot>
      <app-node-editor [attr.id]="slot.id" [type]="slot.type" [node]="slot.node" [idPrefix]="slot.idPrefix" [path]="slot.path"
        [hidden]="slot.hidden" [legend]="slot.legend" (changed)="slot.set($event)" />
    </ng-template>
    @if (field(); as field) {
      <app-property-field [field]="field" [value]="value()" [nodeTemplate]="nested" />
    }
  `,
})
class NestedHost {
  readonly field = signal<FormField | null>(null);
  readonly value = signal<FieldValue>({ mode: 'empty' });
}

describe('PropertyField', () => {
  it('remembers the node type chosen before a name is typed', async () => {
    const fixture = TestBed.createComponent(PropertyField);
    fixture.componentRef.setInput(
      'field',
      fieldFor(ARTICLE.properties.find((p) => p.name === 'author')!),
    );
    fixture.componentRef.setInput('value', { mode: 'empty' });
    const emitted: FieldInput[] = [];
    fixture.componentInstance.changed.subscribe((input) => emitted.push(input));
    await fixture.whenStable();
    const element: HTMLElement = fixture.nativeElement;

    const type = element.querySelector('select[aria-label="Author type"]') as HTMLSelectElement;
    type.value = 'Person';
    type.dispatchEvent(new Event('change'));
    await fixture.whenStable();
    expect(emitted).toEqual([]);
    expect(
      (element.querySelector('select[aria-label="Author type"]') as HTMLSelectElement).value,
    ).toBe('Person');

    const name = element.querySelector('#prop-author') as HTMLInputElement;
    name.value = 'Ada';
    name.dispatchEvent(new Event('input'));
    expect(emitted).toEqual([{ mode: 'node', type: 'Person', name: 'Ada' }]);
  });

  it('labels the input with the property name and its requirement', async () => {
    const fixture = TestBed.createComponent(PropertyField);
    fixture.componentRef.setInput('field', fieldFor(ARTICLE.properties[0]!));
    fixture.componentRef.setInput('value', { mode: 'literal', text: 'Hello' });
    await fixture.whenStable();
    const element: HTMLElement = fixture.nativeElement;
    expect(element.querySelector('label[for="prop-headline"]')?.textContent).toContain('Headline');
    expect(element.textContent).toContain('Required');
    expect((element.querySelector('#prop-headline') as HTMLInputElement).value).toBe('Hello');
  });

  it('offers the type Google expects first and keeps the nested editor open while edits rebuild the field', async () => {
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting()],
    });
    const offers = () =>
      fieldFor(
        PRODUCT.properties.find((p) => p.name === 'offers')!,
        'Product',
      );
    const fixture = TestBed.createComponent(NestedHost);
    fixture.componentInstance.field.set(offers());
    await fixture.whenStable();
    const element: HTMLElement = fixture.nativeElement;
    expect(
      (element.querySelector('select[aria-label="Offers type"]') as HTMLSelectElement).value,
    ).toBe('Offer');
    expect(element.querySelector('app-node-editor')).toBeNull();
    // An offer is described by its price and currency, not a name: the details button stands in for the name input.
    expect(element.querySelector('input#prop-offers')).toBeNull();
    const details = element.querySelector(
      'button[aria-label="Offers details"]',
    ) as HTMLButtonElement;
    expect(details.id).toBe('prop-offers');
    expect(details.textContent?.trim()).toBe('tune Add Offer details');

    details.click();
    TestBed.tick();
    expect(details.textContent?.trim()).toBe('expand_less Hide Offer details');
    expect(element.querySelector('app-node-editor legend')?.textContent).toContain('Offer details');
    fixture.componentInstance.field.set(offers());
    fixture.componentInstance.value.set({
      mode: 'node',
      type: 'Offer',
      name: '',
      node: { '@type': 'Offer', price: 8 },
    });
    TestBed.tick();
    expect(element.querySelector('app-node-editor')).not.toBeNull();
  });
});
