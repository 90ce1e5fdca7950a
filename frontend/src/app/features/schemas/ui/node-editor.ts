import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  input,
  linkedSignal,
  output,
  signal,
} from '@angular/core';
import { rxResource } from '@angular/core/rxjs-interop';
import type { JsonLdObject } from '@sdn/contracts';
import type { PropertyStep } from '../../../shared/api/engine-api';
import { lastValue, resourceError } from '../../../shared/data/resource-signals';
import { Spinner } from '../../../shared/ui/spinner';
import {
  type FieldInput,
  type FormField,
  addableProperties,
  formFields,
  readField,
  writeField,
} from '../data/json-ld-form';
import { groupFields } from '../data/json-ld-form-groups';
import { VocabularyCache, presentProperties } from '../data/vocabulary-cache';
import { focusSoon } from './focus-soon';
import { PropertyField } from './property-field';

/**
 * The fields of a nested node (an author, an offer, a breadcrumb item, a return policy), generated from what Google
 * asks of the nested type where it sits (an Offer in Product.offers needs price and priceCurrency; its shipping
 * details need a destination, a rate and a delivery time), grouped and labelled. Nested values open their own
 * editor, lists their items, to any depth.
 */
@Component({
  selector: 'app-node-editor',
  imports: [Spinner, PropertyField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <ng-template #nested let-slot>
      <app-node-editor [attr.id]="slot.id" [type]="slot.type" [node]="slot.node" [idPrefix]="slot.idPrefix" [path]="slot.path"
        [hidden]="slot.hidden" [legend]="slot.legend" (changed)="slot.set($event)" />
    </ng-template>
    <fieldset class="nested">
      <legend>{{ legend() || type() + ' details' }}</legend>
      @if (error(); as message) {
        <p class="field-error" role="alert">{{ message }}</p>
      } @else if (!detail()) {
        <app-spinner [label]="'Loading ' + type() + ' properties…'" />
      }
      @for (group of groups(); track group.id) {
        <div class="group" role="group" [attr.aria-labelledby]="idPrefix() + 'group-' + group.id" [attr.data-group]="group.id">
          <p class="group-label" [id]="idPrefix() + 'group-' + group.id">{{ group.label }}</p>
          @for (field of group.fields; track field.name) {
            <app-property-field [field]="field" [value]="valueOf(field)" [idPrefix]="idPrefix()" [path]="path()"
              [removable]="added().includes(field.name)" [nodeTemplate]="nested" (changed)="set(field, $event)" (removed)="remove(field.name)" />
          }
        </div>
      }
      @if (detail()) {
        <div class="field add">
          <label [for]="idPrefix() + 'add'">Add a {{ type() }} property</label>
          <div class="add-row">
            <select class="input" [id]="idPrefix() + 'add'" #choice>
              <option value="">Choose…</option>
              @for (property of addable(); track property.name) { <option [value]="property.name">{{ property.name }}</option> }
            </select>
            <!-- A button, not the select's change: arrowing or typing through a closed select changes it at each key. -->
            <button type="button" class="btn btn-sm" [id]="idPrefix() + 'add-button'" (click)="add(choice)"
              [attr.aria-label]="'Add the chosen ' + type() + ' property'">Add</button>
          </div>
        </div>
      }
    </fieldset>
  `,
  styles: `
    .nested { border: 1px solid var(--color-border); border-radius: 6px; padding: .5rem .75rem .25rem; margin: .4rem 0 0; background: #fafbfc; min-width: 0; }
    legend { font-size: .8rem; font-weight: 600; color: var(--color-muted); padding: 0 .3rem; }
    .group-label { margin: .25rem 0 .4rem; font-size: .72rem; font-weight: 600; text-transform: uppercase; letter-spacing: .03em; color: var(--color-muted); }
    .field { margin-bottom: .6rem; }
    label { font-size: .85rem; display: flex; gap: .4rem; align-items: center; }
    .add-row { display: flex; gap: .4rem; }
  `,
})
export class NodeEditor {
  readonly type = input.required<string>();
  readonly node = input.required<JsonLdObject>();
  /** Makes the inputs' ids unique on the page (one editor per parent property and list item). */
  readonly idPrefix = input.required<string>();
  /** The steps from the top-level entity down to this node: Google's requirements for it depend on where it sits. */
  readonly path = input<readonly PropertyStep[]>([]);
  /** Properties the parent edits itself (the name beside a named value, a breadcrumb item's position). */
  readonly hidden = input<readonly string[]>(['name']);
  readonly legend = input('');
  readonly changed = output<JsonLdObject>();

  /**
   * The node as last written: the parent's answer (the document) comes back a render later, and two quick keys in
   * two fields (the last letter of the currency, then the first of the availability) must not both start from the
   * node as it was before the first, or the second write takes the first one back (seen in CI: "EUR" saved as "EU").
   */
  private readonly latest = linkedSignal<JsonLdObject>(() => this.node());

  private readonly vocabulary = inject(VocabularyCache);
  private readonly present = computed(() => presentProperties(this.node()), {
    equal: (a, b) => a.join() === b.join(),
  });
  private readonly detailResource = rxResource({
    params: () => ({ type: this.type(), path: this.path(), present: this.present() }),
    stream: ({ params: { type, path, present } }) =>
      this.vocabulary.typeDetail(type, { path, present }),
  });
  /** Kept while the requirements reload for a property just filled in, so the form does not blink. */
  private readonly lastDetail = lastValue(this.detailResource);
  protected readonly detail = computed(() => {
    const detail = this.lastDetail();
    return detail?.name === this.type() ? detail : null;
  });
  private readonly failure = resourceError(this.detailResource);
  protected readonly error = computed(() => this.failure()?.message ?? null);
  protected readonly added = signal<string[]>([]);
  protected readonly fields = computed(() => {
    const detail = this.detail();
    const hidden = this.hidden();
    return detail
      ? formFields(detail, this.node(), this.added()).filter(
          (field) => !hidden.includes(field.name),
        )
      : [];
  });
  protected readonly groups = computed(() =>
    groupFields(this.fields(), this.detail()?.guidedBy ?? []),
  );
  protected readonly addable = computed(() => {
    const detail = this.detail();
    const hidden = this.hidden();
    return detail
      ? addableProperties(detail, this.fields()).filter(
          (property) => !hidden.includes(property.name),
        )
      : [];
  });

  protected valueOf(field: FormField) {
    return readField(this.node(), field);
  }

  protected add(select: HTMLSelectElement): void {
    const name = select.value;
    select.value = '';
    if (!name) return;
    this.added.update((list) => [...list, name]);
    focusSoon(this.idPrefix() + name);
  }

  protected remove(name: string): void {
    this.added.update((list) => list.filter((item) => item !== name));
    if (name in this.latest()) {
      const next = { ...this.latest() };
      delete next[name];
      this.write(next);
    }
    focusSoon(this.idPrefix() + 'add');
  }

  protected set(field: FormField, input: FieldInput): void {
    this.write(writeField(this.latest(), field, input));
  }

  private write(next: JsonLdObject): void {
    this.latest.set(next);
    this.changed.emit(next);
  }
}
