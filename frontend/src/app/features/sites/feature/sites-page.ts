import { ChangeDetectionStrategy, Component, effect, inject, signal, untracked } from '@angular/core';
import { Router } from '@angular/router';
import type { ClientSiteDto, CreateClientSiteRequest } from '@sdn/contracts';
import type { ApiError } from '../../../core/api/api-error';
import { AuthStore } from '../../../core/auth/auth-store';
import { ConfirmService } from '../../../shared/ui/confirm.service';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { ToastService } from '../../../shared/ui/toast.service';
import { SitesStore } from '../data/sites-store';
import { SiteCard } from '../ui/site-card';
import { SiteFormDialog } from '../ui/site-form-dialog';

/** The portfolio: every site of the workspace as a card, with create, rename and delete. */
@Component({
  selector: 'app-sites-page',
  imports: [SiteCard, SiteFormDialog, Spinner, ErrorAlert],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <div class="page">
      <div class="page-header">
        <div>
          <h1>Sites</h1>
          <p class="muted">Each site has its own Client ID, snippet and schema library.</p>
        </div>
        <button type="button" class="btn btn-primary" (click)="openCreate()">
          <span class="icon" aria-hidden="true">add</span> Add site
        </button>
      </div>

      <app-error-alert [error]="store.error()" [retryable]="true" (retry)="store.load()" />
      @if (store.loading() && !store.loaded()) {
        <app-spinner label="Loading sites…" />
      } @else if (store.loaded() && store.sites().length === 0) {
        <section class="card empty">
          <span class="icon big" aria-hidden="true">language</span>
          <h2>Add your first site</h2>
          <p class="muted">A site gets a Client ID and a one-line snippet. Install it once, then publish schemas for any page of the site from here.</p>
          <button type="button" class="btn btn-primary" (click)="openCreate()">Add site</button>
        </section>
      } @else {
        <div class="grid">
          @for (site of store.sites(); track site.id) {
            <app-site-card [site]="site" [deleting]="deletingId() === site.id" (rename)="openRename($event)" (remove)="remove($event)" />
          }
        </div>
      }
    </div>
    <app-site-form-dialog [open]="dialogMode() !== null" [mode]="dialogMode() ?? 'create'" [initialName]="editing()?.name ?? ''"
      [busy]="saving()" [error]="formError()" (save)="save($event)" (cancel)="closeDialog()" />
  `,
  styles: `
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 1rem; }
    .empty { text-align: center; padding: 2.5rem 1.5rem; }
    .empty p { max-width: 520px; margin: 0 auto 1rem; }
    .big { font-size: 2.5rem; color: var(--color-primary); }
    @media (max-width: 480px) { .grid { grid-template-columns: 1fr; } }
  `,
})
export class SitesPage {
  protected readonly store = inject(SitesStore);
  private readonly confirm = inject(ConfirmService);
  private readonly toasts = inject(ToastService);
  private readonly router = inject(Router);

  protected readonly dialogMode = signal<'create' | 'rename' | null>(null);
  protected readonly editing = signal<ClientSiteDto | null>(null);
  protected readonly saving = signal(false);
  protected readonly formError = signal<ApiError | null>(null);
  protected readonly deletingId = signal<string | null>(null);

  constructor() {
    void this.store.load();
    // The workspace switcher navigates to /sites, which does not recreate this page when it is already shown:
    // load the new workspace's sites here (the store has already forgotten the previous workspace's).
    const auth = inject(AuthStore);
    let shownFor = auth.session()?.workspace.id;
    effect(() => {
      const workspaceId = auth.session()?.workspace.id;
      if (!workspaceId || workspaceId === shownFor) return;
      shownFor = workspaceId;
      untracked(() => void this.store.load());
    });
  }

  protected openCreate(): void {
    this.editing.set(null);
    this.formError.set(null);
    this.dialogMode.set('create');
  }

  protected openRename(site: ClientSiteDto): void {
    this.editing.set(site);
    this.formError.set(null);
    this.dialogMode.set('rename');
  }

  protected closeDialog(): void {
    this.dialogMode.set(null);
  }

  protected async save(value: CreateClientSiteRequest): Promise<void> {
    this.saving.set(true);
    this.formError.set(null);
    try {
      const editing = this.editing();
      if (this.dialogMode() === 'rename' && editing) {
        await this.store.update(editing.id, { name: value.name });
        this.toasts.show('Site renamed');
        this.dialogMode.set(null);
      } else {
        const site = await this.store.create(value);
        this.toasts.show(`${site.name} added`);
        this.dialogMode.set(null);
        await this.router.navigate(['/sites', site.id]);
      }
    } catch (error) {
      this.formError.set(error as ApiError);
    } finally {
      this.saving.set(false);
    }
  }

  protected async remove(site: ClientSiteDto): Promise<void> {
    const confirmed = await this.confirm.ask({
      title: `Delete ${site.name}?`,
      message: `Its ${site.schemaCount} schema(s) stop being delivered at once and are deleted. This cannot be undone.`,
      confirmLabel: 'Delete site',
      danger: true,
    });
    if (!confirmed) return;
    this.deletingId.set(site.id);
    try {
      await this.store.remove(site.id);
      this.toasts.show(`${site.name} deleted`);
    } catch (error) {
      this.toasts.show((error as ApiError).message, 'error');
    } finally {
      this.deletingId.set(null);
    }
  }
}
