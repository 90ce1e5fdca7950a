import { ChangeDetectionStrategy, Component, computed, inject, linkedSignal } from '@angular/core';
import { RouterLink } from '@angular/router';
import type { WorkspaceBrandingView } from '@sdn/contracts';
import { AuthStore } from '../../core/auth/auth-store';
import { clientError } from '../../shared/data/api-error';
import { mutation } from '../../shared/data/mutation';
import { lastValue, resourceError } from '../../shared/data/resource-signals';
import { ErrorAlert } from '../../shared/ui/error-alert';
import { inputValue } from '../../shared/ui/input-value';
import { ToastService } from '../../shared/ui/toast.service';
import { BrandingApi } from './branding-api';
import { base64Of, logoFileProblem } from './logo-file';

/** Shown in the colour input while no colour is set (the input always holds one). */
const UNSET_COLOUR = '#000000';

/**
 * The logo and accent colour of white-label audit reports, beside the workspace name: the owner of an Agency
 * workspace sets them (a file's type and size are checked at once, before any upload); members and other plans see
 * them read-only.
 */
@Component({
  selector: 'app-workspace-branding-card',
  imports: [ErrorAlert, RouterLink],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section class="card branding" aria-labelledby="branding-title">
      <h2 id="branding-title">Report branding</h2>
      <p class="muted small">Your logo and accent colour on white-label audit reports, with "Prepared by {{ workspaceName() }}".</p>
      <app-error-alert [error]="loadError()" [retryable]="true" (retry)="brandingResource.reload()" />
      @if (branding(); as b) {
        <div class="branding-grid">
          <div class="logo-block">
            <h3>Logo</h3>
            <div class="logo-preview" [class.empty]="!b.logo">
              @if (b.logo) {
                <img [src]="b.logo.url" alt="Workspace logo" [attr.width]="b.logo.width" [attr.height]="b.logo.height" />
              } @else {
                <span class="muted">No logo</span>
              }
            </div>
            @if (b.logo) {
              <p class="muted small">{{ b.logo.contentType === 'image/png' ? 'PNG' : 'JPEG' }}, {{ b.logo.width }} × {{ b.logo.height }} px, {{ kb(b.logo.bytes) }} KB</p>
            }
            @if (canEdit()) {
              <div class="actions">
                <label class="btn btn-sm" for="brand-logo">{{ uploading.pending() ? 'Uploading…' : b.logo ? 'Replace logo' : 'Upload logo' }}</label>
                <input id="brand-logo" class="visually-hidden" type="file" accept="image/png,image/jpeg" [disabled]="uploading.pending()"
                  (change)="chooseLogo($event)" aria-describedby="brand-logo-hint brand-logo-error" />
                @if (b.logo) {
                  <button type="button" class="btn btn-sm btn-danger" [disabled]="removing.pending()" (click)="removeLogo()">Remove logo</button>
                }
              </div>
              <p id="brand-logo-hint" class="muted small">PNG or JPEG, at most 256 KB and 2000 px a side.</p>
              <div id="brand-logo-error"><app-error-alert [error]="uploading.error() ?? removing.error()" /></div>
            }
          </div>
          <div class="colour-block">
            <h3>Accent colour</h3>
            @if (canEdit()) {
              <form class="colour-form" (submit)="saveColour($event)">
                <label for="brand-accent" class="visually-hidden">Accent colour</label>
                <input id="brand-accent" type="color" [value]="colour() ?? unset" (input)="colour.set(valueOf($event))"
                  [attr.aria-invalid]="!!colouring.fieldErrors()['accentColour']"
                  aria-describedby="brand-accent-hex brand-accent-error" />
                <code id="brand-accent-hex" class="hex">{{ colour() ?? 'Not set' }}</code>
                <button type="submit" class="btn btn-sm" [disabled]="colouring.pending() || !colour() || colour() === b.accentColour">
                  {{ colouring.pending() ? 'Saving…' : 'Save colour' }}
                </button>
                @if (b.accentColour) {
                  <button type="button" class="btn btn-sm" [disabled]="colouring.pending()" (click)="clearColour()">Clear</button>
                }
              </form>
              <p class="muted small">Headings and rules of the report; dark enough to read on white.</p>
              <div id="brand-accent-error" class="field">
                @for (message of colouring.fieldErrors()['accentColour'] ?? []; track message) {
                  <p class="field-error" role="alert">{{ message }}</p>
                } @empty {
                  <app-error-alert [error]="colouring.error()" />
                }
              </div>
            } @else {
              <p class="colour-read">
                @if (b.accentColour) {
                  <span class="swatch" [style.background]="b.accentColour" aria-hidden="true"></span>
                  <code class="hex">{{ b.accentColour }}</code>
                } @else {
                  <span class="muted">Not set</span>
                }
              </p>
            }
          </div>
        </div>
        @if (!isOwner()) {
          <p class="muted small">Only the workspace owner changes the branding.</p>
        } @else if (!isAgency()) {
          <p class="muted small">White-label reports come with the Agency plan. <a routerLink="/billing">Upgrade to Agency</a></p>
        }
      }
    </section>
  `,
  styles: `
    .branding { margin-bottom: 1rem; }
    .branding-grid { display: flex; flex-wrap: wrap; gap: 1rem 2rem; }
    .logo-block, .colour-block { flex: 1 1 14rem; min-width: 0; }
    h3 { font-size: 1rem; margin: .25rem 0 .5rem; }
    .logo-preview { display: flex; align-items: center; justify-content: center; max-width: 100%; width: 16rem; height: 6rem;
      border: 1px dashed var(--border, #ccd); border-radius: .5rem; padding: .5rem; background: #fff; box-sizing: border-box; }
    .logo-preview img { max-width: 100%; max-height: 100%; width: auto; height: auto; object-fit: contain; }
    .actions, .colour-form { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem; }
    .actions { margin-top: .5rem; }
    input[type='color'] { width: 3rem; height: 2.25rem; padding: 0; border: 1px solid var(--border, #ccd); border-radius: .35rem; background: none; }
    .hex { font-size: .95rem; }
    .swatch { display: inline-block; width: 1.25rem; height: 1.25rem; border-radius: .25rem; vertical-align: middle; margin-right: .4rem; }
    .small { font-size: .85rem; margin: .4rem 0 0; }
  `,
})
export class WorkspaceBrandingCard {
  private readonly api = inject(BrandingApi);
  private readonly auth = inject(AuthStore);
  private readonly toasts = inject(ToastService);

  protected readonly brandingResource = this.api.branding();
  /** The latest answer: the resource's, or a change's (so the preview follows an upload at once). */
  protected readonly branding = linkedSignal<
    WorkspaceBrandingView | undefined,
    WorkspaceBrandingView | null
  >({
    source: lastValue(this.brandingResource),
    computation: (value) => value ?? null,
  });
  protected readonly loadError = resourceError(this.brandingResource);
  protected readonly isOwner = computed(() => this.auth.session()?.role === 'owner');
  protected readonly isAgency = computed(() => this.auth.plan() === 'agency');
  protected readonly canEdit = computed(() => this.isOwner() && this.isAgency());
  protected readonly workspaceName = computed(() => this.auth.session()?.workspace.name ?? '');
  /** The colour being chosen; starts as the saved one. */
  protected readonly colour = linkedSignal(() => this.branding()?.accentColour ?? null);
  protected readonly uploading = mutation((contentBase64: string) =>
    this.api.uploadLogo({ contentBase64 }),
  );
  protected readonly removing = mutation(() => this.api.removeLogo());
  protected readonly colouring = mutation((accentColour: string | null) =>
    this.api.setAccentColour({ accentColour }),
  );
  protected readonly unset = UNSET_COLOUR;
  protected readonly valueOf = inputValue;

  protected kb(bytes: number): number {
    return Math.max(1, Math.round(bytes / 1024));
  }

  protected async chooseLogo(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    // The same file chosen again after a refusal must fire `change` again.
    input.value = '';
    if (!file) return;
    this.removing.reset();
    const problem = await logoFileProblem(file);
    if (problem) {
      this.uploading.fail({ ...clientError(problem.message), status: problem.status });
      return;
    }
    const result = await this.uploading.run(await base64Of(file));
    if (!result.ok) return;
    this.branding.set(result.value);
    this.toasts.show('Logo saved');
  }

  protected async removeLogo(): Promise<void> {
    this.uploading.reset();
    const result = await this.removing.run();
    if (!result.ok) return;
    this.branding.set(result.value);
    this.toasts.show('Logo removed');
  }

  protected async saveColour(event: Event): Promise<void> {
    event.preventDefault();
    const result = await this.colouring.run(this.colour());
    if (!result.ok) return;
    this.branding.set(result.value);
    this.toasts.show(`Accent colour set to ${result.value.accentColour}`);
  }

  protected async clearColour(): Promise<void> {
    const result = await this.colouring.run(null);
    if (!result.ok) return;
    this.branding.set(result.value);
    this.toasts.show('Accent colour cleared');
  }
}
