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
import type { PropertyStep } from '../../../shared/api/engine-api';
import { ListField } from './list-field';
import { NgTemplateOutlet } from '@angular/common';
import type { NodeSlot, NodeSlotTemplate } from './node-slot';
import { OpeningHoursField } from './opening-hours-field';
import { PropertyFieldInput } from './property-field-input';
import { PropertyFieldValueSync } from './property-field-value-sync';
import { type FieldInput, type FieldValue, type FormField, fieldText } from '../data/json-ld-form';
import type { Finding } from '../data/validation-findings';
import { inputValue } from '../../../shared/ui/input-value';

/**
 * One generated form control for a Schema.org property, labelled with its name, marked Required or Recommended as
 * the validator will judge it, and described by the vocabulary: an input, a nested node's editor, or a list.
 */
@Component({
  selector: 'app-property-field',
  imports: [
    NgTemplateOutlet,
    ListField,
    OpeningHoursField,
    PropertyFieldInput,
    PropertyFieldValueSync,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './property-field.html',
  styleUrl: './property-field.css',
})
export class PropertyField {
  readonly field = input.required<FormField>();
  readonly value = input.required<FieldValue>();
  readonly removable = input(false);
  /** The latest validation's findings about this property, shown under it. */
  readonly findings = input<readonly Finding[]>([]);
  /** Ids are `<idPrefix><name>`: `prop-offers`, and `prop-offers-price` inside the offer. */
  readonly idPrefix = input('prop-');
  /** The steps from the top-level entity down to the node holding this property (none at the top level). */
  readonly path = input<readonly PropertyStep[]>([]);
  /** Draws a nested node's editor (for a nested value and each item of a node list). */
  readonly nodeTemplate = input<NodeSlotTemplate | null>(null);
  readonly changed = output<FieldInput>();
  readonly removed = output<void>();

  protected readonly id = computed(() => `${this.idPrefix()}${this.field().name}`);
  /** The steps down to this property's values. */
  protected readonly valuePath = computed<readonly PropertyStep[]>(() => [
    ...this.path(),
    { type: this.field().parentType, property: this.field().name },
  ]);
  protected readonly text = computed(() => fieldText(this.value()));
  protected readonly items = computed(() => {
    const value = this.value();
    return value.mode === 'list' ? value.items : [];
  });
  protected readonly openingHours = computed(
    () => this.field().nodeTypes[0] === 'OpeningHoursSpecification',
  );
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
  protected readonly nestedSlot = computed<NodeSlot>(() => ({
    id: `${this.id()}-nested`,
    type: this.nodeType(),
    node: this.nestedNode(),
    idPrefix: `${this.id()}-`,
    path: this.valuePath(),
    hidden: ['name'],
    legend: '',
    set: (node) => this.changed.emit({ mode: 'object', node }),
  }));
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

  protected onItems(items: unknown[]): void {
    this.changed.emit({ mode: 'list', items });
  }
}
