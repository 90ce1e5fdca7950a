import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  input,
  output,
  signal,
} from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import type { JsonLdObject } from '@sdn/contracts';
import { resourceError, valueOr } from '../../../shared/data/resource-signals';
import { Spinner } from '../../../shared/ui/spinner';
import {
  type FormField,
  addableProperties,
  fieldText,
  formFields,
  readField,
  writeField,
} from '../data/json-ld-form';
import { groupFields } from '../data/json-ld-form-groups';
import { VocabularyCache } from '../data/vocabulary-cache';
import { inputValue } from '../../../shared/ui/input-value';
import { PropertyFieldInput } from './property-field-input';
import { PropertyFieldValueSync } from './property-field-value-sync';

/**
 * The fields of a nested node (an author, a publisher, an offer), generated from what Google asks of the nested
 * type in its parent's property (an Offer in Product.offers needs price and priceCurrency), grouped and labelled.
 * One level deep: nodes inside it take a name, anything richer goes to the JSON editor.
 */
@Component({
  selector: 'app-node-editor',
  imports: [Spinner, PropertyFieldInput, PropertyFieldValueSync],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <fieldset class="nested">
      <legend>{{ type() }} details</legend>
      @if (error(); as message) {
        <p class="field-error" role="alert">{{ message }}</p>
      } @else if (!detail()) {
        <app-spinner [label]="'Loading ' + type() + ' properties…'" />
      }
      @for (group of groups(); track group.id) {
        <div class="group" role="group" [attr.aria-labelledby]="idPrefix() + 'group-' + group.id" [attr.data-group]="group.id">
          <p class="group-label" [id]="idPrefix() + 'group-' + group.id">{{ group.label }}</p>
          @for (field of group.fields; track field.name) {
            @let value = valueOf(field);
            <div class="field" [attr.data-property]="field.name">
              <label [for]="idPrefix() + field.name">
                {{ field.label }}
                @if (field.required) { <span class="badge required">Required</span> } @else if (field.recommended) { <span class="badge">Recommended</span> }
              </label>
              @if (value.mode === 'complex') {
                <p class="complex" [id]="idPrefix() + field.name">{{ value.summary }}: edit it in the JSON editor.</p>
              } @else if (field.kind === 'node') {
                <input class="input" [id]="idPrefix() + field.name" [appValueSync]="fieldText(value)" (input)="setName(field, $event)"
                  [placeholder]="field.nodeTypes[0] + ' name'" />
              } @else {
                <app-property-field-input [field]="field" [text]="fieldText(value)" [inputId]="idPrefix() + field.name"
                  (changed)="set(field, $event)" />
              }
            </div>
          }
        </div>
      }
      @if (detail()) {
        <div class="field">
          <label [for]="idPrefix() + 'add'">Add a {{ type() }} property</label>
          <select class="input" [id]="idPrefix() + 'add'" (change)="add($event)">
            <option value="">Choose…</option>
            @for (property of addable(); track property.name) { <option [value]="property.name">{{ property.name }}</option> }
          </select>
        </div>
      }
    </fieldset>
  `,
  styles: `
    .nested { border: 1px solid var(--color-border); border-radius: 6px; padding: .5rem .75rem .25rem; margin: .4rem 0 0; background: #fafbfc; }
    legend { font-size: .8rem; font-weight: 600; color: var(--color-muted); padding: 0 .3rem; }
    .group-label { margin: .25rem 0 .4rem; font-size: .72rem; font-weight: 600; text-transform: uppercase; letter-spacing: .03em; color: var(--color-muted); }
    .field { margin-bottom: .6rem; }
    label { font-size: .85rem; display: flex; gap: .4rem; align-items: center; }
    .badge { font-size: .68rem; padding: 0 .35rem; border-radius: 4px; background: #eef0f3; color: var(--color-muted); font-weight: 500; }
    .badge.required { background: var(--color-primary-soft); color: var(--color-primary); }
    .complex { margin: 0; font-size: .8rem; }
  `,
})
export class NodeEditor {
  readonly type = input.required<string>();
  readonly node = input.required<JsonLdObject>();
  /** Makes the inputs' ids unique on the page (one editor per parent property). */
  readonly idPrefix = input.required<string>();
  /** The type and property holding this node: Google's requirements for it depend on where it sits. */
  readonly parentType = input('');
  readonly property = input('');
  readonly changed = output<JsonLdObject>();

  private readonly vocabulary = inject(VocabularyCache);
  private readonly detailResource = rxResource({
    params: () => ({ type: this.type(), parent: this.parentType(), property: this.property() }),
    stream: ({ params: { type, parent, property } }) =>
      this.vocabulary.typeDetail(type, parent && property ? { parent, property } : undefined),
  });
  protected readonly detail = valueOr(this.detailResource, null);
  private readonly failure = resourceError(this.detailResource);
  protected readonly error = computed(() => this.failure()?.message ?? null);
  protected readonly fields = computed(() => {
    const detail = this.detail();
    return detail
      ? formFields(detail, this.node(), this.added()).filter((field) => field.name !== 'name')
      : [];
  });
  protected readonly groups = computed(() =>
    groupFields(this.fields(), this.detail()?.guidedBy ?? []),
  );
  private readonly added = signal<string[]>([]);
  protected readonly addable = computed(() => {
    const detail = this.detail();
    return detail
      ? addableProperties(detail, this.fields()).filter((property) => property.name !== 'name')
      : [];
  });

  protected valueOf(field: FormField) {
    return readField(this.node(), field);
  }

  protected readonly fieldText = fieldText;

  protected add(event: Event): void {
    const select = event.target as HTMLSelectElement;
    const name = select.value;
    select.value = '';
    if (!name) return;
    this.added.update((list) => [...list, name]);
    setTimeout(() => document.getElementById(this.idPrefix() + name)?.focus());
  }

  protected set(field: FormField, text: string): void {
    this.changed.emit(writeField(this.node(), field, { mode: 'literal', text }));
  }

  protected setName(field: FormField, event: Event): void {
    this.changed.emit(
      writeField(this.node(), field, {
        mode: 'node',
        type: field.nodeTypes[0] ?? 'Thing',
        name: inputValue(event),
      }),
    );
  }
}
