import {
  ChangeDetectionStrategy,
  Component,
  computed,
  inject,
  input,
  output,
  signal,
} from '@angular/core';
import { RouterLink } from '@angular/router';
import type { Observable } from 'rxjs';
import type {
  SchemaDto,
  SchemaImportItem,
  SchemaImportResponse,
  SchemaListQuery,
  SchemaSortField,
  SchemaStatus,
} from '@sdn/contracts';
import { DEFAULT_TRASH_RETENTION_DAYS } from '@sdn/contracts';
import { SchemasApi } from '../../../shared/api/schemas-api';
import { mutation } from '../../../shared/data/mutation';
import { lastValue, resourceError } from '../../../shared/data/resource-signals';
import { ConfirmService } from '../../../shared/ui/confirm.service';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { inputValue } from '../../../shared/ui/input-value';
import { Spinner } from '../../../shared/ui/spinner';
import { ToastService } from '../../../shared/ui/toast.service';
import { type SchemaRowAction, SchemaTable, type SchemaTableSort } from '../ui/schema-table';
import { type SchemaBulkAction, SchemaTableBulkBar } from '../ui/schema-table-bulk-bar';
import { SchemaTableDuplicateDialog } from '../ui/schema-table-duplicate-dialog';
import { SchemaTableImportDialog } from '../ui/schema-table-import-dialog';
import { bulkActionQuestion } from '../data/bulk-action-summary';

const PAGE_SIZE = 50;
const DAY_MS = 86_400_000;
const SEARCH_PAUSE_MS = 250;
/** The service changes at most this many schemas per bulk request (one transaction). */
const MAX_BULK = 500;

export interface LibraryFilters {
  status: SchemaStatus | '';
  type: string;
  valid: '' | 'true' | 'false';
  search: string;
  /** Days back from now; 0: any time. */
  updatedWithinDays: number;
}

const NO_FILTERS: LibraryFilters = {
  status: '',
  type: '',
  valid: '',
  search: '',
  updatedWithinDays: 0,
};

/** The service's list query for the library's state (only what is set). */
export function libraryQuery(
  filters: LibraryFilters,
  sort: SchemaTableSort,
  offset: number,
  now = Date.now(),
): SchemaListQuery {
  return {
    ...(filters.status && { status: filters.status }),
    ...(filters.type.trim() && { type: filters.type.trim() }),
    ...(filters.valid && { valid: filters.valid === 'true' }),
    ...(filters.search.trim() && { search: filters.search.trim() }),
    ...(filters.updatedWithinDays > 0 && {
      updatedFrom: new Date(now - filters.updatedWithinDays * DAY_MS).toISOString(),
    }),
    sort: sort.field,
    order: sort.order,
    limit: PAGE_SIZE,
    offset,
  };
}

/**
 * A site's schema library as a paged table: the service filters, sorts and pages (thousands of schemas per site);
 * rows can be selected across pages for bulk publish, pause and delete; duplicate, export and import sit here too.
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
    SchemaTableImportDialog,
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

  protected readonly filters = signal<LibraryFilters>(NO_FILTERS);
  protected readonly sort = signal<SchemaTableSort>({ field: 'updatedAt', order: 'desc' });
  protected readonly offset = signal(0);
  /** The picked rows as they were on screen: the bulk summary needs their status and validity across pages. */
  private readonly picked = signal<ReadonlyMap<string, SchemaDto>>(new Map());
  protected readonly selected = computed<ReadonlySet<string>>(() => new Set(this.picked().keys()));
  protected readonly statuses: SchemaStatus[] = ['draft', 'published', 'paused'];

  protected readonly pageResource = this.api.page(() => ({
    clientId: this.clientId(),
    query: libraryQuery(this.filters(), this.sort(), this.offset()),
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
  protected readonly exportUrl = computed(() => this.api.exportUrl(this.clientId()));

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
  protected readonly importPreview = signal<SchemaImportResponse | null>(null);
  private importItems: Record<string, unknown>[] = [];
  private searchTimer: ReturnType<typeof setTimeout> | undefined;
  protected readonly importing = mutation((dryRun: boolean) =>
    this.api.importSchemas(this.clientId(), {
      dryRun,
      schemas: this.importItems as unknown as SchemaImportItem[],
    }),
  );

  /** A new filter starts on its first page with a fresh selection: a bulk action changes only rows picked under the filter on screen (its pages can be combined). */
  protected setFilter<K extends keyof LibraryFilters>(key: K, value: LibraryFilters[K]): void {
    this.filters.update((filters) => ({ ...filters, [key]: value }));
    this.offset.set(0);
    this.clearSelection();
  }

  protected onFilter(key: 'status' | 'type' | 'valid', event: Event): void {
    this.setFilter(key, inputValue(event) as never);
  }

  /** Typing asks the service once the user pauses, not at every key. */
  protected onSearch(event: Event): void {
    const text = inputValue(event);
    clearTimeout(this.searchTimer);
    this.searchTimer = setTimeout(() => this.setFilter('search', text), SEARCH_PAUSE_MS);
  }

  protected onUpdatedWithin(event: Event): void {
    this.setFilter('updatedWithinDays', Number(inputValue(event)));
  }

  protected clearFilters(): void {
    clearTimeout(this.searchTimer);
    this.filters.set(NO_FILTERS);
    this.offset.set(0);
    this.clearSelection();
  }

  protected sortBy(field: SchemaSortField): void {
    this.sort.update((sort) =>
      sort.field === field
        ? { field, order: sort.order === 'asc' ? 'desc' : 'asc' }
        : { field, order: field === 'updatedAt' ? 'desc' : 'asc' },
    );
    this.offset.set(0);
  }

  protected goTo(offset: number): void {
    this.offset.set(Math.max(0, offset));
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

  protected openImport(): void {
    this.importPreview.set(null);
    this.importOpen.set(true);
  }

  protected async previewImport(items: Record<string, unknown>[]): Promise<void> {
    this.importItems = items;
    this.importPreview.set(null);
    const result = await this.importing.run(true);
    if (result.ok) this.importPreview.set(result.value);
  }

  protected async confirmImport(): Promise<void> {
    const result = await this.importing.run(false);
    if (!result.ok) return;
    this.importPreview.set(result.value);
    this.toasts.show(`Imported ${result.value.accepted} schemas as drafts`);
    this.pageResource.reload();
    this.countChanged.emit();
  }
}
