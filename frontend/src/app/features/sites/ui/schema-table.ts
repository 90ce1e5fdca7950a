import { DatePipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { SchemaDto, SchemaSortField } from '@sdn/contracts';
import { StatusChip } from '../../../shared/ui/status-chip';
import { shownPageUrl } from '../data/page-path';

export interface SchemaTableSort {
  field: SchemaSortField;
  order: 'asc' | 'desc';
}

export type SchemaRowAction = 'publish' | 'pause' | 'unpause' | 'duplicate' | 'delete';

/**
 * One page of the schema library: sortable headers (the service sorts), a checkbox per row for bulk actions and
 * row actions. Fixed layout with wrapping paths and type names, so it never scrolls sideways; rows become cards on phones.
 */
@Component({
  selector: 'app-schema-table',
  imports: [RouterLink, DatePipe, StatusChip],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './schema-table.html',
  styleUrl: './schema-table.css',
})
export class SchemaTable {
  readonly clientId = input.required<string>();
  /** The site's address: a page on its host is shown by its path, which is what tells rows apart. */
  readonly websiteUrl = input<string | null>(null);
  readonly schemas = input.required<readonly SchemaDto[]>();
  readonly sort = input.required<SchemaTableSort>();
  readonly selected = input.required<ReadonlySet<string>>();
  readonly busy = input(false);
  readonly sortBy = output<SchemaSortField>();
  readonly toggled = output<string>();
  readonly toggledAll = output<boolean>();
  readonly action = output<{ action: SchemaRowAction; schema: SchemaDto }>();

  protected readonly allSelected = computed(
    () => this.schemas().length > 0 && this.schemas().every((s) => this.selected().has(s.id)),
  );
  protected readonly someSelected = computed(
    () => !this.allSelected() && this.schemas().some((s) => this.selected().has(s.id)),
  );

  protected ariaSort(field: SchemaSortField): 'ascending' | 'descending' | 'none' {
    const sort = this.sort();
    if (sort.field !== field) return 'none';
    return sort.order === 'asc' ? 'ascending' : 'descending';
  }

  protected shownUrl(pageUrl: string): string {
    return shownPageUrl(pageUrl, this.websiteUrl());
  }

  protected arrow(field: SchemaSortField): string {
    const sort = this.sort();
    if (sort.field !== field) return 'unfold_more';
    return sort.order === 'asc' ? 'arrow_upward' : 'arrow_downward';
  }

  protected onToggleAll(event: Event): void {
    this.toggledAll.emit((event.target as HTMLInputElement).checked);
  }
}
