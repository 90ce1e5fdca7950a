import {
  ChangeDetectionStrategy,
  Component,
  computed,
  input,
  linkedSignal,
  output,
} from '@angular/core';
import { type FormField, humanize, inputTypeFor } from '../data/json-ld-form';
import {
  COMMON_CURRENCIES,
  UTC_OFFSETS,
  enumMember,
  enumValue,
  joinDateTime,
  joinDuration,
  localOffset,
  splitDateTime,
  splitDuration,
  type DurationParts,
} from '../data/json-ld-form-values';
import { ISO_3166_COUNTRIES, countryOptions } from '../data/iso-3166-countries';
import { inputValue } from '../../../shared/ui/input-value';
import { PropertyFieldValueSync } from './property-field-value-sync';

/**
 * The control for one literal value, chosen by the field's kind: a date picker, a date-time with its UTC offset
 * (so the saved value is ISO 8601 with an offset), hours/minutes/seconds for a duration, a list of enumeration
 * members, a currency code with suggestions, a country picker of ISO 3166 codes, a time. Emits the value as Schema.org stores it; an empty text removes it.
 */
@Component({
  selector: 'app-property-field-input',
  imports: [PropertyFieldValueSync],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './property-field-input.html',
  styleUrl: './property-field-input.css',
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
  protected readonly countries = countryOptions();
  /** A code the list does not hold (a full name typed in the JSON editor) is still shown, not silently dropped. */
  protected readonly knownCountry = computed(() => ISO_3166_COUNTRIES.includes(this.text()));
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
