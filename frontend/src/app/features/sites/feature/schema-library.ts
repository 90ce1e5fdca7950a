import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  computed,
  inject,
  input,
  linkedSignal,
  output,
  signal,
} from '@angular/core';
import { RouterLink } from '@angular/router';
import type { Observable } from 'rxjs';
import type { SchemaDto, SchemaSortField, SchemaStatus } from '@sdn/contracts';
import { DEFAULT_TRASH_RETENTION_DAYS } from '@sdn/contracts';
import { SchemasApi } from '../../../shared/api/schemas-api';
import { mutation } from '../../../shared/data/mutation';
import { lastValue, resourceError } from '../../../shared/data/resource-signals';
import { ConfirmService } from '../../../shared/ui/confirm.service';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { inputValue } from '../../../shared/ui/input-value';
import { Spinner } from '../../../shared/ui/spinner';
import { ToastService } from '../../../shared/ui/toast.service';
import { type SchemaRowAction, SchemaTable } from '../ui/schema-table';
import { type SchemaBulkAction, SchemaTableBulkBar } from '../ui/schema-table-bulk-bar';
import { SchemaTableDuplicateDialog } from '../ui/schema-table-duplicate-dialog';
import { SchemaLibraryImport } from './schema-library-import';
import { bulkActionQuestion } from '../data/bulk-action-summary';
import {
  type LibraryFilters,
  type LibraryView,
  NO_FILTERS,
  PAGE_SIZES,
  defaultOrder,
  libraryQuery,
} from '../data/library-view';
import { libraryAddress } from '../data/library-address';

const SEARCH_PAUSE_MS = 250;
/** The service changes at most this many schemas per bulk request (one transaction). */
const MAX_BULK = 500;
/** Filters typed as text ask the service once the user pauses, not at every key. */
type TextFilter = 'search' | 'type';

/**
 * A site's schema library as a paged table: the service filters, sorts and pages (thousands of schemas per site);
 * rows can be selected across pages for bulk publish, pause and delete; duplicate, export and import sit here too.
 * Filters, sort, page and page size live in the address (`libraryAddress`), so a reload, back and forward or a
 * shared link show the same rows.
 */
@Component({
  selector: 'app-schema-library',
  imports: [
    RouterLink,
    ErrorAlert,
    Spinner,
    SchemaTable,
    SchemaTableBulkBar,
    SchemaTableDuplicateDialog,
    SchemaLibraryImport,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './schema-library.html',
  styleUrl: './schema-library.css',
})
export class SchemaLibrary {
  readonly clientId = input.required<string>();
  /** The site's address: rows show their paths without its host. */
  readonly websiteUrl = input<string | null>(null);
  /** Schemas were added or deleted: counts shown elsewhere (the plan's usage) are out of date. */
  readonly countChanged = output<void>();

  private readonly api = inject(SchemasApi);
  private readonly toasts = inject(ToastService);
  private readonly confirm = inject(ConfirmService);

  private readonly address = libraryAddress();
  protected readonly view = this.address.view;
  protected readonly filters = computed(() => this.view().filters);
  protected readonly sort = computed(() => this.view().sort);
  protected readonly pageSize = computed(() => this.view().pageSize);
  protected readonly offset = computed(() => (this.view().page - 1) * this.pageSize());
  protected readonly pageSizes = PAGE_SIZES;
  /** What is typed in the text filters, ahead of the address while the user types; the address resets it. */
  protected readonly searchText = linkedSignal(() => this.filters().search);
  protected readonly typeText = linkedSignal(() => this.filters().type);
  private readonly filterKey = computed(() => JSON.stringify(this.filters()));
  /**
   * The picked rows as they were on screen: the bulk summary needs their status and validity across pages. A new
   * filter (typed, chosen, or back and forward) starts a fresh selection; pages and sorts of one filter combine.
   */
  private readonly picked = linkedSignal<string, ReadonlyMap<string, SchemaDto>>({
    source: this.filterKey,
    computation: () => new Map(),
  });
  protected readonly selected = computed<ReadonlySet<string>>(() => new Set(this.picked().keys()));
  protected readonly statuses: SchemaStatus[] = ['draft', 'published', 'paused'];

  protected readonly pageResource = this.api.page(() => ({
    clientId: this.clientId(),
    query: libraryQuery(this.view()),
  }));
  /** The previous page stays on screen (marked "Updating…") until the next one arrives. */
  private readonly lastPage = lastValue(this.pageResource);
  protected readonly rows = computed(() => this.lastPage()?.items ?? []);
  protected readonly total = computed(() => this.lastPage()?.total ?? 0);
  protected readonly loaded = computed(() => this.lastPage() !== undefined);
  protected readonly loading = this.pageResource.isLoading;
  protected readonly listError = resourceError(this.pageResource);
  protected readonly filtering = computed(
    () => JSON.stringify(this.filters()) !== JSON.stringify(NO_FILTERS),
  );
  protected readonly range = computed(() => {
    const from = this.total() === 0 ? 0 : this.offset() + 1;
    return { from, to: this.offset() + this.rows().length };
  });
  /** Suggestions for the type filter: the types on screen. */
  protected readonly typesShown = computed(() =>
    [...new Set(this.rows().map((row) => row.schemaType))].sort(),
  );
  protected readonly exportUrls = computed(() => ({
    json: this.api.exportUrl(this.clientId(), 'json'),
    csv: this.api.exportUrl(this.clientId(), 'csv'),
  }));

  protected readonly bulk = mutation((action: SchemaBulkAction, ids: string[]) =>
    this.api.bulk(this.clientId(), { action, schemaIds: ids }),
  );
  protected readonly rowChange = mutation(
    (schema: SchemaDto, action: SchemaRowAction): Observable<unknown> =>
      action === 'delete'
        ? this.api.remove(this.clientId(), schema.id)
        : this.api.transition(
            this.clientId(),
            schema.id,
            action as 'publish' | 'pause' | 'unpause',
          ),
  );
  protected readonly duplicating = signal<SchemaDto | null>(null);
  protected readonly duplicate = mutation((schema: SchemaDto, pageUrls: string[]) =>
    this.api.duplicate(this.clientId(), schema.id, { pageUrls }),
  );
  protected readonly importOpen = signal(false);
  private readonly textTimers = new Map<TextFilter, ReturnType<typeof setTimeout>>();
  constructor() {
    inject(DestroyRef).onDestroy(() => {
      for (const timer of this.textTimers.values()) clearTimeout(timer);
    });
  }

  /** A new filter starts on its first page (and, through `picked`, with a fresh selection). */
  protected setFilter<K extends keyof LibraryFilters>(
    key: K,
    value: LibraryFilters[K],
    replace = false,
  ): void {
    this.address.show({ filters: { ...this.filters(), [key]: value }, page: 1 }, replace);
  }

  protected onFilter(key: 'status' | 'valid', event: Event): void {
    this.setFilter(key, inputValue(event) as never);
  }

  /** Text filters apply as the user types, once typing pauses; refining a text replaces its history entry. */
  protected onText(key: TextFilter, event: Event): void {
    const text = inputValue(event);
    (key === 'search' ? this.searchText : this.typeText).set(text);
    clearTimeout(this.textTimers.get(key));
    this.textTimers.set(
      key,
      setTimeout(() => {
        if (text !== this.filters()[key]) this.setFilter(key, text, this.filters()[key] !== '');
      }, SEARCH_PAUSE_MS),
    );
  }

  protected onUpdatedWithin(event: Event): void {
    this.setFilter('updatedWithinDays', Number(inputValue(event)));
  }

  protected clearFilters(): void {
    for (const timer of this.textTimers.values()) clearTimeout(timer);
    this.searchText.set('');
    this.typeText.set('');
    this.address.show({ filters: NO_FILTERS, page: 1 });
  }

  protected sortBy(field: SchemaSortField): void {
    const sort = this.sort();
    const order =
      sort.field === field ? (sort.order === 'asc' ? 'desc' : 'asc') : defaultOrder(field);
    this.address.show({ sort: { field, order }, page: 1 });
  }

  protected goTo(offset: number): void {
    this.address.show({ page: Math.floor(Math.max(0, offset) / this.pageSize()) + 1 });
  }

  /** A new page size keeps the first row on screen in view. */
  protected onPageSize(event: Event): void {
    const pageSize = Number(inputValue(event)) as LibraryView['pageSize'];
    this.address.show({ pageSize, page: Math.floor(this.offset() / pageSize) + 1 });
  }

  protected toggle(id: string): void {
    const row = this.rows().find((candidate) => candidate.id === id);
    this.picked.update((picked) => {
      const next = new Map(picked);
      if (!next.delete(id) && row) next.set(id, row);
      return next;
    });
  }

  protected toggleAll(checked: boolean): void {
    this.picked.update((picked) => {
      const next = new Map(picked);
      for (const row of this.rows()) {
        if (checked) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  }

  protected clearSelection(): void {
    this.picked.set(new Map());
  }

  protected async runBulk(action: SchemaBulkAction): Promise<void> {
    if (this.bulk.pending()) return;
    const rows = [...this.picked().values()];
    if (rows.length > MAX_BULK) {
      this.toasts.show(
        `Select at most ${MAX_BULK} schemas for one bulk action (${rows.length} selected).`,
        'error',
      );
      return;
    }
    const question = bulkActionQuestion(action, rows);
    const choice = await this.confirm.choose(question.request);
    if (!choice) return;
    const ids =
      choice === 'alternative' && question.alternative ? question.alternative : question.all;
    const result = await this.bulk.run(action, ids);
    if (!result.ok) {
      this.toasts.show(result.error.message, 'error');
      return;
    }
    const { changed, unchanged } = result.value;
    const verb = { publish: 'Published', pause: 'Paused', delete: 'Deleted' }[action];
    this.toasts.show(
      `${verb} ${changed.length}${unchanged.length ? ` (${unchanged.length} already ${action === 'publish' ? 'published' : 'not published'})` : ''}`,
    );
    this.clearSelection();
    this.pageResource.reload();
    if (action === 'delete') this.countChanged.emit();
  }

  protected async onRowAction({
    action,
    schema,
  }: {
    action: SchemaRowAction;
    schema: SchemaDto;
  }): Promise<void> {
    if (action === 'duplicate') {
      this.duplicating.set(schema);
      return;
    }
    if (action === 'delete') {
      const sure = await this.confirm.ask({
        title: `Delete “${schema.name}”?`,
        message: `Delivery of this schema stops on the next page view. It goes to the Trash, where it can be restored for ${DEFAULT_TRASH_RETENTION_DAYS} days.`,
        confirmLabel: 'Delete',
        danger: true,
      });
      if (!sure) return;
    }
    const result = await this.rowChange.run(schema, action);
    if (!result.ok) {
      this.toasts.show(result.error.message, 'error');
      return;
    }
    this.picked.update((picked) => {
      if (action !== 'delete' || !picked.has(schema.id)) return picked;
      const next = new Map(picked);
      next.delete(schema.id);
      return next;
    });
    this.pageResource.reload();
    if (action === 'delete') this.countChanged.emit();
  }

  protected async duplicateTo(pageUrls: string[]): Promise<void> {
    const schema = this.duplicating();
    if (!schema) return;
    const result = await this.duplicate.run(schema, pageUrls);
    if (!result.ok) return;
    this.duplicating.set(null);
    this.toasts.show(
      `Created ${result.value.items.length} draft ${result.value.items.length === 1 ? 'copy' : 'copies'}`,
    );
    this.pageResource.reload();
    this.countChanged.emit();
  }

  protected onImported(): void {
    this.pageResource.reload();
    this.countChanged.emit();
  }
}
