import { DatePipe } from '@angular/common';
import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  computed,
  effect,
  inject,
  input,
  signal,
  untracked,
} from '@angular/core';
import { RouterLink } from '@angular/router';
import type {
  AuditComparison,
  AuditPageView,
  AuditSummary,
  AuditView,
  FindingSeverity,
  FindingType,
  SkippedAuditDraft,
} from '@sdn/contracts';
import type { Observable } from 'rxjs';
import type { ApiError } from '../../../shared/data/api-error';
import { mutation } from '../../../shared/data/mutation';
import { DownloadButton } from '../../../shared/ui/download-button';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { inputValue } from '../../../shared/ui/input-value';
import { ToastService } from '../../../shared/ui/toast.service';
import { ConfirmService } from '../../../shared/ui/confirm.service';
import { SitesApi } from '../../../shared/api/sites-api';
import { valueOr } from '../../../shared/data/resource-signals';
import {
  FINDING_TYPE_LABELS,
  PAGES_PER_WINDOW,
  progressOf,
  windowLabel,
} from '../data/audit-filters';
import { AuditsApi } from '../data/audits-api';

const POLL_MS = 1500;

/** The Audit tab of a site: start (optionally deep), live progress, results with filters, page detail, history, compare, PDF. */
@Component({
  selector: 'app-audit-page',
  imports: [RouterLink, DatePipe, ErrorAlert, DownloadButton],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './audit-page.html',
  styleUrl: './audit-page.css',
})
export class AuditPage {
  /** Route parameter. */
  readonly clientId = input.required<string>();

  private readonly api = inject(AuditsApi);
  private readonly toasts = inject(ToastService);
  private readonly confirm = inject(ConfirmService);
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** The site's name for the breadcrumb. */
  protected readonly site = valueOr(
    inject(SitesApi).site(() => this.clientId()),
    null,
  );
  protected readonly history = signal<AuditSummary[]>([]);
  protected readonly audit = signal<AuditView | null>(null);
  protected readonly comparison = signal<AuditComparison | null>(null);
  protected readonly error = signal<ApiError | null>(null);
  protected readonly busy = signal(false);
  protected readonly deep = signal(false);
  protected readonly severity = signal<FindingSeverity | ''>('');
  protected readonly type = signal<FindingType | ''>('');
  protected readonly openPage = signal<string | null>(null);

  protected readonly typeLabels = FINDING_TYPE_LABELS;
  protected readonly types = Object.keys(FINDING_TYPE_LABELS) as FindingType[];
  protected readonly progress = computed(() =>
    this.audit() ? progressOf(this.audit()!.counts) : 0,
  );
  /** Where the listed window starts among the pages matching the filters (the server pages and filters). */
  protected readonly offset = signal(0);
  protected readonly pages = computed(() => this.audit()?.pages ?? []);
  protected readonly unsavedProposals = computed(() => this.audit()?.unsavedProposals ?? 0);
  protected readonly windowText = computed(() => {
    const audit = this.audit();
    return audit ? windowLabel(audit.pageWindow, audit.pages.length) : null;
  });
  protected readonly hasPrevious = computed(() => this.offset() > 0);
  protected readonly hasNext = computed(() => {
    const audit = this.audit();
    return audit ? audit.pageWindow.offset + audit.pages.length < audit.pageWindow.total : false;
  });
  protected readonly reportUrl = computed(() =>
    this.audit() ? this.api.reportUrl(this.clientId(), this.audit()!.id) : null,
  );

  constructor() {
    inject(DestroyRef).onDestroy(() => this.stopPolling());
    effect(() => {
      const clientId = this.clientId();
      untracked(() => void this.load(clientId));
    });
  }

  /** One request at a time through mutation(): a failure lands in `error`, shown by the alert. */
  private readonly requests = mutation((call: Observable<unknown>) => call);

  private async send<T>(call: Observable<T>): Promise<T | null> {
    this.error.set(null);
    const result = await this.requests.run(call);
    if (!result.ok) {
      this.error.set(result.error);
      return null;
    }
    return result.value as T;
  }

  protected async load(clientId = this.clientId()): Promise<void> {
    const history = await this.send(this.api.list(clientId));
    if (!history) return;
    this.history.set(history);
    if (history[0]) await this.open(history[0].id);
  }

  protected async open(auditId: string): Promise<void> {
    this.comparison.set(null);
    this.openPage.set(null);
    this.offset.set(0);
    await this.refresh(auditId);
  }

  /** The latest refresh: an answer to an earlier one (a poll still on its way when a filter changed) is dropped. */
  private refreshes = 0;

  private async refresh(auditId: string): Promise<void> {
    this.stopPolling();
    const ticket = ++this.refreshes;
    const query = {
      offset: this.offset(),
      limit: PAGES_PER_WINDOW,
      severity: this.severity() || undefined,
      type: this.type() || undefined,
    };
    const audit = await this.send(this.api.get(this.clientId(), auditId, query));
    if (!audit || ticket !== this.refreshes) return;
    this.audit.set(audit);
    if (audit.status === 'running')
      this.timer = setTimeout(() => void this.refresh(auditId), POLL_MS);
    else this.history.update((items) => items.map((item) => (item.id === audit.id ? audit : item)));
  }

  private stopPolling(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  protected async start(): Promise<void> {
    this.busy.set(true);
    const audit = await this.send(this.api.start(this.clientId(), this.deep()));
    this.busy.set(false);
    if (!audit) return;
    // Show the new audit at once: the previous one's results must not pass for the new one's (nor a late answer).
    this.refreshes++;
    this.audit.set(audit);
    this.history.update((items) => [audit, ...items]);
    await this.open(audit.id);
  }

  protected async cancel(): Promise<void> {
    const audit = this.audit();
    if (!audit) return;
    await this.send(this.api.cancel(this.clientId(), audit.id));
    await this.refresh(audit.id);
  }

  protected async compare(): Promise<void> {
    const audit = this.audit();
    if (!audit) return;
    const comparison = await this.send(this.api.compare(this.clientId(), audit.id));
    if (comparison) this.comparison.set(comparison);
  }

  protected async saveDrafts(page?: AuditPageView): Promise<void> {
    const audit = this.audit();
    if (!audit) return;
    const saved = await this.send(
      this.api.saveDrafts(this.clientId(), audit.id, page ? [page.id] : undefined),
    );
    if (!saved) return;
    this.toasts.show(`${saved.created.length} draft schema(s) saved to the library`, 'success');
    await this.refresh(audit.id);
    if (saved.skipped.length > 0) await this.offerSecondSchemas(audit.id, saved.skipped);
  }

  /**
   * Pages whose library already holds a schema of the proposed type were skipped: updating that schema is the usual
   * fix, and a second one of the same type for the page is made only when the user says so here.
   */
  private async offerSecondSchemas(auditId: string, skipped: SkippedAuditDraft[]): Promise<void> {
    const lines = skipped.map(
      (s) => `${this.pathOf(s.url)}: a ${s.existingStatus} ${s.schemaType}`,
    );
    const second = await this.confirm.ask({
      title: `${skipped.length} page(s) already have a schema of this type`,
      message: `Not saved, so no page gets two schemas of one type: ${lines.join('; ')}. Update those schemas in the library, or save a second draft beside each.`,
      confirmLabel: 'Save a second draft anyway',
    });
    if (!second) return;
    const saved = await this.send(
      this.api.saveDrafts(
        this.clientId(),
        auditId,
        skipped.map((s) => s.pageId),
        true,
      ),
    );
    if (!saved) return;
    this.toasts.show(`${saved.created.length} second draft(s) saved to the library`, 'success');
    await this.refresh(auditId);
  }

  protected toggle(pageId: string): void {
    this.openPage.update((open) => (open === pageId ? null : pageId));
  }

  protected onSeverity(event: Event): void {
    this.severity.set(inputValue(event) as FindingSeverity | '');
    void this.showWindow(0);
  }

  protected onType(event: Event): void {
    this.type.set(inputValue(event) as FindingType | '');
    void this.showWindow(0);
  }

  /** Another window of pages (or the first one under new filters). */
  protected async showWindow(offset: number): Promise<void> {
    const audit = this.audit();
    if (!audit) return;
    this.offset.set(Math.max(0, offset));
    this.openPage.set(null);
    await this.refresh(audit.id);
  }

  protected readonly pageSize = PAGES_PER_WINDOW;

  protected onDeep(event: Event): void {
    this.deep.set((event.target as HTMLInputElement).checked);
  }

  protected pathOf(url: string): string {
    try {
      const parsed = new URL(url);
      return `${parsed.pathname}${parsed.search}`;
    } catch {
      return url;
    }
  }
}
