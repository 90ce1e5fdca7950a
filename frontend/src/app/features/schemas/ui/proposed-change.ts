import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import { JsonDiff } from '../../../shared/ui/json-diff';
import { stringifyDocument } from '../data/json-ld-document';
import type { ProposedChange } from '../data/schema-validation';

/** A replacement of the document shown side by side before it is applied: the validator's corrections or a JSON repair. */
@Component({
  selector: 'app-proposed-change',
  imports: [JsonDiff],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="proposal" role="group" [attr.aria-labelledby]="'proposal-title-' + change().kind" [attr.data-kind]="change().kind">
      <h3 [id]="'proposal-title-' + change().kind">{{ change().kind === 'repair' ? 'Repaired JSON' : 'Corrected schema' }}: review the changes</h3>
      <p class="hint">{{ change().kind === 'repair'
        ? 'The service read your broken JSON and fixed its syntax (and what it could correct). Nothing changes until you apply it.'
        : 'The validator\\'s corrections, beside your schema. Nothing changes until you apply them; you can undo afterwards.' }}</p>
      <app-json-diff [before]="before()" [after]="after()" [asText]="change().kind === 'repair'"
        [beforeLabel]="change().kind === 'repair' ? 'Your text' : 'Your schema'" [afterLabel]="change().kind === 'repair' ? 'Repaired' : 'Corrected'" />
      <div class="row">
        <button type="button" class="btn btn-sm btn-primary" (click)="accepted.emit()">{{ change().kind === 'repair' ? 'Use the repaired JSON' : 'Apply corrections' }}</button>
        <button type="button" class="btn btn-sm" (click)="dismissed.emit()">Keep mine</button>
      </div>
    </div>
  `,
  styles: `
    .proposal { margin-top: 1rem; border-top: 1px solid var(--color-border); padding-top: .75rem; }
    h3 { margin: 0 0 .25rem; font-size: .95rem; }
    .row { display: flex; gap: .5rem; margin-top: .6rem; }
  `,
})
export class ProposedChangeView {
  readonly change = input.required<ProposedChange>();
  readonly accepted = output<void>();
  readonly dismissed = output<void>();

  protected readonly before = computed(() => this.change().before);
  /** A repair compares texts (the broken one cannot be parsed), so the repaired document is shown as the editor would. */
  protected readonly after = computed(() =>
    this.change().kind === 'repair' ? stringifyDocument(this.change().after) : this.change().after,
  );
}
