import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';
import type { SdkStatus } from '@sdn/contracts';
import type { ApiError } from '../../../shared/data/api-error';
import { CopyField } from '../../../shared/ui/copy-field';

/** What a site owner installs: the SDK snippet, and the server-side embed alternative. */
@Component({
  selector: 'app-install-panel',
  imports: [CopyField],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <section id="install" class="card stack" aria-labelledby="install-title">
      <div>
        <h2 id="install-title">Install</h2>
        <p class="muted">Add this snippet to every page of the site, once. It fetches the published schemas for the page's exact URL and adds them to the page's head.</p>
      </div>
      <app-copy-field label="SDK snippet" [value]="snippet()" />
      <details>
        <summary>Server-side rendering instead (no JavaScript)</summary>
        <p class="muted">Fetch ready-made script tags for the page's canonical URL and print them into the page's head.</p>
        <app-copy-field label="Embed request" [value]="curlExample()" />
        <app-copy-field label="Template example (PHP)" [value]="templateExample()" />
      </details>
      <div class="verify">
        @if (sdkStatus() === 'Verified') {
          <p><span class="icon ok" aria-hidden="true">verified</span> The snippet was found on the site.</p>
        } @else {
          <p class="muted">Installed it? Let the service check the site's home page.</p>
        }
        <button type="button" class="btn btn-sm" (click)="verify.emit()" [disabled]="verifying()">
          {{ verifying() ? 'Checking…' : sdkStatus() === 'Verified' ? 'Check again' : 'Check installation' }}
        </button>
      </div>
      @if (verifyError(); as failure) {
        <div class="alert alert-error verify-failed" role="alert">
          <span class="icon" aria-hidden="true">error</span>
          <div>
            <strong>The installation check failed.</strong>
            <p>{{ failure.message }}</p>
          </div>
        </div>
      }
      <p class="client-id">Client ID: <code>{{ clientId() }}</code></p>
    </section>
  `,
  styles: `
    details { border-top: 1px solid var(--color-border); padding-top: .75rem; }
    summary { cursor: pointer; font-weight: 500; margin-bottom: .5rem; }
    details app-copy-field { display: block; margin-bottom: .75rem; }
    .verify { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: .5rem; border-top: 1px solid var(--color-border); padding-top: .75rem; }
    .verify p { margin: 0; }
    .ok { color: var(--color-success); }
    .verify-failed { display: flex; gap: .6rem; align-items: flex-start; margin: 0; }
    .verify-failed p { margin: .2rem 0 0; overflow-wrap: break-word; }
    .client-id { margin: 0; font-size: .85rem; color: var(--color-muted); }
    /* A Client ID is copied by eye as often as by mouse: keep it on one line. */
    .client-id code { white-space: nowrap; }
  `,
})
export class InstallPanel {
  readonly clientId = input.required<string>();
  readonly websiteUrl = input.required<string>();
  readonly sdkStatus = input<SdkStatus>('Pending SDK');
  readonly verifying = input(false);
  /** Why the last "Check installation" failed; stays until the next check, beside the button that ran it. */
  readonly verifyError = input<ApiError | null>(null);
  readonly verify = output<void>();
  /** The service's own origin: the dashboard is served by it, so `location.origin` by default. */
  readonly baseUrl = input<string>(globalThis.location?.origin ?? '');

  protected readonly snippet = computed(
    () =>
      `<script async src="${this.baseUrl()}/sdk.js" data-client-id="${this.clientId()}"></script>`,
  );
  protected readonly examplePage = computed(() => {
    try {
      return new URL('/', this.websiteUrl()).href;
    } catch {
      return 'https://www.example.com/';
    }
  });
  protected readonly curlExample = computed(
    () =>
      `curl '${this.baseUrl()}/api/embed?clientId=${this.clientId()}&url=${this.examplePage()}'`,
  );
  protected readonly templateExample = computed(
    () =>
      `<?php echo file_get_contents('${this.baseUrl()}/api/embed?clientId=${this.clientId()}&url=' . urlencode($canonicalUrl)); ?>`,
  );
}
