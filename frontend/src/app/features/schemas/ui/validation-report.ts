import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import type { ValidateFindingCategory, ValidateResult } from '@sdn/contracts';
import { type Finding, fieldOf, findingsOf, headline } from '../data/validation-findings';

export interface ReportGroup {
  key: ValidateFindingCategory;
  title: string;
  tone: Finding['severity'];
  entries: Finding[];
}

const GROUPS: { key: ValidateFindingCategory; title: string }[] = [
  { key: 'issues', title: 'Errors' },
  { key: 'schemaOrgIssues', title: 'Schema.org issues' },
  { key: 'warnings', title: 'Warnings' },
  { key: 'googleRichResultWarnings', title: 'Rich-result warnings' },
  { key: 'seoRecommendations', title: 'SEO recommendations' },
];

/** Each finding once, in the group of the spec list it comes from; empty groups are left out. */
export function reportGroups(findings: readonly Finding[]): ReportGroup[] {
  return GROUPS.map(({ key, title }) => {
    const entries = findings.filter((finding) => finding.category === key);
    return { key, title, tone: entries[0]?.severity ?? 'info', entries };
  }).filter((group) => group.entries.length > 0);
}

/**
 * The summary of the validator's answer: a header that only says "Valid" when nothing is flagged, each finding once
 * with its path, and a way to jump to the field (or JSON line) it is about.
 */
@Component({
  selector: 'app-validation-report',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="report" aria-labelledby="report-title" aria-live="polite">
      <div class="summary" [attr.data-tone]="head().tone">
        <span class="icon" aria-hidden="true">{{ icon() }}</span>
        <h3 id="report-title">{{ head().text }}</h3>
        @if (result().detectedTypes.length) { <span class="muted types">Detected: {{ result().detectedTypes.join(', ') }}</span> }
      </div>
      @if (stale()) { <p class="stale">The schema changed since this check. Validate again.</p> }
      @for (group of groups(); track group.key) {
        <div class="group" [attr.data-tone]="group.tone" [attr.data-group]="group.key">
          <h4>{{ group.title }} <span class="count">{{ group.entries.length }}</span></h4>
          <ul>
            @for (entry of group.entries; track $index) {
              <li>
                @if (entry.path) { <code class="path">{{ entry.path }}</code> }
                @else if (entry.line) { <code class="path">line {{ entry.line }}, column {{ entry.column }}</code> }
                {{ entry.text }}
                @if (entry.path !== null || entry.line) {
                  <button type="button" class="btn btn-ghost btn-sm locate" (click)="located.emit(entry)"
                    [attr.aria-label]="'Show where: ' + (entry.path || 'line ' + entry.line)">{{ onField(entry) ? 'Show field' : 'Show in JSON' }}</button>
                }
              </li>
            }
          </ul>
        </div>
      }
      @if (result().correctedSchema && !reviewing()) {
        <div class="corrected">
          <p>The validator suggests a corrected schema.</p>
          <button type="button" class="btn btn-sm btn-primary" (click)="applyCorrected.emit()">Review corrections…</button>
        </div>
      }
    </section>
  `,
  styles: `
    .summary { display: flex; align-items: center; flex-wrap: wrap; gap: .5rem; }
    .summary h3 { margin: 0; }
    .summary[data-tone='valid'] .icon { color: var(--color-success); }
    .summary[data-tone='error'] .icon { color: var(--color-danger); }
    .summary[data-tone='warning'] .icon { color: #b7791f; }
    .summary[data-tone='info'] .icon { color: var(--color-primary); }
    .types { font-size: .85rem; }
    .stale { color: var(--color-warning); font-size: .85rem; margin: .5rem 0 0; }
    .group { margin-top: .9rem; border-left: 3px solid var(--color-border); padding-left: .75rem; }
    .group[data-tone='error'] { border-color: var(--color-danger); }
    .group[data-tone='warning'] { border-color: #e0a33a; }
    .group[data-tone='info'] { border-color: var(--color-primary); }
    h4 { margin: 0 0 .3rem; font-size: .9rem; }
    .count { font-weight: 500; color: var(--color-muted); }
    ul { margin: 0; padding-left: 1.1rem; font-size: .875rem; }
    li { margin-bottom: .2rem; overflow-wrap: anywhere; }
    .path { background: #eef0f3; padding: 0 .3rem; border-radius: 4px; margin-right: .25rem; }
    .locate { min-height: auto; padding: 0 .35rem; font-size: .75rem; }
    .corrected { margin-top: 1rem; display: flex; align-items: center; flex-wrap: wrap; gap: .75rem; }
    .corrected p { margin: 0; }
  `,
})
export class ValidationReport {
  readonly result = input.required<ValidateResult>();
  readonly stale = input(false);
  /** The form's field names: a finding on one of them is shown there, and "Show field" moves focus to it. */
  readonly fieldNames = input<readonly string[]>([]);
  /** While the corrections are being reviewed, the offer to review them is not repeated. */
  readonly reviewing = input(false);
  readonly applyCorrected = output<void>();
  readonly located = output<Finding>();

  protected readonly findings = computed(() => findingsOf(this.result()));
  protected readonly head = computed(() => headline(this.findings()));
  protected readonly groups = computed(() => reportGroups(this.findings()));
  protected readonly icon = computed(
    () =>
      ({ valid: 'check_circle', error: 'error', warning: 'warning', info: 'info' })[
        this.head().tone
      ],
  );

  protected onField(finding: Finding): boolean {
    const place = fieldOf(finding);
    return !!place && this.fieldNames().includes(place.field);
  }
}
