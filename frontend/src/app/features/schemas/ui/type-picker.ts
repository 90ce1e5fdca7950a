import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  computed,
  effect,
  inject,
  input,
  linkedSignal,
  output,
  signal,
  untracked,
} from '@angular/core';
import { RouterLink } from '@angular/router';
import { EngineApi } from '../../../shared/api/engine-api';
import { lastValue, resourceError } from '../../../shared/data/resource-signals';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { inputValue } from '../../../shared/ui/input-value';
import { type TypeOption, pickerSections, typeOptions } from './type-picker-options';

/** How many types the list shows at once; a search narrows the rest. */
const SHOWN = 100;

/**
 * Schema.org type search as an ARIA combobox with a listbox: focus stays in the search box while the arrow keys,
 * Home and End move the active option (announced through aria-activedescendant), Enter picks it, Escape closes
 * the list. Google's rich-result types come first and carry the rich results' names; on the Free plan the other
 * types are listed but disabled, with the way to upgrade.
 */
@Component({
  selector: 'app-type-picker',
  imports: [Spinner, ErrorAlert, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './type-picker.html',
  styleUrl: './type-picker.css',
})
export class TypePicker {
  readonly selected = input<string | null>(null);
  /** The Free plan: only rich-result types may be saved; the others show disabled. */
  readonly richResultsOnly = input(false);
  readonly picked = output<string>();

  protected readonly query = signal('');
  /** The query the list is for: follows the typing after a short pause. */
  private readonly term = signal('');
  protected readonly search = inject(EngineApi).searchTypes(() => ({
    search: this.term().trim(),
    richResultsOnly: false,
  }));
  /** The previous answer stays listed until the next one arrives. */
  private readonly lastResults = lastValue(this.search);
  private readonly allResults = computed(() => this.lastResults() ?? []);
  protected readonly options = computed(() =>
    typeOptions(this.allResults().slice(0, SHOWN), this.richResultsOnly()),
  );
  protected readonly sections = computed(() =>
    pickerSections(this.options(), this.term().trim() !== ''),
  );
  protected readonly hiddenCount = computed(() => Math.max(0, this.allResults().length - SHOWN));
  protected readonly loading = this.search.isLoading;
  protected readonly error = resourceError(this.search);

  protected readonly open = signal(true);
  /** The option the keys move over; the first one whenever a new list arrives. */
  protected readonly active = linkedSignal<TypeOption[], number>({
    source: this.options,
    computation: (options) => (options.length ? 0 : -1),
  });
  protected readonly activeId = computed(() => {
    const option = this.options()[this.active()];
    return this.open() && option ? option.id : null;
  });
  /** A Pro type the user tried to pick on the Free plan: says why nothing happened and how to get it. */
  protected readonly blocked = signal<string | null>(null);
  /** A type name typed by hand, offered when the list has no exact match (or could not be loaded); not on Free. */
  protected readonly customType = computed(() => {
    const name = this.query().trim();
    if (this.richResultsOnly() || !/^[A-Za-z][A-Za-z0-9]*$/.test(name) || this.loading())
      return null;
    return this.allResults().some((type) => type.name.toLowerCase() === name.toLowerCase())
      ? null
      : name;
  });
  protected readonly status = computed(() => {
    const count = this.allResults().length;
    if (this.loading() && count === 0) return '';
    const allowed = this.richResultsOnly()
      ? `, ${this.allResults().filter((type) => type.richResult).length} on your plan`
      : '';
    return `${count} ${count === 1 ? 'type' : 'types'}${allowed}.`;
  });
  /** Enter pressed before the list caught up with the typing: pick the best match once it arrives. */
  private readonly pickWhenCurrent = signal(false);
  private readonly current = computed(
    () => this.query().trim() === this.term().trim() && !this.loading(),
  );
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    inject(DestroyRef).onDestroy(() => clearTimeout(this.timer));
    effect(() => {
      const id = this.activeId();
      if (id) document.getElementById(id)?.scrollIntoView?.({ block: 'nearest' });
    });
    effect(() => {
      if (!this.pickWhenCurrent() || !this.current()) return;
      untracked(() => {
        this.pickWhenCurrent.set(false);
        const option = this.options()[this.active()];
        if (option) this.choose(option);
      });
    });
  }

  protected onQuery(event: Event): void {
    const value = inputValue(event);
    this.pickWhenCurrent.set(false);
    this.query.set(value);
    this.open.set(true);
    this.blocked.set(null);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.term.set(value), 200);
  }

  protected onKeydown(event: KeyboardEvent): void {
    const last = this.options().length - 1;
    const move = (index: number) => {
      event.preventDefault();
      this.open.set(true);
      this.active.set(Math.max(0, Math.min(last, index)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return this.open() ? move(this.active() + 1) : move(Math.max(0, this.active()));
      case 'ArrowUp':
        return move(this.open() ? this.active() - 1 : this.active());
      case 'Home':
        if (this.open() && last >= 0) move(0);
        return;
      case 'End':
        if (this.open() && last >= 0) move(last);
        return;
      case 'Enter': {
        event.preventDefault();
        if (!this.open()) return;
        if (this.current()) {
          const option = this.options()[this.active()];
          if (option) this.choose(option);
          return;
        }
        // "Recipe" typed and Enter pressed at once: the list still shows the previous search's types.
        clearTimeout(this.timer);
        this.term.set(this.query());
        this.pickWhenCurrent.set(true);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (this.open()) this.open.set(false);
        else this.clear();
        return;
    }
  }

  protected choose(option: TypeOption): void {
    this.active.set(option.index);
    if (option.disabled) {
      this.blocked.set(option.type.name);
      return;
    }
    this.blocked.set(null);
    this.picked.emit(option.type.name);
  }

  private clear(): void {
    this.query.set('');
    clearTimeout(this.timer);
    this.term.set('');
  }
}
