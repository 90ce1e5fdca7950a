import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { diffText, jsonDiffRows } from '../data/json-diff-rows';

/**
 * Two JSON values (or two texts, with `asText`) side by side, line by line: removed lines on the left, added on the
 * right, long unchanged runs folded. Changes are marked by a sign and hidden words as well as by colour.
 */
@Component({
  selector: 'app-json-diff',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <p class="summary" data-testid="diff-summary">
      @if (diff().identical) {
        No differences.
      } @else {
        <span class="added-count">+{{ diff().added }}</span> <span class="removed-count">−{{ diff().removed }}</span>
        line{{ diff().added + diff().removed === 1 ? '' : 's' }} changed
      }
    </p>
    <div class="scroller" tabindex="0" role="region" [attr.aria-label]="'Differences: ' + beforeLabel() + ' and ' + afterLabel()">
      <table>
        <thead>
          <tr>
            <th scope="col" colspan="2">{{ beforeLabel() }}</th>
            <th scope="col" colspan="2">{{ afterLabel() }}</th>
          </tr>
        </thead>
        <tbody>
          @for (row of diff().rows; track $index) {
            @if (row.kind === 'skipped') {
              <tr class="skipped"><td colspan="4">… {{ row.count }} unchanged line{{ row.count === 1 ? '' : 's' }}</td></tr>
            } @else {
              <tr [attr.data-kind]="row.kind">
                <td class="number">{{ row.left?.number }}</td>
                <td class="line left">
                  @if (row.left) {
                    @if (row.kind !== 'same') {<span class="sign" aria-hidden="true">−</span><span class="sr-only">removed: </span>}<code>{{ row.left.text }}</code>
                  }
                </td>
                <td class="number">{{ row.right?.number }}</td>
                <td class="line right">
                  @if (row.right) {
                    @if (row.kind !== 'same') {<span class="sign" aria-hidden="true">+</span><span class="sr-only">added: </span>}<code>{{ row.right.text }}</code>
                  }
                </td>
              </tr>
            }
          }
        </tbody>
      </table>
    </div>
  `,
  styles: `
    :host { display: block; min-width: 0; }
    .summary { margin: 0 0 .4rem; font-size: .85rem; color: var(--color-muted); }
    .added-count { color: var(--color-success); font-weight: 600; }
    .removed-count { color: var(--color-danger); font-weight: 600; }
    .scroller { overflow: auto; max-height: 28rem; border: 1px solid var(--color-border); border-radius: 6px; background: var(--color-surface); }
    .scroller:focus-visible { outline: 2px solid var(--color-primary); outline-offset: 2px; }
    table { border-collapse: collapse; width: 100%; font-family: var(--font-mono); font-size: .8rem; }
    th { position: sticky; top: 0; background: #f3f5f8; text-align: left; font-family: inherit; font-weight: 600; padding: .3rem .5rem; border-bottom: 1px solid var(--color-border); }
    td { padding: 0 .5rem; vertical-align: top; }
    td.number { width: 1%; color: var(--color-muted); text-align: right; user-select: none; white-space: nowrap; }
    td.line { width: 49%; white-space: pre-wrap; overflow-wrap: anywhere; }
    code { font: inherit; }
    .sign { display: inline-block; width: 1ch; margin-right: .35rem; font-weight: 700; }
    tr[data-kind='removed'] td.line.left, tr[data-kind='changed'] td.line.left { background: var(--color-danger-soft); }
    tr[data-kind='added'] td.line.right, tr[data-kind='changed'] td.line.right { background: var(--color-success-soft); }
    tr.skipped td { color: var(--color-muted); background: #f8f9fb; font-style: italic; padding: .15rem .5rem; }
    .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  `,
})
export class JsonDiff {
  readonly before = input.required<unknown>();
  readonly after = input.required<unknown>();
  readonly beforeLabel = input('Before');
  readonly afterLabel = input('After');
  /** The values are texts shown as they are (e.g. broken JSON before a repair), not JSON to pretty-print. */
  readonly asText = input(false);

  protected readonly diff = computed(() =>
    jsonDiffRows(diffText(this.before(), this.asText()), diffText(this.after(), this.asText())),
  );
}
