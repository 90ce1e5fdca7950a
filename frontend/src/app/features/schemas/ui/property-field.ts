import {
  ChangeDetectionStrategy,
  Component,
  computed,
  input,
  linkedSignal,
  output,
  signal,
} from '@angular/core';
import type { JsonLdObject } from '@sdn/contracts';
import { NodeEditor } from './node-editor';
import { PropertyFieldInput } from './property-field-input';
import { PropertyFieldValueSync } from './property-field-value-sync';
import { type FieldInput, type FieldValue, type FormField, fieldText } from '../data/json-ld-form';
import type { Finding } from '../data/validation-findings';
import { inputValue } from '../../../shared/ui/input-value';

/** One generated form control for a Schema.org property, labelled with its name and described by the vocabulary. */
@Component({
  selector: 'app-property-field',
  imports: [NodeEditor, PropertyFieldInput, PropertyFieldValueSync],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="field property" [attr.data-property]="field().name">
      <div class="label-row">
        <label [for]="id()">{{ field().label }}</label>
        @if (field().required) { <span class="badge required">Required</span> }
        @else if (field().recommended) { <span class="badge">Recommended</span> }
        @if (removable()) {
          <button type="button" class="btn btn-ghost btn-sm remove" (click)="removed.emit()" [attr.aria-label]="'Remove ' + field().label">
            <span class="icon" aria-hidden="true">close</span>
          </button>
        }
      </div>
      @switch (value().mode) {
        @case ('complex') {
          <p class="complex" [id]="id()">{{ summary() }}: edit this value in the JSON editor.</p>
        }
        @default {
          @if (field().kind === 'node') {
            <div class="node">
              @if (field().nodeTypes.length > 1) {
                <select class="input type" [attr.aria-label]="field().label + ' type'" (change)="onNodeType($event)">
                  @for (type of field().nodeTypes; track type) { <option [value]="type" [selected]="type === nodeType()">{{ type }}</option> }
                </select>
              }
              @if (field().named) {
                <input class="input" [id]="id()" [appValueSync]="nodeName()" (input)="onNodeName($event)" [attr.aria-describedby]="id() + '-help'"
                  [placeholder]="nodeType() + ' name'" />
              }
              <button type="button" class="btn btn-sm details" [attr.aria-expanded]="expanded()" [attr.aria-controls]="id() + '-nested'"
                (click)="expanded.set(!expanded())" [attr.aria-label]="field().label + ' details'" [attr.id]="field().named ? null : id()">
                <span class="icon" aria-hidden="true">{{ expanded() ? 'expand_less' : 'tune' }}</span>
                @if (!field().named) { {{ expanded() ? 'Hide' : value().mode === 'node' ? 'Edit' : 'Add' }} {{ nodeType() }} details }
              </button>
            </div>
            @if (expanded()) {
              <app-node-editor [id]="id() + '-nested'" [type]="nodeType()" [node]="nestedNode()" [idPrefix]="id() + '-'"
                [parentType]="field().parentType" [property]="field().name" (changed)="changed.emit({ mode: 'object', node: $event })" />
            }
          } @else {
            <app-property-field-input [field]="field()" [text]="text()" [inputId]="id()" [describedBy]="id() + '-help'"
              (changed)="changed.emit({ mode: 'literal', text: $event })" />
          }
        }
      }
      <span class="hint" [id]="id() + '-help'">{{ field().description }}</span>
      @if (findings().length) {
        <ul class="findings" [attr.aria-label]="field().label + ': validation findings'">
          @for (finding of findings(); track $index) { <li [attr.data-severity]="finding.severity">{{ finding.text }}</li> }
        </ul>
      }
    </div>
  `,
  styles: `
    .label-row { display: flex; align-items: center; gap: .4rem; }
    .badge { font-size: .7rem; padding: 0 .4rem; border-radius: 4px; background: #eef0f3; color: var(--color-muted); }
    .badge.required { background: var(--color-primary-soft); color: var(--color-primary); }
    .remove { margin-left: auto; min-height: auto; padding: 0 .3rem; }
    .node { display: flex; gap: .4rem; }
    .node .type { width: auto; flex: 0 0 auto; }
    .details { flex: 0 0 auto; }
    .complex { margin: 0; padding: .45rem .65rem; background: #f3f5f8; border-radius: 6px; font-size: .85rem; }
    .findings { list-style: none; margin: .3rem 0 0; padding: 0; font-size: .8rem; }
    .findings li { padding-left: .5rem; border-left: 3px solid var(--color-primary); margin-bottom: .15rem; overflow-wrap: anywhere; }
    .findings [data-severity='error'] { border-color: var(--color-danger); color: var(--color-danger); }
    .findings [data-severity='warning'] { border-color: #e0a33a; }
    .hint { display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
  `,
})
export class PropertyField {
  readonly field = input.required<FormField>();
  readonly value = input.required<FieldValue>();
  readonly removable = input(false);
  /** The latest validation's findings about this property, shown under it. */
  readonly findings = input<readonly Finding[]>([]);
  readonly changed = output<FieldInput>();
  readonly removed = output<void>();

  protected readonly id = computed(() => `prop-${this.field().name}`);
  protected readonly text = computed(() => fieldText(this.value()));
  /** The type picked before a name was typed: nothing is written until there is a name, so remember it here. */
  private readonly chosenType = signal<string | null>(null);
  protected readonly nodeType = computed(() => {
    const value = this.value();
    return value.mode === 'node'
      ? value.type
      : (this.chosenType() ?? this.field().nodeTypes[0] ?? 'Thing');
  });
  protected readonly nodeName = computed(() => this.text());
  private readonly required = computed(() => this.field().required);
  /**
   * A required nested value opens with its own required properties showing (an Event's location and its address).
   * Linked to `required` (a computed), not to `field()`: every edit builds new field objects, which must not close it.
   */
  protected readonly expanded = linkedSignal(() => this.required());
  protected readonly nestedNode = computed<JsonLdObject>(() => {
    const value = this.value();
    return value.mode === 'node' ? value.node : { '@type': this.nodeType() };
  });
  protected readonly summary = computed(() => {
    const value = this.value();
    return value.mode === 'complex' ? value.summary : '';
  });
  protected onNodeName(event: Event): void {
    this.changed.emit({ mode: 'node', type: this.nodeType(), name: inputValue(event) });
  }

  protected onNodeType(event: Event): void {
    const type = inputValue(event);
    this.chosenType.set(type);
    if (this.value().mode === 'node')
      this.changed.emit({ mode: 'node', type, name: this.nodeName() });
  }
}
