import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import {
  type ColumnMapping,
  type CsvTable,
  IMPORT_TARGETS,
  type ImportTarget,
  cellValue,
} from '../data/csv-import';
import { inputValue } from '../../../shared/ui/input-value';

/** Rows shown under the mapping, enough to see that each column lands where it should. */
const PREVIEW_ROWS = 5;

/**
 * Which column of a CSV fills each field of an imported schema (name, page URL, JSON-LD), with the first rows as the
 * import would read them. The choices start from the header's names; the parent keeps the mapping.
 */
@Component({
  selector: 'app-schema-table-import-mapping',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <fieldset class="mapping">
      <legend>Columns</legend>
      @for (field of targets; track field.target) {
        <div class="field">
          <label [for]="'import-map-' + field.target">{{ field.label }}</label>
          <select class="input" [id]="'import-map-' + field.target" (change)="choose(field.target, $event)">
            <option value="" [selected]="mapping()[field.target] === null">Choose a column</option>
            @for (column of columns(); track column.index) {
              <option [value]="column.index" [selected]="mapping()[field.target] === column.index">{{ column.label }}</option>
            }
          </select>
        </div>
      }
    </fieldset>
    <div class="preview-wrap">
      <table class="preview" aria-label="First rows as they will be imported">
        <caption class="muted">First {{ preview().length }} of {{ table().rows.length }} rows, as they will be read</caption>
        <thead>
          <tr><th scope="col">Row</th>@for (field of targets; track field.target) { <th scope="col">{{ field.label }}</th> }</tr>
        </thead>
        <tbody>
          @for (row of preview(); track row.number) {
            <tr>
              <td>{{ row.number }}</td>
              @for (cell of row.cells; track $index) { <td [title]="cell">{{ cell }}</td> }
            </tr>
          }
        </tbody>
      </table>
    </div>
  `,
  styles: `
    .mapping { border: none; padding: 0; margin: 0; display: flex; gap: .5rem .75rem; flex-wrap: wrap; }
    .mapping legend { font-weight: 600; margin-bottom: .25rem; padding: 0; }
    .mapping .field { flex: 1 1 9rem; min-width: 0; }
    .preview-wrap { max-width: 100%; overflow: hidden; border: 1px solid var(--color-border); border-radius: 8px; }
    .preview { width: 100%; table-layout: fixed; border-collapse: collapse; font-size: .8rem; }
    .preview caption { text-align: left; padding: .35rem .5rem; caption-side: top; }
    .preview th, .preview td { text-align: left; padding: .3rem .5rem; border-top: 1px solid var(--color-border);
      overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .preview th:first-child, .preview td:first-child { width: 3rem; }
    .preview td { font-family: var(--font-mono); }
  `,
})
export class SchemaTableImportMapping {
  readonly table = input.required<CsvTable>();
  readonly mapping = input.required<ColumnMapping>();
  readonly mappingChange = output<ColumnMapping>();

  protected readonly targets = IMPORT_TARGETS;
  /** Columns by their header, or their position when the header cell is empty. */
  protected readonly columns = computed(() =>
    this.table().header.map((name, index) => ({ index, label: name || `Column ${index + 1}` })),
  );
  /** Row numbers as a spreadsheet shows them: the header is row 1. */
  protected readonly preview = computed(() =>
    this.table()
      .rows.slice(0, PREVIEW_ROWS)
      .map((row, i) => ({
        number: i + 2,
        cells: this.targets.map(({ target }) => cellValue(row, this.mapping()[target])),
      })),
  );

  protected choose(target: ImportTarget, event: Event): void {
    const value = inputValue(event);
    this.mappingChange.emit({ ...this.mapping(), [target]: value === '' ? null : Number(value) });
  }
}
