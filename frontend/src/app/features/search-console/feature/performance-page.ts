import {
  ChangeDetectionStrategy,
  Component,
  DestroyRef,
  computed,
  effect,
  inject,
  input,
  signal,
} from '@angular/core';
import { ActivatedRoute, RouterLink } from '@angular/router';
import type { SchemaEventView, SearchConsoleView } from '@sdn/contracts';
import { provideEchartsCore } from 'ngx-echarts';
import { SitesApi } from '../../../shared/api/sites-api';
import { mutation } from '../../../shared/data/mutation';
import { lastValue, resourceError, valueOr } from '../../../shared/data/resource-signals';
import { ConfirmService } from '../../../shared/ui/confirm.service';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { ToastService } from '../../../shared/ui/toast.service';
import { SearchConsoleApi } from '../data/search-console-api';
import {
  formatCount,
  formatCtr,
  formatCtrChange,
  formatDay,
  formatPosition,
  formatPositionChange,
  formatRelative,
} from '../ui/metric-format';
import { PerformanceChart } from '../ui/performance-chart';
import { connectFailureText } from '../ui/connect-failure-text';

const POLL_MS = 2000;
const ACTION_LABELS: Record<SchemaEventView['action'], string> = {
  publish: 'Published',
  pause: 'Paused',
  unpause: 'Unpaused',
  delete: 'Deleted',
};

/** A site's Performance tab: the Search Console connection, then clicks, impressions, CTR and position per page. */
@Component({
  selector: 'app-performance-page',
  imports: [RouterLink, ErrorAlert, Spinner, PerformanceChart],
  providers: [
    provideEchartsCore({ echarts: () => import('../ui/echarts-setup').then((m) => m.echarts) }),
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './performance-page.html',
  styleUrl: './performance-page.css',
})
export class PerformancePage {
  /** Route parameter. */
  readonly clientId = input.required<string>();

  private readonly api = inject(SearchConsoleApi);
  private readonly toasts = inject(ToastService);
  private readonly confirm = inject(ConfirmService);

  protected readonly site = valueOr(
    inject(SitesApi).site(() => this.clientId()),
    null,
  );
  protected readonly statusResource = this.api.status(() => this.clientId());
  /** The connection as shown; writes replace it with the server's answer. */
  private readonly lastStatus = lastValue(this.statusResource);
  protected readonly status = computed(() => this.lastStatus() ?? null);
  protected readonly statusError = resourceError(this.statusResource);
  protected readonly syncing = computed(() =>
    ['queued', 'running'].includes(this.status()?.sync.status ?? ''),
  );
  protected readonly hasData = computed(() =>
    ['connected', 'access_lost', 'reconnect_needed'].includes(this.status()?.status ?? ''),
  );

  protected readonly days = signal<28 | 90>(28);
  /** Bumped when a sync ends, so the report is read again. */
  private readonly syncedAt = computed(() => this.status()?.sync.lastSyncAt ?? null);
  protected readonly reportResource = this.api.performance(() =>
    this.hasData()
      ? { clientId: this.clientId(), days: this.days(), syncedAt: this.syncedAt() }
      : undefined,
  );
  protected readonly report = lastValue(this.reportResource);
  protected readonly reportError = resourceError(this.reportResource);
  /** Without figures (Google not configured or not connected) the publish history still shows, newest first. */
  protected readonly history = this.api.publishHistory(() =>
    this.status() && !this.hasData() ? this.clientId() : undefined,
  );
  protected readonly historyNewestFirst = computed(() =>
    [...(this.history.value() ?? [])].reverse(),
  );
  protected readonly actionLabels = ACTION_LABELS;
  protected readonly properties = this.api.properties(() =>
    this.status()?.status === 'choose_property' ? this.clientId() : undefined,
  );

  protected readonly connecting = mutation((clientId: string) => this.api.connect(clientId));
  protected readonly choosing = mutation((clientId: string, siteUrl: string) =>
    this.api.chooseProperty(clientId, siteUrl),
  );
  protected readonly syncRequest = mutation((clientId: string) => this.api.sync(clientId));
  protected readonly disconnecting = mutation((clientId: string) => this.api.disconnect(clientId));
  protected readonly busy = computed(
    () =>
      this.connecting.pending() ||
      this.choosing.pending() ||
      this.syncRequest.pending() ||
      this.disconnecting.pending(),
  );
  protected readonly actionError = computed(
    () =>
      this.connecting.error() ??
      this.choosing.error() ??
      this.syncRequest.error() ??
      this.disconnecting.error(),
  );
  /** The outcome Google's callback sent back (?searchConsole=error&reason=<code>), as one of our own texts. */
  protected readonly callbackMessage: string | null;

  protected readonly fmt = {
    formatCount,
    formatCtr,
    formatCtrChange,
    formatDay,
    formatPosition,
    formatPositionChange,
    formatRelative,
  };

  constructor() {
    const query = inject(ActivatedRoute).snapshot.queryParamMap;
    this.callbackMessage =
      query.get('searchConsole') === 'error' ? connectFailureText(query.get('reason')) : null;
    if (query.get('searchConsole') === 'connected') this.toasts.show('Search Console connected');
    // While a sync is queued or running, look again every two seconds.
    let poll: ReturnType<typeof setTimeout> | undefined;
    effect(() => {
      clearTimeout(poll);
      if (this.syncing() && !this.statusResource.isLoading())
        poll = setTimeout(() => this.statusResource.reload(), POLL_MS);
    });
    inject(DestroyRef).onDestroy(() => clearTimeout(poll));
  }

  protected async connect(): Promise<void> {
    const result = await this.connecting.run(this.clientId());
    // Google's consent page; it sends the browser back to the service's callback, which returns here.
    if (result.ok) window.location.assign(result.value.authorizationUrl);
  }

  protected async choose(siteUrl: string): Promise<void> {
    const result = await this.choosing.run(this.clientId(), siteUrl);
    if (result.ok) this.show(result.value);
  }

  protected async syncNow(): Promise<void> {
    const result = await this.syncRequest.run(this.clientId());
    if (result.ok) this.show(result.value);
  }

  protected async disconnect(): Promise<void> {
    const ok = await this.confirm.ask({
      title: 'Disconnect Search Console?',
      message:
        'The synced figures are deleted, and access is revoked at Google unless other sites connected with the same Google account still use it. You can connect again later.',
      confirmLabel: 'Disconnect',
      danger: true,
    });
    if (!ok) return;
    const result = await this.disconnecting.run(this.clientId());
    if (result.ok) {
      this.toasts.show('Search Console disconnected');
      this.statusResource.reload();
    }
  }

  protected setDays(days: 28 | 90): void {
    this.days.set(days);
  }

  private show(view: SearchConsoleView): void {
    this.statusResource.set(view);
  }
}
