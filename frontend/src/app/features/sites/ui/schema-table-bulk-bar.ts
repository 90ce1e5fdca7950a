import { ChangeDetectionStrategy, Component, input, output } from '@angular/core';

export type SchemaBulkAction = 'publish' | 'pause' | 'delete';

/** What to do with the selected schemas: one request each, all or nothing on the service. */
@Component({
  selector: 'app-schema-table-bulk-bar',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="bulk-bar" role="region" aria-label="Bulk actions">
      <span class="count" role="status">{{ count() }} selected</span>
      <button type="button" class="btn btn-sm" [disabled]="pending()" (click)="act.emit('publish')"><span class="icon" aria-hidden="true">publish</span> Publish</button>
      <button type="button" class="btn btn-sm" [disabled]="pending()" (click)="act.emit('pause')"><span class="icon" aria-hidden="true">pause</span> Pause</button>
      <button type="button" class="btn btn-sm btn-danger" [disabled]="pending()" (click)="act.emit('delete')"><span class="icon" aria-hidden="true">delete</span> Delete</button>
      <button type="button" class="btn btn-sm btn-ghost" [disabled]="pending()" (click)="cleared.emit()">Clear selection</button>
    </div>
  `,
  styles: `
    .bulk-bar { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; padding: .5rem .75rem; margin-bottom: .75rem; border-radius: 8px; background: var(--color-primary-soft); }
    .count { font-weight: 600; margin-right: auto; }
  `,
})
export class SchemaTableBulkBar {
  readonly count = input.required<number>();
  readonly pending = input(false);
  readonly act = output<SchemaBulkAction>();
  readonly cleared = output<void>();
}
