import { DatePipe, TitleCasePipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, computed, effect, inject, input, signal, untracked } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { ClientSiteDto, SchemaDto, SchemaStatus } from '@sdn/contracts';
import { firstValueFrom } from 'rxjs';
import { type ApiError, toApiError } from '../../../core/api/api-error';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { ToastService } from '../../../shared/ui/toast.service';
import { StatusChip } from '../../../shared/ui/status-chip';
import { SchemasApi } from '../../schemas/data/schemas-api';
import { SitesApi } from '../data/sites-api';
import { DomainLockPanel } from '../ui/domain-lock-panel';
import { InstallPanel } from '../ui/install-panel';
import { SchemaTable } from '../ui/schema-table';
import { siteDomain } from '../ui/site-card';
import { inputValue } from '../../../shared/ui/input-value';
import { AuthStore } from '../../../core/auth/auth-store';
import { sendToDevUrl } from '../../audit/data/audits-api';

/** One site: how to install it, and its schema library with status filter and search. */
@Component({
  selector: 'app-site-page',
  imports: [RouterLink, TitleCasePipe, DatePipe, ErrorAlert, Spinner, StatusChip, InstallPanel, DomainLockPanel, SchemaTable],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './site-page.html',
  styleUrl: './site-page.css',
})
export class SitePage {
  /** Route parameter. */
  readonly clientId = input.required<string>();

  private readonly sitesApi = inject(SitesApi);
  private readonly schemasApi = inject(SchemasApi);
  private readonly toasts = inject(ToastService);

  protected readonly site = signal<ClientSiteDto | null>(null);
  protected readonly siteError = signal<ApiError | null>(null);
  protected readonly schemas = signal<SchemaDto[]>([]);
  protected readonly schemasLoading = signal(false);
  protected readonly schemasLoaded = signal(false);
  protected readonly schemasError = signal<ApiError | null>(null);
  protected readonly statusFilter = signal<SchemaStatus | ''>('');
  protected readonly search = signal('');
  protected readonly statuses: SchemaStatus[] = ['draft', 'published', 'paused'];

  /** Audits and white-label exports are Agency features. */
  private readonly auth = inject(AuthStore);
  protected readonly agency = computed(() => this.auth.plan() === 'agency');
  protected readonly sendToDevUrl = computed(() => sendToDevUrl.site(this.clientId()));
  protected readonly domain = computed(() => siteDomain(this.site()?.websiteUrl ?? ''));
  protected readonly visibleSchemas = computed(() => {
    const term = this.search().trim().toLowerCase();
    if (!term) return this.schemas();
    return this.schemas().filter(
      (schema) => schema.name.toLowerCase().includes(term) || schema.pageUrl.toLowerCase().includes(term),
    );
  });
  protected readonly filtering = computed(() => !!this.statusFilter() || !!this.search().trim());

  constructor() {
    effect(() => {
      const clientId = this.clientId();
      untracked(() => void this.loadSite(clientId));
    });
    effect(() => {
      const clientId = this.clientId();
      const status = this.statusFilter();
      untracked(() => void this.loadSchemas(clientId, status));
    });
  }

  protected async loadSite(clientId = this.clientId()): Promise<void> {
    this.siteError.set(null);
    try {
      this.site.set(await firstValueFrom(this.sitesApi.get(clientId)));
    } catch (error) {
      this.siteError.set(toApiError(error));
    }
  }

  protected async loadSchemas(clientId = this.clientId(), status = this.statusFilter()): Promise<void> {
    this.schemasLoading.set(true);
    this.schemasError.set(null);
    try {
      const items = await firstValueFrom(this.schemasApi.list(clientId, status ? { status } : {}));
      if (clientId === this.clientId() && status === this.statusFilter()) {
        this.schemas.set(items);
        this.schemasLoaded.set(true);
      }
    } catch (error) {
      this.schemasError.set(toApiError(error));
    } finally {
      this.schemasLoading.set(false);
    }
  }

  protected readonly verifying = signal(false);

  protected async verifySdk(): Promise<void> {
    this.verifying.set(true);
    try {
      const site = await firstValueFrom(this.sitesApi.verifySdk(this.clientId()));
      this.site.set(site);
      this.toasts.show(site.sdkStatus === 'Verified' ? 'SDK verified on the site' : 'The snippet was not found yet', site.sdkStatus === 'Verified' ? 'success' : 'info');
    } catch (error) {
      this.toasts.show(toApiError(error).message, 'error');
    } finally {
      this.verifying.set(false);
    }
  }

  protected siteSaved(site: ClientSiteDto): void {
    this.site.set(site);
  }

  protected onStatus(event: Event): void {
    this.statusFilter.set(inputValue(event) as SchemaStatus | '');
  }

  protected onSearch(event: Event): void {
    this.search.set(inputValue(event));
  }

  protected clearFilters(): void {
    this.search.set('');
    this.statusFilter.set('');
  }
}
