import {
  ChangeDetectionStrategy,
  Component,
  computed,
  input,
  linkedSignal,
  output,
} from '@angular/core';
import { moveItem, removeItem, replaceItem } from '../data/json-ld-lists';
import {
  ALL_DAY,
  CLOSED,
  type HoursRow,
  WEEK,
  readHours,
  shortcutOf,
  writeHours,
} from '../data/opening-hours';
import { inputValue } from '../../../shared/ui/input-value';
import { focusSoon } from './focus-soon';
import { PropertyFieldValueSync } from './property-field-value-sync';

/**
 * Opening hours as rows: the days a row covers (any of Monday..Sunday, in week order), when it opens, then when
 * it closes, with Google's shortcuts for closed all day and open 24 hours. Each row is one
 * OpeningHoursSpecification; rows are added, removed and reordered like any list.
 */
@Component({
  selector: 'app-opening-hours-field',
  imports: [PropertyFieldValueSync],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './opening-hours-field.html',
  styleUrl: './opening-hours-field.css',
})
export class OpeningHoursField {
  readonly items = input.required<readonly unknown[]>();
  /** Rows are `<idPrefix>-<index>`, the add button `<idPrefix>-add`. */
  readonly idPrefix = input.required<string>();
  readonly labelledBy = input<string | null>(null);
  readonly changed = output<unknown[]>();

  /**
   * The items as last written: the parent's answer (the document) comes back a render later, and two quick keys
   * (Space on Thursday, then on Friday) must not both start from the list as it was before the first.
   */
  private readonly latest = linkedSignal<readonly unknown[]>(() => this.items());

  protected readonly week = WEEK;
  protected readonly rows = computed(() => this.latest().map(readHours));

  protected rowId(index: number): string {
    return `${this.idPrefix()}-${index}`;
  }

  protected shortcut(row: HoursRow) {
    return shortcutOf(row);
  }

  protected toggleDay(index: number, day: string, event: Event): void {
    const row = this.rows()[index]!;
    const checked = (event.target as HTMLInputElement).checked;
    const days = checked ? [...row.days, day] : row.days.filter((item) => item !== day);
    this.write(index, { ...row, days });
  }

  protected setTime(index: number, key: 'opens' | 'closes', event: Event): void {
    this.write(index, { ...this.rows()[index]!, [key]: inputValue(event) });
  }

  protected setShortcut(index: number, kind: 'closed' | 'allDay'): void {
    this.write(index, { ...this.rows()[index]!, ...(kind === 'closed' ? CLOSED : ALL_DAY) });
  }

  protected add(): void {
    const items = this.latest();
    this.emit([...items, writeHours({}, { days: [], opens: '', closes: '' })]);
    focusSoon(this.rowId(items.length));
  }

  protected remove(index: number): void {
    const next = removeItem(this.latest(), index);
    this.emit(next);
    focusSoon(
      next.length ? this.rowId(Math.min(index, next.length - 1)) : `${this.idPrefix()}-add`,
    );
  }

  protected move(index: number, by: -1 | 1): void {
    const items = this.latest();
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    this.emit(moveItem(items, index, to));
    const atEnd = to === 0 || to === items.length - 1;
    focusSoon(`${this.rowId(to)}-${by < 0 !== atEnd ? 'up' : 'down'}`);
  }

  private write(index: number, row: HoursRow): void {
    const items = this.latest();
    this.emit(replaceItem(items, index, writeHours(items[index], row)));
  }

  private emit(items: unknown[]): void {
    this.latest.set(items);
    this.changed.emit(items);
  }
}
