import { ChangeDetectionStrategy, Component, computed, input, linkedSignal, output } from '@angular/core';
import { type FormField, humanize, inputTypeFor } from '../data/json-ld-form';
import {
  COMMON_CURRENCIES, UTC_OFFSETS, enumMember, enumValue, joinDateTime, joinDuration, localOffset, splitDateTime, splitDuration,
  type DurationParts,
} from '../data/json-ld-form-values';
import { inputValue } from '../../../shared/ui/input-value';

/**
 * The control for one literal value, chosen by the field's kind: a date picker, a date-time with its UTC offset
 * (so the saved value is ISO 8601 with an offset), hours/minutes/seconds for a duration, a list of enumeration
 * members, a currency code with suggestions. Emits the value as Schema.org stores it; an empty text removes it.
 */
@Component({
  selector: 'app-property-field-input',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    @let f = field();
    @switch (f.kind) {
      @case ('longText') {
        <textarea class="input" [id]="inputId()" rows="3" [value]="text()" (input)="emit($event)" [attr.aria-describedby]="describedBy()"></textarea>
      }
      @case ('boolean') {
        <select class="input" [id]="inputId()" (change)="emit($event)" [attr.aria-describedby]="describedBy()">
          <option value="" [selected]="text() === ''">Not set</option>
          <option value="true" [selected]="text() === 'true'">Yes</option>
          <option value="false" [selected]="text() === 'false'">No</option>
        </select>
      }
      @case ('enum') {
        <select class="input" [id]="inputId()" (change)="onEnum($event)" [attr.aria-describedby]="describedBy()">
          <option value="" [selected]="member() === ''">Not set</option>
          @for (value of f.enumValues; track value) { <option [value]="value" [selected]="value === member()">{{ optionLabel(value) }}</option> }
        </select>
      }
      @case ('dateTime') {
        <div class="row">
          <input class="input" type="datetime-local" step="60" [id]="inputId()" [value]="dateTime().local" (input)="onLocal($event)"
            [attr.aria-describedby]="describedBy()" />
          <select class="input offset" [attr.aria-label]="f.label + ' UTC offset'" (change)="onOffset($event)">
            @for (choice of offsets; track choice) { <option [value]="choice" [selected]="choice === offset()">UTC{{ choice }}</option> }
          </select>
        </div>
      }
      @case ('duration') {
        @if (duration(); as parts) {
          <div class="row" role="group" [attr.aria-label]="f.label">
            <input class="input part" type="number" min="0" [id]="inputId()" [value]="parts.hours" (input)="onDuration('hours', $event)"
              [attr.aria-label]="f.label + ' hours'" [attr.aria-describedby]="describedBy()" /><span aria-hidden="true">h</span>
            <input class="input part" type="number" min="0" max="59" [value]="parts.minutes" (input)="onDuration('minutes', $event)"
              [attr.aria-label]="f.label + ' minutes'" /><span aria-hidden="true">min</span>
            <input class="input part" type="number" min="0" max="59" [value]="parts.seconds" (input)="onDuration('seconds', $event)"
              [attr.aria-label]="f.label + ' seconds'" /><span aria-hidden="true">s</span>
          </div>
        } @else {
          <input class="input" [id]="inputId()" [value]="text()" (input)="emit($event)" placeholder="P1DT2H (ISO 8601 duration)"
            [attr.aria-describedby]="describedBy()" />
        }
      }
      @case ('currency') {
        <input class="input currency" [id]="inputId()" [value]="text()" (input)="onCurrency($event)" maxlength="3" autocomplete="off"
          [attr.list]="inputId() + '-codes'" placeholder="USD" [attr.aria-describedby]="describedBy()" />
        <datalist [id]="inputId() + '-codes'">@for (code of currencies; track code) { <option [value]="code"></option> }</datalist>
      }
      @default {
        <input class="input" [id]="inputId()" [type]="inputType()" [value]="text()" (input)="emit($event)" [placeholder]="placeholder()"
          [attr.list]="f.enumValues.length ? inputId() + '-values' : null" [attr.aria-describedby]="describedBy()" />
        @if (f.enumValues.length) {
          <datalist [id]="inputId() + '-values'">@for (value of f.enumValues; track value) { <option [value]="value"></option> }</datalist>
        }
      }
    }
  `,
  styles: `
    :host { display: block; }
    .row { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; }
    .row input[type='datetime-local'] { flex: 1 1 12rem; min-width: 0; }
    .offset { width: auto; flex: 0 0 auto; }
    .part { width: 5.5rem; }
    .currency { width: 8rem; text-transform: uppercase; }
  `,
})
export class PropertyFieldInput {
  readonly field = input.required<FormField>();
  /** The value as stored (a literal's text; empty when unset). */
  readonly text = input.required<string>();
  readonly inputId = input.required<string>();
  readonly describedBy = input<string | null>(null);
  readonly changed = output<string>();

  protected readonly offsets = UTC_OFFSETS;
  protected readonly currencies = COMMON_CURRENCIES;
  protected readonly inputType = computed(() => inputTypeFor(this.field().kind));
  protected readonly member = computed(() => enumMember(this.text()));
  protected readonly dateTime = computed(() => splitDateTime(this.text()));
  /** The offset shown: the value's own, else one picked before a time was entered, else the browser's. */
  protected readonly offset = linkedSignal(() => this.dateTime().offset ?? localOffset());
  protected readonly duration = computed(() => splitDuration(this.text()));
  protected readonly placeholder = computed(() => (this.field().kind === 'url' ? 'https://' : ''));

  protected optionLabel(member: string): string {
    return humanize(member);
  }

  protected emit(event: Event): void {
    this.changed.emit(inputValue(event));
  }

  protected onEnum(event: Event): void {
    this.changed.emit(enumValue(inputValue(event)));
  }

  protected onLocal(event: Event): void {
    this.changed.emit(joinDateTime(inputValue(event), this.offset()));
  }

  protected onOffset(event: Event): void {
    this.offset.set(inputValue(event));
    const { local } = this.dateTime();
    if (local) this.changed.emit(joinDateTime(local, this.offset()));
  }

  protected onDuration(part: keyof DurationParts, event: Event): void {
    const parts = this.duration() ?? { hours: '', minutes: '', seconds: '' };
    this.changed.emit(joinDuration({ ...parts, [part]: inputValue(event) }));
  }

  protected onCurrency(event: Event): void {
    this.changed.emit(inputValue(event).toUpperCase());
  }
}
