import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import type { ValidateResult } from '@sdn/contracts';

export interface ReportEntry {
  path: string | null;
  text: string;
}

export interface ReportGroup {
  key: string;
  title: string;
  tone: 'error' | 'warning' | 'info';
  entries: ReportEntry[];
}

const LEADING_PATH = /^((?:\$|@?[A-Za-z][\w@]*)(?:(?:\.|\[)[^\s:]*)*):\s+(.+)$/s;
const TRAILING_PATH = /^(.+?)\s*\((?:at|path:?)\s+([^)]+)\)\.?$/s;

/** Splits "author.name: Required" or "Required (at author.name)" into a path and a message. */
export function splitPath(message: string): ReportEntry {
  const leading = LEADING_PATH.exec(message);
  if (leading && leading[1] !== 'http' && leading[1] !== 'https') return { path: leading[1]!, text: leading[2]! };
  const trailing = TRAILING_PATH.exec(message);
  if (trailing) return { path: trailing[2]!.trim(), text: trailing[1]! };
  return { path: null, text: message };
}

export function reportGroups(result: ValidateResult): ReportGroup[] {
  // The engine also lists rich-result and Schema.org findings among the warnings; show each once, in its own group.
  const specific = new Set([...(result.googleRichResultWarnings ?? []), ...(result.schemaOrgIssues ?? [])]);
  const warnings = result.warnings.filter((warning) => !specific.has(warning));
  const groups: ReportGroup[] = [
    { key: 'issues', title: 'Errors', tone: 'error', entries: result.issues.map(splitPath) },
    { key: 'schemaOrg', title: 'Schema.org issues', tone: 'warning', entries: (result.schemaOrgIssues ?? []).map(splitPath) },
    { key: 'warnings', title: 'Warnings', tone: 'warning', entries: warnings.map(splitPath) },
    { key: 'richResults', title: 'Rich-result warnings', tone: 'warning', entries: (result.googleRichResultWarnings ?? []).map(splitPath) },
    { key: 'seo', title: 'SEO recommendations', tone: 'info', entries: (result.seoRecommendations ?? []).map(splitPath) },
  ];
  return groups.filter((group) => group.entries.length > 0);
}

/** The validator's answer, grouped by severity, each entry with the path it is about. */
@Component({
  selector: 'app-validation-report',
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="report" aria-labelledby="report-title" aria-live="polite">
      <div class="summary" [class.valid]="result().isValid" [class.invalid]="!result().isValid">
        <span class="icon" aria-hidden="true">{{ result().isValid ? 'check_circle' : 'error' }}</span>
        <h3 id="report-title">{{ result().isValid ? 'Valid JSON-LD' : 'Invalid: ' + result().issues.length + ' error(s)' }}</h3>
        @if (result().detectedTypes.length) { <span class="muted types">Detected: {{ result().detectedTypes.join(', ') }}</span> }
      </div>
      @if (stale()) { <p class="stale">The schema changed since this check. Validate again.</p> }
      @for (group of groups(); track group.key) {
        <div class="group" [attr.data-tone]="group.tone" [attr.data-group]="group.key">
          <h4>{{ group.title }} <span class="count">{{ group.entries.length }}</span></h4>
          <ul>
            @for (entry of group.entries; track $index) {
              <li>@if (entry.path) { <code class="path">{{ entry.path }}</code> } {{ entry.text }}</li>
            }
          </ul>
        </div>
      } @empty {
        <p class="muted">No issues, warnings or recommendations.</p>
      }
      @if (result().correctedSchema) {
        <div class="corrected">
          <p>The validator suggests a corrected schema.</p>
          <button type="button" class="btn btn-sm btn-primary" (click)="applyCorrected.emit()">Apply corrected schema</button>
        </div>
      }
    </section>
  `,
  styles: `
    .summary { display: flex; align-items: center; flex-wrap: wrap; gap: .5rem; }
    .summary h3 { margin: 0; }
    .summary.valid .icon { color: var(--color-success); }
    .summary.invalid .icon { color: var(--color-danger); }
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
    .corrected { margin-top: 1rem; display: flex; align-items: center; flex-wrap: wrap; gap: .75rem; }
    .corrected p { margin: 0; }
  `,
})
export class ValidationReport {
  readonly result = input.required<ValidateResult>();
  readonly stale = input(false);
  readonly applyCorrected = output<void>();

  protected readonly groups = computed(() => reportGroups(this.result()));
}
