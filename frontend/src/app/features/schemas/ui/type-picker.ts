import { ChangeDetectionStrategy, Component, DestroyRef, computed, inject, input, output, signal } from '@angular/core';
import { EngineApi } from '../../../shared/api/engine-api';
import { lastValue, resourceError } from '../../../shared/data/resource-signals';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { StatusChip } from '../../../shared/ui/status-chip';
import { inputValue } from '../../../shared/ui/input-value';

/** Searchable Schema.org type list; the Free plan sees only rich-result types. */
@Component({
  selector: 'app-type-picker',
  imports: [Spinner, ErrorAlert, StatusChip],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="picker">
      <div class="field">
        <label for="type-search">Search Schema.org types</label>
        <input id="type-search" class="input" type="search" placeholder="Article, Product, FAQPage…" autocomplete="off"
          [value]="query()" (input)="onQuery($event)" aria-controls="type-results" />
        @if (richResultsOnly()) {
          <span class="hint">Free plan: types with Google rich results. Pro unlocks the full vocabulary.</span>
        }
      </div>
      <app-error-alert [error]="error()" [retryable]="true" (retry)="search.reload()" />
      @if (loading() && results().length === 0) {
        <app-spinner label="Loading types…" />
      }
      <ul id="type-results" class="results" aria-label="Schema types">
        @for (type of results(); track type.name) {
          <li>
            <button type="button" class="result" [class.selected]="type.name === selected()" [attr.aria-pressed]="type.name === selected()"
              (click)="picked.emit(type.name)">
              <span class="name">{{ type.name }}</span>
              @if (type.richResult) { <app-status-chip value="Rich result" tone="success" /> }
              @if (type.deprecation) { <app-status-chip value="No longer shown" tone="warning" /> }
              <span class="description">{{ type.description }}</span>
            </button>
          </li>
        } @empty {
          @if (!loading() && !error()) { <li class="muted none">No type matches "{{ query() }}".</li> }
        }
      </ul>
      @if (customType(); as custom) {
        <button type="button" class="btn btn-sm custom" (click)="picked.emit(custom)">Use "{{ custom }}" as the type</button>
      }
    </div>
  `,
  styles: `
    .results { list-style: none; margin: 0; padding: 0; max-height: 320px; overflow-y: auto; border: 1px solid var(--color-border); border-radius: 6px; }
    .results li + li { border-top: 1px solid var(--color-border); }
    .result { display: flex; flex-wrap: wrap; align-items: center; gap: .25rem .5rem; width: 100%; padding: .55rem .75rem; border: 0; background: #fff; text-align: left; font: inherit; cursor: pointer; color: inherit; }
    .result:hover, .result.selected { background: var(--color-primary-soft); }
    .name { font-weight: 600; }
    .description { flex-basis: 100%; font-size: .8rem; color: var(--color-muted); overflow: hidden; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; }
    .none { padding: .75rem; }
    .custom { margin-top: .5rem; }
  `,
})
export class TypePicker {
  readonly selected = input<string | null>(null);
  readonly richResultsOnly = input(false);
  readonly picked = output<string>();

  protected readonly query = signal('');
  /** The query the list is for: follows the typing after a short pause. */
  private readonly term = signal('');
  protected readonly search = inject(EngineApi).searchTypes(() => ({ search: this.term().trim(), richResultsOnly: this.richResultsOnly() }));
  /** The previous answer stays listed until the next one arrives. */
  private readonly lastResults = lastValue(this.search);
  protected readonly results = computed(() => this.lastResults()?.slice(0, 50) ?? []);
  protected readonly loading = this.search.isLoading;
  protected readonly error = resourceError(this.search);
  /** A type name typed by hand, offered when the list has no exact match (or could not be loaded). */
  protected readonly customType = computed(() => {
    const name = this.query().trim();
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name) || this.loading()) return null;
    return this.results().some((type) => type.name.toLowerCase() === name.toLowerCase()) ? null : name;
  });
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    inject(DestroyRef).onDestroy(() => clearTimeout(this.timer));
  }

  protected onQuery(event: Event): void {
    const value = inputValue(event);
    this.query.set(value);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.term.set(value), 200);
  }
}
