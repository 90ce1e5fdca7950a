import { ChangeDetectionStrategy, Component, DestroyRef, computed, effect, inject, input, signal, untracked } from '@angular/core';
import { ActivatedRoute, RouterLink } from '@angular/router';
import type { ClientSiteDto, SearchConsolePropertyView, SearchConsoleView, SearchPerformanceReport } from '@sdn/contracts';
import { provideEchartsCore } from 'ngx-echarts';
import { firstValueFrom } from 'rxjs';
import { type ApiError, toApiError } from '../../../core/api/api-error';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { ConfirmService } from '../../../shared/ui/confirm.service';
import { ToastService } from '../../../shared/ui/toast.service';
import { SitesApi } from '../../sites/data/sites-api';
import { SearchConsoleApi } from '../data/search-console-api';
import {
  formatCount, formatCtr, formatCtrChange, formatDay, formatPosition, formatPositionChange, formatRelative,
} from '../ui/metric-format';
import { PerformanceChart } from '../ui/performance-chart';

const POLL_MS = 2000;

/** A site's Performance tab: the Search Console connection, then clicks, impressions, CTR and position per page. */
@Component({
  selector: 'app-performance-page',
  imports: [RouterLink, ErrorAlert, Spinner, PerformanceChart],
  providers: [provideEchartsCore({ echarts: () => import('../ui/echarts-setup').then((m) => m.echarts) })],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './performance-page.html',
  styleUrl: './performance-page.css',
})
export class PerformancePage {
  /** Route parameter. */
  readonly clientId = input.required<string>();

  private readonly api = inject(SearchConsoleApi);
  private readonly sitesApi = inject(SitesApi);
  private readonly toasts = inject(ToastService);
  private readonly confirm = inject(ConfirmService);
  private readonly route = inject(ActivatedRoute);

  protected readonly site = signal<ClientSiteDto | null>(null);
  protected readonly status = signal<SearchConsoleView | null>(null);
  protected readonly error = signal<ApiError | null>(null);
  protected readonly report = signal<SearchPerformanceReport | null>(null);
  protected readonly reportError = signal<ApiError | null>(null);
  protected readonly properties = signal<SearchConsolePropertyView[] | null>(null);
  protected readonly days = signal<28 | 90>(28);
  protected readonly busy = signal(false);
  /** The outcome Google's callback sent back (?searchConsole=error&message=...). */
  protected readonly callbackMessage = signal<string | null>(null);

  protected readonly syncing = computed(() => ['queued', 'running'].includes(this.status()?.sync.status ?? ''));
  protected readonly hasData = computed(() => ['connected', 'reconnect_needed'].includes(this.status()?.status ?? ''));

  protected readonly fmt = { formatCount, formatCtr, formatCtrChange, formatDay, formatPosition, formatPositionChange, formatRelative };

  private poll: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    const query = this.route.snapshot.queryParamMap;
    if (query.get('searchConsole') === 'error') this.callbackMessage.set(query.get('message') ?? 'Connecting Search Console failed');
    if (query.get('searchConsole') === 'connected') this.toasts.show('Search Console connected');
    effect(() => {
      const clientId = this.clientId();
      untracked(() => void this.load(clientId));
    });
    inject(DestroyRef).onDestroy(() => this.stopPolling());
  }

  protected async load(clientId = this.clientId()): Promise<void> {
    this.error.set(null);
    try {
      const [site, status] = await Promise.all([firstValueFrom(this.sitesApi.get(clientId)), firstValueFrom(this.api.status(clientId))]);
      this.site.set(site);
      this.applyStatus(status);
    } catch (error) {
      this.error.set(toApiError(error));
    }
  }

  private applyStatus(status: SearchConsoleView): void {
    const wasSyncing = this.syncing();
    this.status.set(status);
    if (status.status === 'choose_property' && this.properties() === null) void this.loadProperties();
    if (this.hasData() && (this.report() === null || (wasSyncing && !this.syncing()))) void this.loadReport();
    this.stopPolling();
    if (this.syncing()) this.poll = setTimeout(() => void this.refreshStatus(), POLL_MS);
  }

  private async refreshStatus(): Promise<void> {
    try {
      this.applyStatus(await firstValueFrom(this.api.status(this.clientId())));
    } catch (error) {
      this.error.set(toApiError(error));
    }
  }

  private stopPolling(): void {
    if (this.poll) clearTimeout(this.poll);
    this.poll = null;
  }

  protected async loadReport(): Promise<void> {
    this.reportError.set(null);
    try {
      this.report.set(await firstValueFrom(this.api.performance(this.clientId(), this.days())));
    } catch (error) {
      this.reportError.set(toApiError(error));
    }
  }

  private async loadProperties(): Promise<void> {
    try {
      this.properties.set((await firstValueFrom(this.api.properties(this.clientId()))).items);
    } catch (error) {
      this.error.set(toApiError(error));
    }
  }

  protected async connect(): Promise<void> {
    await this.act(async () => {
      const { authorizationUrl } = await firstValueFrom(this.api.connect(this.clientId()));
      // Google's consent page; it sends the browser back to the service's callback, which returns here.
      window.location.assign(authorizationUrl);
    });
  }

  protected async choose(siteUrl: string): Promise<void> {
    await this.act(async () => {
      this.applyStatus(await firstValueFrom(this.api.chooseProperty(this.clientId(), siteUrl)));
      this.properties.set(null);
    });
  }

  protected async syncNow(): Promise<void> {
    await this.act(async () => this.applyStatus(await firstValueFrom(this.api.sync(this.clientId()))));
  }

  protected async disconnect(): Promise<void> {
    const ok = await this.confirm.ask({
      title: 'Disconnect Search Console?',
      message: 'Access is revoked at Google and the synced figures are deleted. You can connect again later.',
      confirmLabel: 'Disconnect',
      danger: true,
    });
    if (!ok) return;
    await this.act(async () => {
      await firstValueFrom(this.api.disconnect(this.clientId()));
      this.report.set(null);
      await this.load();
    });
  }

  protected async setDays(days: 28 | 90): Promise<void> {
    this.days.set(days);
    await this.loadReport();
  }

  private async act(work: () => Promise<void>): Promise<void> {
    this.busy.set(true);
    this.error.set(null);
    try {
      await work();
    } catch (error) {
      this.error.set(toApiError(error));
    } finally {
      this.busy.set(false);
    }
  }
}
