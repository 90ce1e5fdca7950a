import {
  ChangeDetectionStrategy,
  Component,
  computed,
  effect,
  inject,
  input,
  signal,
  untracked,
} from '@angular/core';
import { Router, RouterLink } from '@angular/router';
import type { BulkItemStatus, BulkRunItemView } from '@sdn/contracts';
import { PlanApi } from '../../../shared/api/plan-api';
import { SitesApi } from '../../../shared/api/sites-api';
import { clientError } from '../../../shared/data/api-error';
import { resourceError, valueOr } from '../../../shared/data/resource-signals';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { inputValue } from '../../../shared/ui/input-value';
import { Spinner } from '../../../shared/ui/spinner';
import { StatusChip } from '../../../shared/ui/status-chip';
import { ToastService } from '../../../shared/ui/toast.service';
import { isHttpUrl, parseUrlList } from '../data/bulk-input';
import { BulkRunStore } from '../data/bulk-run-store';
import { UpdateProposalDialog, type UpdateProposal } from '../ui/update-proposal-dialog';
import { SchemasApi } from '../../../shared/api/schemas-api';
import { mutation } from '../../../shared/data/mutation';

type Source = 'paste' | 'sitemap';

const ITEM_LABELS: Record<BulkItemStatus, string> = {
  queued: 'Queued',
  running: 'Reading…',
  succeeded: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/**
 * Bulk generation for one site: paste URLs or give a sitemap, follow the run URL by URL, cancel, retry the failed
 * ones and publish the chosen drafts together. The run's id sits in the address (`?run=`) so a reload finds it.
 */
@Component({
  selector: 'app-bulk-page',
  imports: [RouterLink, ErrorAlert, Spinner, StatusChip, UpdateProposalDialog],
  providers: [BulkRunStore],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './bulk-page.html',
  styleUrl: './bulk-page.css',
})
export class BulkPage {
  /** Route parameter. */
  readonly clientId = input.required<string>();
  /** Query parameter: the run shown. */
  readonly run = input<string | undefined>();

  protected readonly store = inject(BulkRunStore);
  private readonly router = inject(Router);
  private readonly toasts = inject(ToastService);

  protected readonly site = valueOr(
    inject(SitesApi).site(() => this.clientId()),
    null,
  );
  protected readonly planResource = inject(PlanApi).usage();
  protected readonly plan = valueOr(this.planResource, null);
  protected readonly planError = resourceError(this.planResource);
  /** URLs one run may hold on this plan (0: the plan has no bulk generation). */
  protected readonly limit = computed(() => this.plan()?.limits.bulkUrlsPerRun ?? 0);

  protected readonly source = signal<Source>('paste');
  protected readonly pasted = signal('');
  protected readonly sitemapUrl = signal('');
  protected readonly parsed = computed(() => parseUrlList(this.pasted()));
  /** Pasted URLs beyond the plan's per-run limit: said under the box as they are typed, and Start waits. */
  protected readonly overLimit = computed(() =>
    this.source() === 'paste' && this.limit() > 0
      ? Math.max(0, this.parsed().urls.length - this.limit())
      : 0,
  );
  protected readonly selected = signal<ReadonlySet<string>>(new Set());
  protected readonly selectedCount = computed(
    () => this.store.publishable().filter((item) => this.selected().has(item.id)).length,
  );
  protected readonly allSelected = computed(() => {
    const publishable = this.store.publishable();
    return publishable.length > 0 && publishable.every((item) => this.selected().has(item.id));
  });
  protected readonly itemLabels = ITEM_LABELS;

  constructor() {
    effect(() => {
      const clientId = this.clientId();
      const runId = this.run();
      if (runId) untracked(() => this.store.open(clientId, runId));
    });
  }

  protected onPaste(event: Event): void {
    this.pasted.set(inputValue(event));
  }

  protected onSitemap(event: Event): void {
    this.sitemapUrl.set(inputValue(event));
  }

  protected async start(): Promise<void> {
    if (this.store.starting.pending()) return;
    const body = this.requestBody();
    if (!body) return;
    const run = await this.store.start(this.clientId(), body);
    if (!run) return;
    this.selected.set(new Set());
    await this.router.navigate([], { queryParams: { run: run.id }, replaceUrl: true });
  }

  protected async cancel(): Promise<void> {
    if (await this.store.cancel()) this.toasts.show('Run cancelled: queued URLs will not be read');
  }

  protected async retryFailed(): Promise<void> {
    if (await this.store.retryFailed()) this.toasts.show('Failed URLs queued again');
  }

  protected toggle(item: BulkRunItemView, event: Event): void {
    const checked = (event.target as HTMLInputElement).checked;
    this.selected.update((current) => {
      const next = new Set(current);
      if (checked) next.add(item.id);
      else next.delete(item.id);
      return next;
    });
  }

  protected toggleAll(event: Event): void {
    const checked = (event.target as HTMLInputElement).checked;
    this.selected.set(
      checked ? new Set(this.store.publishable().map((item) => item.id)) : new Set(),
    );
  }

  protected isPublishable(item: BulkRunItemView): boolean {
    return (
      item.status === 'succeeded' && !!item.schemaId && item.schemaStatus === 'draft' && !item.note
    );
  }

  private readonly schemasApi = inject(SchemasApi);
  /** The reading being compared with the library's schema (the dialog is open while set). */
  protected readonly proposal = signal<UpdateProposal | null>(null);
  protected readonly comparing = mutation((schemaId: string) =>
    this.schemasApi.get(this.clientId(), schemaId),
  );
  protected readonly applying = mutation((p: UpdateProposal) =>
    this.schemasApi.update(this.clientId(), p.schema.id, { jsonLd: p.update }),
  );

  /** Loads the library's schema as it is now, to show beside the run's reading. */
  protected async compare(item: BulkRunItemView): Promise<void> {
    if (!item.schemaId || !item.update) return;
    const loaded = await this.comparing.run(item.schemaId);
    if (loaded.ok) {
      this.applying.reset();
      this.proposal.set({ schema: loaded.value, update: item.update });
    }
  }

  protected async applyUpdate(p: UpdateProposal): Promise<void> {
    if (this.applying.pending()) return;
    const saved = await this.applying.run(p);
    if (!saved.ok) return;
    this.proposal.set(null);
    this.toasts.show(`${saved.value.name} updated from the page`);
  }

  protected async publish(): Promise<void> {
    // A second click before the button shows as disabled must not send the same selection again.
    if (this.store.publishing.pending()) return;
    const ids = this.store
      .publishable()
      .filter((item) => this.selected().has(item.id))
      .map((item) => item.id);
    if (!ids.length) return;
    const published = await this.store.publish(ids);
    if (!published) return;
    this.selected.set(new Set());
    this.toasts.show(`${published.length} schema${published.length === 1 ? '' : 's'} published`);
  }

  /** Checks what the browser can (addresses, the plan's per-run limit) before asking the server. */
  private requestBody(): { urls: string[] } | { sitemapUrl: string } | null {
    if (this.source() === 'sitemap') {
      const sitemapUrl = this.sitemapUrl().trim();
      if (!isHttpUrl(sitemapUrl)) {
        this.store.starting.fail(
          clientError("Enter the sitemap's full address, starting with https://"),
        );
        return null;
      }
      return { sitemapUrl };
    }
    const { urls, invalid } = this.parsed();
    if (invalid.length) {
      this.store.starting.fail(
        clientError(
          `These lines are not page addresses: ${invalid.slice(0, 3).join(', ')}${invalid.length > 3 ? '…' : ''}`,
        ),
      );
      return null;
    }
    if (!urls.length) {
      this.store.starting.fail(clientError('Paste at least one page URL, one a line.'));
      return null;
    }
    const limit = this.limit();
    if (limit && urls.length > limit) {
      this.store.starting.fail(
        clientError(`Your plan allows ${limit} URLs per run; remove ${urls.length - limit}.`),
      );
      return null;
    }
    return { urls };
  }
}
