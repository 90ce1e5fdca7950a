import { TestBed } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import type { SchemaSortField } from '@sdn/contracts';
import { schema } from '../data/schema.fixture';
import { SchemaTable } from './schema-table';

describe('SchemaTable', () => {
  beforeEach(() => TestBed.configureTestingModule({ providers: [provideRouter([])] }));

  function render(selected: string[] = []) {
    const fixture = TestBed.createComponent(SchemaTable);
    fixture.componentRef.setInput('clientId', 'c1');
    fixture.componentRef.setInput('schemas', [
      schema({ id: 's1', name: 'Launch', status: 'published', valid: true }),
      schema({ id: 's2', name: 'Lamp', schemaType: 'Product', status: 'paused', valid: false }),
      schema({ id: 's3', name: 'Draft', valid: null }),
    ]);
    fixture.componentRef.setInput('sort', { field: 'name', order: 'asc' });
    fixture.componentRef.setInput('selected', new Set(selected));
    fixture.detectChanges();
    return { fixture, element: fixture.nativeElement as HTMLElement };
  }

  it('marks the sorted column and asks for another sort from its header', () => {
    const { fixture, element } = render();
    const sorts: SchemaSortField[] = [];
    fixture.componentInstance.sortBy.subscribe((field) => sorts.push(field));
    expect(element.querySelector('th[aria-sort="ascending"]')?.textContent).toContain('Name');
    const typeHeader = [...element.querySelectorAll<HTMLButtonElement>('th button.sort')].find(
      (b) => b.textContent?.includes('Type'),
    )!;
    typeHeader.click();
    [...element.querySelectorAll<HTMLButtonElement>('th button.sort')]
      .find((b) => b.textContent?.includes('Page URL'))!
      .click();
    expect(sorts).toEqual(['schemaType', 'pageUrl']);
  });

  it('shows each verdict and the action that fits each status', () => {
    const { element } = render();
    expect(
      [...element.querySelectorAll('.valid [role="img"]')].map((icon) =>
        icon.getAttribute('aria-label'),
      ),
    ).toEqual(['Valid', 'Has errors']);
    expect(element.querySelector('button[aria-label="Pause Launch"]')).not.toBeNull();
    expect(element.querySelector('button[aria-label="Resume Lamp"]')).not.toBeNull();
    expect(element.querySelector('button[aria-label="Publish Draft"]')).not.toBeNull();
  });

  it('selects rows one by one or the whole page, and shows a partial page selection as indeterminate', () => {
    const { fixture, element } = render(['s2']);
    const toggled: string[] = [];
    const all: boolean[] = [];
    fixture.componentInstance.toggled.subscribe((id) => toggled.push(id));
    fixture.componentInstance.toggledAll.subscribe((checked) => all.push(checked));
    const header = element.querySelector<HTMLInputElement>('th input[type="checkbox"]')!;
    expect(header.indeterminate).toBe(true);
    expect(element.querySelectorAll('tr.selected')).toHaveLength(1);
    element.querySelector<HTMLInputElement>('input[aria-label^="Select Launch"]')!.click();
    header.click();
    expect(toggled).toEqual(['s1']);
    expect(all).toEqual([true]);
  });
});
