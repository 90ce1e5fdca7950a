import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { Component, input, output, signal } from '@angular/core';
import { TestBed } from '@angular/core/testing';
import type { VocabularyTypeDetail } from '@sdn/contracts';
import { fieldFor } from '../data/json-ld-form';
import { ListField } from './list-field';
import { NodeEditor } from './node-editor';

const LIST_ITEM: VocabularyTypeDetail = {
  name: 'ListItem',
  description: 'An item.',
  richResult: false,
  richResultFeatures: [],
  group: 'common',
  parents: ['Thing'],
  members: [],
  guidedBy: ['Breadcrumb'],
  properties: [
    {
      name: 'position',
      description: 'Place.',
      expectedTypes: ['Integer', 'Text'],
      required: true,
      recommended: false,
      format: 'integer',
    },
    {
      name: 'name',
      description: 'Name.',
      expectedTypes: ['Text'],
      required: true,
      recommended: false,
    },
    {
      name: 'item',
      description: 'Page.',
      expectedTypes: ['Thing', 'URL'],
      required: false,
      recommended: true,
    },
  ],
};

const images = fieldFor(
  {
    name: 'image',
    description: 'Images.',
    expectedTypes: ['ImageObject', 'URL'],
    required: true,
    recommended: false,
    repeatable: true,
  },
  'Product',
);
const crumbs = fieldFor(
  {
    name: 'itemListElement',
    description: 'Items.',
    expectedTypes: ['ListItem', 'Text', 'Thing'],
    required: true,
    recommended: false,
    defaultType: 'ListItem',
    namedValue: false,
    repeatable: true,
  },
  'BreadcrumbList',
);

/** A list of nodes as the node editor hosts one: it hands the list a template that draws each item's editor. */
@Component({
  imports: [ListField, NodeEditor],
  template: `
    <ng-template #nested let-slot>
      <app-node-editor [type]="slot.type" [node]="slot.node" [idPrefix]="slot.idPrefix" [path]="slot.path"
        [hidden]="slot.hidden" [legend]="slot.legend" (changed)="slot.set($event)" />
    </ng-template>
    <app-list-field [field]="field()" [items]="items()" idPrefix="prop-itemListElement" [path]="path"
      [nodeTemplate]="nested" (changed)="changed.emit($event)" />
  `,
})
class NodeListHost {
  readonly field = input.required<ReturnType<typeof fieldFor>>();
  readonly items = signal<readonly unknown[]>([]);
  readonly path = [{ type: 'BreadcrumbList', property: 'itemListElement' }];
  readonly changed = output<unknown[]>();
}

describe('ListField', () => {
  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting()],
    });
  });

  async function render(field = images, items: unknown[] = []) {
    const fixture = TestBed.createComponent(ListField);
    fixture.componentRef.setInput('field', field);
    fixture.componentRef.setInput('items', items);
    fixture.componentRef.setInput('idPrefix', `prop-${field.name}`);
    fixture.componentRef.setInput('path', [{ type: field.parentType, property: field.name }]);
    const emitted: unknown[][] = [];
    fixture.componentInstance.changed.subscribe((next) => emitted.push(next));
    TestBed.tick();
    return { fixture, emitted, element: fixture.nativeElement as HTMLElement };
  }

  it('offers one labelled input for the first value of a text list, and clearing it removes the list', async () => {
    const { element, emitted } = await render();
    const first = element.querySelector<HTMLInputElement>('#prop-image-0-value')!;
    expect(element.querySelector('label[for="prop-image-0-value"]')?.textContent).toBe('Image 1');
    expect(first.type).toBe('url');
    first.value = 'https://shop.test/a.jpg';
    first.dispatchEvent(new Event('input'));
    expect(emitted.at(-1)).toEqual(['https://shop.test/a.jpg']);
    first.value = '';
    first.dispatchEvent(new Event('input'));
    expect(emitted.at(-1)).toEqual([]);
  });

  it('adds, moves and removes items with buttons named after the item', async () => {
    const { fixture, element, emitted } = await render(images, ['a', 'b']);
    const named = (label: string) =>
      element.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
    expect(element.querySelector('#prop-image-add')?.textContent).toContain('Add image');
    named('Move Image 2 up')!.click();
    expect(emitted.at(-1)).toEqual(['b', 'a']);
    expect(named('Move Image 1 up')!.getAttribute('aria-disabled')).toBe('true');
    // Each button acts on the list as last written, before the document answers back.
    named('Remove Image 1')!.click();
    expect(emitted.at(-1)).toEqual(['a']);
    element.querySelector<HTMLButtonElement>('#prop-image-add')!.click();
    expect(emitted.at(-1)).toEqual(['a', '']);
    fixture.componentRef.setInput('items', emitted.at(-1));
    TestBed.tick();
    // Focus moves to the new item's input once it is drawn.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    expect(document.activeElement?.id).toBe('prop-image-1-value');
  });

  it('edits each breadcrumb item in a nested editor read in its place, positions kept by the list', async () => {
    const fixture = TestBed.createComponent(NodeListHost);
    fixture.componentRef.setInput('field', crumbs);
    fixture.componentInstance.items.set([{ '@type': 'ListItem', position: 1, name: 'Home' }]);
    const emitted: unknown[][] = [];
    fixture.componentInstance.changed.subscribe((next) => emitted.push(next));
    TestBed.tick();
    const element: HTMLElement = fixture.nativeElement;
    const http = TestBed.inject(HttpTestingController);
    const request = http.expectOne((req) => req.url === '/api/vocabulary/types/ListItem');
    expect(request.request.params.get('parent')).toBe('BreadcrumbList');
    expect(request.request.params.get('property')).toBe('itemListElement');
    expect(request.request.params.get('present')).toBe('name,position');
    request.flush(LIST_ITEM);
    await fixture.whenStable();
    expect(element.querySelector('legend')?.textContent).toBe('List item 1');
    expect(element.querySelector('#prop-itemListElement-0-position')).toBeNull();
    const name = element.querySelector<HTMLInputElement>('#prop-itemListElement-0-name')!;
    expect(name.value).toBe('Home');
    element.querySelector<HTMLButtonElement>('#prop-itemListElement-add')!.click();
    expect(emitted.at(-1)).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home' },
      { '@type': 'ListItem', position: 2 },
    ]);
  });
});
