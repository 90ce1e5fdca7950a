import { httpResource } from '@angular/common/http';
import { Injectable, computed, inject, signal } from '@angular/core';
import type { SchemaListResponse } from '@sdn/contracts';
import { AuthStore } from '../../../core/auth/auth-store';
import { onboardingSteps } from './onboarding-steps';
import { SitesStore } from './sites-store';

const DISMISSED_KEY = 'sdn.onboarding.dismissed.';

/**
 * The sites page's first-run checklist: steps from the listed sites and a count of the first site's published
 * schemas (one `limit=1` read). Hiding it once every step is done is the only thing remembered locally, per
 * workspace, because it is a preference of this browser, not a fact about the workspace.
 */
@Injectable()
export class OnboardingProgress {
  private readonly sites = inject(SitesStore);
  private readonly auth = inject(AuthStore);
  private readonly firstSite = computed(() =>
    this.sites.loaded() ? (this.sites.sites()[0] ?? null) : undefined,
  );
  private readonly published = httpResource<SchemaListResponse>(() => {
    const site = this.firstSite();
    return site
      ? {
          url: `/api/clients/${encodeURIComponent(site.id)}/schemas`,
          params: { status: 'published', limit: 1 },
        }
      : undefined;
  });
  private readonly dismissedNow = signal<string | null>(null);

  /** Null until the sites (and, with a site, its published count) are known. */
  readonly steps = computed(() => {
    const site = this.firstSite();
    if (site === undefined) return null;
    if (site === null) return onboardingSteps(null, 0);
    const published = this.published.hasValue() ? this.published.value().total : null;
    return published === null ? null : onboardingSteps(site, published);
  });
  readonly complete = computed(() => this.steps()?.every((step) => step.done) ?? false);
  readonly dismissed = computed(() => {
    const workspace = this.auth.workspaceId();
    return !!workspace && (this.dismissedNow() === workspace || readDismissed(workspace));
  });

  dismiss(): void {
    const workspace = this.auth.workspaceId();
    if (!workspace || !this.complete()) return;
    globalThis.localStorage?.setItem(DISMISSED_KEY + workspace, '1');
    this.dismissedNow.set(workspace);
  }
}

function readDismissed(workspace: string): boolean {
  try {
    return globalThis.localStorage?.getItem(DISMISSED_KEY + workspace) === '1';
  } catch {
    return false;
  }
}
