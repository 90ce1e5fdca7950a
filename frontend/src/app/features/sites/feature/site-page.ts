import { DatePipe, TitleCasePipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, computed, inject, input, signal } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { ClientSiteDto, SchemaStatus } from '@sdn/contracts';
import { SchemasApi } from '../../../shared/api/schemas-api';
import { SitesApi } from '../../../shared/api/sites-api';
import { mutation } from '../../../shared/data/mutation';
import { lastValue, resourceError, valueOr } from '../../../shared/data/resource-signals';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { ToastService } from '../../../shared/ui/toast.service';
import { StatusChip } from '../../../shared/ui/status-chip';
import { DomainLockPanel } from '../ui/domain-lock-panel';
import { InstallPanel } from '../ui/install-panel';
import { SchemaTable } from '../ui/schema-table';
import { siteDomain } from '../ui/site-card';
import { inputValue } from '../../../shared/ui/input-value';
import { AuthStore } from '../../../core/auth/auth-store';
import { sendToDevUrl } from '../../../shared/api/send-to-dev-url';
import { PlanApi } from '../../../shared/api/plan-api';
import { UsageMeter, atLimit, upgradeOffer } from '../../../shared/ui/usage-meter';

/** One site: how to install it, and its schema library with status filter and search. */
@Component({
  selector: 'app-site-page',
  imports: [RouterLink, TitleCasePipe, DatePipe, ErrorAlert, Spinner, StatusChip, InstallPanel, DomainLockPanel, SchemaTable, UsageMeter],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './site-page.html',
  styleUrl: './site-page.css',
})
export class SitePage {
  /** Route parameter. */
  readonly clientId = input.required<string>();

  private readonly sitesApi = inject(SitesApi);
  private readonly toasts = inject(ToastService);

  protected readonly statusFilter = signal<SchemaStatus | ''>('');
  protected readonly siteResource = this.sitesApi.site(() => this.clientId());
  /** The site as shown; the install and domain-lock panels replace it with the server's answers. */
  protected readonly site = valueOr(this.siteResource, null);
  protected readonly siteError = resourceError(this.siteResource);
  protected readonly schemasResource = inject(SchemasApi).list(() => {
    const status = this.statusFilter();
    return { clientId: this.clientId(), filter: status ? { status } : {} };
  });
  /** The previous filter's rows stay on screen (marked "Updating…") until the new ones arrive. */
  private readonly lastSchemas = lastValue(this.schemasResource);
  protected readonly schemas = computed(() => this.lastSchemas() ?? []);
  protected readonly schemasLoading = this.schemasResource.isLoading;
  protected readonly schemasLoaded = computed(() => this.lastSchemas() !== undefined);
  protected readonly schemasError = resourceError(this.schemasResource);
  protected readonly search = signal('');
  protected readonly statuses: SchemaStatus[] = ['draft', 'published', 'paused'];

  private readonly auth = inject(AuthStore);
  /** Audits and white-label exports are Agency features. */
  protected readonly agency = computed(() => this.auth.plan() === 'agency');
  /** The workspace's saved-schema count against the plan (server numbers); New schema is off at the limit. */
  protected readonly usage = valueOr(inject(PlanApi).usage(() => this.auth.workspaceId()), null);
  protected readonly schemasFull = computed(() => {
    const usage = this.usage();
    return !!usage && atLimit(usage.usage.savedSchemas, usage.limits.savedSchemas);
  });
  protected readonly upgradeOffer = computed(() => upgradeOffer(this.auth.session()?.role, this.auth.plan()));
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

  protected readonly verifying = mutation((clientId: string) => this.sitesApi.verifySdk(clientId));

  protected async verifySdk(): Promise<void> {
    // A failure stays in the install panel with its reason (verifying.error()), not in a toast that fades.
    const result = await this.verifying.run(this.clientId());
    if (!result.ok) return;
    const site = result.value;
    this.siteResource.set(site);
    this.toasts.show(site.sdkStatus === 'Verified' ? 'SDK verified on the site' : 'The snippet was not found yet', site.sdkStatus === 'Verified' ? 'success' : 'info');
  }

  protected siteSaved(site: ClientSiteDto): void {
    this.siteResource.set(site);
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
