import {
  ChangeDetectionStrategy,
  Component,
  computed,
  input,
  linkedSignal,
  output,
} from '@angular/core';
import type { JsonLdObject } from '@sdn/contracts';
import type { PropertyStep } from '../../../shared/api/engine-api';
import { type FormField, humanize } from '../data/json-ld-form';
import { addItem, itemNode, moveItem, removeItem, replaceItem } from '../data/json-ld-lists';
import { focusSoon } from './focus-soon';
import { NgTemplateOutlet } from '@angular/common';
import type { NodeSlot, NodeSlotTemplate } from './node-slot';
import { PropertyFieldInput } from './property-field-input';

/**
 * A list-valued property as items to add, remove and reorder (breadcrumb items, FAQ questions, images, offers,
 * recipe steps): each item a nested editor or one input. Focus follows the item a button acts on.
 */
@Component({
  selector: 'app-list-field',
  imports: [NgTemplateOutlet, PropertyFieldInput],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="list" role="group" [id]="idPrefix()" tabindex="-1" [attr.aria-labelledby]="labelledBy()">
      @for (item of rows(); track $index; let i = $index, first = $first, last = $last) {
        <div class="item" [id]="rowId(i)" tabindex="-1" [attr.data-item]="i">
          @if (field().kind === 'node') {
            <div class="node-item"><ng-container *ngTemplateOutlet="nodeTemplate(); context: { $implicit: slots()[i] }" /></div>
          } @else {
            <label class="item-label" [for]="rowId(i) + '-value'">{{ itemLabel(i) }}</label>
            <app-property-field-input [field]="field()" [text]="textOf(item)" [inputId]="rowId(i) + '-value'" (changed)="replace(i, $event)" />
          }
          @if (items().length > 0) {
            <div class="actions">
              <button type="button" class="btn btn-ghost btn-sm" [id]="rowId(i) + '-up'" [attr.aria-disabled]="first"
                (click)="move(i, -1)" [attr.aria-label]="'Move ' + itemLabel(i) + ' up'"><span class="icon" aria-hidden="true">arrow_upward</span></button>
              <button type="button" class="btn btn-ghost btn-sm" [id]="rowId(i) + '-down'" [attr.aria-disabled]="last"
                (click)="move(i, 1)" [attr.aria-label]="'Move ' + itemLabel(i) + ' down'"><span class="icon" aria-hidden="true">arrow_downward</span></button>
              <button type="button" class="btn btn-ghost btn-sm" [id]="rowId(i) + '-remove'"
                (click)="remove(i)" [attr.aria-label]="'Remove ' + itemLabel(i)"><span class="icon" aria-hidden="true">delete</span></button>
            </div>
          }
        </div>
      }
      <button type="button" class="btn btn-sm add" [id]="idPrefix() + '-add'" (click)="add()">
        <span class="icon" aria-hidden="true">add</span>Add {{ noun() }}
      </button>
    </div>
  `,
  styles: `
    .list { display: flex; flex-direction: column; gap: .4rem; }
    .item { display: flex; gap: .4rem; align-items: flex-start; flex-wrap: wrap; }
    .node-item { flex: 1 1 20rem; min-width: 0; }
    .item > app-property-field-input { flex: 1 1 14rem; min-width: 0; }
    .item-label { flex: 0 0 100%; font-size: .8rem; color: var(--color-muted); }
    .actions { display: flex; gap: .1rem; padding-top: .3rem; }
    .actions .btn { min-height: auto; padding: 0 .3rem; }
    [aria-disabled='true'] { opacity: .4; }
    .add { align-self: flex-start; }
  `,
})
export class ListField {
  readonly field = input.required<FormField>();
  readonly items = input.required<readonly unknown[]>();
  /** The property's id: rows are `<id>-<index>`, the add button `<id>-add`. */
  readonly idPrefix = input.required<string>();
  readonly labelledBy = input<string | null>(null);
  /** The steps from the top-level entity down to the items (the last one is this property). */
  readonly path = input.required<readonly PropertyStep[]>();
  /** Draws a nested node's editor for each item of a node list. */
  readonly nodeTemplate = input<NodeSlotTemplate | null>(null);
  readonly changed = output<unknown[]>();

  /**
   * The items as last written: the parent's answer (the document) comes back a render later, and two quick keys
   * (Space on Thursday, then on Friday) must not both start from the list as it was before the first.
   */
  private readonly latest = linkedSignal<readonly unknown[]>(() => this.items());

  /** A literal list always shows one input, so the first value is typed without pressing "Add" first. */
  protected readonly rows = computed<readonly unknown[]>(() =>
    this.latest().length || this.field().kind === 'node' ? this.latest() : [''],
  );
  protected readonly noun = computed(() => {
    const field = this.field();
    return (
      field.kind === 'node' ? humanize(field.nodeTypes[0] ?? 'item') : field.label
    ).toLowerCase();
  });
  /** A ListItem's position is kept right by the list itself. */
  protected readonly hiddenInItems = computed(() =>
    this.field().nodeTypes[0] === 'ListItem' ? ['position'] : [],
  );

  /** Each node item's editor: the item as a node, read in its place, positions left to the list. */
  protected readonly slots = computed<NodeSlot[]>(() =>
    this.rows().map((item, index) => ({
      id: null,
      type: this.typeOf(item),
      node: this.nodeOf(item),
      idPrefix: `${this.rowId(index)}-`,
      path: this.path(),
      hidden: this.hiddenInItems(),
      legend: this.itemLabel(index),
      set: (node) => this.replace(index, node),
    })),
  );

  protected rowId(index: number): string {
    return `${this.idPrefix()}-${index}`;
  }

  protected itemLabel(index: number): string {
    const noun = this.noun();
    return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${index + 1}`;
  }

  protected typeOf(item: unknown): string {
    const type = this.nodeOf(item)['@type'];
    return (Array.isArray(type) ? type[0] : type) ?? this.field().nodeTypes[0] ?? 'Thing';
  }

  protected nodeOf(item: unknown): JsonLdObject {
    return itemNode(this.field(), item);
  }

  protected textOf(item: unknown): string {
    return typeof item === 'string' || typeof item === 'number' ? String(item) : '';
  }

  protected replace(index: number, item: unknown): void {
    const items = this.latest();
    // Clearing the one value of a list removes the property, as clearing any other field does.
    if (item === '' && items.length <= 1) this.emit([]);
    else this.emit(replaceItem(items, index, item));
  }

  protected add(): void {
    const items = this.latest();
    const start = items.length === 0 && this.field().kind !== 'node' ? [''] : items;
    this.emit(addItem(this.field(), start));
    focusSoon(this.rowId(start.length));
  }

  protected remove(index: number): void {
    const next = removeItem(this.latest(), index);
    this.emit(next);
    if (next.length === 0) focusSoon(`${this.idPrefix()}-add`);
    else focusSoon(this.rowId(Math.min(index, next.length - 1)));
  }

  protected move(index: number, by: -1 | 1): void {
    const items = this.latest();
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    this.emit(moveItem(items, index, to));
    // Keep focus on the moved item's button; at an end of the list, on its button for the other direction.
    const atEnd = to === 0 || to === items.length - 1;
    const direction = by < 0 !== atEnd ? 'up' : 'down';
    focusSoon(`${this.rowId(to)}-${direction}`);
  }

  private emit(items: unknown[]): void {
    this.latest.set(items);
    this.changed.emit(items);
  }
}
