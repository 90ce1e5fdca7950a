import { ChangeDetectionStrategy, Component, computed, inject, signal } from '@angular/core';
import { ActivatedRoute, Router } from '@angular/router';
import {
  DEFAULT_TRASH_RETENTION_DAYS,
  type ClientSiteDto,
  type CreateClientSiteRequest,
} from '@sdn/contracts';
import { mutation } from '../../../shared/data/mutation';
import { ConfirmService } from '../../../shared/ui/confirm.service';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { ToastService } from '../../../shared/ui/toast.service';
import { SitesStore } from '../data/sites-store';
import { SiteCard } from '../ui/site-card';
import { SiteFormDialog } from '../ui/site-form-dialog';
import { OnboardingProgress } from '../data/onboarding-progress';
import { OnboardingChecklist } from '../ui/onboarding-checklist';
import { PlanApi } from '../../../shared/api/plan-api';
import { valueOr } from '../../../shared/data/resource-signals';
import { UsageMeter, atLimit, upgradeOffer } from '../../../shared/ui/usage-meter';
import { AuthStore } from '../../../core/auth/auth-store';
import { inputValue } from '../../../shared/ui/input-value';
import {
  PORTFOLIO_SORTS,
  type PortfolioLayout,
  type PortfolioSort,
  type PortfolioView,
  portfolioSites,
  portfolioViewFrom,
  portfolioViewParams,
} from '../data/portfolio-view';
import { PortfolioTable } from '../ui/portfolio-table';

/**
 * The portfolio: every site of the workspace as cards or as a list with each client's health, searchable and
 * sortable (the view is kept in the address), with create, rename and delete.
 */
@Component({
  selector: 'app-sites-page',
  imports: [
    SiteCard,
    SiteFormDialog,
    Spinner,
    ErrorAlert,
    OnboardingChecklist,
    UsageMeter,
    PortfolioTable,
  ],
  providers: [SitesStore, OnboardingProgress],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="page">
      <div class="page-header">
        <div>
          <h1>Sites</h1>
          <p class="muted">Each site has its own Client ID, snippet and schema library.</p>
        </div>
        <div class="create">
          @if (usage(); as u) {
            <app-usage-meter [used]="u.usage.clientSites" [limit]="u.limits.clientSites" noun="sites" [upgrade]="upgradeOffer()" />
          }
          <button type="button" class="btn btn-primary" (click)="openCreate()" [disabled]="sitesFull()"
            [attr.aria-describedby]="sitesFull() ? 'sites-limit' : null">
            <span class="icon" aria-hidden="true">add</span> Add site
          </button>
        </div>
      </div>
      @if (sitesFull()) {
        <p id="sites-limit" class="alert alert-info limit">
          Your plan includes {{ usage()?.limits?.clientSites }} site. Agency adds client portfolios, one workspace per client site.
        </p>
      }
      @if (onboarding.steps(); as steps) {
        @if (!onboarding.dismissed()) {
          <app-onboarding-checklist [steps]="steps" (addSite)="openCreate()" (dismiss)="onboarding.dismiss()" />
        }
      }

      <app-error-alert [error]="store.error()" [retryable]="true" (retry)="store.reload()" />
      @if (store.loading() && !store.loaded()) {
        <app-spinner label="Loading sites…" />
      } @else if (store.loaded() && store.sites().length === 0) {
        <section class="card empty">
          <span class="icon big" aria-hidden="true">language</span>
          <h2>Add your first site</h2>
          <p class="muted">A site gets a Client ID and a one-line snippet. Install it once, then publish schemas for any page of the site from here.</p>
          <button type="button" class="btn btn-primary" (click)="openCreate()" [disabled]="sitesFull()">Add site</button>
        </section>
      } @else {
        @if (store.sites().length > 1) {
          <div class="toolbar" role="search" aria-label="Find a client site">
            <div class="field">
              <label for="portfolio-search">Search</label>
              <input id="portfolio-search" class="input" type="search" placeholder="Client name or address" [value]="view().search" (input)="onSearch($event)" />
            </div>
            <div class="field">
              <label for="portfolio-sort">Sort by</label>
              <select id="portfolio-sort" class="input" (change)="onSort($event)">
                @for (option of sorts; track option.value) {
                  <option [value]="option.value" [selected]="view().sort === option.value">{{ option.label }}</option>
                }
              </select>
            </div>
            <div class="layout" role="group" aria-label="Show sites as">
              <button type="button" class="btn btn-sm" [attr.aria-pressed]="view().layout === 'cards'" (click)="setLayout('cards')">Cards</button>
              <button type="button" class="btn btn-sm" [attr.aria-pressed]="view().layout === 'list'" (click)="setLayout('list')">List</button>
            </div>
          </div>
          <p class="muted small" role="status">{{ shown().length }} of {{ store.sites().length }} sites</p>
        }
        @if (shown().length === 0) {
          <p class="empty-search">No site matches “{{ view().search }}”.</p>
        } @else if (view().layout === 'list') {
          <app-portfolio-table [sites]="shown()" />
        } @else {
          <div class="grid">
            @for (site of shown(); track site.id) {
              <app-site-card [site]="site" [deleting]="deletingId() === site.id" (rename)="openRename($event)" (remove)="remove($event)" />
            }
          </div>
        }
      }
    </div>
    <app-site-form-dialog [open]="dialogMode() !== null" [mode]="dialogMode() ?? 'create'" [initialName]="editing()?.name ?? ''"
      [busy]="saving.pending()" [error]="saving.error()" (save)="save($event)" (dismissed)="closeDialog()" />
  `,
  styles: `
    .create { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: .5rem .75rem; }
    .limit { margin-bottom: 1rem; }
    .toolbar { display: flex; flex-wrap: wrap; align-items: flex-end; gap: .5rem 1rem; margin-bottom: .5rem; }
    .toolbar .field { flex: 1 1 12rem; margin: 0; }
    .layout { display: flex; gap: .25rem; }
    .layout [aria-pressed='true'] { background: var(--color-primary-soft); border-color: var(--color-primary); }
    .empty-search { padding: 1.5rem 0; }
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 1rem; }
    .empty { text-align: center; padding: 2.5rem 1.5rem; }
    .empty p { max-width: 520px; margin: 0 auto 1rem; }
    .big { font-size: 2.5rem; color: var(--color-primary); }
    @media (max-width: 480px) { .grid { grid-template-columns: 1fr; } }
  `,
})
export class SitesPage {
  protected readonly store = inject(SitesStore);
  protected readonly onboarding = inject(OnboardingProgress);
  private readonly auth = inject(AuthStore);
  /** Counts and limits from the server, read again after every add and delete. */
  private readonly usageResource = inject(PlanApi).usage(() => this.auth.workspaceId());
  protected readonly usage = valueOr(this.usageResource, null);
  /** Adding is refused before the form opens, not after it is filled. */
  protected readonly sitesFull = computed(() => {
    const usage = this.usage();
    return !!usage && atLimit(usage.usage.clientSites, usage.limits.clientSites);
  });
  protected readonly upgradeOffer = computed(() =>
    upgradeOffer(this.auth.session()?.role, this.auth.plan()),
  );
  private readonly confirm = inject(ConfirmService);
  private readonly toasts = inject(ToastService);
  private readonly router = inject(Router);
  private readonly route = inject(ActivatedRoute);

  protected readonly sorts = PORTFOLIO_SORTS;
  protected readonly view = signal<PortfolioView>(
    portfolioViewFrom(this.route.snapshot.queryParams),
  );
  protected readonly shown = computed(() => portfolioSites(this.store.sites(), this.view()));

  protected onSearch(event: Event): void {
    this.changeView({ search: inputValue(event) });
  }

  protected onSort(event: Event): void {
    this.changeView({ sort: inputValue(event) as PortfolioSort });
  }

  protected setLayout(layout: PortfolioLayout): void {
    this.changeView({ layout });
  }

  /**
   * The address follows the user's own changes only, never the page opening: a navigation written on start would
   * race the log-in redirect of an expired session and bring the user back here.
   */
  private changeView(change: Partial<PortfolioView>): void {
    this.view.update((view) => ({ ...view, ...change }));
    void this.router.navigate([], {
      relativeTo: this.route,
      queryParams: portfolioViewParams(this.view()),
      queryParamsHandling: 'merge',
      replaceUrl: true,
    });
  }

  protected readonly dialogMode = signal<'create' | 'rename' | null>(null);
  protected readonly editing = signal<ClientSiteDto | null>(null);
  /** Creates a site, or renames the one being edited. */
  protected readonly saving = mutation(
    (value: CreateClientSiteRequest, editing: ClientSiteDto | null) =>
      editing ? this.store.update(editing.id, { name: value.name }) : this.store.create(value),
  );
  private readonly deleting = mutation((site: ClientSiteDto) => this.store.remove(site.id));
  protected readonly deletingId = signal<string | null>(null);

  protected openCreate(): void {
    if (this.sitesFull()) return;
    this.editing.set(null);
    this.saving.reset();
    this.dialogMode.set('create');
  }

  protected openRename(site: ClientSiteDto): void {
    this.editing.set(site);
    this.saving.reset();
    this.dialogMode.set('rename');
  }

  protected closeDialog(): void {
    this.dialogMode.set(null);
  }

  protected async save(value: CreateClientSiteRequest): Promise<void> {
    const editing = this.dialogMode() === 'rename' ? this.editing() : null;
    const result = await this.saving.run(value, editing);
    if (!result.ok) return;
    this.dialogMode.set(null);
    this.usageResource.reload();
    if (editing) {
      this.toasts.show('Site renamed');
    } else {
      this.toasts.show(`${result.value.name} added`);
      await this.router.navigate(['/sites', result.value.id]);
    }
  }

  protected async remove(site: ClientSiteDto): Promise<void> {
    const confirmed = await this.confirm.ask({
      title: `Delete ${site.name}?`,
      message: `Its ${site.schemaCount} schema(s) stop being delivered at once. The site and its schemas go to the Trash, where they can be restored for ${DEFAULT_TRASH_RETENTION_DAYS} days before they are deleted for good.`,
      confirmLabel: 'Delete site',
      danger: true,
    });
    if (!confirmed) return;
    this.deletingId.set(site.id);
    const result = await this.deleting.run(site);
    this.deletingId.set(null);
    if (result.ok) this.usageResource.reload();
    this.toasts.show(
      result.ok ? `${site.name} moved to the Trash` : result.error.message,
      result.ok ? 'success' : 'error',
    );
  }
}
