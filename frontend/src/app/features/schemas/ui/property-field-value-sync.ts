import { Directive, ElementRef, effect, inject, input } from '@angular/core';

/**
 * Writes a field's stored value into its input only when the input does not already hold it. A plain `[value]`
 * binding writes whenever the stored value changes, even to what the user just typed: a number input showing "89."
 * (value "89") would be reset to "89" with the caret at the start, so the next keys land in front ("9089").
 */
@Directive({ selector: 'input[appValueSync], textarea[appValueSync]' })
export class PropertyFieldValueSync {
  readonly appValueSync = input.required<string>();
  private readonly element =
    inject<ElementRef<HTMLInputElement | HTMLTextAreaElement>>(ElementRef).nativeElement;

  constructor() {
    effect(() => {
      const value = this.appValueSync();
      if (!this.holds(value)) this.element.value = value;
    });
  }

  private holds(value: string): boolean {
    const current = this.element.value;
    if (current === value) return true;
    // A datetime-local input drops ":00" seconds: 19:30 shows 19:30:00.
    if (this.element.type === 'datetime-local')
      return current === value.replace(/T(\d{2}:\d{2}):00$/, 'T$1');
    // "89.90" typed, 89.9 stored: the same number, so the user's text stays.
    return (
      this.element.type === 'number' &&
      current !== '' &&
      value !== '' &&
      Number(current) === Number(value)
    );
  }
}
