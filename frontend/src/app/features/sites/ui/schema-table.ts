import { DatePipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, input } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { SchemaDto } from '@sdn/contracts';
import { StatusChip } from '../../../shared/ui/status-chip';

/** The schema library as a table: name, type, page URL, status and last update. */
@Component({
  selector: 'app-schema-table',
  imports: [RouterLink, DatePipe, StatusChip],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="table-wrap">
      <table class="table">
        <caption class="visually-hidden">Schemas of this site</caption>
        <thead>
          <tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Page URL</th><th scope="col">Status</th><th scope="col">Updated</th></tr>
        </thead>
        <tbody>
          @for (schema of schemas(); track schema.id) {
            <tr>
              <td class="name"><a [routerLink]="['/sites', clientId(), 'schemas', schema.id]">{{ schema.name }}</a></td>
              <td>{{ schema.schemaType }}</td>
              <td class="url" [title]="schema.pageUrl">{{ schema.pageUrl }}</td>
              <td><app-status-chip [value]="schema.status" /></td>
              <td class="time"><time [attr.datetime]="schema.updatedAt">{{ schema.updatedAt | date: 'MMM d, y, HH:mm' }}</time></td>
            </tr>
          }
        </tbody>
      </table>
    </div>
  `,
  styles: `
    .name a { font-weight: 500; }
    .url { max-width: 340px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-family: var(--font-mono); font-size: .8rem; }
    .time { white-space: nowrap; color: var(--color-muted); }
    @media (max-width: 640px) {
      thead { display: none; }
      tr { display: grid; grid-template-columns: 1fr auto; gap: .15rem .5rem; padding: .6rem 0; border-bottom: 1px solid var(--color-border); }
      td { border: none !important; padding: 0 .25rem !important; }
      .url { grid-column: 1 / -1; max-width: none; }
      .time { grid-column: 1 / -1; font-size: .8rem; }
    }
  `,
})
export class SchemaTable {
  readonly clientId = input.required<string>();
  readonly schemas = input.required<readonly SchemaDto[]>();
}
