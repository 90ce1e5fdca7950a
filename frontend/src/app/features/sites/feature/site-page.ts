import { DatePipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, computed, inject, input } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { ClientSiteDto } from '@sdn/contracts';
import { SitesApi } from '../../../shared/api/sites-api';
import { mutation } from '../../../shared/data/mutation';
import { resourceError, valueOr } from '../../../shared/data/resource-signals';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { ToastService } from '../../../shared/ui/toast.service';
import { StatusChip } from '../../../shared/ui/status-chip';
import { DomainLockPanel } from '../ui/domain-lock-panel';
import { SchemaLibrary } from './schema-library';
import { InstallPanel } from '../ui/install-panel';
import { siteDomain } from '../ui/site-card';
import { AuthStore } from '../../../core/auth/auth-store';
import { sendToDevUrl } from '../../../shared/api/send-to-dev-url';
import { DownloadButton } from '../../../shared/ui/download-button';
import { PlanApi } from '../../../shared/api/plan-api';
import { UsageMeter, atLimit, upgradeOffer } from '../../../shared/ui/usage-meter';

/** One site: how to install it, and its schema library (paged, filtered and sorted by the service). */
@Component({
  selector: 'app-site-page',
  imports: [
    RouterLink,
    DatePipe,
    ErrorAlert,
    Spinner,
    StatusChip,
    InstallPanel,
    DomainLockPanel,
    SchemaLibrary,
    UsageMeter,
    DownloadButton,
  ],
  changeDetection: ChangeDetectionStrategy.OnPush,
  templateUrl: './site-page.html',
  styleUrl: './site-page.css',
})
export class SitePage {
  /** Route parameter. */
  readonly clientId = input.required<string>();

  private readonly sitesApi = inject(SitesApi);
  private readonly toasts = inject(ToastService);

  protected readonly siteResource = this.sitesApi.site(() => this.clientId());
  /** The site as shown; the install and domain-lock panels replace it with the server's answers. */
  protected readonly site = valueOr(this.siteResource, null);
  protected readonly siteError = resourceError(this.siteResource);
  private readonly auth = inject(AuthStore);
  /** Audits and white-label exports are Agency features. */
  protected readonly agency = computed(() => this.auth.plan() === 'agency');
  /** The workspace's saved-schema count against the plan (server numbers); New schema is off at the limit. */
  private readonly usageResource = inject(PlanApi).usage(() => this.auth.workspaceId());
  protected readonly usage = valueOr(this.usageResource, null);
  protected readonly schemasFull = computed(() => {
    const usage = this.usage();
    return !!usage && atLimit(usage.usage.savedSchemas, usage.limits.savedSchemas);
  });
  protected readonly upgradeOffer = computed(() =>
    upgradeOffer(this.auth.session()?.role, this.auth.plan()),
  );
  protected readonly sendToDevUrl = computed(() => sendToDevUrl.site(this.clientId()));
  protected readonly domain = computed(() => siteDomain(this.site()?.websiteUrl ?? ''));
  protected readonly verifying = mutation((clientId: string) => this.sitesApi.verifySdk(clientId));

  protected async verifySdk(): Promise<void> {
    // A failure stays in the install panel with its reason (verifying.error()), not in a toast that fades.
    const result = await this.verifying.run(this.clientId());
    if (!result.ok) return;
    const site = result.value;
    this.siteResource.set(site);
    this.toasts.show(
      site.sdkStatus === 'Verified' ? 'SDK verified on the site' : 'The snippet was not found yet',
      site.sdkStatus === 'Verified' ? 'success' : 'info',
    );
  }

  /** The library added or deleted schemas: the header's meter reads the count again. */
  protected schemaCountChanged(): void {
    this.usageResource.reload();
  }

  protected siteSaved(site: ClientSiteDto): void {
    this.siteResource.set(site);
  }
}
